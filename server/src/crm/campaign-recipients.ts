// A campaign's recipients as the campaign page shows them: the state of each (a SENT mail whose last delivery
// attempt failed and has not gone since counts as FAILED, with the outbox's error) and the totals by state.
import { sql } from 'kysely';
import type { CampaignTotals, RecipientState } from '../../../src/domain/crm/campaigns';
import type { Db } from '../companies/shared';
import { EMPTY_TOTALS } from './mail-schemas';

/** The state shown: the stored one, or FAILED while the outbox holds its mail with an error. */
const shownState = sql<RecipientState>`CASE WHEN r.state = 'SENT' AND m.sent_at IS NULL AND m.last_error IS NOT NULL THEN 'FAILED' ELSE r.state END`;

const recipients = (db: Db) => db.selectFrom('crm_campaign_recipients as r').leftJoin('mails as m', 'm.id', 'r.mail_id');

export async function totalsOf(db: Db, campaignIds: string[]): Promise<Map<string, CampaignTotals>> {
  const out = new Map<string, CampaignTotals>(campaignIds.map((id) => [id, { ...EMPTY_TOTALS }]));
  if (campaignIds.length === 0) return out;
  const rows = await recipients(db).select(['r.campaign_id', shownState.as('state'), (eb) => eb.fn.countAll<string>().as('n')])
    .where('r.campaign_id', 'in', campaignIds).groupBy(['r.campaign_id', shownState]).execute();
  const key = { QUEUED: 'queued', SENT: 'sent', FAILED: 'failed', UNSUBSCRIBED: 'unsubscribed' } as const;
  for (const r of rows) {
    const t = out.get(r.campaign_id) as CampaignTotals;
    t[key[r.state]] += Number(r.n);
    t.recipients += Number(r.n);
  }
  return out;
}

export async function recipientPage(db: Db, campaignId: string, q: { state?: RecipientState; skip: number; limit: number }) {
  let base = recipients(db).where('r.campaign_id', '=', campaignId);
  if (q.state) base = base.where(shownState, '=', q.state);
  const [rows, total] = await Promise.all([
    base.select(['r.id', 'r.contact_id', 'r.email', 'r.firstname', 'r.lastname', shownState.as('state'), 'r.sent_at', 'r.error', 'm.last_error'])
      .orderBy('r.email').orderBy('r.id').offset(q.skip).limit(q.limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id, contactId: r.contact_id ?? '', email: r.email, name: `${r.firstname} ${r.lastname}`.trim(), state: r.state,
      sentAt: r.sent_at == null ? null : Number(r.sent_at), error: r.error ?? (r.state === 'FAILED' ? r.last_error : null),
    })),
    total: Number(total.n),
  };
}

// The campaign sender: each pass takes a batch of QUEUED recipients of SENDING campaigns and, for each one in ONE
// transaction, claims it (UPDATE ... WHERE state = 'QUEUED': a second sender, in this process or another, finds
// it taken), renders its mail with the contact's values and writes it to the outbox with the recipient's SENT
// mark. The mail row and the mark commit together: a server killed mid-send and started again sends the rest,
// never a contact twice. A campaign without QUEUED recipients becomes SENT. Runs right after Send (the first
// batch) and from the module's cron; passes in one process run one after another.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { campaignValues } from '../../../src/domain/crm/campaigns';
import { sanitizeRichText } from '../../../src/domain/groups/rich-text-sanitize';
import { escapeHtml, renderMail } from '../../../src/domain/mail/template';
import { inTransaction, type AppContext } from '../context';
import { enqueueMail, type OutgoingMail } from '../db/outbox';
import { emitCrm } from './access';

/** Recipients per batch, and batches per cron pass. */
export const SEND_BATCH = 50;
export const CRON_BATCHES = 20;
export const CONTACT_DELETED = 'The contact was deleted before the mail was sent';

/** The recipient's one-click unsubscribe token: its id, signed (nobody can make one for another recipient). */
const sign = (secret: Buffer, recipientId: string) => createHmac('sha256', secret).update(`crm-unsubscribe:${recipientId}`).digest('base64url');
export const unsubscribeToken = (secret: Buffer, recipientId: string) => `${recipientId}.${sign(secret, recipientId)}`;
/** The recipient id of a well-signed token, else null. */
export function recipientOfToken(secret: Buffer, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(secret, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** Where links in mails point: PUBLIC_URL when set, else the origin the owner used when sending. */
export const linkOrigin = (request: Request) => (process.env.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/+$/, '');

type CampaignText = { subject: string; body: string; layout_html: string | null };
type Values = { firstname: string; lastname: string; email: string; companyName: string };

/**
 * A campaign's mail for one recipient: the rendered layout and body, a footer saying who sends it with the
 * unsubscribe link (the client's page), and the RFC 8058 headers (their URL is the API route that takes the
 * one-click POST). Without an unsubscribe token (the owner's test send) the footer only says so.
 */
export function campaignMail(c: CampaignText, values: Values, sender: string, link: { origin: string; token: string } | null): OutgoingMail {
  const r = renderMail({ subject: c.subject, body: c.body, layoutHtml: c.layout_html }, campaignValues(values), sanitizeRichText);
  const from = `You receive this e-mail from ${sender}.`;
  if (!link) {
    const note = 'This is a test send: each recipient gets a one-click unsubscribe link here.';
    return { to: values.email, subject: r.subject, text: `${r.text}\n\n--\n${from} ${note}`, html: `${r.html}<hr><p>${escapeHtml(`${from} ${note}`)}</p>` };
  }
  const q = `token=${encodeURIComponent(link.token)}`;
  const page = `${link.origin}/unsubscribe?${q}`;
  return {
    to: values.email,
    subject: r.subject,
    text: `${r.text}\n\n--\n${from} Unsubscribe: ${page}`,
    html: `${r.html}<hr><p>${escapeHtml(from)} <a href="${escapeHtml(page)}">Unsubscribe</a></p>`,
    headers: { 'List-Unsubscribe': `<${link.origin}/api/v1/company/unsubscribe?${q}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

let crashes = 0;
/** Test-only crash point: the Nth recipient of this process (CRM_CAMPAIGN_CRASH_AT=N) kills it inside its transaction, after its mail row is written. */
async function crashPoint(): Promise<void> {
  const at = Number(process.env.CRM_CAMPAIGN_CRASH_AT);
  if (!at || ++crashes < at) return;
  process.kill(process.pid, 'SIGKILL');
  await new Promise(() => undefined);
}

/** One recipient in one transaction; null when another sender took it first. */
async function sendOne(ctx: AppContext, id: string): Promise<{ campaignId: string; mail: OutgoingMail | null } | null> {
  return inTransaction(ctx, async ({ trx, now }) => {
    const claimed = await trx.updateTable('crm_campaign_recipients').set({ state: 'SENT', sent_at: now }).where('id', '=', id).where('state', '=', 'QUEUED').executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return null;
    const r = await trx.selectFrom('crm_campaign_recipients as r').innerJoin('crm_email_campaigns as c', 'c.id', 'r.campaign_id').innerJoin('companies as co', 'co.id', 'c.company_id')
      .leftJoin('crm_contacts as k', 'k.id', 'r.contact_id')
      .select(['r.campaign_id', 'c.subject', 'c.body', 'c.layout_html', 'c.link_origin', 'co.name as sender', 'k.email', 'k.firstname', 'k.lastname', 'k.company_name', 'k.unsubscribed'])
      .where('r.id', '=', id).executeTakeFirstOrThrow();
    const mark = (set: { state: 'FAILED' | 'UNSUBSCRIBED'; error: string | null }) => trx.updateTable('crm_campaign_recipients').set({ ...set, sent_at: null }).where('id', '=', id).execute();
    if (r.email == null) {
      await mark({ state: 'FAILED', error: CONTACT_DELETED });
      return { campaignId: r.campaign_id, mail: null };
    }
    if (r.unsubscribed) {
      await mark({ state: 'UNSUBSCRIBED', error: null });
      return { campaignId: r.campaign_id, mail: null };
    }
    const values = { firstname: r.firstname ?? '', lastname: r.lastname ?? '', email: r.email, companyName: r.company_name ?? '' };
    const mail = campaignMail(r, values, r.sender, { origin: r.link_origin ?? '', token: unsubscribeToken(ctx.jwtSecret, id) });
    const mailId = await enqueueMail(trx, mail, now);
    await crashPoint();
    await trx.updateTable('crm_campaign_recipients').set({ mail_id: mailId }).where('id', '=', id).execute();
    return { campaignId: r.campaign_id, mail };
  });
}

/** A campaign's totals or recipients changed: the open views of its company's owner and delegates refresh. */
export async function emitCampaign(ctx: AppContext, campaignIds: Iterable<string>, finish = false): Promise<void> {
  for (const id of campaignIds) {
    await inTransaction(ctx, async (uow) => {
      const c = await uow.trx.selectFrom('crm_email_campaigns as c').innerJoin('companies as co', 'co.id', 'c.company_id').select(['c.id', 'c.company_id', 'co.owner_id', 'c.state']).where('c.id', '=', id).executeTakeFirst();
      if (!c) return;
      if (finish) {
        const done = await uow.trx.updateTable('crm_email_campaigns').set({ state: 'SENT', finished_at: uow.now, updated_at: uow.now }).where('id', '=', id).where('state', '=', 'SENDING')
          .where((eb) => eb.not(eb.exists(eb.selectFrom('crm_campaign_recipients').select('id').where('campaign_id', '=', id).where('state', '=', 'QUEUED')))).executeTakeFirst();
        if (Number(done.numUpdatedRows) === 0) return;
      }
      await emitCrm(uow, { companyId: c.company_id, ownerId: c.owner_id, delegate: false }, 'UPDATED', { kind: 'EMAILCAMPAIGN', id });
    });
  }
}

/** One batch: up to `limit` QUEUED recipients (of one campaign, or of any), sent; campaigns left without QUEUED ones become SENT. Answers how many were handled. */
export async function sendCampaignBatch(ctx: AppContext, limit = SEND_BATCH, campaignId?: string): Promise<number> {
  let q = ctx.db.selectFrom('crm_campaign_recipients as r').innerJoin('crm_email_campaigns as c', 'c.id', 'r.campaign_id').select('r.id')
    .where('r.state', '=', 'QUEUED').where('c.state', '=', 'SENDING').orderBy('r.created_at').orderBy('r.id').limit(limit);
  if (campaignId) q = q.where('r.campaign_id', '=', campaignId);
  const ids = (await q.execute()).map((r) => r.id);
  const touched = new Set<string>();
  const mails: OutgoingMail[] = [];
  for (const id of ids) {
    const out = await sendOne(ctx, id);
    if (!out) continue;
    touched.add(out.campaignId);
    if (out.mail) mails.push(out.mail);
  }
  if (mails.length > 0) ctx.mailer.kick(mails);
  const done = await ctx.db.selectFrom('crm_email_campaigns as c').select('c.id').where('c.state', '=', 'SENDING')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('crm_campaign_recipients as r').select('r.id').whereRef('r.campaign_id', '=', 'c.id').where('r.state', '=', 'QUEUED')))).execute();
  const finished = done.map((d) => d.id);
  await emitCampaign(ctx, finished, true);
  await emitCampaign(ctx, [...touched].filter((id) => !finished.includes(id)));
  return ids.length;
}

const passes = new WeakMap<AppContext, Promise<number>>();

/** A sender pass of up to `batches` batches (stops early when nothing is left), after any pass of this process still running. */
export function runCampaignSender(ctx: AppContext, batches = CRON_BATCHES, campaignId?: string): Promise<number> {
  const pass = (passes.get(ctx) ?? Promise.resolve(0)).catch(() => 0).then(async () => {
    let handled = 0;
    for (let i = 0; i < batches; i++) {
      const n = await sendCampaignBatch(ctx, SEND_BATCH, campaignId);
      handled += n;
      if (n < SEND_BATCH) break;
    }
    return handled;
  });
  passes.set(ctx, pass);
  return pass;
}

/** Resolves once the passes started so far have ended (the module's stopper; tests). */
export const campaignSenderIdle = async (ctx: AppContext): Promise<void> => {
  await (passes.get(ctx) ?? Promise.resolve(0)).catch(() => 0);
};

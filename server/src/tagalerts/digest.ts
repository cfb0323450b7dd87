// The daily digest: members who want one get, once per UTC day, one mail listing the previous UTC day's matches not
// mailed yet. tag_alert_digests' key (member, day) is taken in the transaction that writes the mail: a second run,
// after a restart or in another server process, finds it taken and writes nothing.
import { ITEM_TYPE_LABELS, type TagAlertItemType } from '../../../src/domain/tagalerts/match';
import { inTransaction, type AppContext } from '../context';
import { systemMail } from '../mailtemplates/compose';
import { withTagAlerts } from './tables';

const DAY_MS = 24 * 3600 * 1000;
/** how often the job looks for digests due */
export const TAG_ALERT_DIGEST_CRON_MS = 10 * 60_000;

export const utcDay = (millis: number) => new Date(millis).toISOString().slice(0, 10);

/** The digest's values for the system e-mail 'tag-alert-digest' (its text an admin may change). */
export function digestValues(firstname: string, day: string, hits: { item_type: string; title: string; link: string; matched: string }[]): Record<string, string> {
  const lines = hits.map((h) => `- ${ITEM_TYPE_LABELS[h.item_type as TagAlertItemType] ?? h.item_type}: ${h.title} (matched '${h.matched}') ${h.link}`);
  const n = hits.length;
  return { firstname, day, list: lines.join('\n'), items: n === 1 ? '1 new item' : `${n} new items`, matches: n === 1 ? '1 new match' : `${n} new matches` };
}

/** Writes the digests due at `now`; returns how many mails were written. */
export async function runTagAlertDigests(ctx: AppContext, now = ctx.clock.now()): Promise<number> {
  const day = utcDay(now);
  const dayStart = Date.parse(`${day}T00:00:00Z`);
  const from = dayStart - DAY_MS;
  const t = withTagAlerts(ctx.db);
  const due = await t.selectFrom('tag_alert_hits as h')
    .innerJoin('tag_alert_settings as s', 's.user_id', 'h.user_id')
    .select('h.user_id').distinct()
    .where('s.daily_digest', '=', true).where('h.digested_at', 'is', null)
    .where('h.created_at', '>=', from).where('h.created_at', '<', dayStart)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('tag_alert_digests as d').select('d.day').whereRef('d.user_id', '=', 'h.user_id').where('d.day', '=', day))))
    .execute();
  let written = 0;
  for (const { user_id: userId } of due) {
    written += await inTransaction(ctx, async (uow) => {
      const tt = withTagAlerts(uow.trx);
      const hits = await tt.selectFrom('tag_alert_hits').select(['item_type', 'item_id', 'title', 'link', 'matched'])
        .where('user_id', '=', userId).where('digested_at', 'is', null).where('created_at', '>=', from).where('created_at', '<', dayStart)
        .orderBy('created_at').orderBy('item_id').execute();
      if (hits.length === 0) return 0;
      const taken = await tt.insertInto('tag_alert_digests').values({ user_id: userId, day, items: hits.length, created_at: uow.now })
        .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing()).returning('day').executeTakeFirst();
      if (!taken) return 0;
      const user = await uow.trx.selectFrom('users').select(['email', 'firstname']).where('id', '=', userId).executeTakeFirstOrThrow();
      await uow.mail(await systemMail(uow.trx, user.email, 'tag-alert-digest', digestValues(user.firstname, utcDay(from), hits)));
      await tt.updateTable('tag_alert_hits').set({ digested_at: uow.now })
        .where('user_id', '=', userId).where('digested_at', 'is', null).where('created_at', '>=', from).where('created_at', '<', dayStart).execute();
      return 1;
    });
  }
  return written;
}

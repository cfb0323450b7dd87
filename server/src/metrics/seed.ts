// Demo views so the statistics pages of a fresh demo are not empty: over the last four weeks, Bob (who chose to be
// shown) and a few anonymous visitors opened Alice's companies, products and RFQ, and Alice (not shown) Bob's RFQ.
// Written through the one recording (recordEvents), so the same rules apply: once per viewer, item and hour.
import { inTransaction, type AppContext } from '../context';
import { HOUR_MS, recordEvents, type EventItem, type EventKind } from './record';

const DAY_MS = 24 * HOUR_MS;
const VISITORS = ['demo-visitor-01', 'demo-visitor-02', 'demo-visitor-03'];

export async function seedMetrics(ctx: AppContext): Promise<void> {
  await inTransaction(ctx, async ({ trx, now }) => {
    const users = await trx.selectFrom('users').select(['id', 'email']).where('email', 'in', ['alice@mtz.test', 'bob@mtz.test']).execute();
    const alice = users.find((u) => u.email === 'alice@mtz.test')?.id;
    const bob = users.find((u) => u.email === 'bob@mtz.test')?.id;
    if (!alice || !bob) return;
    if (await trx.selectFrom('metric_viewer_settings').select('user_id').where('user_id', '=', bob).executeTakeFirst()) return;
    await trx.insertInto('metric_viewer_settings').values({ user_id: bob, shown_since: now - 60 * DAY_MS, updated_at: now }).execute();
    const companies = await trx.selectFrom('companies').select('id').where('owner_id', '=', alice).execute();
    const products = companies.length ? await trx.selectFrom('products').select('id').where('company_id', 'in', companies.map((c) => c.id)).limit(4).execute() : [];
    const rfqs = await trx.selectFrom('rfqs').select(['id', 'owner_id']).where('owner_id', 'in', [alice, bob]).execute();
    const views: [EventKind, EventItem[]][] = [
      ['PROFILE_VIEW', companies.map((c) => ({ type: 'COMPANY', id: c.id }))],
      ['PRODUCT_VIEW', products.map((p) => ({ type: 'PRODUCT', id: p.id }))],
      ['RFQ_VIEW', rfqs.map((r) => ({ type: 'RFQ', id: r.id }))],
    ];
    const bobCompanies = (await trx.selectFrom('companies').select('id').where('owner_id', '=', bob).execute()).map((c) => c.id);
    for (let day = 27; day >= 0; day--) {
      const at = now - day * DAY_MS - (day % 5) * HOUR_MS;
      const viewers = [
        ...(day % 3 === 0 ? [{ key: `u:${bob}`, userId: bob, companyIds: bobCompanies }] : []),
        ...(day % 4 === 1 ? [{ key: `u:${alice}`, userId: alice, companyIds: companies.map((c) => c.id) }] : []),
        ...VISITORS.slice(0, 1 + (day % VISITORS.length)).map((v) => ({ key: `v:${v}`, userId: null, companyIds: [] })),
      ];
      for (const viewer of viewers) for (const [kind, items] of views) if (items.length) await recordEvents(trx, kind, items, viewer, at);
    }
  });
}

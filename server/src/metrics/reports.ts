// The view statistics of the personal area (/me/stats/company-views, product-views, rfq-views): the counted views
// of the caller's companies, products or RFQs by day, month and year (spec 3 stats objects), and who viewed them
// recently: members who chose to be shown (for the views they made since), everyone else as an anonymous total.
import { z } from 'zod';
import { periodStats, type PeriodStats } from '../../../src/domain/groups/stats';
import type { AppContext } from '../context';
import { userCardSchema, userCards, type Db } from '../companies/shared';
import { defineRoute, type AnyRoute, type Caller } from '../http/registry';
import { bounds, periodStatsSchema, rangeQuery } from '../ads/stats';
import { VIEW_AREAS, viewScope, type ViewArea, type ViewQuery, type ViewScope } from './scope';

export const METRIC = '/api/v1/metric';
export const METRICS_TAG = 'metrics';
/** how many viewers the list shows, most recent first */
export const VIEWERS_SHOWN = 50;

type ViewRow = { created_at: number; user_id: string | null; shown_since: number | null; item: string };

async function viewRows(db: Db, scope: ViewScope, range: { startDate?: string | undefined; endDate?: string | undefined }): Promise<ViewRow[]> {
  const [from, to] = bounds(range);
  const base = db.selectFrom('organic_events as e').leftJoin('metric_viewer_settings as s', 's.user_id', 'e.user_id')
    .where('e.kind', '=', scope.kind).where('e.created_at', '>=', from).where('e.created_at', '<=', to);
  if (scope.kind === 'RFQ_VIEW') {
    let q = base.innerJoin('rfqs as r', 'r.id', 'e.rfq_id').where('r.owner_id', '=', scope.ownerId);
    if (scope.rfqId) q = q.where('e.rfq_id', '=', scope.rfqId);
    return q.select(['e.created_at', 'e.user_id', 's.shown_since', 'r.id as item']).orderBy('e.created_at').execute();
  }
  let q = base.where('e.company_id', 'in', scope.companyIds);
  if (scope.kind === 'PRODUCT_VIEW') q = q.where('e.product_id', 'is not', null);
  if (scope.productId) q = q.where('e.product_id', '=', scope.productId);
  const rows = await q.select(['e.created_at', 'e.user_id', 's.shown_since', 'e.company_id', 'e.product_id']).orderBy('e.created_at').execute();
  return rows.map((r) => ({ created_at: r.created_at, user_id: r.user_id, shown_since: r.shown_since, item: r.product_id ?? r.company_id ?? '' }));
}

/** A view shows its viewer when they were signed in and had chosen to be shown when they viewed. */
const shownViewer = (r: ViewRow) => (r.user_id && r.shown_since !== null && r.created_at >= r.shown_since ? r.user_id : null);

export function viewStats(rows: readonly ViewRow[]): PeriodStats & { all: { count: number } } {
  return { all: { count: rows.length }, ...periodStats(rows.map((r) => r.created_at)) };
}

async function itemLabels(db: Db, kind: ViewScope['kind'], ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = kind === 'RFQ_VIEW' ? await db.selectFrom('rfqs').select(['id', 'title as label']).where('id', 'in', ids).execute()
    : kind === 'PRODUCT_VIEW' ? await db.selectFrom('products').select(['id', 'name as label']).where('id', 'in', ids).execute()
      : await db.selectFrom('companies').select(['id', 'name as label']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.label]));
}

async function recentViewers(db: Db, scope: ViewScope, rows: readonly ViewRow[]) {
  const byUser = new Map<string, { views: number; last: ViewRow }>();
  for (const r of rows) {
    const userId = shownViewer(r);
    if (!userId) continue;
    const seen = byUser.get(userId);
    byUser.set(userId, { views: (seen?.views ?? 0) + 1, last: r }); // rows come oldest first
  }
  const recent = [...byUser.entries()].sort((a, b) => b[1].last.created_at - a[1].last.created_at).slice(0, VIEWERS_SHOWN);
  const shownViews = [...byUser.values()].reduce((n, v) => n + v.views, 0);
  const [cards, labels] = await Promise.all([userCards(db, recent.map(([id]) => id)), itemLabels(db, scope.kind, [...new Set(recent.map(([, v]) => v.last.item))])]);
  return {
    total: rows.length,
    anonymous: rows.length - shownViews,
    viewers: recent.flatMap(([id, v]) => {
      const user = cards.get(id);
      return user ? [{ user, views: v.views, lastViewedAt: v.last.created_at, item: { id: v.last.item, label: labels.get(v.last.item) ?? '' } }] : [];
    }),
  };
}

const id = z.string().min(1).max(100).optional();
const QUERIES = {
  'company-views': z.object({ companyId: id, ...rangeQuery }),
  'product-views': z.object({ companyId: id, productId: id, ...rangeQuery }),
  'rfq-views': z.object({ rfqId: id, ...rangeQuery }),
};
const statsSchema = periodStatsSchema.extend({ all: z.object({ count: z.number() }) });
const viewersSchema = z.object({
  total: z.number(), anonymous: z.number(),
  viewers: z.array(z.object({ user: userCardSchema, views: z.number(), lastViewedAt: z.number(), item: z.object({ id: z.string(), label: z.string() }) })),
});
const WHAT: Record<ViewArea, string> = { 'company-views': "the caller's company profiles", 'product-views': "the caller's companies' products", 'rfq-views': "the caller's RFQs" };

export function viewReportRoutes(ctx: AppContext): AnyRoute[] {
  return (Object.keys(VIEW_AREAS) as ViewArea[]).flatMap((area) => {
    const query = QUERIES[area] as typeof QUERIES['product-views'] | typeof QUERIES['rfq-views'];
    const read = async (caller: Caller, q: ViewQuery & z.output<z.ZodObject<typeof rangeQuery>>) => {
      const scope = await viewScope(ctx.db, caller, area, q);
      return { scope, rows: await viewRows(ctx.db, scope, q) };
    };
    return [
      defineRoute({
        method: 'get', path: `${METRIC}/${area}/stats`, tag: METRICS_TAG, auth: 'user', query, response: statsSchema,
        summary: `Counted views of ${WHAT[area]} (once per visitor per item per hour, never the owners' own) by day, month and year`,
        handler: async ({ caller, query: q }) => viewStats((await read(caller, q)).rows),
      }),
      defineRoute({
        method: 'get', path: `${METRIC}/${area}`, tag: METRICS_TAG, auth: 'user', query, response: viewersSchema,
        summary: `Who viewed ${WHAT[area]} recently: members who allow it, the rest as an anonymous total`,
        handler: async ({ caller, query: q }) => {
          const { scope, rows } = await read(caller, q);
          return recentViewers(ctx.db, scope, rows);
        },
      }),
    ];
  });
}

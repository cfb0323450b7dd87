// The member's advertising seen from outside campaigns: group sponsorships (each banner's clicks and what the
// sponsorship cost) and organic listings (how their companies and products appear unpaid: search appearances,
// clicks from search, profile and product views), counted by day, month and year.
import { z } from 'zod';
import { periodStats } from '../../../src/domain/groups/stats';
import type { AppContext } from '../context';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE } from '../companies/shared';
import { bounds, periodStatsSchema, rangeQuery } from './stats';
import { authenticate } from '../identity/users';
import { companiesOf, viewerKey, visitorSchema } from './serving';
import { ADS_TAG, notAdmin } from './views';
import { EVENT_ITEM_TYPES, EVENT_KINDS, recordAndTell } from '../metrics/record';

export const ORGANIC_KINDS = ['SEARCH_APPEARANCE', 'SEARCH_CLICK', 'PROFILE_VIEW', 'PRODUCT_VIEW'] as const;
export type OrganicKind = (typeof ORGANIC_KINDS)[number];

const sponsorSchema = z.object({
  id: z.string(), groupName: z.string(), groupProfileName: z.string(), text: z.string(), adLink: z.string(), live: z.boolean(),
  clicks: z.number(), costCents: z.number(), since: z.number(),
});

export function reportRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${BASE}/ad-group-sponsors`, tag: ADS_TAG, auth: 'user',
      summary: "The caller's group sponsorships as advertising: each banner's clicks and what the sponsorship cost",
      response: z.array(sponsorSchema),
      handler: async ({ caller }) => {
        notAdmin(caller);
        const rows = await ctx.db.selectFrom('company_group_sponsors as sp').innerJoin('cg_sponsor_subscriptions as s', 's.id', 'sp.cg_sponsor_subscription_id')
          .innerJoin('company_groups as g', 'g.id', 'sp.company_group_id')
          .select(['sp.id', 'sp.text', 'sp.ad_link', 'g.name', 'g.profile_name', 's.ended_at', 's.created_at', 's.company_group_id'])
          .select((eb) => [
            eb.selectFrom('cg_sponsor_clicks as k').select((e) => e.fn.countAll<string>().as('n')).whereRef('k.cg_sponsor_id', '=', 'sp.id').as('clicks'),
            eb.selectFrom('pay_orders as o').select((e) => e.fn.coalesce(e.fn.sum<string>('o.final_cents'), e.val('0')).as('c'))
              .where('o.kind', '=', 'CG_SPONSOR_SUBSCRIPTION').where('o.refunded_at', 'is', null)
              .whereRef('o.buyer_user_id', '=', 's.user_id').whereRef('o.company_group_id', '=', 's.company_group_id').whereRef('o.created_at', '>=', 's.created_at')
              .where((e) => e.or([e('s.ended_at', 'is', null), e('o.created_at', '<=', e.ref('s.ended_at'))])).as('cost'),
          ])
          .where('sp.user_id', '=', caller.userId).orderBy('s.created_at', 'desc').limit(200).execute();
        return rows.map((r) => ({
          id: r.id, groupName: r.name, groupProfileName: r.profile_name, text: r.text, adLink: r.ad_link, live: r.ended_at === null,
          clicks: Number(r.clicks ?? 0), costCents: Number(r.cost ?? 0), since: r.created_at,
        }));
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/organic-listings/stats`, tag: ADS_TAG, auth: 'user',
      summary: "How the caller's companies and products appear unpaid: search appearances, clicks from search, profile and product views by day, month and year",
      query: z.object(rangeQuery),
      response: z.object(Object.fromEntries(ORGANIC_KINDS.map((k) => [k, periodStatsSchema])) as Record<OrganicKind, typeof periodStatsSchema>),
      handler: async ({ caller, query }) => {
        notAdmin(caller);
        const [from, to] = bounds(query);
        const rows = await ctx.db.selectFrom('organic_events as e').innerJoin('companies as c', 'c.id', 'e.company_id').select(['e.kind', 'e.created_at'])
          .where('c.owner_id', '=', caller.userId).where('e.created_at', '>=', from).where('e.created_at', '<=', to).execute();
        return Object.fromEntries(ORGANIC_KINDS.map((k) => [k, periodStats(rows.filter((r) => r.kind === k).map((r) => r.created_at))])) as Record<OrganicKind, ReturnType<typeof periodStats>>;
      },
    }),
    defineRoute({
      method: 'post', path: `${BASE}/organic-events`, tag: ADS_TAG, auth: 'none', status: 201,
      summary: 'Companies and products seen in search results, clicked from search, or viewed, and RFQs viewed (organic listing figures and view statistics; once per viewer, item and hour)',
      body: z.strictObject({
        kind: z.enum(EVENT_KINDS),
        items: z.array(z.strictObject({ type: z.enum(EVENT_ITEM_TYPES), id: z.string().min(1).max(100) })).min(1).max(50),
        visitor: visitorSchema,
      }),
      response: z.object({ recorded: z.number() }),
      handler: async ({ body, headers }) => {
        const caller = await authenticate(ctx, headers.get('authorization') ?? undefined);
        const companyIds = caller ? (await companiesOf(ctx.db, caller.userId)).map((c) => c.id) : [];
        const viewer = { key: viewerKey(caller, body.visitor, headers), userId: caller?.userId ?? null, companyIds };
        return { recorded: await recordAndTell(ctx, body.kind, body.items, viewer) };
      },
    }),
  ];
}

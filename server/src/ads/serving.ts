// Serving: one ad per placement and request, chosen among the active campaigns in their schedule whose targeting
// takes the viewer, least recently served first (a fair rotation). An impression counts once per viewer, ad and
// hour; a click counts once per viewer and ad in CLICK_WINDOW_MS, never for the advertiser's own company, and
// spends the cost per click out of the reservation. Either way the answer carries the target to go to.
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import { AD_PLACEMENTS, CLICK_WINDOW_MS, clickBudget, targetingMatches, type AdPlacement, type ServedAd, type Viewer } from '../../../src/domain/ads';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { authenticate } from '../identity/users';
import { defineRoute, type AnyRoute, type Caller } from '../http/registry';
import { withOwner } from '../companies/tables';
import { BASE, type Db } from '../companies/shared';
import { applyStep } from './campaigns';
import { ADS_TAG, type CampaignRow } from './views';

const HOUR = 60 * 60 * 1000;
const servedSchema = z.object({ campaignId: z.string(), headline: z.string(), text: z.string(), imageUrl: z.string().nullable(), targetLink: z.string(), targetLabel: z.string() });
export const visitorSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'expected 8-64 letters, digits or hyphens').optional();

/** Who is looking: a signed-in user by id, a visitor by the id their browser keeps (else by their user agent). */
export const viewerKey = (caller: Caller | null, visitorId: string | undefined, headers: Headers) =>
  caller ? `u:${caller.userId}` : visitorId ? `v:${visitorId}` : `a:${createHash('sha256').update(headers.get('user-agent') ?? '').digest('hex').slice(0, 32)}`;

/** The companies a user owns or belongs to. */
export async function companiesOf(db: Db, userId: string): Promise<{ id: string; country: string | null; category_ids: string[] }[]> {
  const member = await withOwner(db).selectFrom('company_members').select('company_id').where('user_id', '=', userId).execute();
  return db.selectFrom('companies').select(['id', 'country', 'category_ids'])
    .where((eb) => eb.or([eb('owner_id', '=', userId), ...(member.length ? [eb('id', 'in', member.map((m) => m.company_id))] : [])]))
    .orderBy('created_at').orderBy('id').execute();
}

async function viewerOf(db: Db, caller: Caller | null, keyword: string | null): Promise<Viewer & { companyIds: string[] }> {
  const companies = caller ? await companiesOf(db, caller.userId) : [];
  const first = companies[0];
  return {
    keyword, companyIds: companies.map((c) => c.id),
    countries: first?.country ? [first.country] : [],
    businessTypes: first ? first.category_ids : [],
  };
}

const own = (c: CampaignRow, caller: Caller | null, companyIds: string[]) => !!caller && (c.owner_id === caller.userId || companyIds.includes(c.company_id));

/** The ad for a placement, or null; records the impression (not the advertiser's own). */
export async function serveAd(ctx: AppContext, caller: Caller | null, key: string, placement: AdPlacement, keyword: string | null): Promise<ServedAd | null> {
  const now = ctx.clock.now();
  const viewer = await viewerOf(ctx.db, caller, keyword?.trim() ? keyword : null);
  const candidates = await ctx.db.selectFrom('ad_campaigns').selectAll().where('state', '=', 'ACTIVE').where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .where(sql<boolean>`placements @> ${JSON.stringify([placement])}::jsonb`)
    .orderBy('last_served_at').orderBy('id').limit(200).execute();
  const c = candidates.find((x) => targetingMatches({ keywords: placement === 'SEARCH' ? x.keywords : [], countries: x.countries, businessTypes: x.business_types }, viewer));
  if (!c) return null;
  const t = await ctx.db.selectFrom('ad_templates').selectAll().where('id', '=', c.template_id).executeTakeFirstOrThrow();
  if (!own(c, caller, viewer.companyIds)) {
    await inTransaction(ctx, async ({ trx }) => {
      const added = await trx.insertInto('ad_impressions').values({ campaign_id: c.id, viewer_key: key, hour: Math.floor(now / HOUR), placement, created_at: now })
        .onConflict((oc) => oc.columns(['campaign_id', 'viewer_key', 'hour']).doNothing()).returning('campaign_id').executeTakeFirst();
      const counted = added ? 1 : 0;
      await trx.updateTable('ad_campaigns').set((eb) => ({ last_served_at: now, impressions: eb('impressions', '+', counted) })).where('id', '=', c.id).execute();
    });
  }
  return { campaignId: c.id, headline: t.headline, text: t.text, imageUrl: t.image_url, targetLink: t.target_link, targetLabel: t.target_label };
}

/** A click on a served ad: counted (and charged) at most once per viewer and ad per window; the target either way. */
export async function clickAd(ctx: AppContext, caller: Caller | null, key: string, campaignId: string, placement: AdPlacement): Promise<{ redirectUrl: string; counted: boolean }> {
  const companyIds = caller ? (await companiesOf(ctx.db, caller.userId)).map((c) => c.id) : [];
  return inTransaction(ctx, async (uow) => {
    const { trx, now } = uow;
    const c = await trx.selectFrom('ad_campaigns').selectAll().where('id', '=', campaignId).forUpdate().executeTakeFirst();
    if (!c) throw new HttpError(404, 'Ad not found');
    const t = await trx.selectFrom('ad_templates').select('target_link').where('id', '=', c.template_id).executeTakeFirstOrThrow();
    const answer = (counted: boolean) => ({ redirectUrl: t.target_link, counted });
    if (own(c, caller, companyIds)) return answer(false);
    const recent = await trx.selectFrom('ad_clicks').select('id').where('campaign_id', '=', c.id).where('viewer_key', '=', key).where('created_at', '>', now - CLICK_WINDOW_MS).limit(1).executeTakeFirst();
    if (recent) return answer(false);
    const step = clickBudget({ budgetCents: c.budget_cents, cpcCents: c.cpc_cents, reservedCents: c.reserved_cents, spentCents: c.spent_cents, returnedCents: c.returned_cents, state: c.state });
    if (!step.ok) return answer(false);
    await trx.insertInto('ad_clicks').values({ id: randomUUID(), campaign_id: c.id, viewer_key: key, user_id: caller?.userId ?? null, placement, cost_cents: step.charged, created_at: now }).execute();
    await trx.updateTable('ad_campaigns').set((eb) => ({ clicks: eb('clicks', '+', 1) })).where('id', '=', c.id).execute();
    await applyStep(uow, c, step);
    return answer(true);
  });
}

export function servingRoutes(ctx: AppContext): AnyRoute[] {
  const callerOf = async (headers: Headers) => authenticate(ctx, headers.get('authorization') ?? undefined);
  return [
    defineRoute({
      method: 'get', path: `${BASE}/ad-servings`, tag: ADS_TAG, auth: 'none',
      summary: "One ad for a placement ('Sponsored'), matched by targeting and rotated fairly; null when none (visitor: the browser's visitor id)",
      query: z.object({ placement: z.enum(AD_PLACEMENTS), keyword: z.string().max(200).optional(), visitor: visitorSchema }),
      response: z.object({ ad: servedSchema.nullable() }),
      handler: async ({ query, headers }) => {
        const caller = await callerOf(headers);
        return { ad: await serveAd(ctx, caller, viewerKey(caller, query.visitor, headers), query.placement, query.keyword ?? null) };
      },
    }),
    defineRoute({
      method: 'post', path: `${BASE}/ad-clicks`, tag: ADS_TAG, auth: 'none', status: 201,
      summary: 'A click on a served ad: counted once per visitor per ad per hour, never for the advertiser\'s own company; answers the target',
      body: z.strictObject({ campaignId: z.string().min(1).max(100), placement: z.enum(AD_PLACEMENTS), visitor: visitorSchema }),
      response: z.object({ redirectUrl: z.string(), counted: z.boolean() }),
      handler: async ({ body, headers }) => {
        const caller = await callerOf(headers);
        return clickAd(ctx, caller, viewerKey(caller, body.visitor, headers), body.campaignId, body.placement);
      },
    }),
  ];
}

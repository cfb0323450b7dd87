// Campaigns: a template, placements, targeting, a schedule, a budget in cents and a cost per click. The owner starts
// (the budget is reserved from the wallet), pauses, resumes and ends (the rest returns) a campaign; every money change
// follows the pure steps of src/domain/ads and is written with its wallet movement and the owner's event in one transaction.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  AD_LIMITS, AD_MESSAGES, AD_PLACEMENTS, endBudget, pauseBudget, resumeBudget, startBudget, type Step,
} from '../../../src/domain/ads';
import { emitTo, inTransaction, type AppContext, type UnitOfWork } from '../context';
import { HttpError } from '../http/errors';
import { idParam, skipLimit } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE } from '../companies/shared';
import { periodStats } from '../../../src/domain/groups/stats';
import { bounds, periodStatsSchema, rangeQuery } from './stats';
import { templateFor } from './templates';
import { ADS_TAG, advertiserCompany, campaignSchema, moneyOf, notAdmin, ownCampaign, toCampaigns, type CampaignRow } from './views';
import { gateway } from '../billing/module';
import { fundingRoutes } from './funding';
import { reserveBudget, returnBudget } from './wallet';

const words = (max: number) => z.array(z.string().trim().min(1).max(AD_LIMITS.keyword)).max(max).default([]);
const campaignBody = z.strictObject({
  name: z.string().trim().min(1, { error: 'Name is required' }).max(AD_LIMITS.name),
  templateId: z.string().min(1).max(100),
  placements: z.array(z.enum(AD_PLACEMENTS)).min(1, { error: AD_MESSAGES.noPlacement }).max(AD_PLACEMENTS.length),
  keywords: words(AD_LIMITS.keywords),
  countries: words(50),
  businessTypes: words(50),
  startsAt: z.number().int().min(0).max(8_640_000_000_000),
  endsAt: z.number().int().min(0).max(8_640_000_000_000).nullable().default(null),
  budgetCents: z.number().int().min(AD_LIMITS.minCpcCents).max(AD_LIMITS.maxBudgetCents),
  cpcCents: z.number().int().min(AD_LIMITS.minCpcCents).max(AD_LIMITS.maxBudgetCents),
}).refine((b) => b.cpcCents <= b.budgetCents, { error: AD_MESSAGES.budgetBelowCpc, path: ['budgetCents'] })
  .refine((b) => b.endsAt === null || b.endsAt > b.startsAt, { error: AD_MESSAGES.endBeforeStart, path: ['endsAt'] });

const ACTIONS = { START: startBudget, PAUSE: pauseBudget, RESUME: resumeBudget, END: endBudget } as const;

/**
 * Writes one step of a campaign's money: the state and sums, the wallet movement, and the owner's event. A start
 * reserves the budget from the wallet, unless `paidOrderId` names the order that already paid it (funding.ts).
 */
export async function applyStep(uow: UnitOfWork, c: CampaignRow, step: Step & { ok: true }, paidOrderId?: string): Promise<CampaignRow> {
  const m = step.money;
  let reserveOrder = c.reserve_order_id;
  if (c.state === 'DRAFT' && m.state === 'ACTIVE') reserveOrder = paidOrderId ?? await reserveBudget(uow, c, m.reservedCents);
  await returnBudget(uow, { ...c, reserve_order_id: reserveOrder }, step.returned);
  const row = await uow.trx.updateTable('ad_campaigns').set({
    state: m.state, reserved_cents: m.reservedCents, spent_cents: m.spentCents, returned_cents: m.returnedCents, reserve_order_id: reserveOrder, updated_at: uow.now,
  }).where('id', '=', c.id).returningAll().executeTakeFirstOrThrow();
  await emitTo(uow, [c.owner_id], 'ADVERTISING', 'UPDATED', { kind: 'CAMPAIGN', id: c.id, state: m.state });
  return row;
}

/** Ends every running campaign whose schedule is over (the rest returns to the wallet); the cron and reads call it. */
export async function endOverdue(ctx: AppContext, ownerId?: string): Promise<number> {
  let q = ctx.db.selectFrom('ad_campaigns').select('id').where('state', 'in', ['ACTIVE', 'PAUSED']).where('ends_at', '<=', ctx.clock.now());
  if (ownerId) q = q.where('owner_id', '=', ownerId);
  const due = await q.limit(500).execute();
  for (const { id } of due) {
    await inTransaction(ctx, async (uow) => {
      const c = await uow.trx.selectFrom('ad_campaigns').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
      const step = endBudget(moneyOf(c));
      if (step.ok && c.ends_at !== null && c.ends_at <= uow.now) await applyStep(uow, c, step);
    });
  }
  return due.length;
}

export function campaignRoutes(ctx: AppContext): AnyRoute[] {
  const one = async (row: CampaignRow) => (await toCampaigns(ctx.db, [row]))[0];
  return [
    ...fundingRoutes(ctx, gateway),
    defineRoute({
      method: 'get', path: `${BASE}/ad-campaigns`, tag: ADS_TAG, auth: 'user', summary: "The caller's campaigns, newest first",
      query: z.object(skipLimit), response: z.array(campaignSchema),
      handler: async ({ caller, query }) => {
        notAdmin(caller);
        await endOverdue(ctx, caller.userId);
        const rows = await ctx.db.selectFrom('ad_campaigns').selectAll().where('owner_id', '=', caller.userId).orderBy('created_at', 'desc').orderBy('id').offset(query.skip).limit(query.limit).execute();
        return toCampaigns(ctx.db, rows);
      },
    }),
    defineRoute({
      method: 'post', path: `${BASE}/ad-campaigns`, tag: ADS_TAG, auth: 'user', status: 201,
      summary: 'Add a campaign (a draft): template, placements, targeting, schedule, budget and cost per click in cents',
      body: campaignBody, response: campaignSchema,
      handler: async ({ caller, body }) => {
        const company = await advertiserCompany(ctx.db, caller);
        const t = await templateFor(ctx.db, caller, body.templateId);
        const row = await inTransaction(ctx, async (uow) => {
          const r = await uow.trx.insertInto('ad_campaigns').values({
            id: randomUUID(), owner_id: caller.userId, company_id: company.id, template_id: t.id, name: body.name,
            placements: JSON.stringify([...new Set(body.placements)]), keywords: JSON.stringify(body.keywords), countries: JSON.stringify(body.countries),
            business_types: JSON.stringify(body.businessTypes), starts_at: body.startsAt, ends_at: body.endsAt, budget_cents: body.budgetCents, cpc_cents: body.cpcCents,
            reserved_cents: 0, spent_cents: 0, returned_cents: 0, state: 'DRAFT', reserve_order_id: null, impressions: 0, clicks: 0, last_served_at: 0,
            created_at: uow.now, updated_at: uow.now,
          }).returningAll().executeTakeFirstOrThrow();
          await emitTo(uow, [caller.userId], 'ADVERTISING', 'CREATED', { kind: 'CAMPAIGN', id: r.id });
          return r;
        });
        return one(row);
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/ad-campaigns/{id}`, tag: ADS_TAG, auth: 'user', summary: 'One of the caller\'s campaigns with its figures',
      params: idParam, response: campaignSchema,
      handler: async ({ caller, params }) => {
        await ownCampaign(ctx.db, caller, params.id);
        await endOverdue(ctx, caller.userId);
        return one(await ownCampaign(ctx.db, caller, params.id));
      },
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/ad-campaigns/{id}`, tag: ADS_TAG, auth: 'user',
      summary: 'START (reserves the budget from the wallet), PAUSE, RESUME or END (the rest returns to the wallet) a campaign',
      params: idParam, body: z.strictObject({ action: z.enum(['START', 'PAUSE', 'RESUME', 'END']) }), response: campaignSchema,
      handler: async ({ caller, params, body }) => {
        await ownCampaign(ctx.db, caller, params.id);
        const row = await inTransaction(ctx, async (uow) => {
          const c = await ownCampaign(uow.trx, caller, params.id, true);
          const step = ACTIONS[body.action](moneyOf(c));
          if (!step.ok) throw new HttpError(409, step.message);
          return applyStep(uow, c, step);
        });
        return one(row);
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/ad-campaigns/{id}/clicks`, tag: ADS_TAG, auth: 'user', summary: 'The counted clicks of a campaign, newest first (signed-in clickers by name)',
      params: idParam, query: z.object(skipLimit),
      response: z.object({ total: z.number(), items: z.array(z.object({ id: z.string(), createdAt: z.number(), placement: z.enum(AD_PLACEMENTS), costCents: z.number(), clicker: z.object({ id: z.string(), name: z.string() }).nullable() })) }),
      handler: async ({ caller, params, query }) => {
        const c = await ownCampaign(ctx.db, caller, params.id);
        const rows = await ctx.db.selectFrom('ad_clicks as k').leftJoin('users as u', 'u.id', 'k.user_id')
          .select(['k.id', 'k.created_at', 'k.placement', 'k.cost_cents', 'u.id as uid', 'u.firstname', 'u.lastname'])
          .where('k.campaign_id', '=', c.id).orderBy('k.created_at', 'desc').orderBy('k.id').offset(query.skip).limit(query.limit).execute();
        return {
          total: c.clicks,
          items: rows.map((r) => ({
            id: r.id, createdAt: r.created_at, placement: r.placement, costCents: r.cost_cents,
            clicker: r.uid ? { id: r.uid, name: `${r.firstname ?? ''} ${r.lastname ?? ''}`.trim() } : null,
          })),
        };
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/ad-campaigns/{id}/clicks/stats`, tag: ADS_TAG, auth: 'user', summary: 'Counted clicks of a campaign by day, month and year (the statistics chart)',
      params: idParam, query: z.object(rangeQuery), response: periodStatsSchema,
      handler: async ({ caller, params, query }) => {
        const c = await ownCampaign(ctx.db, caller, params.id);
        const [from, to] = bounds(query);
        const rows = await ctx.db.selectFrom('ad_clicks').select('created_at').where('campaign_id', '=', c.id).where('created_at', '>=', from).where('created_at', '<=', to).execute();
        return periodStats(rows.map((r) => r.created_at));
      },
    }),
  ];
}

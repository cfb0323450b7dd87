// Rows of the advertising tables as the API answers them, with the zod schemas the OpenAPI document is built from.
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { AD_PLACEMENTS, AD_TARGET_TYPES, CAMPAIGN_STATES, type AdTemplate, type Campaign, type CampaignMoney } from '../../../src/domain/ads';
import { HttpError } from '../http/errors';
import type { Caller } from '../http/registry';
import type { Db } from '../companies/shared';
import { AD_MESSAGES } from '../../../src/domain/ads';
import type { AdsTables } from './tables';

export const ADS_TAG = 'ads';
export type TemplateRow = Selectable<AdsTables['ad_templates']>;
export type CampaignRow = Selectable<AdsTables['ad_campaigns']>;

export const templateSchema = z.object({
  id: z.string(), headline: z.string(), text: z.string(), imageUrl: z.string().nullable(), targetType: z.enum(AD_TARGET_TYPES),
  targetId: z.string(), targetLink: z.string(), targetLabel: z.string(), createdAt: z.number(),
});
export const campaignSchema = z.object({
  id: z.string(), name: z.string(), templateId: z.string(), template: templateSchema, placements: z.array(z.enum(AD_PLACEMENTS)),
  keywords: z.array(z.string()), countries: z.array(z.string()), businessTypes: z.array(z.string()),
  startsAt: z.number(), endsAt: z.number().nullable(), budgetCents: z.number(), cpcCents: z.number(), reservedCents: z.number(),
  spentCents: z.number(), returnedCents: z.number(), state: z.enum(CAMPAIGN_STATES), impressions: z.number(), clicks: z.number(), createdAt: z.number(),
});

export const toTemplate = (r: TemplateRow): AdTemplate => ({
  id: r.id, headline: r.headline, text: r.text, imageUrl: r.image_url, targetType: r.target_type, targetId: r.target_id,
  targetLink: r.target_link, targetLabel: r.target_label, createdAt: r.created_at,
});

export const moneyOf = (r: CampaignRow): CampaignMoney => ({
  budgetCents: r.budget_cents, cpcCents: r.cpc_cents, reservedCents: r.reserved_cents, spentCents: r.spent_cents, returnedCents: r.returned_cents, state: r.state,
});

export const toCampaign = (r: CampaignRow, t: TemplateRow): Campaign => ({
  ...moneyOf(r), id: r.id, name: r.name, templateId: r.template_id, template: toTemplate(t), placements: r.placements, keywords: r.keywords,
  countries: r.countries, businessTypes: r.business_types, startsAt: r.starts_at, endsAt: r.ends_at, impressions: r.impressions, clicks: r.clicks, createdAt: r.created_at,
});

export async function toCampaigns(db: Db, rows: CampaignRow[]): Promise<Campaign[]> {
  if (rows.length === 0) return [];
  const templates = await db.selectFrom('ad_templates').selectAll().where('id', 'in', [...new Set(rows.map((r) => r.template_id))]).execute();
  const byId = new Map(templates.map((t) => [t.id, t]));
  return rows.map((r) => toCampaign(r, byId.get(r.template_id) as TemplateRow));
}

/** A site admin is confined to the admin portal: no advertising of their own. */
export function notAdmin(caller: Caller): void {
  if (caller.admin) throw new HttpError(403, 'ADMIN can only access admin pages, and the login page');
}

/** The caller's campaign (404 to anyone else), locked when `lock`. */
export async function ownCampaign(db: Db, caller: Caller, id: string, lock = false): Promise<CampaignRow> {
  notAdmin(caller);
  let q = db.selectFrom('ad_campaigns').selectAll().where('id', '=', id);
  if (lock) q = q.forUpdate();
  const c = await q.executeTakeFirst();
  if (!c || c.owner_id !== caller.userId) throw new HttpError(404, AD_MESSAGES.campaignNotFound);
  return c;
}

/** The company the caller advertises: the oldest one they own. */
export async function advertiserCompany(db: Db, caller: Caller): Promise<{ id: string; profile_name: string; name: string }> {
  notAdmin(caller);
  const c = await db.selectFrom('companies').select(['id', 'profile_name', 'name']).where('owner_id', '=', caller.userId).orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
  if (!c) throw new HttpError(403, AD_MESSAGES.noCompany);
  return c;
}

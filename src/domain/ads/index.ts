// Advertising: ad templates (the creative), campaigns (placements, targeting, schedule, budget in cents with a cost
// per click) and the budget arithmetic every campaign follows: the budget is reserved from the wallet when the
// campaign starts, each counted click spends its cost, and what is left returns when it ends or can no longer pay a click.

export const AD_PLACEMENTS = ['SEARCH', 'DIRECTORY', 'TIMELINE'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];
export const PLACEMENT_LABELS: Record<AdPlacement, string> = { SEARCH: 'Search results', DIRECTORY: 'Company directory', TIMELINE: 'Timeline' };

export const AD_TARGET_TYPES = ['COMPANY', 'PRODUCT', 'GROUP', 'EVENT'] as const;
export type AdTargetType = (typeof AD_TARGET_TYPES)[number];

export const CAMPAIGN_STATES = ['DRAFT', 'ACTIVE', 'PAUSED', 'ENDED', 'BUDGET_SPENT'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];
export const STATE_LABELS: Record<CampaignState, string> = { DRAFT: 'Draft', ACTIVE: 'Active', PAUSED: 'Paused', ENDED: 'Ended', BUDGET_SPENT: 'Budget spent' };

export const AD_LIMITS = { headline: 80, text: 300, name: 100, keywords: 20, keyword: 50, minCpcCents: 1, maxBudgetCents: 100_000_000 } as const;
/** A click by the same visitor on the same ad counts once in this window. */
export const CLICK_WINDOW_MS = 60 * 60 * 1000;

export const AD_MESSAGES = {
  templateNotFound: 'Ad template not found',
  campaignNotFound: 'Campaign not found',
  templateInUse: 'This template is used by a campaign that has not ended',
  budgetBelowCpc: 'The budget must cover at least one click',
  endBeforeStart: 'The end date must be after the start date',
  noPlacement: 'Choose at least one placement',
  targetNotFound: 'The ad target was not found',
  notYourTarget: 'You can only link an ad to your own company or its products',
  noCompany: 'You need a company to advertise it',
} as const;

export type AdTemplate = {
  id: string; headline: string; text: string; imageUrl: string | null;
  targetType: AdTargetType; targetId: string; targetLink: string; targetLabel: string; createdAt: number;
};

export type Targeting = { keywords: string[]; countries: string[]; businessTypes: string[] };

export type CampaignMoney = { budgetCents: number; cpcCents: number; reservedCents: number; spentCents: number; returnedCents: number; state: CampaignState };

export type Campaign = CampaignMoney & Targeting & {
  id: string; name: string; templateId: string; template: AdTemplate; placements: AdPlacement[];
  startsAt: number; endsAt: number | null; impressions: number; clicks: number; createdAt: number;
};

/** An ad as served into a placement. */
export type ServedAd = { campaignId: string; headline: string; text: string; imageUrl: string | null; targetLink: string; targetLabel: string };

export type AdClick = { id: string; createdAt: number; placement: AdPlacement; costCents: number; clicker: { id: string; name: string } | null };

export type Step = { ok: true; money: CampaignMoney; charged: number; returned: number } | { ok: false; message: string };
const ok = (money: CampaignMoney, charged = 0, returned = 0): Step => ({ ok: true, money, charged, returned });
const no = (message: string): Step => ({ ok: false, message });

export const remainingCents = (m: CampaignMoney) => m.reservedCents - m.spentCents - m.returnedCents;

/** Draft to active: the whole budget is reserved (the caller debits the wallet by `charged`). */
export function startBudget(m: CampaignMoney): Step {
  if (m.state !== 'DRAFT') return no(`A campaign that is ${STATE_LABELS[m.state].toLowerCase()} cannot be started`);
  if (m.budgetCents < m.cpcCents) return no(AD_MESSAGES.budgetBelowCpc);
  return ok({ ...m, state: 'ACTIVE', reservedCents: m.budgetCents }, m.budgetCents);
}

/** A counted click spends its cost; when what is left cannot pay another click it is returned and the campaign stops. */
export function clickBudget(m: CampaignMoney): Step {
  if (m.state !== 'ACTIVE') return no('The campaign is not active');
  if (remainingCents(m) < m.cpcCents) return no('The budget is spent');
  const after: CampaignMoney = { ...m, spentCents: m.spentCents + m.cpcCents };
  const left = remainingCents(after);
  if (left < m.cpcCents) return ok({ ...after, state: 'BUDGET_SPENT', returnedCents: after.returnedCents + left }, m.cpcCents, left);
  return ok(after, m.cpcCents);
}

export function pauseBudget(m: CampaignMoney): Step {
  return m.state === 'ACTIVE' ? ok({ ...m, state: 'PAUSED' }) : no('Only an active campaign can be paused');
}

export function resumeBudget(m: CampaignMoney): Step {
  return m.state === 'PAUSED' ? ok({ ...m, state: 'ACTIVE' }) : no('Only a paused campaign can be resumed');
}

/** Ends a campaign: what is left of the reservation returns to the wallet. */
export function endBudget(m: CampaignMoney): Step {
  if (m.state === 'ENDED' || m.state === 'BUDGET_SPENT') return no('The campaign has already ended');
  const left = remainingCents(m);
  return ok({ ...m, state: 'ENDED', returnedCents: m.returnedCents + left }, 0, left);
}

/** keyword: null where there is none (the directory); countries: the viewer's company's country name and code. */
export type Viewer = { keyword: string | null; countries: string[]; businessTypes: string[] };

const norm = (s: string) => s.trim().toLowerCase();

/** Keywords match where there is a keyword (search): a keyword found in the search, or a word of 3+ letters that starts one. */
export function keywordMatches(keywords: readonly string[], search: string): boolean {
  const text = norm(search);
  if (!text) return false;
  const words = text.split(/\s+/);
  return keywords.map(norm).filter(Boolean).some((k) => text.includes(k) || words.some((w) => w.length >= 3 && k.startsWith(w)));
}

/** Whether a campaign's targeting takes this viewer: every dimension it sets must match (an unknown viewer matches none). */
export function targetingMatches(t: Targeting, v: Viewer): boolean {
  if (t.keywords.length > 0 && v.keyword !== null && !keywordMatches(t.keywords, v.keyword)) return false;
  if (t.countries.length > 0 && !v.countries.map(norm).some((c) => t.countries.map(norm).includes(c))) return false;
  if (t.businessTypes.length > 0 && !v.businessTypes.some((b) => t.businessTypes.includes(b))) return false;
  return true;
}

/** Click rate in percent with one decimal (0 without impressions). */
export const clickRate = (clicks: number, impressions: number) => (impressions > 0 ? Math.round((clicks / impressions) * 1000) / 10 : 0);

// Shared steps of the advertising server tests: an advertiser with a company and wallet money, templates, campaigns.
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the HTTP assertions short */
import type { Api, TestServer } from '../harness';
import { addCard, depositCents, P } from '../billing/helpers';
import { C } from '../companies/setup';

export { C, P };

export const wallet = async (api: Api, token: string) => (await api.get(`${P}/wallets/mine`, token)).body.cents as number;

export async function template(api: Api, token: string, companyId: string): Promise<any> {
  const r = await api.post(`${C}/ad-templates`, { headline: 'Steel valves', text: 'Made to order', targetType: 'COMPANY', targetId: companyId }, token);
  if (r.status !== 201) throw new Error(JSON.stringify(r));
  return r.body;
}

export async function campaign(api: Api, s: TestServer, token: string, templateId: string, over: Record<string, unknown> = {}): Promise<any> {
  const r = await api.post(`${C}/ad-campaigns`, {
    name: 'Valves Q4', templateId, placements: ['SEARCH', 'DIRECTORY'], keywords: ['valve'], startsAt: s.clock.now() - 1000, budgetCents: 1000, cpcCents: 150, ...over,
  }, token);
  if (r.status !== 201) throw new Error(JSON.stringify(r));
  return r.body;
}

export const act = (api: Api, token: string, id: string, action: string) => api.patch(`${C}/ad-campaigns/${id}`, { action }, token);

export async function fund(api: Api, token: string, cents: number) {
  await addCard(api, token);
  return depositCents(api, token, cents);
}

export const serve = (api: Api, placement: string, keyword: string, token?: string, visitor?: string) =>
  api.get(`${C}/ad-servings?placement=${placement}&keyword=${encodeURIComponent(keyword)}${visitor ? `&visitor=${visitor}` : ''}`, token);

export const click = (api: Api, campaignId: string, token?: string, visitor?: string) =>
  api.post(`${C}/ad-clicks`, { campaignId, placement: 'SEARCH', ...(visitor ? { visitor } : {}) }, token);

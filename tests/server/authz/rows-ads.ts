// Matrix rows of advertising: templates and campaigns are their owner's (the company owner makes them here; anyone
// else gets 404, as if they did not exist); every signed-in role owns a company by the time these rows run, so each
// has lists and figures of its own; the site admin is confined to the admin portal. Serving and clicks are public.
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the rows short */
import { all, E, type Row } from './matrix';
import { C, type World } from './world';

const created = async (w: World, path: string, body: unknown): Promise<any> => {
  const r = await w.api.post(path, body, w.people.companyOwner.accessToken);
  if (r.status !== 201) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};
const template = async (w: World) => (await created(w, `${C}/ad-templates`, { headline: 'H', text: 'T', targetType: 'COMPANY', targetId: w.company.id })).id as string;
const campaign = async (w: World) => (await created(w, `${C}/ad-campaigns`, {
  name: `C ${w.uniq()}`, templateId: await template(w), placements: ['SEARCH'], startsAt: 0, budgetCents: 500, cpcCents: 50,
})).id as string;

/** The company owner's template or campaign: 404 to everyone else. */
const record = (ok: number) => E(401, 404, 404, 404, 404, 404, ok, 403);
/** The caller's own lists and figures. */
const own = (ok: number) => E(401, ok, ok, ok, ok, ok, ok, 403);
const templateBody = (w: World) => ({ headline: 'Group ad', text: 'Join us', targetType: 'GROUP', targetId: w.pub.id });

export const ADS_ROWS: Row[] = [
  { route: 'GET /api/v1/company/ad-targets', expect: own(200), req: () => ({ method: 'GET', path: `${C}/ad-targets` }) },
  { route: 'GET /api/v1/company/ad-templates', expect: own(200), req: () => ({ method: 'GET', path: `${C}/ad-templates` }) },
  { route: 'POST /api/v1/company/ad-templates', expect: own(201), req: (w) => ({ method: 'POST', path: `${C}/ad-templates`, body: templateBody(w) }) },
  { route: 'PATCH /api/v1/company/ad-templates/{id}', expect: record(200), req: async (w) => ({ method: 'PATCH', path: `${C}/ad-templates/${await template(w)}`, body: templateBody(w) }) },
  { route: 'DELETE /api/v1/company/ad-templates/{id}', expect: record(200), req: async (w) => ({ method: 'DELETE', path: `${C}/ad-templates/${await template(w)}` }) },
  { route: 'GET /api/v1/company/ad-campaigns', expect: own(200), req: () => ({ method: 'GET', path: `${C}/ad-campaigns` }) },
  {
    route: 'POST /api/v1/company/ad-campaigns', expect: record(201),
    req: async (w) => ({ method: 'POST', path: `${C}/ad-campaigns`, body: { name: 'New', templateId: await template(w), placements: ['DIRECTORY'], startsAt: 0, budgetCents: 100, cpcCents: 10 } }),
  },
  { route: 'GET /api/v1/company/ad-campaigns/{id}', expect: record(200), req: async (w) => ({ method: 'GET', path: `${C}/ad-campaigns/${await campaign(w)}` }) },
  { route: 'PATCH /api/v1/company/ad-campaigns/{id}', expect: record(200), req: async (w) => ({ method: 'PATCH', path: `${C}/ad-campaigns/${await campaign(w)}`, body: { action: 'END' } }) },
  {
    route: 'POST /api/v1/company/ad-campaigns/{id}/start', variant: 'the quote of its budget (_dryRun)', expect: record(200),
    req: async (w) => ({ method: 'POST', path: `${C}/ad-campaigns/${await campaign(w)}/start`, body: { paymentMethod: 'CARD', _dryRun: true } }),
  },
  { route: 'GET /api/v1/company/ad-campaigns/{id}/clicks', expect: record(200), req: async (w) => ({ method: 'GET', path: `${C}/ad-campaigns/${await campaign(w)}/clicks` }) },
  { route: 'GET /api/v1/company/ad-campaigns/{id}/clicks/stats', expect: record(200), req: async (w) => ({ method: 'GET', path: `${C}/ad-campaigns/${await campaign(w)}/clicks/stats` }) },
  { route: 'GET /api/v1/company/ad-servings', expect: all(200), req: () => ({ method: 'GET', path: `${C}/ad-servings?placement=SEARCH&keyword=valve` }) },
  { route: 'POST /api/v1/company/ad-clicks', expect: all(201), req: async (w) => ({ method: 'POST', path: `${C}/ad-clicks`, body: { campaignId: await campaign(w), placement: 'SEARCH' } }) },
  { route: 'GET /api/v1/company/ad-group-sponsors', expect: own(200), req: () => ({ method: 'GET', path: `${C}/ad-group-sponsors` }) },
  { route: 'GET /api/v1/company/organic-listings/stats', expect: own(200), req: () => ({ method: 'GET', path: `${C}/organic-listings/stats` }) },
  { route: 'POST /api/v1/company/organic-events', expect: all(201), req: (w) => ({ method: 'POST', path: `${C}/organic-events`, body: { kind: 'SEARCH_CLICK', items: [{ type: 'COMPANY', id: w.company.id }] } }) },
];

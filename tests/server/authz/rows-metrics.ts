// Matrix rows of the view statistics (metric service): a company's profile and product views are its owner's, an
// RFQ's views its owner's (here the company owner's: 403 to everyone else, 404 for what does not exist); the
// member's own 'show me' setting is theirs; the site admin is confined to the admin portal. Views are recorded
// through POST /api/v1/company/organic-events (rows-ads.ts).
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the rows short */
import { companyOwner, E, type Row } from './matrix';
import { C, type World } from './world';

const M = '/api/v1/metric';
const made = new WeakMap<World, Promise<{ productId: string; rfqId: string }>>();
/** The company owner's product and RFQ, made once per world. */
const listings = (w: World) => {
  let p = made.get(w);
  if (!p) {
    const token = w.people.companyOwner.accessToken;
    p = (async () => {
      const product: any = await w.api.post(`${C}/products`, { companyId: w.company.id, name: 'Stats valve', sku: `SV-${w.uniq()}` }, token);
      const rfq: any = await w.api.post(`${C}/rfqs`, { title: 'Stats RFQ' }, token);
      if (product.status !== 201 || rfq.status !== 201) throw new Error(`stats fixtures: ${product.status} ${rfq.status}`);
      return { productId: product.body.id as string, rfqId: rfq.body.id as string };
    })();
    made.set(w, p);
  }
  return p;
};
/** Unknown items: 404 to every signed-in member, the site admin still 403. */
const unknown = E(401, 404, 404, 404, 404, 404, 404, 403);
/** The caller's own setting. */
const own = (ok: number) => E(401, ok, ok, ok, ok, ok, ok, 403);

const areaRows = (suffix: string): Row[] => [
  { route: `GET ${M}/company-views${suffix}`, expect: companyOwner(200), req: (w) => ({ method: 'GET', path: `${M}/company-views${suffix}?companyId=${w.company.id}` }) },
  { route: `GET ${M}/company-views${suffix}`, variant: 'unknown company', expect: unknown, req: () => ({ method: 'GET', path: `${M}/company-views${suffix}?companyId=nope` }) },
  {
    route: `GET ${M}/product-views${suffix}`, expect: companyOwner(200),
    req: async (w) => ({ method: 'GET', path: `${M}/product-views${suffix}?companyId=${w.company.id}&productId=${(await listings(w)).productId}` }),
  },
  { route: `GET ${M}/rfq-views${suffix}`, expect: companyOwner(200), req: async (w) => ({ method: 'GET', path: `${M}/rfq-views${suffix}?rfqId=${(await listings(w)).rfqId}` }) },
  { route: `GET ${M}/rfq-views${suffix}`, variant: 'unknown RFQ', expect: unknown, req: () => ({ method: 'GET', path: `${M}/rfq-views${suffix}?rfqId=nope` }) },
];

export const METRICS_ROWS: Row[] = [
  ...areaRows('/stats'),
  ...areaRows(''),
  { route: `GET ${M}/viewer-settings`, expect: own(200), req: () => ({ method: 'GET', path: `${M}/viewer-settings` }) },
  { route: `PATCH ${M}/viewer-settings`, expect: own(200), req: () => ({ method: 'PATCH', path: `${M}/viewer-settings`, body: { showMe: true } }) },
];

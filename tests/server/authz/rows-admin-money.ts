// Matrix rows of the money the site admin sets (tag 'admin'): platform coupons for MTZ plans, point rates and
// promotions, the overall commission and the per company group ones. Every route answers the site admin only (other
// signed-in roles 403, the visitor 401); destructive cells act on a fresh record made by the site admin.
import { E, type Outcome, type Row } from './matrix';
import type { World } from './world';

const A = '/api/v1/company/admin';
const adminOnly = (ok: Outcome) => E(401, 403, 403, 403, 403, 403, 403, ok);
const DAY = 86_400_000;

type Kind = 'mtz-coupons' | 'point-rates' | 'point-promotions' | 'commission-rates/groups';

/** A valid new record of a kind (each call a new one: codes, start times and groups unique). */
async function draft(w: World, kind: Kind): Promise<Record<string, unknown>> {
  const n = Number.parseInt(w.uniq().replace(/\D/g, '').slice(-6) || '1', 10);
  switch (kind) {
    case 'mtz-coupons': return { code: `authz${w.uniq().replace(/[^a-z0-9]/gi, '').toLowerCase()}`.slice(0, 12), type: 'PERCENTAGE', value: 10, planIds: ['mtz-starter'], maxUses: 3 };
    case 'point-rates': return { kind: 'CHARGE', pointsPerDollar: 2, effectiveFrom: Date.now() + 365 * DAY + n * 1000 + Math.floor(Math.random() * 1000) };
    case 'point-promotions': return { name: `Authz ${w.uniq()}`, type: 'EXTRA', value: 1, startsAt: Date.now() + 365 * DAY, endsAt: Date.now() + 366 * DAY };
    case 'commission-rates/groups': return { companyGroupId: (await w.freshGroup(false)).id, basisPoints: 150 };
  }
}

async function fresh(w: World, kind: Kind): Promise<string> {
  const r = await w.api.post(`${A}/${kind}`, await draft(w, kind), w.people.siteAdmin.accessToken);
  if (r.status !== 201) throw new Error(`${kind}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id as string;
}

const crud = (kind: Kind): Row[] => [
  { route: `GET ${A}/${kind}`, expect: adminOnly(200), req: () => ({ method: 'GET', path: `${A}/${kind}?limit=5` }) },
  { route: `GET ${A}/${kind}/{id}`, variant: 'a fresh record', expect: adminOnly(200), req: async (w) => ({ method: 'GET', path: `${A}/${kind}/${await fresh(w, kind)}` }) },
  { route: `POST ${A}/${kind}`, expect: adminOnly(201), req: async (w) => ({ method: 'POST', path: `${A}/${kind}`, body: await draft(w, kind) }) },
  {
    route: `PATCH ${A}/${kind}/{id}`, variant: 'a fresh record', expect: adminOnly(200),
    req: async (w) => ({ method: 'PATCH', path: `${A}/${kind}/${await fresh(w, kind)}`, body: await draft(w, kind) }),
  },
  { route: `DELETE ${A}/${kind}/{id}`, variant: 'a fresh record', expect: adminOnly(200), req: async (w) => ({ method: 'DELETE', path: `${A}/${kind}/${await fresh(w, kind)}` }) },
];

export const ADMIN_MONEY_ROWS: Row[] = [
  { route: `GET ${A}/commission-rates`, expect: adminOnly(200), req: () => ({ method: 'GET', path: `${A}/commission-rates` }) },
  { route: `PATCH ${A}/commission-rates`, expect: adminOnly(200), req: () => ({ method: 'PATCH', path: `${A}/commission-rates`, body: { basisPoints: 290 } }) },
  ...crud('mtz-coupons'), ...crud('point-rates'), ...crud('point-promotions'), ...crud('commission-rates/groups'),
];

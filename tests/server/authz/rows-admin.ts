// Matrix rows of the admin portal (tag 'admin'): every route answers the site admin only; every other signed-in
// role is refused with 403, the visitor with 401.
import { all, E, type Outcome, type Row } from './matrix';
import type { World } from './world';
import { freshEmail, registration } from '../harness';

const A = '/api/v1/company/admin';
const adminOnly = (ok: Outcome) => E(401, 403, 403, 403, 403, 403, 403, ok);

/** A fresh report on the world's company, filed by the stranger. */
async function companyReport(w: World): Promise<string> {
  const r = await w.api.post(`/api/v1/company/company-searches/${w.company.id}/reports`, { reason: 'SPAM_OR_MISLEADING' }, w.people.member.accessToken);
  if (r.status !== 201) throw new Error(`report: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id as string;
}

/** A registered account that has not confirmed its e-mail yet. */
async function unconfirmed(w: World): Promise<string> {
  const r = await w.api.post('/api/v1/company/users', registration(freshEmail('authz-unconf')));
  if (r.status !== 201) throw new Error(`register: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id as string;
}

/** A fresh active record of the kind to deactivate. */
async function freshTarget(w: World, kind: 'companies' | 'products' | 'company-groups'): Promise<string> {
  if (kind === 'company-groups') return (await w.freshGroup(false)).id;
  if (kind === 'products') return (await w.s.db.selectFrom('products').select('id').where('deactivated', '=', false).orderBy('created_at').executeTakeFirstOrThrow()).id;
  const r = await w.api.post('/api/v1/company/companies', { name: `Authz ${w.uniq()}`, categoryIds: ['cat-1'] }, w.people.companyOwner.accessToken);
  if (r.status !== 201) throw new Error(`company: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id as string;
}

const CONTENT_ROWS: Row[] = (['companies', 'products', 'company-groups'] as const).flatMap((kind): Row[] => [
  { route: `GET /api/v1/company/admin/${kind}`, expect: adminOnly(200), req: () => ({ method: 'GET', path: `${A}/${kind}?status=all` }) },
  { route: `GET /api/v1/company/admin/${kind}/{id}`, variant: 'a fresh one', expect: adminOnly(200), req: async (w) => ({ method: 'GET', path: `${A}/${kind}/${await freshTarget(w, kind)}` }) },
  {
    route: `PATCH /api/v1/company/admin/${kind}/{id}`, variant: 'deactivate a fresh one', expect: adminOnly(200),
    req: async (w) => ({ method: 'PATCH', path: `${A}/${kind}/${await freshTarget(w, kind)}`, body: { deactivated: true } }),
  },
]);

export const ADMIN_ROWS: Row[] = [
  ...CONTENT_ROWS,
  { route: 'GET /api/v1/company/admin/counts', expect: adminOnly(200), req: () => ({ method: 'GET', path: `${A}/counts` }) },
  { route: 'GET /api/v1/company/admin/users', expect: adminOnly(200), req: () => ({ method: 'GET', path: `${A}/users?keyword=authz` }) },
  { route: 'GET /api/v1/company/admin/users/{id}', variant: 'a member', expect: adminOnly(200), req: (w) => ({ method: 'GET', path: `${A}/users/${w.people.member.id}` }) },
  {
    route: 'PATCH /api/v1/company/admin/users/{id}', variant: 'mark a fresh account as grantee', expect: adminOnly(200),
    req: async (w) => ({ method: 'PATCH', path: `${A}/users/${(await w.dbUser()).id}`, body: { grantee: true } }),
  },
  {
    route: 'POST /api/v1/company/admin/users/{id}/confirmation-codes', variant: 'an unconfirmed account', expect: adminOnly(201),
    req: async (w) => ({ method: 'POST', path: `${A}/users/${await unconfirmed(w)}/confirmation-codes`, body: {} }),
  },
  { route: 'GET /api/v1/company/admin/health-checks', expect: adminOnly(200), req: () => ({ method: 'GET', path: `${A}/health-checks` }) },
  { route: 'GET /api/v1/company/admin/resource-limits', expect: adminOnly(200), req: () => ({ method: 'GET', path: `${A}/resource-limits` }) },
  {
    route: 'PATCH /api/v1/company/admin/resource-limits', variant: 'the image limit set to its default', expect: adminOnly(200),
    req: () => ({ method: 'PATCH', path: `${A}/resource-limits`, body: { imagesPerProduct: 16 } }),
  },
  { route: 'GET /api/v1/cron/health', variant: 'for load balancers: ok or not ok only', expect: all(200), req: () => ({ method: 'GET', path: '/api/v1/cron/health' }) },
  { route: 'GET /api/v1/company/admin/reports', expect: adminOnly(200), req: () => ({ method: 'GET', path: `${A}/reports?status=all` }) },
  {
    route: 'PATCH /api/v1/company/admin/reports/{id}', variant: "dismiss a fresh report on the company", expect: adminOnly(200),
    req: async (w) => ({ method: 'PATCH', path: `${A}/reports/${await companyReport(w)}`, body: { decision: 'DISMISSED' } }),
  },
  { route: 'GET /api/v1/company/admin/exceptions', expect: adminOnly(200), req: () => ({ method: 'GET', path: `${A}/exceptions` }) },
  {
    route: 'POST /api/v1/metric/client-errors', variant: "the app's uncaught error, anyone (a visitor's page too)", expect: all(201),
    req: (w) => ({ method: 'POST', path: '/api/v1/metric/client-errors', body: { message: `authz ${w.uniq()}`, place: 'matrix' } }),
  },
  { route: 'GET /api/v1/company/admin/audit', variant: "a member's log", expect: adminOnly(200), req: (w) => ({ method: 'GET', path: `${A}/audit?targetType=USER&targetId=${w.people.member.id}` }) },
];

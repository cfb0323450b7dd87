// Matrix rows of the admin statistics and the grantee area (tag 'admin'): the statistics and their sharing answer the
// site admin only; the grantee routes answer grantees only (none of the matrix roles is one: every signed-in role,
// the site admin too, is refused with 403; the grantee's own answers are in tests/server/admin/stats.test.ts).
import { E, type Row } from './matrix';

const A = '/api/v1/company/admin';
const G = '/api/v1/company/grantee';
const adminOnly = E(401, 403, 403, 403, 403, 403, 403, 200);
const granteeOnly = E(401, 403, 403, 403, 403, 403, 403, 403);

export const ADMIN_STATS_ROWS: Row[] = [
  { route: `GET ${A}/stats/{kind}`, expect: adminOnly, req: () => ({ method: 'GET', path: `${A}/stats/sign-ups?startDate=2020-01-01` }) },
  { route: `GET ${A}/stats-sharing`, expect: adminOnly, req: () => ({ method: 'GET', path: `${A}/stats-sharing` }) },
  { route: `PATCH ${A}/stats-sharing`, expect: adminOnly, req: () => ({ method: 'PATCH', path: `${A}/stats-sharing`, body: { kind: 'orders', shared: true } }) },
  { route: `GET ${G}/stats`, expect: granteeOnly, req: () => ({ method: 'GET', path: `${G}/stats` }) },
  { route: `GET ${G}/stats/{kind}`, expect: granteeOnly, req: () => ({ method: 'GET', path: `${G}/stats/orders` }) },
];

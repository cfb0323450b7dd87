// Matrix rows of the admin syncs (tag 'admin'): every route answers the site admin only.
import { E, type Row } from './matrix';

const S = '/api/v1/company/admin/syncs';
const adminOnly = E(401, 403, 403, 403, 403, 403, 403, 200);

export const ADMIN_SYNCS_ROWS: Row[] = [
  { route: `GET ${S}/{kind}`, expect: adminOnly, req: () => ({ method: 'GET', path: `${S}/companies?outOfSync=true` }) },
  { route: `GET ${S}/{kind}/{id}`, expect: adminOnly, req: (w) => ({ method: 'GET', path: `${S}/companies/${w.company.id}` }) },
  { route: `POST ${S}/{kind}/{id}/resync`, expect: adminOnly, req: (w) => ({ method: 'POST', path: `${S}/users/${w.people.member.id}/resync` }) },
];

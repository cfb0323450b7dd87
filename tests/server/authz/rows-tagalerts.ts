// Matrix rows of tag alerts (tag 'tagalerts'): every signed-in member reads and changes their own alerts and digest
// setting (the visitor 401); an alert is removed by its owner only (here the member's: everyone else 403).
import { signedIn, E, type Row } from './matrix';
import type { World } from './world';

const T = '/api/v1/alert/tag-alerts';

/** A fresh keyword alert of the 'member' role. */
async function membersAlert(w: World): Promise<string> {
  const r = await w.api.post(T, { keyword: `authz ${w.uniq()}` }, w.people.member.accessToken);
  if (r.status !== 201) throw new Error(`tag alert: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id as string;
}

export const TAGALERT_ROWS: Row[] = [
  { route: `GET ${T}`, expect: signedIn(200), req: () => ({ method: 'GET', path: T }) },
  { route: `POST ${T}`, expect: signedIn(201), req: (w) => ({ method: 'POST', path: T, body: { keyword: `watch ${w.uniq()}` } }) },
  { route: `PATCH ${T}/settings`, expect: signedIn(200), req: () => ({ method: 'PATCH', path: `${T}/settings`, body: { dailyDigest: false } }) },
  {
    route: `DELETE ${T}/{id}`, variant: "the member's alert", expect: E(401, 200, 403, 403, 403, 403, 403, 403),
    req: async (w) => ({ method: 'DELETE', path: `${T}/${await membersAlert(w)}` }),
  },
];

// Matrix rows of the platform's news (tag 'news'): everyone reads published posts; only the site admin lists every
// post, writes, edits, publishes and deletes (other signed-in roles 403, the visitor 401); an unpublished post is
// not found by anyone on the public route.
import { all, E, type Outcome, type Row } from './matrix';
import type { World } from './world';

const A = '/api/v1/company/admin/news';
const P = '/api/v1/company/news';
const adminOnly = (ok: Outcome) => E(401, 403, 403, 403, 403, 403, 403, ok);

/** A fresh news post written by the site admin through the API. */
async function freshPost(w: World, published: boolean): Promise<string> {
  const r = await w.api.post(A, { title: `Authz news ${w.uniq()}`, body: '<p>news</p>', published }, w.people.siteAdmin.accessToken);
  if (r.status !== 201) throw new Error(`news: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id as string;
}

export const NEWS_ROWS: Row[] = [
  { route: `GET ${P}`, expect: all(200), req: () => ({ method: 'GET', path: `${P}?limit=5` }) },
  { route: `GET ${P}/{id}`, variant: 'published', expect: all(200), req: async (w) => ({ method: 'GET', path: `${P}/${await freshPost(w, true)}` }) },
  { route: `GET ${P}/{id}`, variant: 'unpublished', expect: all(404), req: async (w) => ({ method: 'GET', path: `${P}/${await freshPost(w, false)}` }) },
  { route: `GET ${A}`, expect: adminOnly(200), req: () => ({ method: 'GET', path: `${A}?limit=5` }) },
  { route: `POST ${A}`, expect: adminOnly(201), req: (w) => ({ method: 'POST', path: A, body: { title: `Authz ${w.uniq()}`, body: '<p>x</p>' } }) },
  {
    route: `PATCH ${A}/{id}`, variant: 'publish a fresh draft', expect: adminOnly(200),
    req: async (w) => ({ method: 'PATCH', path: `${A}/${await freshPost(w, false)}`, body: { published: true } }),
  },
  { route: `DELETE ${A}/{id}`, variant: 'a fresh post', expect: adminOnly(200), req: async (w) => ({ method: 'DELETE', path: `${A}/${await freshPost(w, true)}` }) },
];

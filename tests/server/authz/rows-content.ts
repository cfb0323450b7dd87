// Matrix rows of the platform's content (tag 'content'): everyone reads the FAQs and /sitemap.xml; only the site
// admin writes FAQ topics and questions, reads and regenerates the sitemap, and writes extra questions (other
// signed-in roles 403, the visitor 401); every signed-in role answers its own extra questions; a company's extra
// questions are answered by its owner only; admin permissions are read and set by site admins only.
import { all, companyOwner, E, signedIn, type Outcome, type Row } from './matrix';
import type { World } from './world';

const C = '/api/v1/company';
const T = `${C}/admin/faq-topics`;
const Q = `${C}/admin/faq-questions`;
const X = `${C}/admin/extra-questions`;
const adminOnly = (ok: Outcome) => E(401, 403, 403, 403, 403, 403, 403, ok);

async function made(w: World, path: string, body: unknown): Promise<{ id: string; questions?: { id: string }[] }> {
  const r = await w.api.post(path, body, w.people.siteAdmin.accessToken);
  if (r.status !== 201) throw new Error(`content: ${path} ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}
const freshTopic = async (w: World) => (await made(w, T, { title: `Authz topic ${w.uniq()}` })).id;
async function freshQuestion(w: World): Promise<string> {
  const topic = await made(w, `${T}/${await freshTopic(w)}/questions`, { question: 'Q?', answer: '<p>A</p>' });
  return topic.questions?.[0]?.id ?? '';
}
const freshExtra = async (w: World) => (await made(w, X, { audience: 'USER', question: `Authz ${w.uniq()}?`, multiple: false, choices: ['Yes', 'No'] })).id;

export const CONTENT_ROWS: Row[] = [
  { route: `GET ${C}/faqs`, expect: all(200), req: () => ({ method: 'GET', path: `${C}/faqs` }) },
  { route: `GET ${C}/faqs/{profileName}`, variant: 'seeded topic', expect: all(200), req: () => ({ method: 'GET', path: `${C}/faqs/getting-started` }) },
  { route: `GET ${C}/faqs/{profileName}`, variant: 'unknown topic', expect: all(404), req: () => ({ method: 'GET', path: `${C}/faqs/no-such-topic` }) },
  { route: `POST ${T}`, expect: adminOnly(201), req: (w) => ({ method: 'POST', path: T, body: { title: `Authz ${w.uniq()}` } }) },
  { route: `PATCH ${T}/{id}`, expect: adminOnly(200), req: async (w) => ({ method: 'PATCH', path: `${T}/${await freshTopic(w)}`, body: { title: 'Renamed' } }) },
  { route: `DELETE ${T}/{id}`, expect: adminOnly(200), req: async (w) => ({ method: 'DELETE', path: `${T}/${await freshTopic(w)}` }) },
  {
    route: `POST ${T}/order`, variant: 'the current order', expect: adminOnly(200),
    req: async (w) => ({ method: 'POST', path: `${T}/order`, body: { ids: ((await w.api.get(`${C}/faqs`)).body as { id: string }[]).map((t) => t.id) } }),
  },
  {
    route: `POST ${T}/{id}/questions`, expect: adminOnly(201),
    req: async (w) => ({ method: 'POST', path: `${T}/${await freshTopic(w)}/questions`, body: { question: 'Q?', answer: '<p>A</p>' } }),
  },
  { route: `POST ${T}/{id}/questions/order`, expect: adminOnly(200), req: async (w) => ({ method: 'POST', path: `${T}/${await freshTopic(w)}/questions/order`, body: { ids: [] } }) },
  { route: `PATCH ${Q}/{id}`, expect: adminOnly(200), req: async (w) => ({ method: 'PATCH', path: `${Q}/${await freshQuestion(w)}`, body: { question: 'Edited?' } }) },
  { route: `DELETE ${Q}/{id}`, expect: adminOnly(200), req: async (w) => ({ method: 'DELETE', path: `${Q}/${await freshQuestion(w)}` }) },
  { route: 'GET /sitemap.xml', expect: all(200), req: () => ({ method: 'GET', path: '/sitemap.xml' }) },
  { route: `GET ${C}/admin/sitemap`, expect: adminOnly(200), req: () => ({ method: 'GET', path: `${C}/admin/sitemap` }) },
  { route: `POST ${C}/admin/sitemap`, expect: adminOnly(200), req: () => ({ method: 'POST', path: `${C}/admin/sitemap` }) },
  { route: `GET ${X}`, expect: adminOnly(200), req: () => ({ method: 'GET', path: `${X}?audience=COMPANY` }) },
  {
    route: `POST ${X}`, expect: adminOnly(201),
    req: (w) => ({ method: 'POST', path: X, body: { audience: 'COMPANY', question: `Authz ${w.uniq()}?`, multiple: true, choices: ['A', 'B'] } }),
  },
  { route: `PATCH ${X}/{id}`, expect: adminOnly(200), req: async (w) => ({ method: 'PATCH', path: `${X}/${await freshExtra(w)}`, body: { multiple: true } }) },
  { route: `DELETE ${X}/{id}`, expect: adminOnly(200), req: async (w) => ({ method: 'DELETE', path: `${X}/${await freshExtra(w)}` }) },
  { route: `GET ${C}/extra-info`, expect: signedIn(200), req: () => ({ method: 'GET', path: `${C}/extra-info` }) },
  { route: `PATCH ${C}/extra-info`, expect: signedIn(200), req: () => ({ method: 'PATCH', path: `${C}/extra-info`, body: { answers: {} } }) },
  { route: `GET ${C}/companies/{id}/extra-info`, expect: companyOwner(200), req: (w) => ({ method: 'GET', path: `${C}/companies/${w.company.id}/extra-info` }) },
  {
    route: `PATCH ${C}/companies/{id}/extra-info`, expect: companyOwner(200),
    req: (w) => ({ method: 'PATCH', path: `${C}/companies/${w.company.id}/extra-info`, body: { answers: {} } }),
  },
  { route: `GET ${C}/admin/permissions`, expect: adminOnly(200), req: () => ({ method: 'GET', path: `${C}/admin/permissions` }) },
  {
    route: `PATCH ${C}/admin/permissions/{id}`, variant: "the site admin's own, nothing taken", expect: adminOnly(200),
    req: (w) => ({ method: 'PATCH', path: `${C}/admin/permissions/${w.people.siteAdmin.id}`, body: { denied: [] } }),
  },
];

// Matrix rows of the CRM's e-mail layouts and campaigns: the company owner's records (another owner gets 404,
// people without a company 403, the site admin 403); the one-click unsubscribe is public (the signed token is
// the authority).
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the rows short */
import { unsubscribeToken } from '../../../server/src/crm/campaign-sender';
import { all, E, type Row } from './matrix';
import { C, type World } from './world';

const created = async (w: World, path: string, body: unknown): Promise<any> => {
  const r = await w.api.post(path, body, w.people.companyOwner.accessToken);
  if (r.status !== 201) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};
const LAYOUT = { name: 'L', html: '<p>{firstname}</p>{content}' };
const DRAFT = { name: 'C', subject: 'Hi {firstname}', body: 'Hello', layoutId: null, contactGroupId: null };
const layout = async (w: World) => (await created(w, `${C}/email-layouts`, LAYOUT)).id as string;
/** A draft campaign to a fresh group of one contact. */
const campaign = async (w: World) => {
  const group = (await created(w, `${C}/contact-groups`, { name: `M ${w.uniq()}` })).id;
  const contact = (await created(w, `${C}/contacts`, { email: `m-${w.uniq()}@example.test`, firstname: 'M' })).id;
  await w.api.post(`${C}/contact-groups/${group}/contacts`, { contactIds: [contact] }, w.people.companyOwner.accessToken);
  return (await created(w, `${C}/email-campaigns`, { ...DRAFT, contactGroupId: group })).id as string;
};
/** A sent campaign's recipient's unsubscribe token. */
const token = async (w: World) => {
  const id = await campaign(w);
  const r = await w.api.post(`${C}/email-campaigns/${id}/send`, {}, w.people.companyOwner.accessToken);
  if (r.status !== 200) throw new Error(`send: ${r.status}`);
  const rec = await w.s.db.selectFrom('crm_campaign_recipients').select('id').where('campaign_id', '=', id).executeTakeFirstOrThrow();
  return encodeURIComponent(unsubscribeToken(w.s.ctx.jwtSecret, rec.id));
};

const record = (ok: number) => E(401, 404, 404, 404, 404, 404, ok, 403);
const own = (ok: number) => E(401, ok, ok, ok, ok, ok, ok, 403);

export const CRM_MAIL_ROWS: Row[] = [
  { route: 'GET /api/v1/company/email-layouts', expect: own(200), req: () => ({ method: 'GET', path: `${C}/email-layouts` }) },
  { route: 'POST /api/v1/company/email-layouts', expect: own(201), req: () => ({ method: 'POST', path: `${C}/email-layouts`, body: LAYOUT }) },
  { route: 'GET /api/v1/company/email-layouts/{id}', expect: record(200), req: async (w) => ({ method: 'GET', path: `${C}/email-layouts/${await layout(w)}` }) },
  { route: 'PATCH /api/v1/company/email-layouts/{id}', expect: record(200), req: async (w) => ({ method: 'PATCH', path: `${C}/email-layouts/${await layout(w)}`, body: LAYOUT }) },
  { route: 'DELETE /api/v1/company/email-layouts/{id}', expect: record(200), req: async (w) => ({ method: 'DELETE', path: `${C}/email-layouts/${await layout(w)}` }) },
  { route: 'GET /api/v1/company/email-campaigns', expect: own(200), req: () => ({ method: 'GET', path: `${C}/email-campaigns` }) },
  { route: 'POST /api/v1/company/email-campaigns', expect: own(201), req: () => ({ method: 'POST', path: `${C}/email-campaigns`, body: DRAFT }) },
  { route: 'GET /api/v1/company/email-campaigns/{id}', expect: record(200), req: async (w) => ({ method: 'GET', path: `${C}/email-campaigns/${await campaign(w)}` }) },
  { route: 'PATCH /api/v1/company/email-campaigns/{id}', expect: record(200), req: async (w) => ({ method: 'PATCH', path: `${C}/email-campaigns/${await campaign(w)}`, body: DRAFT }) },
  { route: 'DELETE /api/v1/company/email-campaigns/{id}', expect: record(200), req: async (w) => ({ method: 'DELETE', path: `${C}/email-campaigns/${await campaign(w)}` }) },
  { route: 'POST /api/v1/company/email-campaigns/{id}/test-send', expect: record(200), req: async (w) => ({ method: 'POST', path: `${C}/email-campaigns/${await campaign(w)}/test-send` }) },
  { route: 'POST /api/v1/company/email-campaigns/{id}/send', expect: record(200), req: async (w) => ({ method: 'POST', path: `${C}/email-campaigns/${await campaign(w)}/send` }) },
  { route: 'GET /api/v1/company/email-campaigns/{id}/recipients', expect: record(200), req: async (w) => ({ method: 'GET', path: `${C}/email-campaigns/${await campaign(w)}/recipients` }) },
  { route: 'GET /api/v1/company/unsubscribe', expect: all(200), req: async (w) => ({ method: 'GET', path: `${C}/unsubscribe?token=${await token(w)}` }) },
  { route: 'POST /api/v1/company/unsubscribe', expect: all(200), req: async (w) => ({ method: 'POST', path: `${C}/unsubscribe?token=${await token(w)}` }) },
];

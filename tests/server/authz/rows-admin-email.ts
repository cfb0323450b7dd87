// Matrix rows of the system e-mails (tag 'admin'): the e-mail schemas, layouts and the outbox answer the site admin
// only; every other signed-in role is refused with 403, the visitor with 401. The saved text is the default one, so
// the mails the rest of the matrix sends do not change; layouts are made fresh for the cells that need one.
import { SYSTEM_MAILS } from '../../../src/domain/mail/system';
import { E, type Outcome, type Row } from './matrix';
import type { World } from './world';

const A = '/api/v1/company/admin';
const S = `${A}/email-schemas`;
const L = `${A}/email-layouts`;
const adminOnly = (ok: Outcome) => E(401, 403, 403, 403, 403, 403, 403, ok);
const invite = SYSTEM_MAILS.find((m) => m.key === 'company-invite')!;
const draft = { subject: invite.subject, body: invite.body, layoutId: null };
const layout = { name: 'Matrix layout', html: '<div>{content}</div>' };

/** A fresh layout, made by the site admin. */
async function freshLayout(w: World): Promise<string> {
  const r = await w.api.post(L, layout, w.people.siteAdmin.accessToken);
  if (r.status !== 201) throw new Error(`layout: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id as string;
}

export const ADMIN_EMAIL_ROWS: Row[] = [
  { route: `GET ${S}`, expect: adminOnly(200), req: () => ({ method: 'GET', path: S }) },
  { route: `GET ${S}/{key}`, expect: adminOnly(200), req: () => ({ method: 'GET', path: `${S}/company-invite` }) },
  { route: `PATCH ${S}/{key}`, expect: adminOnly(200), req: () => ({ method: 'PATCH', path: `${S}/company-invite`, body: draft }) },
  { route: `DELETE ${S}/{key}`, expect: adminOnly(200), req: () => ({ method: 'DELETE', path: `${S}/company-invite` }) },
  { route: `POST ${S}/{key}/preview`, expect: adminOnly(200), req: () => ({ method: 'POST', path: `${S}/company-invite/preview`, body: draft }) },
  { route: `POST ${S}/{key}/test`, expect: adminOnly(200), req: () => ({ method: 'POST', path: `${S}/company-invite/test`, body: draft }) },
  { route: `GET ${L}`, expect: adminOnly(200), req: () => ({ method: 'GET', path: L }) },
  { route: `POST ${L}`, expect: adminOnly(201), req: () => ({ method: 'POST', path: L, body: layout }) },
  { route: `GET ${L}/{id}`, expect: adminOnly(200), req: async (w) => ({ method: 'GET', path: `${L}/${await freshLayout(w)}` }) },
  { route: `PATCH ${L}/{id}`, expect: adminOnly(200), req: async (w) => ({ method: 'PATCH', path: `${L}/${await freshLayout(w)}`, body: layout }) },
  { route: `DELETE ${L}/{id}`, expect: adminOnly(200), req: async (w) => ({ method: 'DELETE', path: `${L}/${await freshLayout(w)}` }) },
  { route: `GET ${A}/outbox`, expect: adminOnly(200), req: () => ({ method: 'GET', path: `${A}/outbox?state=WAITING` }) },
];

// Matrix rows of the CRM: contacts, imports, contact groups and the dashboard are the company owner's (another
// owner gets 404 for a record, people without a company 403); notes are their author's (the group owner writes
// them here) and nobody notes their own company.
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the rows short */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { withOwner } from '../../../server/src/companies/tables';
import { all, E, type Row } from './matrix';
import { C, type World } from './world';

const created = async (w: World, path: string, body: unknown, token: string): Promise<any> => {
  const r = await w.api.post(path, body, token);
  if (r.status !== 201) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};
const owner = (w: World) => w.people.companyOwner.accessToken;
const contact = async (w: World) => (await created(w, `${C}/contacts`, { email: `c-${w.uniq()}@example.test`, firstname: 'Cy' }, owner(w))).id as string;
const group = async (w: World) => (await created(w, `${C}/contact-groups`, { name: `G ${w.uniq()}` }, owner(w))).id as string;
const FORM = { title: 'Fair sign-up', description: '', published: true, fields: [{ id: 'email', label: 'E-mail', type: 'EMAIL', required: true }] };
const form = async (w: World) => (await created(w, `${C}/form-builders`, FORM, owner(w))).id as string;
/** A fresh captcha challenge from the server, solved as a browser does. */
const solved = async (w: World) => {
  const challenge = (await w.api.get(`${C}/captcha-challenge`)).body;
  return { challenge, solution: await solveChallenge({ challenge, deriveKey }) };
};
/** A fresh user made a member of the company owner's CRM company: the one the owner may allow (no role's membership changes). */
const companyMember = async (w: World) => {
  const { id } = await w.dbUser();
  await withOwner(w.s.db).insertInto('company_members').values({ id: `m-${w.uniq()}`, company_id: await crmCompanyId(w), user_id: id, created_at: w.s.clock.now() }).execute();
  return id;
};
const code = async (w: World) => (await created(w, `${C}/tracking-codes`, { name: 'Fair' }, owner(w))).id as string;
/** The company the owner's CRM works on: the oldest one they own. */
const crmCompanyId = async (w: World) => (await w.s.db.selectFrom('companies').select('id').where('owner_id', '=', w.people.companyOwner.id).orderBy('created_at').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
const rfi = async (w: World) => (await created(w, `${C}/companies/${await crmCompanyId(w)}/rfis`, { rfi: { title: 'Q', shortDesc: 'S', longDesc: 'L', requestTypeIds: [] }, base64Imgs: [] }, w.people.groupOwner.accessToken)).id as string;
/** A visitor's feedback to the company owner's CRM company. */
const feedback = async (w: World) => (await created(w, `${C}/feedbacks`, { message: 'Hi', email: 'v@example.test', companyId: await crmCompanyId(w), captcha: await solved(w) }, '')).id as string;
/** A minimal flight recording (what 'Report a problem' attaches to a feedback). */
const RECORDING = JSON.stringify({ format: 'mtz-recording/1', createdAt: 1, userId: null, store: { rooms: [], notificationCount: 0, messages: {} }, entries: [] });
const recordingForm = async (w: World, companyId: string | null) => ({
  feedback: [new TextEncoder().encode(JSON.stringify({ message: 'It froze', email: `r-${w.uniq()}@example.test`, companyId, captcha: await solved(w) })), 'application/json'],
  recording: [new TextEncoder().encode(RECORDING), 'application/json'],
} as Record<string, [Uint8Array<ArrayBuffer>, string]>);
/** A feedback with a recording, to the company owner's CRM company or (null) to the platform. */
const recorded = async (w: World, to: 'company' | 'platform') => {
  const form = new FormData();
  for (const [name, [bytes, type]] of Object.entries(await recordingForm(w, to === 'company' ? await crmCompanyId(w) : null))) form.append(name, new Blob([bytes], { type }), `${name}.json`);
  const r = await fetch(`${w.s.url}${C}/feedbacks`, { method: 'POST', body: form });
  if (r.status !== 201) throw new Error(`feedback with a recording: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { id: string }).id;
};
const note = async (w: World) => (await created(w, `${C}/notes`, { companyId: w.company.id, title: 'T', content: 'C' }, w.people.groupOwner.accessToken)).id as string;
const noteFile = async (w: World) => {
  const form = new FormData();
  form.append('noteFile', JSON.stringify({ noteId: await note(w) }));
  form.append('file', new Blob(['hi'], { type: 'text/plain' }), 'a.txt');
  const r = await fetch(`${w.s.url}${C}/note-files`, { method: 'POST', headers: { authorization: `Bearer ${w.people.groupOwner.accessToken}` }, body: form });
  return ((await r.json()) as { id: string }).id;
};

let lastNote = '';

// By the time these rows run every signed-in role owns a company (the company rows make them); the site admin
// is confined to the admin portal.
/** A record of the company owner's company: 404 to every other company's owner. */
const record = (ok: number) => E(401, 404, 404, 404, 404, 404, ok, 403);
/** The caller's own company's list or a new record. */
const own = (ok: number) => E(401, ok, ok, ok, ok, ok, ok, 403);
/** The group owner's note: 404 to everyone else. */
const authored = (ok: number) => E(401, 404, 404, 404, 404, ok, 404, 404);

export const CRM_ROWS: Row[] = [
  { route: 'GET /api/v1/company/contacts', expect: own(200), req: () => ({ method: 'GET', path: `${C}/contacts` }) },
  { route: 'GET /api/v1/company/contacts', variant: 'one group', expect: record(200), req: async (w) => ({ method: 'GET', path: `${C}/contacts?groupId=${await group(w)}` }) },
  { route: 'GET /api/v1/company/contacts/stats', expect: own(200), req: () => ({ method: 'GET', path: `${C}/contacts/stats` }) },
  { route: 'GET /api/v1/company/contacts/export', expect: own(200), req: () => ({ method: 'GET', path: `${C}/contacts/export` }) },
  { route: 'POST /api/v1/company/contacts', expect: own(201), req: (w) => ({ method: 'POST', path: `${C}/contacts`, body: { email: `n-${w.uniq()}@example.test`, firstname: 'N' } }) },
  { route: 'GET /api/v1/company/contacts/{id}', expect: record(200), req: async (w) => ({ method: 'GET', path: `${C}/contacts/${await contact(w)}` }) },
  { route: 'PATCH /api/v1/company/contacts/{id}', expect: record(200), req: async (w) => ({ method: 'PATCH', path: `${C}/contacts/${await contact(w)}`, body: { lastname: 'L' } }) },
  { route: 'DELETE /api/v1/company/contacts/{id}', expect: record(200), req: async (w) => ({ method: 'DELETE', path: `${C}/contacts/${await contact(w)}` }) },
  { route: 'DELETE /api/v1/company/contacts', expect: record(200), req: async (w) => ({ method: 'DELETE', path: `${C}/contacts?ids=${await contact(w)}` }) },
  { route: 'POST /api/v1/company/contacts/upload-events', expect: own(201), req: () => ({ method: 'POST', path: `${C}/contacts/upload-events`, body: { fileName: 'a.csv', total: 1, rejected: 0 } }) },
  { route: 'GET /api/v1/company/contacts/upload-events', expect: own(200), req: () => ({ method: 'GET', path: `${C}/contacts/upload-events` }) },
  {
    route: 'POST /api/v1/company/contacts/upload', expect: record(200),
    req: async (w) => {
      const ev = await created(w, `${C}/contacts/upload-events`, { fileName: 'a.csv', total: 1, rejected: 0 }, owner(w));
      return { method: 'POST', path: `${C}/contacts/upload`, body: { uploadEventId: ev.id, contacts: [{ email: `u-${w.uniq()}@example.test`, firstname: 'U' }] } };
    },
  },
  { route: 'GET /api/v1/company/contact-groups', expect: own(200), req: () => ({ method: 'GET', path: `${C}/contact-groups` }) },
  { route: 'GET /api/v1/company/contact-groups/stats', expect: own(200), req: () => ({ method: 'GET', path: `${C}/contact-groups/stats` }) },
  { route: 'POST /api/v1/company/contact-groups', expect: own(201), req: () => ({ method: 'POST', path: `${C}/contact-groups`, body: { name: 'New' } }) },
  { route: 'GET /api/v1/company/contact-groups/{id}', expect: record(200), req: async (w) => ({ method: 'GET', path: `${C}/contact-groups/${await group(w)}` }) },
  { route: 'PATCH /api/v1/company/contact-groups/{id}', expect: record(200), req: async (w) => ({ method: 'PATCH', path: `${C}/contact-groups/${await group(w)}`, body: { name: 'R' } }) },
  { route: 'DELETE /api/v1/company/contact-groups/{id}', expect: record(200), req: async (w) => ({ method: 'DELETE', path: `${C}/contact-groups/${await group(w)}` }) },
  {
    route: 'POST /api/v1/company/contact-groups/{id}/contacts', expect: record(200),
    req: async (w) => ({ method: 'POST', path: `${C}/contact-groups/${await group(w)}/contacts`, body: { contactIds: [await contact(w)] } }),
  },
  {
    route: 'DELETE /api/v1/company/contact-groups/{id}/contacts', expect: record(200),
    req: async (w) => ({ method: 'DELETE', path: `${C}/contact-groups/${await group(w)}/contacts?ids=${await contact(w)}` }),
  },
  { route: 'GET /api/v1/company/tracking-codes', expect: own(200), req: () => ({ method: 'GET', path: `${C}/tracking-codes` }) },
  { route: 'GET /api/v1/company/tracking-codes/stats', expect: own(200), req: () => ({ method: 'GET', path: `${C}/tracking-codes/stats` }) },
  { route: 'POST /api/v1/company/tracking-codes', expect: own(201), req: () => ({ method: 'POST', path: `${C}/tracking-codes`, body: { name: 'Flyer' } }) },
  { route: 'DELETE /api/v1/company/tracking-codes/{id}', expect: record(200), req: async (w) => ({ method: 'DELETE', path: `${C}/tracking-codes/${await code(w)}` }) },
  { route: 'GET /api/v1/company/tracking-code-logs', variant: "the caller's codes", expect: own(200), req: () => ({ method: 'GET', path: `${C}/tracking-code-logs` }) },
  { route: 'GET /api/v1/company/tracking-code-logs', variant: 'one code', expect: record(200), req: async (w) => ({ method: 'GET', path: `${C}/tracking-code-logs?trackingCodeIds=${await code(w)}` }) },
  { route: 'GET /api/v1/company/referral-rewards', variant: "the caller's codes", expect: own(200), req: () => ({ method: 'GET', path: `${C}/referral-rewards` }) },
  { route: 'GET /api/v1/company/referral-rewards', variant: 'one code', expect: record(200), req: async (w) => ({ method: 'GET', path: `${C}/referral-rewards?trackingCodeIds=${await code(w)}` }) },
  { route: 'GET /api/v1/company/form-builders', expect: own(200), req: () => ({ method: 'GET', path: `${C}/form-builders` }) },
  { route: 'GET /api/v1/company/form-builders/stats', expect: own(200), req: () => ({ method: 'GET', path: `${C}/form-builders/stats` }) },
  { route: 'POST /api/v1/company/form-builders', expect: own(201), req: () => ({ method: 'POST', path: `${C}/form-builders`, body: FORM }) },
  { route: 'GET /api/v1/company/form-builders/{id}', expect: record(200), req: async (w) => ({ method: 'GET', path: `${C}/form-builders/${await form(w)}` }) },
  { route: 'PATCH /api/v1/company/form-builders/{id}', expect: record(200), req: async (w) => ({ method: 'PATCH', path: `${C}/form-builders/${await form(w)}`, body: { ...FORM, title: 'Renamed' } }) },
  { route: 'DELETE /api/v1/company/form-builders/{id}', expect: record(200), req: async (w) => ({ method: 'DELETE', path: `${C}/form-builders/${await form(w)}` }) },
  { route: 'GET /api/v1/company/form-builders/{id}/submissions', expect: record(200), req: async (w) => ({ method: 'GET', path: `${C}/form-builders/${await form(w)}/submissions` }) },
  { route: 'GET /api/v1/company/forms/{id}', expect: all(200), req: async (w) => ({ method: 'GET', path: `${C}/forms/${await form(w)}` }) },
  { route: 'POST /api/v1/company/forms/{id}/submissions', expect: all(201), req: async (w) => ({ method: 'POST', path: `${C}/forms/${await form(w)}/submissions`, body: { answers: { email: `v-${w.uniq()}@example.test` }, captcha: await solved(w) } }) },
  { route: 'GET /api/v1/company/captcha-challenge', expect: all(200), req: () => ({ method: 'GET', path: `${C}/captcha-challenge` }) },
  { route: 'POST /api/v1/company/captcha-check', expect: all(200), req: async (w) => ({ method: 'POST', path: `${C}/captcha-check`, body: await solved(w) }) },
  { route: 'GET /api/v1/company/crm/delegates', expect: own(200), req: () => ({ method: 'GET', path: `${C}/crm/delegates` }) },
  { route: 'PATCH /api/v1/company/crm/delegates/{userId}', expect: E(401, 400, 400, 400, 400, 400, 200, 403), req: async (w) => ({ method: 'PATCH', path: `${C}/crm/delegates/${await companyMember(w)}`, body: { allowed: true } }) },
  { route: 'GET /api/v1/company/crm/rfis', expect: own(200), req: () => ({ method: 'GET', path: `${C}/crm/rfis` }) },
  { route: 'POST /api/v1/company/crm/rfis/{id}/read', expect: record(200), req: async (w) => ({ method: 'POST', path: `${C}/crm/rfis/${await rfi(w)}/read` }) },
  { route: 'POST /api/v1/company/feedbacks', expect: all(201), req: async (w) => ({ method: 'POST', path: `${C}/feedbacks`, body: { message: 'Nice', rating: 5, email: `f-${w.uniq()}@example.test`, captcha: await solved(w) } }) },
  { route: 'GET /api/v1/company/crm/feedbacks', expect: own(200), req: () => ({ method: 'GET', path: `${C}/crm/feedbacks` }) },
  { route: 'GET /api/v1/company/crm/feedbacks/report', expect: own(200), req: () => ({ method: 'GET', path: `${C}/crm/feedbacks/report` }) },
  { route: 'POST /api/v1/company/crm/feedbacks/{id}/read', expect: record(200), req: async (w) => ({ method: 'POST', path: `${C}/crm/feedbacks/${await feedback(w)}/read` }) },
  { route: 'GET /api/v1/company/admin/feedbacks', expect: E(401, 403, 403, 403, 403, 403, 403, 200), req: () => ({ method: 'GET', path: `${C}/admin/feedbacks` }) },
  { route: 'POST /api/v1/company/feedbacks', variant: 'with a recording', expect: all(201), req: async (w) => ({ method: 'POST', path: `${C}/feedbacks`, form: await recordingForm(w, null) }) },
  { route: 'GET /api/v1/company/crm/feedbacks/{id}/recording', expect: record(200), req: async (w) => ({ method: 'GET', path: `${C}/crm/feedbacks/${await recorded(w, 'company')}/recording` }) },
  { route: 'GET /api/v1/company/admin/feedbacks/{id}/recording', expect: E(401, 403, 403, 403, 403, 403, 403, 200), req: async (w) => ({ method: 'GET', path: `${C}/admin/feedbacks/${await recorded(w, 'platform')}/recording` }) },
  { route: 'GET /api/v1/company/crm/stats', expect: own(200), req: () => ({ method: 'GET', path: `${C}/crm/stats` }) },
  // notes: anyone signed in, about a company not their own
  { route: 'POST /api/v1/company/notes', expect: E(401, 201, 201, 201, 201, 201, 403, 403), req: (w) => ({ method: 'POST', path: `${C}/notes`, body: { companyId: w.company.id, title: 'Met', content: 'At the fair' } }) },
  {
    route: 'GET /api/v1/company/notes', variant: "lists the group owner's fresh note?",
    expect: E(401, 'hidden', 'hidden', 'hidden', 'hidden', 'listed', 'hidden', 403),
    observe: (a) => (a.status !== 200 ? a.status : (a.body as { id: string }[]).some((n) => n.id === lastNote) ? 'listed' : 'hidden'),
    req: async (w) => {
      lastNote = await note(w);
      return { method: 'GET', path: `${C}/notes?companyId=${w.company.id}&limit=128` };
    },
  },
  { route: 'GET /api/v1/company/notes/stats', expect: E(401, 200, 200, 200, 200, 200, 200, 403), req: () => ({ method: 'GET', path: `${C}/notes/stats` }) },
  { route: 'DELETE /api/v1/company/notes/{id}', expect: authored(200), req: async (w) => ({ method: 'DELETE', path: `${C}/notes/${await note(w)}` }) },
  {
    route: 'POST /api/v1/company/note-files', expect: authored(201),
    req: async (w) => ({ method: 'POST', path: `${C}/note-files`, form: { file: [new Uint8Array(Buffer.from('hello')), 'text/plain'], noteFile: [new Uint8Array(Buffer.from(JSON.stringify({ noteId: await note(w) }))), 'application/json'] } }),
  },
  { route: 'GET /api/v1/company/note-files/{id}', expect: authored(200), req: async (w) => ({ method: 'GET', path: `${C}/note-files/${await noteFile(w)}` }) },
];

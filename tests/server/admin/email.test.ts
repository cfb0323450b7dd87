// System e-mails (admin e-mail schemas, layouts, outbox): the site admin changes the confirmation mail and the next
// sign-up receives the new text (its code still works); Reset restores the default; a layout gives the mail an HTML
// part; bad input is refused with nothing written; the outbox lists mails by state and recipient with codes hidden.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_MAILS } from '../../../src/domain/mail/system';
import { backends, client, freshEmail, latestCode, login, newMember, registration, type Backend } from '../harness';
import { rowCount, type AdminWorld } from './setup';

const A = '/api/v1/company/admin';
const S = `${A}/email-schemas`;
const L = `${A}/email-layouts`;
/** The server of the backend being tested (each backend's describe fills it in its beforeAll). */
const w = {} as AdminWorld;
const del = (path: string, token?: string) => w.api.call('DELETE', path, undefined, token);
const overrides = async () => Number((await w.s.db.withTables<{ mail_templates: { key: string } }>().selectFrom('mail_templates').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
const layouts = async () => Number((await w.s.db.withTables<{ mail_layouts: { id: string } }>().selectFrom('mail_layouts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
const newest = async (to: string) => (await w.s.db.selectFrom('mails').selectAll().where('to', '=', to).orderBy('n', 'desc').executeTakeFirstOrThrow());

/** This file's server on one backend, with the site admin signed in (no request may end in a 500). */
function startOn(backend: Backend): void {
  beforeAll(async () => {
    w.s = await backend.start();
    w.api = client(w.s);
    w.admin = (await login(w.api, 'admin@mtz.test', 'Admin123!')).accessToken;
    w.adminId = (await w.api.get('/api/v1/company/user', w.admin)).body.id;
  }, 240_000);
  afterAll(async () => {
    expect(w.s.serverErrors()).toBe(0);
    await w.s.close();
  });
}

const CONFIRM = { subject: 'Welcome {firstname}: code {code}', body: 'Hi {firstname}!\n\nType {code} to start trading on MTZ.', layoutId: null };

async function signUp(): Promise<string> {
  const email = freshEmail('signup');
  expect((await w.api.post('/api/v1/company/users', registration(email))).status).toBe(201);
  return email;
}

describe.each(backends())('admin system e-mails ($name)', (backend) => {
  startOn(backend);

  it('lists every system mail; the confirmation mail changed by the admin is what the next sign-up receives, and Reset restores it', async () => {
    const list = await w.api.get(S, w.admin);
    expect(list.status).toBe(200);
    expect(list.body.map((m: { key: string }) => m.key)).toEqual(SYSTEM_MAILS.map((m) => m.key));
    expect(list.body[0]).toMatchObject({ key: 'confirmation', subject: 'Your MTZ confirmation code: {code}', overridden: false });
    const before = await signUp();
    expect((await newest(before)).text).toMatch(/^Hello Test,\n\nyour confirmation code is \d{6}\. It expires in 5 minutes\.\n\nThe MTZ team$/);

    const audits = await rowCount(w.s, 'admin_audit');
    const saved = await w.api.patch(`${S}/confirmation`, CONFIRM, w.admin);
    expect(saved.status).toBe(200);
    expect(saved.body.override).toMatchObject({ subject: CONFIRM.subject, body: CONFIRM.body, layoutId: null, updatedBy: w.adminId });
    expect(saved.body.audit[0]).toMatchObject({ action: 'EMAIL_SCHEMA_CHANGED', before: { subject: 'Your MTZ confirmation code: {code}' }, after: { subject: CONFIRM.subject } });
    expect(await rowCount(w.s, 'admin_audit')).toBe(audits + 1);

    const email = await signUp();
    const mail = await newest(email);
    expect(mail.subject).toMatch(/^Welcome Test: code \d{6}$/);
    expect(mail.text).toMatch(/^Hi Test!\n\nType \d{6} to start trading on MTZ\.$/);
    expect(mail.html).toBeNull();
    const code = await latestCode(w.api, email);
    expect((await w.api.auth('CONFIRM_EMAIL_WITH_CODE', { email, confirmCode: code })).status).toBe(200);

    const reset = await del(`${S}/confirmation`, w.admin);
    expect(reset).toMatchObject({ status: 200, body: { override: null } });
    expect(reset.body.audit[0]).toMatchObject({ action: 'EMAIL_SCHEMA_RESET', before: { subject: CONFIRM.subject } });
    expect((await newest(await signUp())).subject).toMatch(/^Your MTZ confirmation code: \d{6}$/);
  });

  it('refuses unknown placeholders, a dropped required one, unknown mails and layouts, and non-admins, with nothing written', async () => {
    const member = await newMember(w.api, 'mailnon');
    const counts = async () => [await overrides(), await layouts(), await rowCount(w.s, 'admin_audit')];
    const was = await counts();
    const bad: [string, unknown, number, string?][] = [
      [`${S}/confirmation`, { ...CONFIRM, body: 'Hi {firstname} {lastname}, code {code}' }, 400, 'Unknown placeholder {lastname}: this mail may use {firstname}, {code}'],
      [`${S}/confirmation`, { ...CONFIRM, body: 'Hi {firstname}, welcome.', subject: 'Code {code}' }, 400, 'The body must keep {code}: the mail is useless without it'],
      [`${S}/confirmation`, { ...CONFIRM, subject: '  ' }, 400, 'The subject is required'],
      [`${S}/confirmation`, { ...CONFIRM, layoutId: 'nope' }, 400, 'No such layout'],
      [`${S}/confirmation`, { ...CONFIRM, extra: 1 }, 400],
      [`${S}/confirmation`, { subject: 'x {code}' }, 400],
      [`${S}/no-such-mail`, CONFIRM, 404, 'No such e-mail'],
      [`${S}/group-invite`, { subject: 'Join {group}', body: 'Join {group}', layoutId: null }, 400, 'The body must keep {link}: the mail is useless without it'],
    ];
    for (const [path, body, status, message] of bad) {
      const r = await w.api.patch(path, body, w.admin);
      expect(r.status, JSON.stringify(body)).toBe(status);
      if (message) expect(r.body.message).toBe(message);
    }
    expect((await w.api.post(L, { name: 'Bad', html: '<p>{firstname}</p>{content}' }, w.admin)).body.message).toBe('A layout may only use {content}, not {firstname}');
    expect((await w.api.post(L, { name: '', html: '<p>x</p>' }, w.admin)).status).toBe(400);
    expect((await w.api.patch(`${L}/nope`, { name: 'x', html: '' }, w.admin)).status).toBe(404);
    expect((await w.api.patch(`${S}/confirmation`, CONFIRM, member.accessToken)).status).toBe(403);
    expect((await w.api.post(L, { name: 'Mine', html: '{content}' }, member.accessToken)).status).toBe(403);
    expect((await w.api.get(`${A}/outbox`, member.accessToken)).status).toBe(403);
    expect((await w.api.get(S)).status).toBe(401);
    expect(await counts()).toEqual(was);
  });

  it('a layout gives the mail an HTML part with the body at {content}; a layout in use cannot be removed', async () => {
    const made = await w.api.post(L, { name: 'Branded', html: '<div><h1>MTZ</h1>{content}<p>Trade well</p><script>alert(1)</script></div>' }, w.admin);
    expect(made.status).toBe(201);
    expect(made.body.html).not.toContain('script');
    const id = made.body.id as string;
    expect((await w.api.patch(`${S}/password-reset`, { subject: 'Reset: {code}', body: 'Hello {firstname}, <b>{code}</b>', layoutId: id }, w.admin)).status).toBe(200);
    const preview = await w.api.post(`${S}/password-reset/preview`, { subject: 'Reset: {code}', body: 'Hello {firstname}, <b>{code}</b>', layoutId: id }, w.admin);
    expect(preview.body).toEqual({
      subject: 'Reset: 123456', text: 'Hello Ada, <b>123456</b>', html: '<div><h1>MTZ</h1><p>Hello Ada, &lt;b&gt;123456&lt;/b&gt;</p><p>Trade well</p></div>',
    });
    const member = await newMember(w.api, 'mailreset');
    expect((await w.api.auth('RESET_PASSWORD', { email: member.email })).status).toBeLessThan(300);
    const mail = await newest(member.email);
    expect(mail.subject).toMatch(/^Reset: \d{6}$/);
    expect(mail.html).toMatch(/^<div><h1>MTZ<\/h1><p>Hello Test, &lt;b&gt;\d{6}&lt;\/b&gt;<\/p><p>Trade well<\/p><\/div>$/);
    expect((await w.api.get(L, w.admin)).body.find((l: { id: string }) => l.id === id).usedBy).toEqual(['Password reset code']);
    expect(await del(`${L}/${id}`, w.admin)).toMatchObject({ status: 409, body: { message: 'This layout is used by Password reset code: choose another layout there first' } });
    expect((await w.api.patch(`${L}/${id}`, { name: 'Branded 2', html: '<p>New</p>{content}' }, w.admin)).body).toMatchObject({ name: 'Branded 2', html: '<p>New</p>{content}' });
    expect((await del(`${S}/password-reset`, w.admin)).status).toBe(200);
    expect(await del(`${L}/${id}`, w.admin)).toMatchObject({ status: 200, body: { ok: true } });
    expect((await w.api.get(`${L}/${id}`, w.admin)).status).toBe(404);
  });

  it("test send mails the draft with sample values to the admin's own address", async () => {
    const r = await w.api.post(`${S}/company-invite/test`, { subject: 'Join {company}', body: 'Open {link}', layoutId: null }, w.admin);
    expect(r).toMatchObject({ status: 200, body: { message: 'Test mail sent to admin@mtz.test' } });
    expect(await newest('admin@mtz.test')).toMatchObject({ subject: '[Test] Join Acme Trading', text: 'Open /profile/acme-trading/members' });
    expect((await w.api.get(`${S}/company-invite`, w.admin)).body.override).toBeNull();
  });

  it('an admin without the E-mail section of the admin permissions is refused its routes; given back, they pass', async () => {
    const m = await newMember(w.api, 'mailadm');
    expect((await w.api.patch(`${A}/users/${m.id}`, { admin: true }, w.admin)).status).toBe(200);
    const P = `${A}/permissions/${m.id}`;
    expect((await w.api.patch(P, { denied: ['email'] }, w.admin)).status).toBe(200);
    for (const path of [S, `${S}/confirmation`, L, `${A}/outbox`]) {
      expect(await w.api.get(path, m.accessToken), path).toMatchObject({ status: 403, body: { message: 'You may not use this section of the Admin Portal' } });
    }
    expect((await w.api.patch(`${S}/confirmation`, CONFIRM, m.accessToken)).status).toBe(403);
    expect((await w.api.patch(P, { denied: [] }, w.admin)).status).toBe(200);
    expect((await w.api.get(`${A}/outbox`, m.accessToken)).status).toBe(200);
  });

  it('the outbox lists mails by state and recipient, newest first, with codes hidden', async () => {
    const email = await signUp();
    const waiting = await w.api.get(`${A}/outbox?state=WAITING&to=${encodeURIComponent(email)}`, w.admin);
    expect(waiting.body.total).toBe(1);
    expect(waiting.body.items[0]).toMatchObject({ to: email, subject: 'Your MTZ confirmation code: ******', state: 'WAITING', attempts: 0, sentAt: null, lastError: null });
    expect(waiting.body.items[0].text).toContain('your confirmation code is ******.');
    const mail = await newest(email);
    await w.s.db.updateTable('mails').set({ attempts: 1, last_error: 'Error: 550 mailbox 123456 unavailable' }).where('id', '=', mail.id).execute();
    const failed = await w.api.get(`${A}/outbox?state=FAILED&to=${encodeURIComponent(email.toUpperCase())}`, w.admin);
    expect(failed.body.items).toHaveLength(1);
    expect(failed.body.items[0]).toMatchObject({ state: 'FAILED', attempts: 1, lastError: 'Error: 550 mailbox ****** unavailable' });
    await w.s.db.updateTable('mails').set({ attempts: 2, sent_at: 5, last_error: null }).where('id', '=', mail.id).execute();
    expect((await w.api.get(`${A}/outbox?state=SENT&to=${encodeURIComponent(email)}`, w.admin)).body.items[0]).toMatchObject({ state: 'SENT', sentAt: 5 });
    expect((await w.api.get(`${A}/outbox?state=WAITING&to=${encodeURIComponent(email)}`, w.admin)).body.total).toBe(0);
    expect((await w.api.get(`${A}/outbox?state=LOST`, w.admin)).status).toBe(400);
    const page = await w.api.get(`${A}/outbox?limit=2&skip=0`, w.admin);
    expect(page.body.items).toHaveLength(2);
    expect(page.body.total).toBeGreaterThan(2);
  });
});

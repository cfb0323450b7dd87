// Admin portal, users: search, filter, sort and pages on the server; activate, deactivate (sessions end), resend the
// confirmation code, admin and grantee flags; each change audited in its transaction and told to every site admin;
// bad input and refused changes write nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, freshEmail, latestCode, login, newMember, registration, startPglite, type Api, type TestServer } from '../harness';

const A = '/api/v1/company/admin';

let s: TestServer;
let api: Api;
let admin: string;
let adminId: string;

const count = async (table: 'admin_audit' | 'events' | 'mails', where?: [string, string]) => {
  let q = s.db.selectFrom(table as 'mails').select((eb) => eb.fn.countAll<string>().as('n'));
  if (where) q = q.where(where[0] as 'to', '=', where[1]);
  return Number((await q.executeTakeFirstOrThrow()).n);
};
const adminEvents = async () => Number((await s.db.selectFrom('events').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', adminId).where('resource_type', '=', 'ADMIN').executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  s = await startPglite();
  api = client(s);
  admin = (await login(api, 'admin@mtz.test', 'Admin123!')).accessToken;
  adminId = (await api.get('/api/v1/company/user', admin)).body.id;
}, 240_000);
afterAll(async () => {
  expect(s.serverErrors()).toBe(0);
  await s.close();
});

describe('admin users', () => {
  it('refuses members (403) and visitors (401)', async () => {
    const m = await newMember(api, 'plain');
    expect((await api.get(`${A}/users`, m.accessToken)).status).toBe(403);
    expect((await api.get(`${A}/counts`, m.accessToken)).status).toBe(403);
    expect((await api.patch(`${A}/users/${m.id}`, { grantee: true }, m.accessToken)).status).toBe(403);
    expect((await api.get(`${A}/users`)).status).toBe(401);
  });

  it('finds users by e-mail or name, filters, sorts and pages on the server', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const a = await newMember(api, `${tag}a`);
    const b = await newMember(api, `${tag}b`);
    expect((await api.post('/api/v1/company/companies', { name: 'Test Co', categoryIds: ['cat-1'] }, a.accessToken)).status).toBe(201);
    const email = freshEmail(`${tag}c`);
    expect((await api.post('/api/v1/company/users', registration(email, { firstname: 'Quirin' }))).status).toBe(201);
    const all = await api.get(`${A}/users?keyword=${tag}&sort=email&dir=asc`, admin);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((u: { email: string }) => u.email)).toEqual([a.email, b.email, email]);
    const first = all.body.items[0];
    expect(first).toMatchObject({ activated: true, deactivated: false, admin: false, grantee: false, plan: 'Free' });
    expect(first.companies.map((c: { name: string }) => c.name)).toEqual(['Test Co']);
    expect(first.lastSignInAt).toBe(s.clock.now());
    const page2 = await api.get(`${A}/users?keyword=${tag}&sort=email&dir=desc&skip=1&limit=1`, admin);
    expect(page2.body).toMatchObject({ total: 3, items: [{ email: b.email }] });
    const unconfirmed = await api.get(`${A}/users?keyword=${tag}&status=unconfirmed`, admin);
    expect(unconfirmed.body.items.map((u: { email: string }) => u.email)).toEqual([email]);
    const byName = await api.get(`${A}/users?keyword=quirin user`, admin);
    expect(byName.body.items.map((u: { email: string }) => u.email)).toContain(email);
    expect((await api.get(`${A}/users?keyword=%25`, admin)).status).toBe(200);
  });

  it('deactivation ends the member\'s sessions, is audited with before and after, and tells the site admins', async () => {
    const m = await newMember(api, 'deact');
    const [audits, events] = [await count('admin_audit'), await adminEvents()];
    const r = await api.patch(`${A}/users/${m.id}`, { deactivated: true }, admin);
    expect(r.status).toBe(200);
    expect(r.body.deactivated).toBe(true);
    expect((await api.get('/api/v1/company/user', m.accessToken)).status).toBe(401);
    expect((await api.auth('REFRESH_TOKEN', { refreshToken: m.refreshToken })).status).toBe(401);
    expect(await count('admin_audit')).toBe(audits + 1);
    expect(await adminEvents()).toBe(events + 1);
    const detail = await api.get(`${A}/users/${m.id}`, admin);
    expect(detail.body.audit[0]).toMatchObject({ action: 'USER_UPDATED', actorId: adminId, actorName: 'Ada Admin', before: { deactivated: false }, after: { deactivated: true } });
    // the same change again writes nothing
    expect((await api.patch(`${A}/users/${m.id}`, { deactivated: true }, admin)).status).toBe(409);
    expect(await count('admin_audit')).toBe(audits + 1);
    expect((await api.patch(`${A}/users/${m.id}`, { deactivated: false }, admin)).body.deactivated).toBe(false);
    expect((await login(api, m.email, m.password)).accessToken).toBeTruthy();
  });

  it('marks a grantee and a site admin; an admin cannot remove their own admin flag', async () => {
    const m = await newMember(api, 'flags');
    expect((await api.patch(`${A}/users/${m.id}`, { grantee: true }, admin)).body).toMatchObject({ grantee: true, admin: false });
    expect((await api.patch(`${A}/users/${m.id}`, { admin: true }, admin)).body).toMatchObject({ admin: true });
    const other = (await login(api, m.email, m.password)).accessToken;
    expect((await api.get(`${A}/users?limit=1`, other)).status).toBe(200);
    const audits = await count('admin_audit');
    const own = await api.patch(`${A}/users/${adminId}`, { admin: false }, admin);
    expect(own).toMatchObject({ status: 400, body: { message: 'You cannot remove your own admin flag' } });
    expect((await api.patch(`${A}/users/${m.id}`, { deactivated: true }, admin)).body.message).toBe('A site admin account cannot be deactivated');
    expect((await api.patch(`${A}/users/${adminId}`, { admin: false }, other)).body.admin).toBe(false);
    expect(await count('admin_audit')).toBe(audits + 1);
    expect((await api.patch(`${A}/users/${adminId}`, { admin: true }, other)).body.admin).toBe(true);
  });

  it('activates and re-sends the confirmation code only to an unconfirmed account', async () => {
    const email = freshEmail('unconf');
    const reg = await api.post('/api/v1/company/users', registration(email));
    const before = await latestCode(api, email);
    const mails = await count('mails', ['to', email]);
    const sent = await api.post(`${A}/users/${reg.body.id}/confirmation-codes`, {}, admin);
    expect(sent).toMatchObject({ status: 201, body: { message: 'New 6-digit code sent' } });
    expect(await count('mails', ['to', email])).toBe(mails + 1);
    const code = await latestCode(api, email);
    expect((await api.auth('CONFIRM_EMAIL_WITH_CODE', { email, confirmCode: before })).status).toBe(code === before ? 200 : 400);
    const other = freshEmail('unconf2');
    const reg2 = await api.post('/api/v1/company/users', registration(other));
    expect((await api.patch(`${A}/users/${reg2.body.id}`, { activated: true }, admin)).body.activated).toBe(true);
    expect((await login(api, other, 'Secret123')).accessToken).toBeTruthy();
    const again = await api.post(`${A}/users/${reg2.body.id}/confirmation-codes`, {}, admin);
    expect(again).toMatchObject({ status: 400, body: { message: 'This account is already activated' } });
  });

  it('answers bad input with 4xx and writes nothing', async () => {
    const m = await newMember(api, 'bad');
    const audits = await count('admin_audit');
    for (const body of [{}, { admin: 'yes' }, { activated: false }, { deactivated: true, role: 'x' }, null]) {
      expect((await api.patch(`${A}/users/${m.id}`, body, admin)).status).toBe(400);
    }
    expect((await api.patch(`${A}/users/nobody`, { grantee: true }, admin)).status).toBe(404);
    expect((await api.post(`${A}/users/nobody/confirmation-codes`, {}, admin)).status).toBe(404);
    for (const q of ['status=weird', 'sort=password', 'limit=0', 'limit=1000', 'skip=-1']) {
      expect((await api.get(`${A}/users?${q}`, admin)).status).toBe(400);
    }
    expect((await api.get(`${A}/audit?targetType=USER`, admin)).status).toBe(400);
    expect(await count('admin_audit')).toBe(audits);
    const fresh = await api.get(`${A}/users/${m.id}`, admin);
    expect(fresh.body.user).toMatchObject({ activated: true, deactivated: false, admin: false, grantee: false });
  });

  it('counts users, companies, groups, reports, failed payments and the mail queue', async () => {
    const before = (await api.get(`${A}/counts`, admin)).body;
    expect(Object.values(before).every((n) => typeof n === 'number')).toBe(true);
    const events = await adminEvents();
    await newMember(api, 'counted');
    expect(await adminEvents()).toBe(events + 1); // the sign-up reaches the admins' open counts
    const after = (await api.get(`${A}/counts`, admin)).body;
    expect(after.users).toBe(before.users + 1);
    const users = Number((await s.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    expect(after.users).toBe(users);
  });
});

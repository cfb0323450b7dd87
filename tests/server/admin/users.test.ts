// Admin portal, users: search, filter, sort and pages on the server; activate, deactivate (sessions end), resend the
// confirmation code, admin and grantee flags; each change audited in its transaction and told to every site admin;
// bad input and refused changes write nothing.
import { describe, expect, it } from 'vitest';
import { freshEmail, latestCode, newMember, registration, login } from '../harness';

const A = '/api/v1/company/admin';

import { adminServer } from './setup';
const w = adminServer();

const count = async (table: 'admin_audit' | 'events' | 'mails', where?: [string, string]) => {
  let q = w.s.db.selectFrom(table as 'mails').select((eb) => eb.fn.countAll<string>().as('n'));
  if (where) q = q.where(where[0] as 'to', '=', where[1]);
  return Number((await q.executeTakeFirstOrThrow()).n);
};
const adminEvents = async () => Number((await w.s.db.selectFrom('events').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', w.adminId).where('resource_type', '=', 'ADMIN').executeTakeFirstOrThrow()).n);


describe('admin users', () => {
  it('refuses members (403) and visitors (401)', async () => {
    const m = await newMember(w.api, 'plain');
    expect((await w.api.get(`${A}/users`, m.accessToken)).status).toBe(403);
    expect((await w.api.get(`${A}/counts`, m.accessToken)).status).toBe(403);
    expect((await w.api.patch(`${A}/users/${m.id}`, { grantee: true }, m.accessToken)).status).toBe(403);
    expect((await w.api.get(`${A}/users`)).status).toBe(401);
  });

  it('finds users by e-mail or name, filters, sorts and pages on the server', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const a = await newMember(w.api, `${tag}a`);
    const b = await newMember(w.api, `${tag}b`);
    expect((await w.api.post('/api/v1/company/companies', { name: 'Test Co', categoryIds: ['cat-1'] }, a.accessToken)).status).toBe(201);
    const email = freshEmail(`${tag}c`);
    expect((await w.api.post('/api/v1/company/users', registration(email, { firstname: 'Quirin' }))).status).toBe(201);
    const all = await w.api.get(`${A}/users?keyword=${tag}&sort=email&dir=asc`, w.admin);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((u: { email: string }) => u.email)).toEqual([a.email, b.email, email]);
    const first = all.body.items[0];
    expect(first).toMatchObject({ activated: true, deactivated: false, admin: false, grantee: false, plan: 'Free' });
    expect(first.companies.map((c: { name: string }) => c.name)).toEqual(['Test Co']);
    expect(first.lastSignInAt).toBe(w.s.clock.now());
    const page2 = await w.api.get(`${A}/users?keyword=${tag}&sort=email&dir=desc&skip=1&limit=1`, w.admin);
    expect(page2.body).toMatchObject({ total: 3, items: [{ email: b.email }] });
    const unconfirmed = await w.api.get(`${A}/users?keyword=${tag}&status=unconfirmed`, w.admin);
    expect(unconfirmed.body.items.map((u: { email: string }) => u.email)).toEqual([email]);
    const byName = await w.api.get(`${A}/users?keyword=quirin user`, w.admin);
    expect(byName.body.items.map((u: { email: string }) => u.email)).toContain(email);
    expect((await w.api.get(`${A}/users?keyword=%25`, w.admin)).status).toBe(200);
  });

  it('deactivation ends the member\'s sessions, is audited with before and after, and tells the site admins', async () => {
    const m = await newMember(w.api, 'deact');
    const [audits, events] = [await count('admin_audit'), await adminEvents()];
    const r = await w.api.patch(`${A}/users/${m.id}`, { deactivated: true }, w.admin);
    expect(r.status).toBe(200);
    expect(r.body.deactivated).toBe(true);
    expect((await w.api.get('/api/v1/company/user', m.accessToken)).status).toBe(401);
    expect((await w.api.auth('REFRESH_TOKEN', { refreshToken: m.refreshToken })).status).toBe(401);
    expect(await count('admin_audit')).toBe(audits + 1);
    expect(await adminEvents()).toBe(events + 1);
    const detail = await w.api.get(`${A}/users/${m.id}`, w.admin);
    expect(detail.body.audit[0]).toMatchObject({ action: 'USER_UPDATED', actorId: w.adminId, actorName: 'Ada Admin', before: { deactivated: false }, after: { deactivated: true } });
    // the same change again writes nothing
    expect((await w.api.patch(`${A}/users/${m.id}`, { deactivated: true }, w.admin)).status).toBe(409);
    expect(await count('admin_audit')).toBe(audits + 1);
    expect((await w.api.patch(`${A}/users/${m.id}`, { deactivated: false }, w.admin)).body.deactivated).toBe(false);
    expect((await login(w.api, m.email, m.password)).accessToken).toBeTruthy();
  });

  it('marks a grantee and a site admin; an admin cannot remove their own admin flag', async () => {
    const m = await newMember(w.api, 'flags');
    expect((await w.api.patch(`${A}/users/${m.id}`, { grantee: true }, w.admin)).body).toMatchObject({ grantee: true, admin: false });
    expect((await w.api.patch(`${A}/users/${m.id}`, { admin: true }, w.admin)).body).toMatchObject({ admin: true });
    const other = (await login(w.api, m.email, m.password)).accessToken;
    expect((await w.api.get(`${A}/users?limit=1`, other)).status).toBe(200);
    const audits = await count('admin_audit');
    const own = await w.api.patch(`${A}/users/${w.adminId}`, { admin: false }, w.admin);
    expect(own).toMatchObject({ status: 400, body: { message: 'You cannot remove your own admin flag' } });
    expect((await w.api.patch(`${A}/users/${m.id}`, { deactivated: true }, w.admin)).body.message).toBe('A site admin account cannot be deactivated');
    expect((await w.api.patch(`${A}/users/${w.adminId}`, { admin: false }, other)).body.admin).toBe(false);
    expect(await count('admin_audit')).toBe(audits + 1);
    expect((await w.api.patch(`${A}/users/${w.adminId}`, { admin: true }, other)).body.admin).toBe(true);
  });

  it('activates and re-sends the confirmation code only to an unconfirmed account', async () => {
    const email = freshEmail('unconf');
    const reg = await w.api.post('/api/v1/company/users', registration(email));
    const before = await latestCode(w.api, email);
    const mails = await count('mails', ['to', email]);
    const sent = await w.api.post(`${A}/users/${reg.body.id}/confirmation-codes`, {}, w.admin);
    expect(sent).toMatchObject({ status: 201, body: { message: 'New 6-digit code sent' } });
    expect(await count('mails', ['to', email])).toBe(mails + 1);
    const code = await latestCode(w.api, email);
    expect((await w.api.auth('CONFIRM_EMAIL_WITH_CODE', { email, confirmCode: before })).status).toBe(code === before ? 200 : 400);
    const other = freshEmail('unconf2');
    const reg2 = await w.api.post('/api/v1/company/users', registration(other));
    expect((await w.api.patch(`${A}/users/${reg2.body.id}`, { activated: true }, w.admin)).body.activated).toBe(true);
    expect((await login(w.api, other, 'Secret123')).accessToken).toBeTruthy();
    const again = await w.api.post(`${A}/users/${reg2.body.id}/confirmation-codes`, {}, w.admin);
    expect(again).toMatchObject({ status: 400, body: { message: 'This account is already activated' } });
  });

  it('answers bad input with 4xx and writes nothing', async () => {
    const m = await newMember(w.api, 'bad');
    const audits = await count('admin_audit');
    for (const body of [{}, { admin: 'yes' }, { activated: false }, { deactivated: true, role: 'x' }, null]) {
      expect((await w.api.patch(`${A}/users/${m.id}`, body, w.admin)).status).toBe(400);
    }
    expect((await w.api.patch(`${A}/users/nobody`, { grantee: true }, w.admin)).status).toBe(404);
    expect((await w.api.post(`${A}/users/nobody/confirmation-codes`, {}, w.admin)).status).toBe(404);
    for (const q of ['status=weird', 'sort=password', 'limit=0', 'limit=1000', 'skip=-1']) {
      expect((await w.api.get(`${A}/users?${q}`, w.admin)).status).toBe(400);
    }
    expect((await w.api.get(`${A}/audit?targetType=USER`, w.admin)).status).toBe(400);
    expect(await count('admin_audit')).toBe(audits);
    const fresh = await w.api.get(`${A}/users/${m.id}`, w.admin);
    expect(fresh.body.user).toMatchObject({ activated: true, deactivated: false, admin: false, grantee: false });
  });

  it('counts users, companies, groups, reports, failed payments and the mail queue', async () => {
    const before = (await w.api.get(`${A}/counts`, w.admin)).body;
    expect(Object.values(before).every((n) => typeof n === 'number')).toBe(true);
    const events = await adminEvents();
    await newMember(w.api, 'counted');
    expect(await adminEvents()).toBe(events + 1); // the sign-up reaches the admins' open counts
    const after = (await w.api.get(`${A}/counts`, w.admin)).body;
    expect(after.users).toBe(before.users + 1);
    const users = Number((await w.s.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    expect(after.users).toBe(users);
  });
});

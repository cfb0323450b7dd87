// Admin permissions (/mtz-admin/permissions): a site admin takes sections of the Admin Portal from another admin,
// whose routes of those sections are then refused (403) while the others still answer; only site admins read and
// change permissions (audited); bad input is a 400/404 with nothing written; an admin cannot take Permissions from
// themself; grantees are listed.
import { describe, expect, it } from 'vitest';
import { login, newMember } from './harness';
import { adminServer, rowCount } from './admin/setup';

const A = '/api/v1/company/admin';
const P = `${A}/permissions`;
const w = adminServer();
const denials = async () => Number((await w.s.db.selectFrom('admin_section_denials').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

async function secondAdmin() {
  const m = await newMember(w.api, 'perm-admin');
  expect((await w.api.patch(`${A}/users/${m.id}`, { admin: true }, w.admin)).status).toBe(200);
  return { ...m, token: (await login(w.api, m.email, m.password)).accessToken };
}

describe('admin permissions', () => {
  it('taking a section refuses its routes to that admin only; giving it back restores them', async () => {
    const other = await secondAdmin();
    const r = await w.api.patch(`${P}/${other.id}`, { denied: ['faqs', 'users'] }, w.admin);
    expect(r.status).toBe(200);
    expect(r.body.admins.find((a: { id: string }) => a.id === other.id).denied).toEqual(['faqs', 'users']);
    const refused = await w.api.post(`${A}/faq-topics`, { title: 'Not for you' }, other.token);
    expect(refused).toMatchObject({ status: 403, body: { message: 'You may not use this section of the Admin Portal' } });
    expect((await w.api.get(`${A}/users?limit=1`, other.token)).status).toBe(403);
    expect((await w.api.get(`${A}/sitemap`, other.token)).status).toBe(200);
    expect((await w.api.get(`${A}/counts`, other.token)).status).toBe(200);
    expect((await w.api.get(`${A}/users?limit=1`, w.admin)).status).toBe(200);
    expect((await w.api.get('/api/v1/company/faqs')).status).toBe(200);
    expect((await w.api.patch(`${P}/${other.id}`, { denied: [] }, w.admin)).status).toBe(200);
    expect((await w.api.post(`${A}/faq-topics`, { title: `Back ${Date.now()}` }, other.token)).status).toBe(201);
    const log = (await w.api.get(`${A}/audit?targetType=USER&targetId=${other.id}`, w.admin)).body;
    expect(log[0]).toMatchObject({ action: 'ADMIN_PERMISSIONS_CHANGED', before: { denied: ['faqs', 'users'] }, after: { denied: [] } });
  });

  it('only site admins read and change permissions; bad input writes nothing', async () => {
    const member = await newMember(w.api, 'perm-member');
    const other = await secondAdmin();
    const before = [await denials(), await rowCount(w.s, 'admin_audit')];
    expect((await w.api.get(P)).status).toBe(401);
    expect((await w.api.get(P, member.accessToken)).status).toBe(403);
    expect((await w.api.patch(`${P}/${other.id}`, { denied: ['faqs'] }, member.accessToken)).status).toBe(403);
    expect((await w.api.patch(`${P}/${other.id}`, { denied: ['no-such-section'] }, w.admin)).status).toBe(400);
    expect((await w.api.patch(`${P}/${other.id}`, { denied: 'faqs' }, w.admin)).status).toBe(400);
    expect((await w.api.patch(`${P}/${member.id}`, { denied: ['faqs'] }, w.admin))).toMatchObject({ status: 400, body: { message: 'Permissions are only given to site admins' } });
    expect((await w.api.patch(`${P}/no-such-user`, { denied: [] }, w.admin)).status).toBe(404);
    expect((await w.api.patch(`${P}/${w.adminId}`, { denied: ['permissions'] }, w.admin))).toMatchObject({ status: 400, body: { message: 'You cannot take the Permissions section from yourself' } });
    expect([await denials(), await rowCount(w.s, 'admin_audit')]).toEqual(before);
  });

  it('lists every site admin and every grantee', async () => {
    const g = await newMember(w.api, 'perm-grantee');
    expect((await w.api.patch(`${A}/users/${g.id}`, { grantee: true }, w.admin)).status).toBe(200);
    const body = (await w.api.get(P, w.admin)).body;
    expect(body.admins.map((a: { email: string }) => a.email)).toContain('admin@mtz.test');
    expect(body.grantees.map((x: { email: string }) => x.email)).toEqual(expect.arrayContaining([g.email]));
    expect(body.admins.map((a: { email: string }) => a.email)).not.toContain(g.email);
  });
});

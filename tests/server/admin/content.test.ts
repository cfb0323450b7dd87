// Companies, products and company groups in the admin portal: search, filter, sort, page; deactivate and reactivate
// with the owner notified and the change audited; the deactivated company leaves the public search; bad input writes nothing.
import { describe, expect, it } from 'vitest';
import { newMember } from '../harness';

const A = '/api/v1/company/admin';
const C = '/api/v1/company';

import { adminServer, rowCount } from './setup';
const w = adminServer();

const rows = async (table: 'admin_audit' | 'notifications') =>
  await rowCount(w.s, table);


describe('admin companies, products and company groups', () => {
  it('finds companies by name or owner e-mail, filters, sorts and pages', async () => {
    const owner = await newMember(w.api, 'cowner');
    const tag = `Zx${Date.now().toString(36)}`;
    for (const n of ['Beta', 'Alpha', 'Gamma']) expect((await w.api.post(`${C}/companies`, { name: `${tag} ${n}`, categoryIds: ['cat-1'] }, owner.accessToken)).status).toBe(201);
    const list = await w.api.get(`${A}/companies?keyword=${tag}&sort=name&dir=asc`, w.admin);
    expect(list.body.total).toBe(3);
    expect(list.body.items.map((c: { name: string }) => c.name)).toEqual([`${tag} Alpha`, `${tag} Beta`, `${tag} Gamma`]);
    expect(list.body.items[0]).toMatchObject({ ownerEmail: owner.email, ownerName: 'Test User', deactivated: false });
    expect((await w.api.get(`${A}/companies?keyword=${owner.email}&limit=1&skip=2&sort=name`, w.admin)).body.items[0].name).toBe(`${tag} Alpha`);
    expect((await w.api.get(`${A}/company-groups?limit=5`, w.admin)).status).toBe(200);
    expect((await w.api.get(`${A}/products?limit=5`, w.admin)).status).toBe(200);
  });

  it('deactivates a company: its owner is notified, it leaves the search, the audit log shows it; reactivation restores it', async () => {
    const owner = await newMember(w.api, 'deco');
    const name = `Hidden Traders ${Date.now().toString(36)}`;
    const co = (await w.api.post(`${C}/companies`, { name, categoryIds: ['cat-1'] }, owner.accessToken)).body;
    const inSearch = async () => JSON.stringify((await w.api.get(`/api/v1/company/company-searches?keyword=${encodeURIComponent(name)}&limit=4`)).body).includes(co.id);
    expect(await inSearch()).toBe(true);
    const [audits, notes] = [await rows('admin_audit'), await rows('notifications')];
    const r = await w.api.patch(`${A}/companies/${co.id}`, { deactivated: true }, w.admin);
    expect(r).toMatchObject({ status: 200, body: { deactivated: true } });
    expect([await rows('admin_audit'), await rows('notifications')]).toEqual([audits + 1, notes + 1]);
    expect(await inSearch()).toBe(false);
    const bell = await w.api.get('/api/v1/alert/notifications', owner.accessToken);
    expect(bell.body[0].content).toBe(`Your company '${name}' was hidden by the MTZ team: an admin deactivated it`);
    const detail = await w.api.get(`${A}/companies/${co.id}`, w.admin);
    expect(detail.body.audit[0]).toMatchObject({ action: 'COMPANY_DEACTIVATED', actorName: 'Ada Admin', before: { deactivated: false }, after: { deactivated: true } });
    expect((await w.api.get(`${A}/companies?keyword=${encodeURIComponent(name)}&status=deactivated`, w.admin)).body.total).toBe(1);
    expect((await w.api.patch(`${A}/companies/${co.id}`, { deactivated: false }, w.admin)).body.deactivated).toBe(false);
    expect(await inSearch()).toBe(true);
    expect((await w.api.get('/api/v1/alert/notifications', owner.accessToken)).body[0].content).toBe(`Your company '${name}' is visible again: an admin reactivated it`);
  });

  it('refuses members, bad input and repeats without writing', async () => {
    const owner = await newMember(w.api, 'badc');
    const co = (await w.api.post(`${C}/companies`, { name: 'Bad Input Co', categoryIds: ['cat-1'] }, owner.accessToken)).body;
    const [audits, notes] = [await rows('admin_audit'), await rows('notifications')];
    expect((await w.api.patch(`${A}/companies/${co.id}`, { deactivated: true }, owner.accessToken)).status).toBe(403);
    expect((await w.api.get(`${A}/products`, owner.accessToken)).status).toBe(403);
    for (const body of [{}, { deactivated: 'yes' }, { deactivated: true, name: 'x' }, null]) expect((await w.api.patch(`${A}/companies/${co.id}`, body, w.admin)).status).toBe(400);
    expect((await w.api.patch(`${A}/companies/${co.id}`, { deactivated: false }, w.admin)).status).toBe(409);
    expect((await w.api.patch(`${A}/products/nope`, { deactivated: true }, w.admin)).status).toBe(404);
    expect((await w.api.get(`${A}/company-groups/nope`, w.admin)).status).toBe(404);
    for (const q of ['status=hidden', 'sort=owner', 'limit=500']) expect((await w.api.get(`${A}/companies?${q}`, w.admin)).status).toBe(400);
    expect([await rows('admin_audit'), await rows('notifications')]).toEqual([audits, notes]);
  });
});

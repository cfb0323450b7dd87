// Companies, products and company groups in the admin portal: search, filter, sort, page; deactivate and reactivate
// with the owner notified and the change audited; the deactivated company leaves the public search; bad input writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, newMember, startPglite, type Api, type TestServer } from '../harness';

const A = '/api/v1/company/admin';
const C = '/api/v1/company';

let s: TestServer;
let api: Api;
let admin: string;

const rows = async (table: 'admin_audit' | 'notifications') =>
  Number((await s.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  s = await startPglite();
  api = client(s);
  admin = (await login(api, 'admin@mtz.test', 'Admin123!')).accessToken;
}, 240_000);
afterAll(async () => {
  expect(s.serverErrors()).toBe(0);
  await s.close();
});

describe('admin companies, products and company groups', () => {
  it('finds companies by name or owner e-mail, filters, sorts and pages', async () => {
    const owner = await newMember(api, 'cowner');
    const tag = `Zx${Date.now().toString(36)}`;
    for (const n of ['Beta', 'Alpha', 'Gamma']) expect((await api.post(`${C}/companies`, { name: `${tag} ${n}`, categoryIds: ['cat-1'] }, owner.accessToken)).status).toBe(201);
    const list = await api.get(`${A}/companies?keyword=${tag}&sort=name&dir=asc`, admin);
    expect(list.body.total).toBe(3);
    expect(list.body.items.map((c: { name: string }) => c.name)).toEqual([`${tag} Alpha`, `${tag} Beta`, `${tag} Gamma`]);
    expect(list.body.items[0]).toMatchObject({ ownerEmail: owner.email, ownerName: 'Test User', deactivated: false });
    expect((await api.get(`${A}/companies?keyword=${owner.email}&limit=1&skip=2&sort=name`, admin)).body.items[0].name).toBe(`${tag} Alpha`);
    expect((await api.get(`${A}/company-groups?limit=5`, admin)).status).toBe(200);
    expect((await api.get(`${A}/products?limit=5`, admin)).status).toBe(200);
  });

  it('deactivates a company: its owner is notified, it leaves the search, the audit log shows it; reactivation restores it', async () => {
    const owner = await newMember(api, 'deco');
    const name = `Hidden Traders ${Date.now().toString(36)}`;
    const co = (await api.post(`${C}/companies`, { name, categoryIds: ['cat-1'] }, owner.accessToken)).body;
    const inSearch = async () => JSON.stringify((await api.get(`/api/v1/company/company-searches?keyword=${encodeURIComponent(name)}&limit=4`)).body).includes(co.id);
    expect(await inSearch()).toBe(true);
    const [audits, notes] = [await rows('admin_audit'), await rows('notifications')];
    const r = await api.patch(`${A}/companies/${co.id}`, { deactivated: true }, admin);
    expect(r).toMatchObject({ status: 200, body: { deactivated: true } });
    expect([await rows('admin_audit'), await rows('notifications')]).toEqual([audits + 1, notes + 1]);
    expect(await inSearch()).toBe(false);
    const bell = await api.get('/api/v1/alert/notifications', owner.accessToken);
    expect(bell.body[0].content).toBe(`Your company '${name}' was hidden by the MTZ team: an admin deactivated it`);
    const detail = await api.get(`${A}/companies/${co.id}`, admin);
    expect(detail.body.audit[0]).toMatchObject({ action: 'COMPANY_DEACTIVATED', actorName: 'Ada Admin', before: { deactivated: false }, after: { deactivated: true } });
    expect((await api.get(`${A}/companies?keyword=${encodeURIComponent(name)}&status=deactivated`, admin)).body.total).toBe(1);
    expect((await api.patch(`${A}/companies/${co.id}`, { deactivated: false }, admin)).body.deactivated).toBe(false);
    expect(await inSearch()).toBe(true);
    expect((await api.get('/api/v1/alert/notifications', owner.accessToken)).body[0].content).toBe(`Your company '${name}' is visible again: an admin reactivated it`);
  });

  it('refuses members, bad input and repeats without writing', async () => {
    const owner = await newMember(api, 'badc');
    const co = (await api.post(`${C}/companies`, { name: 'Bad Input Co', categoryIds: ['cat-1'] }, owner.accessToken)).body;
    const [audits, notes] = [await rows('admin_audit'), await rows('notifications')];
    expect((await api.patch(`${A}/companies/${co.id}`, { deactivated: true }, owner.accessToken)).status).toBe(403);
    expect((await api.get(`${A}/products`, owner.accessToken)).status).toBe(403);
    for (const body of [{}, { deactivated: 'yes' }, { deactivated: true, name: 'x' }, null]) expect((await api.patch(`${A}/companies/${co.id}`, body, admin)).status).toBe(400);
    expect((await api.patch(`${A}/companies/${co.id}`, { deactivated: false }, admin)).status).toBe(409);
    expect((await api.patch(`${A}/products/nope`, { deactivated: true }, admin)).status).toBe(404);
    expect((await api.get(`${A}/company-groups/nope`, admin)).status).toBe(404);
    for (const q of ['status=hidden', 'sort=owner', 'limit=500']) expect((await api.get(`${A}/companies?${q}`, admin)).status).toBe(400);
    expect([await rows('admin_audit'), await rows('notifications')]).toEqual([audits, notes]);
  });
});

// Members the owner allows (issue 14: "only its owner and members the owner allows"): the owner lists the
// company's members and allows one; that member then works on the company's CRM records (and hears of their
// changes), cannot change who is allowed, loses access when stopped or when they leave the company; people who
// are not members cannot be allowed.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withOwner } from '../../../server/src/companies/tables';
import { backends } from '../harness';
import { C, companyAreaServer } from '../companies/setup';

describe.each(backends())('CRM access for members on $name', (backend) => {
  const t = companyAreaServer(backend);

  it('the owner allows a member, who then uses the CRM; stopped or gone, they cannot', async () => {
    const { api, s } = t.state;
    const o = await t.owner('Shared Crm Co');
    const m = await t.member();
    const outsider = await t.member();
    const join = (userId: string) => withOwner(s.db).insertInto('company_members').values({ id: randomUUID(), company_id: o.companyId, user_id: userId, created_at: Date.now() }).execute();
    await join(m.id);

    expect((await api.get(`${C}/crm/delegates`, o.accessToken)).body).toEqual([expect.objectContaining({ userId: m.id, allowed: false })]);
    // not allowed yet: the member has no CRM
    expect((await api.get(`${C}/contacts`, m.accessToken)).status).toBe(403);
    // only members can be allowed; bad bodies refused; nothing written
    expect((await api.patch(`${C}/crm/delegates/${outsider.id}`, { allowed: true }, o.accessToken))).toMatchObject({ status: 400, body: { message: 'Only members of the company can be allowed to use its CRM' } });
    expect((await api.patch(`${C}/crm/delegates/${m.id}`, { allowed: 'yes' }, o.accessToken)).status).toBe(400);
    expect(await t.count('crm_delegates')).toBe(0);

    const allowed = await api.patch(`${C}/crm/delegates/${m.id}`, { allowed: true }, o.accessToken);
    expect(allowed).toMatchObject({ status: 200, body: [expect.objectContaining({ userId: m.id, allowed: true })] });
    expect((await api.patch(`${C}/crm/delegates/${m.id}`, { allowed: true }, o.accessToken)).status).toBe(200);
    expect(await t.count('crm_delegates')).toBe(1);

    // the member works on the company's records; the owner sees what they made, and both hear of changes
    const made = await api.post(`${C}/contacts`, { email: 'lead@example.test', firstname: 'Lead' }, m.accessToken);
    expect(made.status).toBe(201);
    expect((await api.get(`${C}/contacts`, o.accessToken)).body.items.map((c: { email: string }) => c.email)).toEqual(['lead@example.test']);
    expect((await api.post(`${C}/contacts`, { email: 'second@example.test', firstname: 'Second' }, o.accessToken)).status).toBe(201);
    const crmEvents = async (token: string) => (await t.events(token)).filter((e) => e.resourceType === 'CRM' && e.resource.kind === 'CONTACT').length;
    expect(await crmEvents(m.accessToken)).toBe(2);
    expect(await crmEvents(o.accessToken)).toBe(2);
    // a member allowed may not change who is allowed
    expect((await api.get(`${C}/crm/delegates`, m.accessToken))).toMatchObject({ status: 403, body: { message: 'Only the company owner can change who uses the CRM' } });
    expect((await api.patch(`${C}/crm/delegates/${m.id}`, { allowed: false }, m.accessToken)).status).toBe(403);
    // another owner cannot touch this company's access
    const other = await t.owner('Other Crm Co');
    expect((await api.patch(`${C}/crm/delegates/${m.id}`, { allowed: true }, other.accessToken)).status).toBe(400);

    // stopped: no CRM at once
    expect((await api.patch(`${C}/crm/delegates/${m.id}`, { allowed: false }, o.accessToken)).body).toEqual([expect.objectContaining({ userId: m.id, allowed: false })]);
    expect((await api.get(`${C}/contacts`, m.accessToken)).status).toBe(403);
    // allowed again, then leaves the company: no CRM
    await api.patch(`${C}/crm/delegates/${m.id}`, { allowed: true }, o.accessToken);
    expect((await api.get(`${C}/contacts`, m.accessToken)).status).toBe(200);
    await withOwner(s.db).deleteFrom('company_members').where('user_id', '=', m.id).execute();
    expect((await api.get(`${C}/contacts`, m.accessToken)).status).toBe(403);
    expect((await api.get(`${C}/crm/delegates`)).status).toBe(401);
  });
});

// CRM contacts, imports and groups: only the company's owner reads or writes them (404 for another company's,
// 403 without a company); search, sort, paging; imports merge by e-mail and count; bad input writes nothing.
import { describe, expect, it } from 'vitest';
import { backends } from '../harness';
import { C, companyAreaServer } from '../companies/setup';

const draft = (email: string, firstname = 'Ann', more: Record<string, string> = {}) => ({ email, firstname, lastname: 'Lee', phone: '', companyName: '', ...more });

describe.each(backends())('CRM contacts on $name', (backend) => {
  const t = companyAreaServer(backend);

  it('add, list with search, sort and paging, edit, unsubscribe stays, delete one and many', async () => {
    const { api } = t.state;
    const o = await t.owner('Crm Co');
    const tok = o.accessToken;
    const ids: string[] = [];
    for (const [i, e] of ['b@x.io', 'a@x.io', 'c@y.io'].entries()) {
      t.state.s.clock.advance(1000);
      const r = await api.post(`${C}/contacts`, draft(`  ${e.toUpperCase()} `, `N${i}`), tok);
      expect(r.status).toBe(201);
      expect(r.body.email).toBe(e);
      ids.push(r.body.id);
    }
    expect((await api.post(`${C}/contacts`, draft('A@X.IO'), tok))).toMatchObject({ status: 409, body: { message: 'A contact with this email already exists' } });
    expect((await api.post(`${C}/contacts`, draft('not-an-email'), tok)).status).toBe(400);
    expect((await api.post(`${C}/contacts`, draft('z@x.io', '', { lastname: '' }), tok)).status).toBe(400);
    expect(await t.count('crm_contacts')).toBe(3);
    const page = (await api.get(`${C}/contacts?sort=email&order=asc&limit=2`, tok)).body;
    expect(page.total).toBe(3);
    expect(page.items.map((c: { email: string }) => c.email)).toEqual(['a@x.io', 'b@x.io']);
    expect((await api.get(`${C}/contacts?sort=email&order=asc&limit=2&skip=2`, tok)).body.items.map((c: { email: string }) => c.email)).toEqual(['c@y.io']);
    expect((await api.get(`${C}/contacts?keyword=y.io`, tok)).body).toMatchObject({ total: 1, items: [{ email: 'c@y.io' }] });
    expect((await api.get(`${C}/contacts?keyword=%25`, tok)).body.total).toBe(0);
    expect((await api.get(`${C}/contacts?sort=nope`, tok)).status).toBe(400);
    const edited = await api.patch(`${C}/contacts/${ids[0]}`, { firstname: 'Bea', unsubscribed: true }, tok);
    expect(edited.body).toMatchObject({ firstname: 'Bea', unsubscribed: true });
    expect((await api.patch(`${C}/contacts/${ids[0]}`, { unsubscribed: false }, tok)).status).toBe(400);
    expect((await api.patch(`${C}/contacts/${ids[0]}`, { email: 'a@x.io' }, tok)).status).toBe(409);
    expect((await api.get(`${C}/contacts/${ids[0]}`, tok)).body).toMatchObject({ firstname: 'Bea', unsubscribed: true, email: 'b@x.io' });
    expect((await api.get(`${C}/contacts/export?keyword=x.io`, tok)).body.map((c: { email: string }) => c.email)).toEqual(['b@x.io', 'a@x.io']);
    expect((await t.del(`${C}/contacts/${ids[2]}`, tok)).status).toBe(200);
    expect((await t.del(`${C}/contacts?ids=${ids[0]},missing`, tok)).status).toBe(404);
    expect(await t.count('crm_contacts')).toBe(2);
    expect((await t.del(`${C}/contacts?ids=${ids[0]},${ids[1]}`, tok)).body).toEqual({ deleted: 2 });
    expect((await api.get(`${C}/contacts/stats`, tok)).body).toEqual({ count: 0 });
    const crm = (await t.events(tok)).filter((e) => e.resourceType === 'CRM').map((e) => `${e.action}.${e.resource.kind}`);
    expect(crm).toEqual([...Array(3).fill('CREATED.CONTACT'), 'UPDATED.CONTACT', 'DELETED.CONTACT', 'DELETED.CONTACT']);
  });

  it('another company owner gets 404, a user without a company 403, a visitor 401', async () => {
    const { api } = t.state;
    const o = await t.owner('Mine Co');
    const other = await t.owner('Other Co');
    const stranger = await t.member();
    const c = (await api.post(`${C}/contacts`, draft('p@q.io'), o.accessToken)).body;
    const g = (await api.post(`${C}/contact-groups`, { name: 'VIP' }, o.accessToken)).body;
    for (const [method, path, body] of [
      ['GET', `/contacts/${c.id}`], ['PATCH', `/contacts/${c.id}`, { firstname: 'X' }], ['DELETE', `/contacts/${c.id}`],
      ['GET', `/contact-groups/${g.id}`], ['PATCH', `/contact-groups/${g.id}`, { name: 'Y' }], ['POST', `/contact-groups/${g.id}/contacts`, { contactIds: [c.id] }],
      ['GET', `/contacts?groupId=${g.id}`], ['DELETE', `/contact-groups/${g.id}`],
    ] as const) {
      expect([method, path, (await api.call(method, `${C}${path}`, body, other.accessToken)).status]).toEqual([method, path, 404]);
    }
    expect((await api.get(`${C}/contacts`, other.accessToken)).body).toEqual({ items: [], total: 0 });
    expect((await api.get(`${C}/contacts`, stranger.accessToken))).toMatchObject({ status: 403, body: { message: "You don't have any company..." } });
    expect((await api.get(`${C}/crm/stats`, stranger.accessToken)).status).toBe(403);
    expect((await api.get(`${C}/contacts`)).status).toBe(401);
    // someone else's contact cannot be put in one's own group
    const og = (await api.post(`${C}/contact-groups`, { name: 'Theirs' }, other.accessToken)).body;
    expect((await api.post(`${C}/contact-groups/${og.id}/contacts`, { contactIds: [c.id] }, other.accessToken)).status).toBe(404);
    expect(await t.count('crm_contact_group_members')).toBe(0);
  });

  it('imports in batches: merged by e-mail within the file and against existing contacts, counted; unsubscribed stays', async () => {
    const { api } = t.state;
    const o = await t.owner('Import Co');
    const tok = o.accessToken;
    const old = (await api.post(`${C}/contacts`, draft('old@x.io', 'Old'), tok)).body;
    await api.patch(`${C}/contacts/${old.id}`, { unsubscribed: true }, tok);
    const ev = await api.post(`${C}/contacts/upload-events`, { fileName: 'people.csv', total: 6, rejected: 1 }, tok);
    expect(ev.body).toMatchObject({ fileName: 'people.csv', total: 6, rejected: 1, added: 0, merged: 0, status: 'RUNNING' });
    const b1 = await api.post(`${C}/contacts/upload`, { uploadEventId: ev.body.id, contacts: [draft('n1@x.io'), draft(' N1@X.io ', 'Nina', { phone: '123' }), draft('OLD@x.io', 'Olga')] }, tok);
    expect(b1.body).toMatchObject({ added: 1, merged: 2 });
    const b2 = await api.post(`${C}/contacts/upload`, { uploadEventId: ev.body.id, contacts: [draft('n2@x.io'), draft('n1@x.io', '', { lastname: 'Last' })], done: true }, tok);
    expect(b2.body).toMatchObject({ added: 1, merged: 1, event: { added: 2, merged: 3, rejected: 1, status: 'DONE' } });
    expect((await api.post(`${C}/contacts/upload`, { uploadEventId: ev.body.id, contacts: [] }, tok)).status).toBe(409);
    const all = (await api.get(`${C}/contacts/export`, tok)).body;
    expect(all).toHaveLength(3);
    expect(all.find((c: { email: string }) => c.email === 'n1@x.io')).toMatchObject({ firstname: 'Nina', lastname: 'Last', phone: '123' });
    expect(all.find((c: { email: string }) => c.email === 'old@x.io')).toMatchObject({ firstname: 'Olga', unsubscribed: true });
    // a batch with one bad row writes nothing
    t.state.s.clock.advance(1000);
    const ev2 = (await api.post(`${C}/contacts/upload-events`, { fileName: 'bad.csv', total: 2, rejected: 0 }, tok)).body;
    const rowsBefore = await t.count('crm_contacts');
    const bad = await api.post(`${C}/contacts/upload`, { uploadEventId: ev2.id, contacts: [draft('ok@x.io'), draft('broken')] }, tok);
    expect(bad).toMatchObject({ status: 400, body: { message: 'contacts.1: Invalid email' } });
    expect(await t.count('crm_contacts')).toBe(rowsBefore);
    expect((await api.get(`${C}/contacts/upload-events`, tok)).body[0]).toMatchObject({ fileName: 'bad.csv', added: 0, merged: 0 });
    expect((await api.get(`${C}/contacts/stats`, tok)).body).toEqual({ count: 3 });
    expect((await api.post(`${C}/contacts/upload-events`, { fileName: 'x.csv', total: 1, rejected: 2 }, tok)).status).toBe(400);
    const other = await t.owner('Thief Co');
    expect((await api.post(`${C}/contacts/upload`, { uploadEventId: ev2.id, contacts: [draft('ok@x.io')] }, other.accessToken)).status).toBe(404);
    expect((await api.get(`${C}/contacts/upload-events`, tok)).body.map((e: { fileName: string }) => e.fileName)).toEqual(['bad.csv', 'people.csv']);
    expect((await api.get(`${C}/contacts/upload-events`, other.accessToken)).body).toEqual([]);
  });

  it("groups: create, rename, add (also in bulk), list a group's contacts, remove, delete; dashboard counts", async () => {
    const { api } = t.state;
    const o = await t.owner('Group Co');
    const tok = o.accessToken;
    const a = (await api.post(`${C}/contacts`, draft('ga@x.io'), tok)).body;
    const b = (await api.post(`${C}/contacts`, draft('gb@x.io'), tok)).body;
    const g = await api.post(`${C}/contact-groups`, { name: ' Buyers ' }, tok);
    expect(g.body).toMatchObject({ name: 'Buyers', contactCount: 0 });
    expect((await api.post(`${C}/contact-groups`, { name: '' }, tok)).status).toBe(400);
    expect((await api.patch(`${C}/contact-groups/${g.body.id}`, { name: 'Key buyers' }, tok)).body.name).toBe('Key buyers');
    expect((await api.post(`${C}/contact-groups/${g.body.id}/contacts`, { contactIds: [a.id, b.id, a.id] }, tok)).body).toEqual({ added: 2 });
    expect((await api.post(`${C}/contact-groups/${g.body.id}/contacts`, { contactIds: [a.id] }, tok)).body).toEqual({ added: 0 });
    expect((await api.post(`${C}/contact-groups/${g.body.id}/contacts`, { contactIds: [] }, tok)).status).toBe(400);
    expect((await api.get(`${C}/contacts?groupId=${g.body.id}&sort=email&order=asc`, tok)).body).toMatchObject({ total: 2, items: [{ email: 'ga@x.io' }, { email: 'gb@x.io' }] });
    expect((await t.del(`${C}/contact-groups/${g.body.id}/contacts?ids=${a.id}`, tok)).body).toEqual({ removed: 1 });
    expect((await api.get(`${C}/contact-groups`, tok)).body).toEqual([expect.objectContaining({ name: 'Key buyers', contactCount: 1 })]);
    expect((await api.get(`${C}/crm/stats`, tok)).body).toEqual({ trackingCodes: 0, notes: 0, contacts: 2, contactGroups: 1, formBuilders: 0, emailLayouts: 0, emailCampaigns: 0, rfis: 0 });
    const groupsBefore = await t.count('crm_contact_groups');
    expect((await t.del(`${C}/contact-groups/${g.body.id}`, tok)).status).toBe(200);
    expect(await t.count('crm_contact_groups')).toBe(groupsBefore - 1);
    expect((await api.get(`${C}/contact-groups/stats`, tok)).body).toEqual({ count: 0 });
    expect((await api.get(`${C}/contacts/stats`, tok)).body).toEqual({ count: 2 });
  });
});

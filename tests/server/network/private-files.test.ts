// /company-private-files/owned (for /me/mtz-files): the caller's companies and files with request counts;
// and the private-file rules end to end: only the owner and accepted requesters see the contents.
import { describe, expect, it } from 'vitest';
import { C, PNG, companyAreaServer } from '../companies/setup';
import { backends } from '../harness';

describe.each(backends())('private files of the caller\'s companies on $name', (backend) => {
  const t = companyAreaServer(backend);

  it('lists the owner\'s files with request counts; others see none; visitors are refused', async () => {
    const { api } = t.state;
    const o = await t.owner('Files Co');
    const m = await t.member();
    const m2 = await t.member();
    expect((await api.get(`${C}/company-private-files/owned`)).status).toBe(401);
    expect((await api.get(`${C}/company-private-files/owned`, m.accessToken)).body.files).toEqual([]);
    const file = (await api.post(`${C}/company-private-files`, { companyId: o.companyId, name: 'Catalogue', base64: PNG }, o.accessToken)).body;
    const a1 = (await api.post(`${C}/company-private-files/${file.id}/accesses/request`, undefined, m.accessToken)).body;
    await api.post(`${C}/company-private-files/${file.id}/accesses/request`, undefined, m2.accessToken);
    expect((await api.patch(`${C}/company-private-files/${file.id}/accesses/${a1.id}/accept`, undefined, m.accessToken)).status).toBe(403);
    expect((await api.patch(`${C}/company-private-files/${file.id}/accesses/${a1.id}/accept`, undefined, o.accessToken)).body.accepted).toBe(true);
    const owned = (await api.get(`${C}/company-private-files/owned`, o.accessToken)).body;
    expect(owned.companies).toEqual([{ id: o.companyId, name: 'Files Co' }]);
    expect(owned.files).toEqual([{ id: file.id, companyId: o.companyId, name: 'Catalogue', createdAt: expect.any(Number), url: PNG, requests: 2, accepted: 1 }]);
    expect((await api.get(`${C}/company-private-files/${file.id}`, m.accessToken)).body.url).toBe(PNG);
    expect((await api.get(`${C}/company-private-files/${file.id}`, m2.accessToken)).body.url).toBeNull();
    expect((await api.get(`${C}/company-private-files/${file.id}`)).body.url).toBeNull();
  });

  it('bad uploads and strangers\' deletes are refused with nothing written', async () => {
    const { api } = t.state;
    const o = await t.owner();
    const m = await t.member();
    const before = await t.counts('company_private_files', 'company_private_file_accesses');
    const bad = await api.post(`${C}/company-private-files`, { companyId: o.companyId, name: ' ', base64: PNG }, o.accessToken);
    expect(bad).toEqual({ status: 400, body: { message: 'name: Name is required' } });
    expect((await api.post(`${C}/company-private-files`, { companyId: o.companyId, name: 'x', base64: PNG }, m.accessToken)).status).toBe(403);
    expect((await api.post(`${C}/company-private-files/nope/accesses/request`, undefined, m.accessToken)).status).toBe(404);
    expect(await t.counts('company_private_files', 'company_private_file_accesses')).toEqual(before);
    const file = (await api.post(`${C}/company-private-files`, { companyId: o.companyId, name: 'x', base64: PNG }, o.accessToken)).body;
    expect((await t.del(`${C}/company-private-files/${file.id}`, m.accessToken)).status).toBe(403);
    expect(await t.count('company_private_files')).toBe(before.company_private_files + 1);
    expect((await t.del(`${C}/company-private-files/${file.id}`, o.accessToken)).status).toBe(200);
    expect(await t.count('company_private_files')).toBe(before.company_private_files);
  });
});

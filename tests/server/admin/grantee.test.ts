// The grantee is confined on the server like the site admin (spec 6): a grantee's token reaches the statistics the
// site admin shares with grantees, signing in and out and their own user; every other API route answers 403 with
// the grantee alert, whatever the route's own rule (public routes too). The same member without the flag passes.
import { describe, expect, it } from 'vitest';
import { backends, newMember } from '../harness';
import { adminServer } from './setup';

const C = '/api/v1/company';
const A = `${C}/admin`;
const G = `${C}/grantee`;
const REFUSED = { status: 403, body: { message: 'GRANTEE can only access the grantee pages, and the login page' } };
describe.each(backends())('the grantee confined on the server, on $name', (backend) => {
  const w = adminServer(backend.start);

  it('reaches the shared statistics and the sign-in basics; is refused everything else; a member is not', async () => {
    const g = await newMember(w.api, 'confg');
    const before = await w.api.get(`${C}/companies?skip=0&limit=5`, g.accessToken);
    expect(before.status).toBe(200);
    expect((await w.api.patch(`${A}/users/${g.id}`, { grantee: true }, w.admin)).status).toBe(200);
    expect((await w.api.patch(`${A}/stats-sharing`, { kind: 'sign-ups', shared: true }, w.admin)).status).toBe(200);

    expect(await w.api.get(`${G}/stats`, g.accessToken)).toMatchObject({ status: 200, body: { shared: ['sign-ups'] } });
    expect((await w.api.get(`${G}/stats/sign-ups?startDate=2020-01-01`, g.accessToken)).status).toBe(200);
    expect(await w.api.get(`${C}/user`, g.accessToken)).toMatchObject({ status: 200, body: { id: g.id, grantee: true } });
    expect((await w.api.get('/api/v1/alert/events?afterSeq=0', g.accessToken)).status).toBe(200);
    expect((await w.api.post(`${C}/auth`, { type: 'REFRESH_TOKEN', data: { refreshToken: g.refreshToken } }, g.accessToken)).status).toBe(200);

    // a non-shared statistic: the route's own refusal
    expect(await w.api.get(`${G}/stats/orders`, g.accessToken)).toMatchObject({ status: 403, body: { message: 'This statistic is not shared with grantees' } });
    // everything else: refused by the confinement, reads and writes, public routes included, nothing written
    const refused = [
      await w.api.get(`${C}/companies?skip=0&limit=5`, g.accessToken),
      await w.api.post(`${C}/companies`, { name: 'Grantee Co', categoryIds: ['cat-1'] }, g.accessToken),
      await w.api.patch(`${C}/user`, { firstname: 'Changed' }, g.accessToken),
      await w.api.get('/api/v1/alert/notifications', g.accessToken),
      await w.api.get(`${A}/stats/sign-ups`, g.accessToken),
      await w.api.get(`${A}/users`, g.accessToken),
      await w.api.get(`${C}/me/export`, g.accessToken),
    ];
    for (const r of refused) expect(r).toMatchObject(REFUSED);
    expect((await w.s.db.selectFrom('users').select('firstname').where('id', '=', g.id).executeTakeFirstOrThrow()).firstname).not.toBe('Changed');
    expect((await w.s.db.selectFrom('companies').select('id').where('name', '=', 'Grantee Co').execute()).length).toBe(0);

    // without a token the public routes answer as for any visitor; with the flag taken away the member passes again
    expect((await w.api.get(`${C}/companies?skip=0&limit=5`)).status).toBe(200);
    expect((await w.api.patch(`${A}/users/${g.id}`, { grantee: false }, w.admin)).status).toBe(200);
    expect((await w.api.get(`${C}/companies?skip=0&limit=5`, g.accessToken)).status).toBe(200);
    expect((await w.api.get(`${G}/stats`, g.accessToken)).status).toBe(403);
  });

  it('a site admin who is also a grantee stays a site admin', async () => {
    const m = await newMember(w.api, 'confa');
    expect((await w.api.patch(`${A}/users/${m.id}`, { grantee: true, admin: true }, w.admin)).status).toBe(200);
    expect((await w.api.get(`${A}/users?skip=0&limit=5`, m.accessToken)).status).toBe(200);
  });
});

// Round trips per request (issue 30): the caller's row is read once per request whoever asks (the grantee
// confinement, the route's authentication, a public route asking who searches), a company comes with its counts
// and gallery in the same statement, a list with its total in one, and the dropdown's five types in one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, login, type Api, type TestServer } from './harness';
import { statementsOf } from './query-counter';

const ACCOUNT_READ = /select "id", "admin", "activated", "token_version"/i;

describe.each(backends())('round trips per request ($name)', ({ start }) => {
  let s: TestServer;
  let api: Api;
  let token: string;
  beforeAll(async () => {
    s = await start();
    api = client(s);
    token = (await login(api, 'alice@mtz.test', 'Alice123!')).accessToken;
  });
  afterAll(() => s.close());

  it('a company by profile name: one statement for a visitor, two signed in (the account once, the company with its counts)', async () => {
    const path = '/api/v1/company/companies';
    const visitor = await statementsOf(path, () => api.get(`${path}?profileNames=acme-trading`));
    expect(visitor.result.status).toBe(200);
    expect(visitor.result.body).toHaveLength(1);
    expect(visitor.statements).toHaveLength(1);

    const signedIn = await statementsOf(path, () => api.get(`${path}?profileNames=acme-trading`, token));
    expect(signedIn.result.body).toEqual(visitor.result.body);
    expect(signedIn.statements.length).toBeLessThanOrEqual(2);
    expect(signedIn.statements.filter((q) => ACCOUNT_READ.test(q))).toHaveLength(1);
    const company = signedIn.result.body[0];
    expect(company).toMatchObject({ profileName: 'acme-trading', memberCount: expect.any(Number), followerCount: expect.any(Number), productCount: expect.any(Number) });
    expect(company.productCount).toBeGreaterThan(0);
    expect(Array.isArray(company.images)).toBe(true);

    const byId = await statementsOf(`${path}/${company.id}`, () => api.get(`${path}/${company.id}`, token));
    expect(byId.result.body).toEqual(company);
    expect(byId.statements.length).toBeLessThanOrEqual(2);
    expect((await api.get(`${path}/no-such-company`)).status).toBe(404);
  });

  it('the search dropdown (five types) in at most five statements; the account read once although two checks ask', async () => {
    const path = '/api/v1/company/searches';
    const r = await statementsOf(path, () => api.get(`${path}?keyword=acme&limit=4`, token));
    expect(r.result.status).toBe(200);
    expect(Object.keys(r.result.body).sort()).toEqual(['COMPANY', 'GROUP', 'GROUPEVENT', 'PRODUCT', 'RFQ']);
    expect(r.result.body.COMPANY.items[0].title).toBe('Acme Trading');
    expect(r.statements.length).toBeLessThanOrEqual(5);
    expect(r.statements.filter((q) => ACCOUNT_READ.test(q))).toHaveLength(1);
    const some = await statementsOf(path, () => api.get(`${path}?keyword=acme&types=COMPANY,PRODUCT`));
    expect(some.statements).toHaveLength(1);
    expect(some.result.body.GROUP).toEqual({ items: [], count: 0 });
  });

  it('a page of one type comes with its total in the same statement; a page past the end still counts', async () => {
    const path = '/api/v1/company/company-searches';
    const all = await statementsOf(path, () => api.get(`${path}?limit=2`));
    expect(all.statements).toHaveLength(1);
    expect(all.result.body.items).toHaveLength(2);
    const total = all.result.body.count as number;
    expect(total).toBeGreaterThan(2);
    const past = await statementsOf(path, () => api.get(`${path}?skip=${total + 5}&limit=2`));
    expect(past.result.body).toEqual({ items: [], count: total });
    const none = await api.get(`${path}?keyword=zzzqqqxx`);
    expect(none.body).toEqual({ items: [], count: 0 });
  });

  it('a signed-in route reads the account once; a token no longer valid is refused on the next request', async () => {
    const path = '/api/v1/chat/rooms';
    const r = await statementsOf(path, () => api.get(path, token));
    expect(r.result.status).toBe(200);
    expect(r.statements.filter((q) => ACCOUNT_READ.test(q))).toHaveLength(1);
    const alice = await s.db.selectFrom('users').select(['id', 'token_version']).where('email', '=', 'alice@mtz.test').executeTakeFirstOrThrow();
    await s.db.updateTable('users').set({ token_version: alice.token_version + 1 }).where('id', '=', alice.id).execute();
    try {
      expect((await api.get(path, token)).status).toBe(401);
      expect((await api.get('/api/v1/company/companies?profileNames=acme-trading', token)).status).toBe(200); // a public route: as a visitor
    } finally {
      await s.db.updateTable('users').set({ token_version: alice.token_version }).where('id', '=', alice.id).execute();
    }
  });
});

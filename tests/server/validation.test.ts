// Bad input gets 400 {message} naming the field and writes nothing; authorisation on every route;
// the OpenAPI document lists every route. Never a 500.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, freshEmail, login, newMember, registration, type Api, type TestServer } from './harness';

describe.each(backends())('validation and authorisation on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  beforeAll(async () => {
    s = await backend.start();
    api = client(s);
  });
  afterAll(async () => {
    await s.close();
  });

  async function writtenFor(email: string) {
    const users = await s.db.selectFrom('users').select('id').where('email', '=', email).execute();
    const mails = await s.db.selectFrom('mails').select('id').where('to', '=', email).execute();
    return users.length + mails.length;
  }
  const counts = async () => {
    const row = async (t: 'users' | 'mails' | 'auth_codes' | 'companies' | 'notifications' | 'events') =>
      Number((await s.db.selectFrom(t).select((eb) => eb.fn.countAll<string>().as('c')).executeTakeFirstOrThrow()).c);
    return { users: await row('users'), mails: await row('mails'), codes: await row('auth_codes'), companies: await row('companies'), notifications: await row('notifications'), events: await row('events') };
  };

  const badRegistrations: [string, (email: string) => unknown, RegExp][] = [
    ['missing firstname', (e) => registration(e, { firstname: undefined }), /^firstname: /],
    ['blank lastname', (e) => registration(e, { lastname: '   ' }), /^lastname: Last name is required/],
    ['bad email', () => registration('not-an-email'), /^email: Please enter valid email/],
    ['short password', (e) => registration(e, { password: 'Ab1' }), /^password: Check password requirements!!/],
    ['password without digit', (e) => registration(e, { password: 'Abcdefghij' }), /^password: Check password requirements!!/],
    ['password without uppercase', (e) => registration(e, { password: 'abcdefgh1' }), /^password: Check password requirements!!/],
    ['wrong confirmType', (e) => registration(e, { confirmType: 'LINK' }), /^confirmType: /],
    ['missing meta', (e) => registration(e, { meta: undefined }), /^meta: /],
    ['no business type', (e) => registration(e, { meta: { companyName: 'X', categoryIds: '' } }), /^Please select at least one business type\./],
    ['six business types', (e) => registration(e, { meta: { companyName: 'X', categoryIds: 'cat-1,cat-2,cat-3,cat-4,cat-5,cat-6' } }), /^Please select at most 5/],
    ['unknown business type', (e) => registration(e, { meta: { companyName: 'X', categoryIds: 'cat-1,nope' } }), /^categoryIds: unknown business type 'nope'/],
    ['no company name', (e) => registration(e, { meta: { categoryIds: 'cat-1' } }), /^Company Name is required!!/],
    ['body not an object', () => [1, 2], /^body: /],
  ];

  it.each(badRegistrations)('registration with %s: 400 naming the field, nothing written', async (_name, body, message) => {
    const email = freshEmail('bad');
    const before = await counts();
    const r = await api.post('/api/v1/company/users', body(email));
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(message);
    expect(await writtenFor(email)).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it('a professional may register without a company name', async () => {
    const email = freshEmail('pro');
    const r = await api.post('/api/v1/company/users', registration(email, { meta: { categoryIds: 'cat-8' } }));
    expect(r.status).toBe(201);
  });

  it('answers 400 for a body that is not JSON, and for bad auth requests', async () => {
    expect(await api.call('POST', '/api/v1/company/auth', undefined, undefined, '{"type":')).toEqual({ status: 400, body: { message: 'body: not valid JSON' } });
    expect((await api.auth('LOGIN', { email: 'a@b.c' })).body.message).toMatch(/^data\.password: /);
    expect((await api.auth('CONFIRM_EMAIL_WITH_CODE', { email: 'a@b.c', confirmCode: '12a456' })).body).toEqual({ message: 'data.confirmCode: Please enter 6 digits code' });
    expect((await api.auth('SOCIAL', {})).body.message).toMatch(/^type: /);
    expect((await api.call('POST', '/api/v1/company/auth')).status).toBe(400);
  });

  it('answers 400 for bad queries and params', async () => {
    const { accessToken } = await login(api, 'alice@mtz.test', 'Alice123!');
    expect((await api.get('/api/v1/alert/events?afterSeq=-1', accessToken)).body.message).toMatch(/^afterSeq: /);
    expect((await api.get('/api/v1/alert/notifications?limit=1000', accessToken)).body.message).toMatch(/^limit: /);
    expect((await api.get('/api/v1/alert/notifications/stats?hasRead=maybe', accessToken)).body.message).toMatch(/^hasRead: /);
    expect((await api.patch('/api/v1/alert/notifications/x', { hasRead: 'yes' }, accessToken)).body.message).toMatch(/^hasRead: /);
    expect((await api.get('/api/v1/alert/dev/mails')).body.message).toMatch(/^to: /);
  });

  it('company creation: 400 for bad input and nothing written', async () => {
    const m = await newMember(api);
    const before = await counts();
    for (const body of [{ name: '', categoryIds: ['cat-1'] }, { name: 'X', categoryIds: [] }, { name: 'X' }, { name: 'X', categoryIds: ['zzz'] }]) {
      const r = await api.post('/api/v1/company/companies', body, m.accessToken);
      expect(r.status).toBe(400);
      expect(r.body.message).toEqual(expect.any(String));
    }
    expect(await counts()).toEqual(before);
  });

  it('never answers 500 to arbitrary JSON (property)', async () => {
    const paths = ['/api/v1/company/auth', '/api/v1/company/users'];
    const authTypes = fc.constantFrom('LOGIN', 'CONFIRM_EMAIL_WITH_CODE', 'RESEND_CONFIRM_EMAIL_WITH_CODE', 'REFRESH_TOKEN', 'RESET_PASSWORD', 'RESET_PASSWORD_WITH_CODE', 'X');
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({ type: authTypes, data: fc.dictionary(fc.constantFrom('email', 'password', 'confirmCode', 'refreshToken'), fc.oneof(fc.string(), fc.integer(), fc.constant(null))) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), body, async (path, b) => {
        const r = await api.post(path, b);
        expect(r.status).toBeGreaterThanOrEqual(200);
        expect(r.status).toBeLessThan(500);
        if (r.status >= 400) expect(typeof r.body.message).toBe('string');
      }),
      { numRuns: 60 },
    );
    expect(s.serverErrors()).toBe(0);
  });

  it('answers 401 without a valid token on every signed-in route', async () => {
    const signedIn = s.routes.filter((r) => r.auth !== 'none');
    expect(signedIn.length).toBeGreaterThanOrEqual(6);
    for (const r of signedIn) {
      const path = r.path.replace('{id}', 'some-id');
      for (const token of [undefined, 'garbage', 'a.b.c']) {
        const res = await api.call(r.method.toUpperCase(), path, r.method === 'get' ? undefined : {}, token);
        expect([r.method, path, res.status]).toEqual([r.method, path, 401]);
      }
    }
  });

  it('lets only a site admin create notifications (403, nothing written)', async () => {
    const alice = await login(api, 'alice@mtz.test', 'Alice123!');
    const bob = await login(api, 'bob@mtz.test', 'Bob12345!');
    const bobUser = (await api.get('/api/v1/company/user', bob.accessToken)).body;
    const before = await counts();
    expect(await api.post('/api/v1/alert/notifications', { receiverId: bobUser.id, content: 'hi' }, alice.accessToken)).toEqual({
      status: 403,
      body: { message: 'Only a site admin may do this' },
    });
    expect(await counts()).toEqual(before);
  });

  it('lets only the receiver update a notification, and counts only own notifications', async () => {
    const admin = await login(api, 'admin@mtz.test', 'Admin123!');
    const a = await newMember(api, 'receiver');
    const b = await newMember(api, 'other');
    const n = await api.post('/api/v1/alert/notifications', { receiverId: a.id, content: 'for a' }, admin.accessToken);
    expect(n.status).toBe(201);
    expect((await api.patch(`/api/v1/alert/notifications/${n.body.id}`, { hasRead: true }, b.accessToken)).status).toBe(403);
    expect((await api.patch('/api/v1/alert/notifications/does-not-exist', { hasRead: true }, b.accessToken)).status).toBe(404);
    expect((await api.get(`/api/v1/alert/notifications/stats?receiverIds=${a.id}`, b.accessToken)).status).toBe(403);
    expect((await api.get('/api/v1/alert/notifications', b.accessToken)).body).toEqual([]);
    expect((await api.get(`/api/v1/alert/notifications/stats?receiverIds=${a.id}&hasRead=false`, admin.accessToken)).body).toEqual({ all: { count: 1 } });
  });

  it('answers unknown /api paths with 404 {message}', async () => {
    expect((await api.get('/api/v1/company/nope')).status).toBe(404);
    expect((await api.get('/api/v1/company/nope')).body.message).toEqual(expect.any(String));
    expect((await api.call('DELETE', '/api/v1/company/users')).status).toBe(404);
  });

  it('publishes an OpenAPI 3.1 document listing every route with its schemas', async () => {
    const r = await api.get('/api/v1/openapi.json');
    expect(r.status).toBe(200);
    expect(r.body.openapi).toBe('3.1.0');
    const listed = Object.entries(r.body.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    expect(listed.sort()).toEqual(s.routes.map((rt) => `${rt.method} ${rt.path}`).sort());
    for (const want of [
      'post /api/v1/company/auth', 'post /api/v1/company/users', 'get /api/v1/company/user', 'post /api/v1/company/companies',
      'get /api/v1/company/categories', 'get /api/v1/alert/notifications', 'get /api/v1/alert/notifications/stats',
      'post /api/v1/alert/notifications', 'patch /api/v1/alert/notifications/{id}', 'get /api/v1/alert/events', 'get /api/v1/alert/dev/mails',
      'get /api/v1/openapi.json',
    ]) expect(listed).toContain(want);
    const reg = r.body.paths['/api/v1/company/users'].post;
    expect(reg.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['firstname', 'lastname', 'email', 'password']));
    expect(r.body.paths['/api/v1/alert/notifications'].post.responses['403']).toBeDefined();
  });

  it('ended no request in a 500', () => {
    expect(s.serverErrors()).toBe(0);
  });
});

// Social sign-in (spec 7: the auth request {socialToken, type GOOGLE or LINKEDIN, redirectUrl}) against a local
// OpenID Connect provider (oauth2-mock-server) through openid-client: PKCE and state, the ID token's nonce and
// audience, a first sign-in creating an activated account, later ones signing in to it, an e-mail registered with a
// password linked only with that password or a mailed code, and a provider that is not configured answering 404.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, freshEmail, latestCode, newMember, type Api, type TestServer } from './harness';
import { providerAnswer, REDIRECT, socialSignIn, startMockProvider } from './social/mock-provider';

const AUTH = '/api/v1/company/auth';

describe.each(backends())('social sign-in on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let provider: Awaited<ReturnType<typeof startMockProvider>>;

  beforeAll(async () => {
    provider = await startMockProvider();
    Object.assign(process.env, { GOOGLE_CLIENT_ID: 'mtz-test', GOOGLE_CLIENT_SECRET: 'mtz-secret', GOOGLE_ISSUER: provider.issuer });
    delete process.env.LINKEDIN_CLIENT_ID;
    s = await backend.start();
    api = client(s);
  });
  afterAll(async () => {
    await s?.close();
    await provider?.stop();
    for (const k of ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_ISSUER']) delete process.env[k];
  });

  const userCount = async (email: string) => (await s.db.selectFrom('users').select('id').where('email', '=', email).execute()).length;
  const flowCount = async () => Number((await s.db.selectFrom('social_flows').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  it('lists only the configured providers; an unconfigured one is 404 at start and at the auth request', async () => {
    expect((await api.get('/api/v1/company/auth/social/providers')).body).toEqual({ providers: [{ type: 'GOOGLE', name: 'Google' }] });
    const start = await api.post('/api/v1/company/auth/social/start', { type: 'LINKEDIN', redirectUrl: 'http://localhost:4315/auth/linkedin' });
    expect(start).toMatchObject({ status: 404, body: { message: 'LinkedIn sign-in is not configured' } });
    expect((await api.post(AUTH, { type: 'LINKEDIN', socialToken: 'x', redirectUrl: 'http://localhost:4315/auth/linkedin?code=1&state=2' })).status).toBe(404);
  });

  it('starts the authorization-code flow with PKCE (S256), state and nonce, to the callback page only', async () => {
    const { authorizationUrl } = await providerAnswer(api);
    const q = authorizationUrl.searchParams;
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('redirect_uri')).toBe(REDIRECT);
    expect(q.get('scope')).toBe('openid email profile');
    const before = await flowCount();
    for (const redirectUrl of ['http://localhost:4315/me', 'javascript:alert(1)', 'not a url', 'http://localhost:4315/auth/google?x=1']) {
      const r = await api.post('/api/v1/company/auth/social/start', { type: 'GOOGLE', redirectUrl });
      expect(r.status, redirectUrl).toBe(400);
    }
    expect(await flowCount()).toBe(before);
  });

  it('a first sign-in creates an activated account with the verified e-mail; the second signs in to the same account', async () => {
    const email = freshEmail('social');
    provider.as({ sub: `g-${randomUUID()}`, email, given_name: 'Grace', family_name: 'Hopper' });
    const first = await socialSignIn(api);
    expect(first).toMatchObject({ status: 200, body: { message: 'Account created', email } });
    const me = (await api.get('/api/v1/company/user', first.body.accessToken)).body;
    expect(me).toMatchObject({ email, firstname: 'Grace', lastname: 'Hopper', activated: true, companyIds: [] });
    expect((await api.get('/api/v1/company/user/social-links', first.body.accessToken)).body).toEqual([{ type: 'GOOGLE', email, createdAt: expect.any(Number) }]);

    const second = await socialSignIn(api);
    expect(second).toMatchObject({ status: 200, body: { message: 'Signed in' } });
    expect((await api.get('/api/v1/company/user', second.body.accessToken)).body.id).toBe(me.id);
    expect(await userCount(email)).toBe(1);
  });

  it('refuses a state that is not the flow\'s, a replayed socialToken, and an answer for another page; nothing is created', async () => {
    const email = freshEmail('state');
    provider.as({ sub: `g-${randomUUID()}`, email });
    const { socialToken, callback } = await providerAnswer(api);
    const tampered = new URL(callback);
    tampered.searchParams.set('state', 'not-the-state');
    expect(await api.post(AUTH, { type: 'GOOGLE', socialToken, redirectUrl: tampered.href })).toMatchObject({ status: 400, body: { message: 'Google login failed' } });
    // the flow is used up by the refused try: the genuine answer cannot be replayed after it
    expect((await api.post(AUTH, { type: 'GOOGLE', socialToken, redirectUrl: callback })).status).toBe(400);

    const other = await providerAnswer(api);
    const elsewhere = new URL(other.callback);
    elsewhere.pathname = '/auth/linkedin';
    expect((await api.post(AUTH, { type: 'GOOGLE', socialToken: other.socialToken, redirectUrl: elsewhere.href })).status).toBe(400);
    const third = await providerAnswer(api);
    expect((await api.post(AUTH, { type: 'GOOGLE', socialToken: 'someone-elses', redirectUrl: third.callback })).status).toBe(400);
    // the provider's own refusal (the user cancelled): an error answer instead of a code
    expect((await api.post(AUTH, { type: 'GOOGLE', socialToken: third.socialToken, redirectUrl: `${REDIRECT}?error=access_denied&state=${new URL(third.callback).searchParams.get('state')}` })))
      .toMatchObject({ status: 400, body: { message: 'Google login failed' } });
    expect(await userCount(email)).toBe(0);
  });

  it('validates the ID token: a wrong nonce, another audience or an unverified e-mail is refused', async () => {
    const email = freshEmail('idtoken');
    for (const bad of [{ nonce: 'another-nonce' }, { aud: 'another-client' }, { email_verified: false }]) {
      provider.as({ sub: `g-${randomUUID()}`, email, ...bad });
      expect(await socialSignIn(api), JSON.stringify(bad)).toMatchObject({ status: 400, body: { message: 'Google login failed' } });
    }
    expect(await userCount(email)).toBe(0);
  });

  it('an e-mail registered with a password is linked only with that password', async () => {
    const member = await newMember(api, 'linkme');
    const sub = `g-${randomUUID()}`;
    provider.as({ sub, email: member.email });
    const { socialToken, callback } = await providerAnswer(api);
    const asked = await api.post(AUTH, { type: 'GOOGLE', socialToken, redirectUrl: callback });
    expect(asked).toMatchObject({ status: 409, body: { message: expect.stringContaining('Enter the account\'s password') } });
    expect(asked.body.accessToken).toBeUndefined();
    const wrong = await api.post('/api/v1/company/auth/social/link', { socialToken, password: 'Wrong1234' });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid login' } });
    expect(await s.db.selectFrom('social_links').select('subject').where('subject', '=', sub).execute()).toEqual([]);
    expect((await api.post('/api/v1/company/auth/social/link', { socialToken: 'forged', password: member.password })).status).toBe(400);

    const linked = await api.post('/api/v1/company/auth/social/link', { socialToken, password: member.password });
    expect(linked).toMatchObject({ status: 200, body: { message: 'Signed in' } });
    expect((await api.get('/api/v1/company/user', linked.body.accessToken)).body.id).toBe(member.id);
    // the handle is used up; the next sign-in with the provider goes straight in
    expect((await api.post('/api/v1/company/auth/social/link', { socialToken, password: member.password })).status).toBe(400);
    const again = await socialSignIn(api);
    expect(again).toMatchObject({ status: 200, body: { message: 'Signed in' } });
    expect((await api.get('/api/v1/company/user', again.body.accessToken)).body.id).toBe(member.id);
    expect(await userCount(member.email)).toBe(1);
  });

  it('an e-mailed code links instead of the password: a wrong or expired code is refused, the right one links', async () => {
    const member = await newMember(api, 'linkcode');
    provider.as({ sub: `g-${randomUUID()}`, email: member.email });
    const { socialToken, callback } = await providerAnswer(api);
    expect((await api.post(AUTH, { type: 'GOOGLE', socialToken, redirectUrl: callback })).status).toBe(409);
    const L = '/api/v1/company/auth/social/link';
    expect((await api.post(`${L}/code`, { socialToken: 'forged' })).status).toBe(400);
    expect(await api.post(`${L}/code`, { socialToken })).toMatchObject({ status: 200, body: { message: 'New 6-digit code sent' } });
    const stale = await latestCode(api, member.email);
    s.clock.advance(5 * 60_000 + 1);
    expect(await api.post(L, { socialToken, code: stale })).toMatchObject({ status: 400, body: { message: 'Code expired. Please request a new code' } });
    expect((await api.post(`${L}/code`, { socialToken })).status).toBe(200);
    const code = await latestCode(api, member.email);
    expect(await api.post(L, { socialToken, code: code === '000000' ? '111111' : '000000' })).toMatchObject({ status: 400, body: { message: 'Invalid code' } });
    for (const bad of [{ socialToken }, { socialToken, code, password: member.password }, { socialToken, code: '12ab56' }]) expect((await api.post(L, bad)).status, JSON.stringify(bad)).toBe(400);
    const linked = await api.post(L, { socialToken, code });
    expect(linked).toMatchObject({ status: 200, body: { message: 'Signed in', email: member.email } });
    expect((await api.get('/api/v1/company/user', linked.body.accessToken)).body.id).toBe(member.id);
    expect((await socialSignIn(api)).body.message).toBe('Signed in');
  });

  it('five wrong passwords end the link attempt', async () => {
    const member = await newMember(api, 'linktries');
    provider.as({ sub: `g-${randomUUID()}`, email: member.email });
    const { socialToken, callback } = await providerAnswer(api);
    expect((await api.post(AUTH, { type: 'GOOGLE', socialToken, redirectUrl: callback })).status).toBe(409);
    for (let i = 0; i < 5; i++) expect((await api.post('/api/v1/company/auth/social/link', { socialToken, password: `Wrong${i}abc` })).status).toBe(401);
    expect((await api.post('/api/v1/company/auth/social/link', { socialToken, password: member.password })).status).toBe(400);
  });

  it('hostile values in every field are refused with a 4xx, never a 5xx', async () => {
    const hostile = ['', ' ', 'x'.repeat(5000), '\u0000', '%00', 'http://', 'http://localhost:4315/auth/google#frag', 'http://u:p@localhost/auth/google', '\ud800', '<script>', 'http://localhost:4315/auth/google?code=%ZZ&state=%'];
    const errorsBefore = s.serverErrors();
    for (const h of hostile) {
      for (const [path, body] of [
        ['/api/v1/company/auth/social/start', { type: 'GOOGLE', redirectUrl: h }],
        [AUTH, { type: 'GOOGLE', socialToken: h, redirectUrl: REDIRECT }],
        [AUTH, { type: 'GOOGLE', socialToken: 'x', redirectUrl: h }],
        ['/api/v1/company/auth/social/link', { socialToken: h, password: h }],
        ['/api/v1/company/auth/social/link/code', { socialToken: h }],
      ] as const) {
        const r = await api.post(path, body);
        expect(r.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
        expect(r.status).toBeLessThan(500);
      }
    }
    const { socialToken, callback } = await providerAnswer(api);
    expect((await api.post(AUTH, { type: 'GOOGLE', socialToken, redirectUrl: `${callback}&code=${'9'.repeat(3000)}` })).status).toBe(400);
    expect(s.serverErrors()).toBe(errorsBefore);
  });

  it('bad auth requests are 400 with a message', async () => {
    for (const bad of [{ type: 'GOOGLE' }, { type: 'GOOGLE', socialToken: '', redirectUrl: REDIRECT }, { type: 'GOOGLE', socialToken: 'x', redirectUrl: REDIRECT, extra: 1 }, { type: 'FACEBOOK', socialToken: 'x', redirectUrl: REDIRECT }]) {
      const r = await api.post(AUTH, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.message).toMatch(/\w/);
    }
  });
});

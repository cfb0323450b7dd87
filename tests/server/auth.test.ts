// Auth rules of the company service (common brief, spec sections 5 and 7), on every backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, freshEmail, latestCode, login, newMember, PASSWORD, registration, type Api, type TestServer } from './harness';

describe.each(backends())('auth on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  beforeAll(async () => {
    s = await backend.start();
    api = client(s);
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  async function register(email = freshEmail()) {
    const r = await api.post('/api/v1/company/users', registration(email));
    expect(r.status).toBe(201);
    return { email, id: r.body.id as string };
  }

  it('registers an inactive user and mails a code that is the only 6-digit number of subject and text', async () => {
    const email = freshEmail();
    const r = await api.post('/api/v1/company/users', registration(email.toUpperCase()));
    expect(r).toEqual({ status: 201, body: { id: expect.any(String), email } });
    const mails = await api.get(`/api/v1/alert/dev/mails?to=${email}`);
    expect(mails.body).toHaveLength(1);
    const [mail] = mails.body;
    const code = mail.text.match(/\b\d{6}\b/g);
    expect(code).toHaveLength(1);
    expect(mail.subject.match(/\b\d{6}\b/g)).toEqual(code);
    expect(await api.auth('LOGIN', { email, password: PASSWORD })).toEqual({
      status: 403,
      body: { message: 'Account is not activated. Please confirm your email.' },
    });
  });

  it('answers a second registration of the same e-mail as a first one (no enumeration: the mail tells the owner)', async () => {
    const { email, id } = await register();
    const again = await api.post('/api/v1/company/users', registration(email));
    expect(again).toEqual({ status: 201, body: { id: expect.any(String), email } });
    expect(again.body.id).not.toBe(id);
  });

  it('confirms with the right code: activated and signed in', async () => {
    const { email } = await register();
    expect(await api.auth('CONFIRM_EMAIL_WITH_CODE', { email, confirmCode: '000000' === (await latestCode(api, email)) ? '111111' : '000000' })).toEqual({
      status: 400,
      body: { message: 'Invalid code' },
    });
    const ok = await api.auth('CONFIRM_EMAIL_WITH_CODE', { email, confirmCode: await latestCode(api, email) });
    expect(ok.status).toBe(200);
    const me = await api.get('/api/v1/company/user', ok.body.accessToken);
    expect(me.body).toMatchObject({ email, activated: true, firstname: 'Test', admin: false, planLabel: 'Free' });
    // the code is consumed
    expect((await api.auth('CONFIRM_EMAIL_WITH_CODE', { email, confirmCode: await latestCode(api, email) })).body).toEqual({ message: 'Invalid code' });
  });

  it('allows 5 wrong tries; after that even the right code is refused until a new one is sent', async () => {
    const { email } = await register();
    const code = await latestCode(api, email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      expect((await api.auth('CONFIRM_EMAIL_WITH_CODE', { email, confirmCode: wrong })).body).toEqual({ message: 'Invalid code' });
    }
    expect(await api.auth('CONFIRM_EMAIL_WITH_CODE', { email, confirmCode: code })).toEqual({
      status: 400,
      body: { message: 'Too many wrong tries. Please request a new code' },
    });
    expect((await api.auth('RESEND_CONFIRM_EMAIL_WITH_CODE', { email })).body).toEqual({ message: 'New 6-digit code sent' });
    expect((await api.auth('CONFIRM_EMAIL_WITH_CODE', { email, confirmCode: await latestCode(api, email) })).status).toBe(200);
  });

  it('expires a code after 5 minutes (injected clock)', async () => {
    const a = await register();
    const b = await register();
    s.clock.advance(5 * 60 * 1000 - 1000);
    expect((await api.auth('CONFIRM_EMAIL_WITH_CODE', { email: a.email, confirmCode: await latestCode(api, a.email) })).status).toBe(200);
    s.clock.advance(1000);
    expect(await api.auth('CONFIRM_EMAIL_WITH_CODE', { email: b.email, confirmCode: await latestCode(api, b.email) })).toEqual({
      status: 400,
      body: { message: 'Code expired. Please request a new code' },
    });
  });

  it('re-sending kills the old code', async () => {
    const { email } = await register();
    const old = await latestCode(api, email);
    await api.auth('RESEND_CONFIRM_EMAIL_WITH_CODE', { email });
    const fresh = await latestCode(api, email);
    const mails = await api.get(`/api/v1/alert/dev/mails?to=${email}`);
    expect(mails.body).toHaveLength(2);
    if (old !== fresh) {
      expect((await api.auth('CONFIRM_EMAIL_WITH_CODE', { email, confirmCode: old })).body).toEqual({ message: 'Invalid code' });
    }
    expect((await api.auth('CONFIRM_EMAIL_WITH_CODE', { email, confirmCode: fresh })).status).toBe(200);
  });

  it('answers resend and reset the same for unknown addresses, and mails nothing', async () => {
    const email = freshEmail('ghost');
    expect((await api.auth('RESEND_CONFIRM_EMAIL_WITH_CODE', { email })).body).toEqual({ message: 'New 6-digit code sent' });
    expect((await api.auth('RESET_PASSWORD', { email })).body).toEqual({ message: 'Password reset code sent' });
    expect((await api.get(`/api/v1/alert/dev/mails?to=${email}`)).body).toEqual([]);
  });

  it("says 'Invalid login' for a wrong password and for an unknown e-mail", async () => {
    const m = await newMember(api);
    expect(await api.auth('LOGIN', { email: m.email, password: 'Wrong1234' })).toEqual({ status: 401, body: { message: 'Invalid login' } });
    expect(await api.auth('LOGIN', { email: freshEmail('nobody'), password: PASSWORD })).toEqual({ status: 401, body: { message: 'Invalid login' } });
    expect((await api.auth('LOGIN', { email: m.email.toUpperCase(), password: PASSWORD })).status).toBe(200);
  });

  it('signs in every demo login of the README', async () => {
    for (const [email, password, admin] of [['admin@mtz.test', 'Admin123!', true], ['alice@mtz.test', 'Alice123!', false], ['bob@mtz.test', 'Bob12345!', false]] as const) {
      const t = await login(api, email, password);
      const me = await api.get('/api/v1/company/user', t.accessToken);
      expect(me.body).toMatchObject({ email, admin, activated: true });
      if (!admin) expect(me.body.companyIds).toHaveLength(1);
    }
  });

  it('rotates refresh tokens; a reused one is refused and revokes the whole family', async () => {
    const m = await newMember(api);
    const r1 = await api.auth('REFRESH_TOKEN', { refreshToken: m.refreshToken });
    expect(r1.status).toBe(200);
    expect(r1.body.refreshToken).not.toBe(m.refreshToken);
    expect((await api.get('/api/v1/company/user', r1.body.accessToken)).status).toBe(200);
    const r2 = await api.auth('REFRESH_TOKEN', { refreshToken: r1.body.refreshToken });
    expect(r2.status).toBe(200);
    // the first token again: refused, and the family (including the newest token) dies
    expect(await api.auth('REFRESH_TOKEN', { refreshToken: m.refreshToken })).toEqual({ status: 401, body: { message: 'Invalid refresh token' } });
    expect((await api.auth('REFRESH_TOKEN', { refreshToken: r2.body.refreshToken })).status).toBe(401);
    // another session of the same user is untouched
    const other = await login(api, m.email, PASSWORD);
    expect((await api.auth('REFRESH_TOKEN', { refreshToken: other.refreshToken })).status).toBe(200);
    expect((await api.auth('REFRESH_TOKEN', { refreshToken: 'not-a-token' })).status).toBe(401);
  });

  it('expires access tokens after 15 minutes; a refresh gives a working one', async () => {
    const m = await newMember(api);
    s.clock.advance(15 * 60 * 1000);
    expect(await api.get('/api/v1/company/user', m.accessToken)).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    const r = await api.auth('REFRESH_TOKEN', { refreshToken: m.refreshToken });
    expect((await api.get('/api/v1/company/user', r.body.accessToken)).status).toBe(200);
  });

  it('resets a password with a mailed code; old password and old sessions stop working', async () => {
    const m = await newMember(api);
    expect((await api.auth('RESET_PASSWORD', { email: m.email })).body).toEqual({ message: 'Password reset code sent' });
    const code = await latestCode(api, m.email);
    const wrong = code === '999999' ? '888888' : '999999';
    expect(await api.auth('RESET_PASSWORD_WITH_CODE', { email: m.email, confirmCode: wrong, password: 'NewSecret9' })).toEqual({
      status: 400,
      body: { message: 'Invalid code' },
    });
    expect((await api.auth('RESET_PASSWORD_WITH_CODE', { email: m.email, confirmCode: code, password: 'weak' })).status).toBe(400);
    expect(await api.auth('RESET_PASSWORD_WITH_CODE', { email: m.email, confirmCode: code, password: 'NewSecret9' })).toEqual({
      status: 200,
      body: { message: 'Password updated' },
    });
    expect((await api.auth('LOGIN', { email: m.email, password: PASSWORD })).status).toBe(401);
    expect((await api.auth('LOGIN', { email: m.email, password: 'NewSecret9' })).status).toBe(200);
    expect((await api.auth('REFRESH_TOKEN', { refreshToken: m.refreshToken })).status).toBe(401);
  });

  it('reset codes expire after 5 minutes too', async () => {
    const m = await newMember(api);
    await api.auth('RESET_PASSWORD', { email: m.email });
    const code = await latestCode(api, m.email);
    s.clock.advance(5 * 60 * 1000);
    expect((await api.auth('RESET_PASSWORD_WITH_CODE', { email: m.email, confirmCode: code, password: 'NewSecret9' })).body).toEqual({
      message: 'Code expired. Please request a new code',
    });
  });

  it('creates a company owned by the caller', async () => {
    const m = await newMember(api);
    const r = await api.post('/api/v1/company/companies', { name: 'Nordic Bolts', categoryIds: ['cat-1'] }, m.accessToken);
    expect(r).toEqual({ status: 201, body: { id: expect.any(String), name: 'Nordic Bolts', profileName: expect.stringMatching(/^nordic-bolts/), ownerId: m.id } });
    expect((await api.get('/api/v1/company/user', m.accessToken)).body.companyIds).toEqual([r.body.id]);
  });

  it('lists the business types for sign-up', async () => {
    const r = await api.get('/api/v1/company/categories');
    expect(r.body.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Manufacturer', 'Wholesaler', 'Professional']));
  });
});

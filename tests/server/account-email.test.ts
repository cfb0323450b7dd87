// E-mail change of the member's own account (/me/account): asked with the current password, confirmed by the
// 6-digit code mailed to the NEW address; the address changes only after the right code; the old address is told.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, freshEmail, latestCode, newMember, PASSWORD, registration, type Api, type TestServer } from './harness';

const ME = '/api/v1/company/user';

describe.each(backends())('e-mail change on $name', (backend) => {
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

  const emailOf = async (id: string) => (await s.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
  const mails = async (to: string) => (await api.get<{ subject: string; text: string }[]>(`/api/v1/alert/dev/mails?to=${encodeURIComponent(to)}`)).body;

  it('mails a code to the new address and changes the e-mail only when it comes back; the old address is told', async () => {
    const m = await newMember(api);
    const next = freshEmail('next');
    const asked = await api.post(`${ME}/email`, { password: PASSWORD, email: next.toUpperCase() }, m.accessToken);
    expect(asked).toEqual({ status: 200, body: { message: `A 6-digit code was sent to ${next}` } });
    expect(await emailOf(m.id)).toBe(m.email);
    const code = await latestCode(api, next);
    const done = await api.post(`${ME}/email/confirm`, { code }, m.accessToken);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: m.id, email: next });
    expect(await emailOf(m.id)).toBe(next);
    expect((await mails(m.email))[0]).toMatchObject({ subject: 'The e-mail of your MTZ account was changed' });
    expect((await mails(m.email))[0]?.text).toContain(next);
    // sign-in with the new address, not the old one
    expect((await api.auth('LOGIN', { email: next, password: PASSWORD })).status).toBe(200);
    expect((await api.auth('LOGIN', { email: m.email, password: PASSWORD })).status).toBe(401);
    // the code was consumed
    expect((await api.post(`${ME}/email/confirm`, { code }, m.accessToken)).body).toEqual({ message: 'Invalid code' });
  });

  it('refuses a wrong password, its own address, an address in use and bad input, writing nothing and mailing nothing', async () => {
    const m = await newMember(api);
    const other = await newMember(api, 'other');
    const next = freshEmail('next');
    const cases: [unknown, number, string][] = [
      [{ password: 'Wrong-pass-1', email: next }, 400, 'Invalid password'],
      [{ password: PASSWORD, email: m.email }, 400, 'This is already the e-mail of your account'],
      [{ password: PASSWORD, email: other.email }, 409, 'Email is already registered'],
      [{ password: PASSWORD, email: 'not-an-address' }, 400, 'Please enter valid email'],
      [{ password: '', email: next }, 400, 'Enter your current password'],
      [{ email: next }, 400, ''],
      [{ password: PASSWORD, email: next, extra: 1 }, 400, ''],
    ];
    for (const [body, status, message] of cases) {
      const r = await api.post(`${ME}/email`, body, m.accessToken);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(r.body)).toContain(message);
    }
    expect(await mails(next)).toEqual([]);
    expect(await s.db.withTables<{ account_codes: { user_id: string } }>().selectFrom('account_codes').select('user_id').where('user_id', '=', m.id).execute()).toEqual([]);
    expect(await emailOf(m.id)).toBe(m.email);
    expect((await api.post(`${ME}/email`, { password: PASSWORD, email: next })).status).toBe(401);
  });

  it('answers a wrong code, a bad code and an expired code with the wording for codes, changing nothing', async () => {
    const m = await newMember(api);
    const next = freshEmail('next');
    await api.post(`${ME}/email`, { password: PASSWORD, email: next }, m.accessToken);
    const code = await latestCode(api, next);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await api.post(`${ME}/email/confirm`, { code: wrong }, m.accessToken)).toEqual({ status: 400, body: { message: 'Invalid code' } });
    expect((await api.post(`${ME}/email/confirm`, { code: '12ab' }, m.accessToken)).body).toEqual({ message: 'code: Please enter 6 digits code' });
    s.clock.advance(5 * 60 * 1000);
    expect(await api.post(`${ME}/email/confirm`, { code }, m.accessToken)).toEqual({ status: 400, body: { message: 'Code expired. Please request a new code' } });
    expect(await emailOf(m.id)).toBe(m.email);
  });

  it('stops after 5 wrong tries, and a code of another member does not work', async () => {
    const m = await newMember(api);
    const b = await newMember(api, 'b');
    const next = freshEmail('next');
    await api.post(`${ME}/email`, { password: PASSWORD, email: next }, m.accessToken);
    const code = await latestCode(api, next);
    expect((await api.post(`${ME}/email/confirm`, { code }, b.accessToken)).body).toEqual({ message: 'Invalid code' });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await api.post(`${ME}/email/confirm`, { code: wrong }, m.accessToken);
    expect((await api.post(`${ME}/email/confirm`, { code }, m.accessToken)).body).toEqual({ message: 'Too many wrong tries. Please request a new code' });
    expect(await emailOf(m.id)).toBe(m.email);
  });

  it('refuses the confirmation when the address was taken since the code was sent, and keeps the code', async () => {
    const m = await newMember(api);
    const next = freshEmail('next');
    await api.post(`${ME}/email`, { password: PASSWORD, email: next }, m.accessToken);
    const code = await latestCode(api, next);
    const reg = await api.post('/api/v1/company/users', registration(next));
    expect(reg.status).toBe(201);
    expect(await api.post(`${ME}/email/confirm`, { code }, m.accessToken)).toEqual({ status: 409, body: { message: 'Email is already registered' } });
    expect(await emailOf(m.id)).toBe(m.email);
  });
});

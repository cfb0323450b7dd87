// Account removal's confirmation and refusals (/me/account/removal): the password or the code mailed to the account's
// address; a wrong or expired code is answered with the wording for codes; bad input, a site admin account, a wallet
// that still holds money and a payment on its way are refused; every refusal writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, latestCode, login, newMember, PASSWORD, type Api, type TestServer } from './harness';

const ME = '/api/v1/company/user';

describe.each(backends())('account removal: confirmation and refusals on $name', (backend) => {
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

  const userRow = (id: string) => s.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('refuses a wrong password, a wrong or expired code and bad input, writing nothing', async () => {
    const m = await newMember(api);
    const before = await userRow(m.id);
    const cases: [unknown, string][] = [
      [{ password: 'Wrong-pass-1' }, 'Invalid password'],
      [{ code: '000000' }, 'Invalid code'], // no code was asked for
      [{}, ''],
      [{ password: PASSWORD, code: '123456' }, ''],
      [{ code: '12' }, ''],
    ];
    for (const [body, message] of cases) {
      const r = await api.post(`${ME}/removal`, body, m.accessToken);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(r.body)).toContain(message);
    }
    expect(await api.post(`${ME}/removal-code`, {}, m.accessToken)).toEqual({ status: 200, body: { message: 'A 6-digit code was sent to your e-mail' } });
    const code = await latestCode(api, m.email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await api.post(`${ME}/removal`, { code: wrong }, m.accessToken)).toEqual({ status: 400, body: { message: 'Invalid code' } });
    s.clock.advance(5 * 60 * 1000);
    expect(await api.post(`${ME}/removal`, { code }, m.accessToken)).toEqual({ status: 400, body: { message: 'Code expired. Please request a new code' } });
    expect(await userRow(m.id)).toMatchObject({ email: before.email, firstname: before.firstname, profile_name: before.profile_name, deactivated_at: null });
    expect((await api.get(ME, m.accessToken)).status).toBe(200);
    expect((await api.post(`${ME}/removal`, { password: PASSWORD })).status).toBe(401);
  });

  it('removes the account with the mailed code', async () => {
    const m = await newMember(api);
    await api.post(`${ME}/removal-code`, {}, m.accessToken);
    const r = await api.post(`${ME}/removal`, { code: await latestCode(api, m.email) }, m.accessToken);
    expect(r).toEqual({ status: 200, body: { message: 'Your account was removed' } });
    expect((await api.get(ME, m.accessToken)).status).toBe(401);
    expect((await api.auth('LOGIN', { email: m.email, password: PASSWORD })).body).toEqual({ message: 'Invalid login' });
  });

  it('refuses while the wallet holds money or a payment is on its way, and for a site admin', async () => {
    const m = await newMember(api);
    await s.db.insertInto('pay_wallets').values({ user_id: m.id, cents: 250, updated_at: 0 }).execute();
    expect(await api.post(`${ME}/removal`, { password: PASSWORD }, m.accessToken)).toEqual({
      status: 400, body: { message: 'Your wallet still holds money: pay it out before removing your account' },
    });
    await s.db.updateTable('pay_wallets').set({ cents: 0 }).where('user_id', '=', m.id).execute();
    await s.db.insertInto('pay_intents').values({
      id: 'intent-removal', idempotency_key: 'k-removal', buyer_user_id: m.id, cents: 100, card_ref: 'tok', pays_for: JSON.stringify({ op: 'x', args: null }),
      status: 'PENDING', charge_ref: null, message: null, created_at: 0, updated_at: 0,
    }).execute();
    expect((await api.post(`${ME}/removal`, { password: PASSWORD }, m.accessToken)).body).toEqual({ message: 'A payment of yours is still being processed: try again in a few minutes' });
    expect((await userRow(m.id)).deactivated_at).toBeNull();
    const admin = await login(api, 'admin@mtz.test', 'Admin123!');
    expect((await api.post(`${ME}/removal`, { password: 'Admin123!' }, admin.accessToken)).body).toEqual({ message: 'A site admin account cannot be removed' });
    expect((await api.post(`${ME}/removal-code`, {}, admin.accessToken)).status).toBe(400);
  });
});

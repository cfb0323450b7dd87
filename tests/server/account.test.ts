// The member's own account (spec 2 /me/account): name and profile name edits, and the password change that signs
// every other session out at once while the caller goes on with the fresh tokens it is answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, newMember, startPglite, type Api, type TestServer } from './harness';

const ME = '/api/v1/company/user';

describe('my account', () => {
  let s: TestServer;
  let api: Api;
  beforeAll(async () => {
    s = await startPglite();
    api = client(s);
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  const row = (id: string) => s.db.selectFrom('users').select(['firstname', 'lastname', 'profile_name', 'password_hash', 'token_version']).where('id', '=', id).executeTakeFirstOrThrow();

  it('edits first name, last name and profile name', async () => {
    const m = await newMember(api);
    const r = await api.patch(ME, { firstname: ' Ada ', lastname: 'Lovelace', profileName: `ada-${m.id.slice(0, 8)}` }, m.accessToken);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: m.id, firstname: 'Ada', lastname: 'Lovelace', profileName: `ada-${m.id.slice(0, 8)}` });
    expect((await api.get(ME, m.accessToken)).body).toMatchObject({ firstname: 'Ada', lastname: 'Lovelace' });
  });

  it('refuses bad names and a taken profile name, writing nothing', async () => {
    const m = await newMember(api);
    const other = await newMember(api, 'other');
    const taken = (await row(other.id)).profile_name;
    const before = await row(m.id);
    const cases: [unknown, number, string][] = [
      [{ firstname: '  ' }, 400, 'First name is required'],
      [{ lastname: '' }, 400, 'Last name is required'],
      [{ profileName: 'ab' }, 400, 'Profile name must have at least 3 characters'],
      [{ profileName: 'Has Space' }, 400, 'Profile name may only contain lowercase letters, digits and hyphens'],
      [{ profileName: 'x'.repeat(41) }, 400, 'Profile name must have at most 40 characters'],
      [{}, 400, 'Nothing to change'],
      [{ firstname: 'Ok', profileName: taken }, 409, 'Profile name is already taken'],
    ];
    for (const [body, status, message] of cases) {
      const r = await api.patch(ME, body, m.accessToken);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(r.body)).toContain(message);
    }
    expect(await row(m.id)).toEqual(before);
    expect((await api.patch(ME, { firstname: 'X' })).status).toBe(401);
  });

  it('keeps its own profile name when sent again', async () => {
    const m = await newMember(api);
    const own = (await row(m.id)).profile_name;
    expect((await api.patch(ME, { profileName: own }, m.accessToken)).status).toBe(200);
  });

  it('changes the password: other sessions end at once, the caller goes on with fresh tokens', async () => {
    const m = await newMember(api);
    const other = await login(api, m.email, m.password);
    const r = await api.post(`${ME}/password`, { currentPassword: m.password, password: 'Newpass123' }, m.accessToken);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'Password updated', accessToken: expect.any(String), refreshToken: expect.any(String) });
    // the other session: access token refused, refresh refused
    expect((await api.get(ME, other.accessToken)).status).toBe(401);
    expect((await api.auth('REFRESH_TOKEN', { refreshToken: other.refreshToken })).status).toBe(401);
    // the caller's old tokens too; its new ones work and refresh
    expect((await api.get(ME, m.accessToken)).status).toBe(401);
    expect((await api.get(ME, r.body.accessToken)).status).toBe(200);
    expect((await api.auth('REFRESH_TOKEN', { refreshToken: r.body.refreshToken })).status).toBe(200);
    // the passwords
    expect((await api.auth('LOGIN', { email: m.email, password: m.password })).status).toBe(401);
    expect((await api.auth('LOGIN', { email: m.email, password: 'Newpass123' })).status).toBe(200);
  });

  it('keeps the session of the refresh token sent along: its next refresh gives an access token of the new version', async () => {
    const m = await newMember(api);
    const other = await login(api, m.email, m.password);
    const r = await api.post(`${ME}/password`, { currentPassword: m.password, password: 'Newpass123', refreshToken: m.refreshToken }, m.accessToken);
    expect(r).toEqual({ status: 200, body: { message: 'Password updated' } });
    expect((await api.get(ME, m.accessToken)).status).toBe(401);
    expect((await api.auth('REFRESH_TOKEN', { refreshToken: other.refreshToken })).status).toBe(401);
    const refreshed = await api.auth('REFRESH_TOKEN', { refreshToken: m.refreshToken });
    expect(refreshed.status).toBe(200);
    expect((await api.get(ME, refreshed.body.accessToken)).status).toBe(200);
  });

  it('ignores a refresh token that is not a live one of the caller: every session ends, fresh tokens answered', async () => {
    const m = await newMember(api);
    const stranger = await newMember(api, 'stranger');
    const r = await api.post(`${ME}/password`, { currentPassword: m.password, password: 'Newpass123', refreshToken: stranger.refreshToken }, m.accessToken);
    expect(r.body.accessToken).toEqual(expect.any(String));
    expect((await api.auth('REFRESH_TOKEN', { refreshToken: m.refreshToken })).status).toBe(401);
    expect((await api.get(ME, stranger.accessToken)).status).toBe(200);
  });

  it('refuses a wrong current password and a weak or unchanged new one, writing nothing', async () => {
    const m = await newMember(api);
    const before = await row(m.id);
    const cases: [unknown, string][] = [
      [{ currentPassword: 'Wrong1234', password: 'Newpass123' }, 'Invalid password'],
      [{ currentPassword: m.password, password: 'short1A' }, 'Check password requirements!!'],
      [{ currentPassword: m.password, password: 'nouppercase1' }, 'Check password requirements!!'],
      [{ currentPassword: m.password, password: m.password }, 'The new password must differ from the current one'],
      [{ currentPassword: '', password: 'Newpass123' }, 'Enter your current password'],
      [{ password: 'Newpass123' }, ''],
    ];
    for (const [body, message] of cases) {
      const r = await api.post(`${ME}/password`, body, m.accessToken);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(r.body)).toContain(message);
    }
    expect(await row(m.id)).toEqual(before);
    expect((await api.get(ME, m.accessToken)).status).toBe(200);
    expect((await api.post(`${ME}/password`, { currentPassword: m.password, password: 'Newpass123' })).status).toBe(401);
  });
});

// A password reset or an account's deactivation ends its sessions at once: the refresh tokens are revoked, the
// access tokens are refused on the next request (their token version is behind the account's) and on a STOMP
// CONNECT, and open sockets are closed with an ERROR frame, also those held by another server process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TOKEN_REVOKED } from '../../server/src/realtime/stomp-server';
import { backends, client, latestCode, login, newMember, PASSWORD, type Api, type TestServer } from './harness';

const C = '/api/v1/company';

function waitFor(what: string, check: () => boolean, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      if (check()) return resolve();
      if (Date.now() - started > timeoutMs) return reject(new Error(`timed out waiting for ${what}`));
      setTimeout(tick, 10);
    };
    tick();
  });
}

/** A STOMP session over a raw socket: CONNECT with the token, every frame and the close recorded. */
async function socket(s: { url: string }, token: string) {
  const ws = new WebSocket(`${s.url.replace('http', 'ws')}/ws`, ['v12.stomp']);
  const frames: string[] = [];
  let closed = false;
  ws.on('message', (d) => {
    const text = d.toString('utf8');
    if (text.trim() !== '') frames.push(text);
  });
  ws.on('close', () => (closed = true));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(`CONNECT\naccept-version:1.2\nhost:localhost\nAuthorization:Bearer ${token}\nheart-beat:0,0\n\n\0`);
  await waitFor('CONNECTED or ERROR', () => frames.length > 0);
  return { frames, isClosed: () => closed, close: () => ws.close() };
}

const refresh = (api: Api, refreshToken: string) => api.auth('REFRESH_TOKEN', { refreshToken });

describe.each(backends())('token revocation on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let site: string;

  beforeAll(async () => {
    s = await backend.start();
    api = client(s);
    site = (await login(api, 'admin@mtz.test', 'Admin123!')).accessToken;
  }, 240_000);
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  it('a password reset ends every access token, refresh token and open socket of the account at once', async () => {
    const m = await newMember(api, 'reset');
    const second = await login(api, m.email, PASSWORD); // a second device
    const ws = await socket(s, m.accessToken);
    expect(ws.frames[0]).toMatch(/^CONNECTED/);
    expect((await api.get(`${C}/user`, second.accessToken)).status).toBe(200);

    expect((await api.auth('RESET_PASSWORD', { email: m.email })).status).toBe(200);
    const reset = await api.auth('RESET_PASSWORD_WITH_CODE', { email: m.email, confirmCode: await latestCode(api, m.email), password: 'Changed123' });
    expect(reset.body).toEqual({ message: 'Password updated' });

    for (const token of [m.accessToken, second.accessToken]) {
      expect((await api.get(`${C}/user`, token)).status).toBe(401);
      // routes open to visitors answer 401 too, so the client refreshes (and, refused, signs out)
      expect((await api.get(`${C}/company-groups/profile/northern-traders`, token)).status).toBe(401);
    }
    for (const r of [m.refreshToken, second.refreshToken]) expect((await refresh(api, r)).status).toBe(401);
    await waitFor('the socket closed', ws.isClosed);
    expect(ws.frames.at(-1)).toMatch(new RegExp(`^ERROR\\nmessage:${TOKEN_REVOKED}`));
    const again = await socket(s, m.accessToken);
    expect(again.frames[0]).toMatch(/^ERROR\nmessage:Invalid or missing access token/);

    const fresh = await login(api, m.email, 'Changed123');
    expect((await api.get(`${C}/user`, fresh.accessToken)).status).toBe(200);
    const ok = await socket(s, fresh.accessToken);
    expect(ok.frames[0]).toMatch(/^CONNECTED/);
    ok.close();
  });

  it('a wrong reset code ends nothing', async () => {
    const m = await newMember(api, 'wrongcode');
    await api.auth('RESET_PASSWORD', { email: m.email });
    const code = await latestCode(api, m.email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await api.auth('RESET_PASSWORD_WITH_CODE', { email: m.email, confirmCode: wrong, password: 'Changed123' })).status).toBe(400);
    expect((await api.get(`${C}/user`, m.accessToken)).status).toBe(200);
    expect((await refresh(api, m.refreshToken)).status).toBe(200);
  });

  it('deactivation by the site admin (admin portal) ends the sessions and sign-in; reactivation allows sign-in again', async () => {
    const m = await newMember(api, 'deact');
    const other = await newMember(api, 'notadmin');
    const ws = await socket(s, m.accessToken);
    expect(ws.frames[0]).toMatch(/^CONNECTED/);
    const path = `${C}/users/${m.id}`;
    expect((await api.patch(path, { deactivated: true }, other.accessToken)).body).toEqual({ message: 'Only a site admin may do this' });
    expect((await api.patch(path, { deactivated: true })).status).toBe(401);
    expect((await api.get(`${C}/user`, m.accessToken)).status).toBe(200);

    expect((await api.patch(path, { deactivated: true }, site)).body).toEqual({ id: m.id, deactivated: true });
    expect((await api.get(`${C}/user`, m.accessToken)).status).toBe(401);
    expect((await refresh(api, m.refreshToken)).status).toBe(401);
    expect((await api.auth('LOGIN', { email: m.email, password: PASSWORD })).body).toEqual({ message: 'Account is deactivated' });
    await waitFor('the socket closed', ws.isClosed);
    expect(ws.frames.at(-1)).toMatch(new RegExp(`^ERROR\\nmessage:${TOKEN_REVOKED}`));

    expect((await api.patch(path, { deactivated: false }, site)).body).toEqual({ id: m.id, deactivated: false });
    expect((await api.get(`${C}/user`, m.accessToken)).status).toBe(401); // old tokens stay ended
    const back = await login(api, m.email, PASSWORD);
    expect((await api.get(`${C}/user`, back.accessToken)).status).toBe(200);

    expect((await api.patch(`${C}/users/nope`, { deactivated: true }, site)).status).toBe(404);
    const admin = await s.db.selectFrom('users').select('id').where('email', '=', 'admin@mtz.test').executeTakeFirstOrThrow();
    expect((await api.patch(`${C}/users/${admin.id}`, { deactivated: true }, site)).body).toEqual({ message: 'A site admin account cannot be deactivated' });
  });

  it('a token signed without the token version, or with another, is refused', async () => {
    const m = await newMember(api, 'forged');
    const [h, payload, sig] = m.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    expect(claims.ver).toBe(0);
    // a changed payload breaks the signature anyway; the version is checked against the account on each request
    const tampered = [h, Buffer.from(JSON.stringify({ ...claims, ver: 5 })).toString('base64url'), sig].join('.');
    expect((await api.get(`${C}/user`, tampered)).status).toBe(401);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('token revocation across processes on one PostgreSQL', () => {
  it('a password reset through one server closes the socket held by another', async () => {
    const pg = backends().find((x) => x.name === 'postgres')!;
    const a = await pg.start(); // one after the other: the first migrates and seeds an empty database
    const b = await pg.start();
    try {
      const apiA = client(a);
      const m = await newMember(apiA, 'twoproc');
      const ws = await socket(b, m.accessToken);
      expect(ws.frames[0]).toMatch(/^CONNECTED/);
      await apiA.auth('RESET_PASSWORD', { email: m.email });
      await apiA.auth('RESET_PASSWORD_WITH_CODE', { email: m.email, confirmCode: await latestCode(apiA, m.email), password: 'Changed123' });
      await waitFor('the socket on the other server closed', ws.isClosed);
      expect((await client(b).get(`${C}/user`, m.accessToken)).status).toBe(401);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

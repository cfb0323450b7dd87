// Sign-in, code confirmation, resend, reset and registration are rate-limited per account and per client
// address, in PostgreSQL: 429 with Retry-After and "Too many attempts. Please try again in N seconds."
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, tooManyMessage, type RateLimits } from '../../server/src/security/rate-limit';
import { backends, client, freshEmail, registration, startPglite, type Api, type TestServer } from './harness';

const AUTH = '/api/v1/company/auth';

async function raw(s: TestServer, body: unknown, headers: Record<string, string> = {}) {
  const r = await fetch(`${s.url}${AUTH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: r.status, retryAfter: r.headers.get('retry-after'), body: (await r.json()) as { message?: string } };
}
const wrongLogin = (email: string) => ({ type: 'LOGIN', data: { email, password: 'Wrong123!' } });

describe('rate limits with the defaults (a plain start)', () => {
  let s: TestServer;
  const saved = process.env.RATE_LIMITS;
  beforeAll(async () => {
    delete process.env.RATE_LIMITS;
    s = await startPglite({ rateLimits: undefined }); // PGlite only: the default figures; storage and two processes on both below
  });
  afterAll(async () => {
    if (saved !== undefined) process.env.RATE_LIMITS = saved;
    await s.close();
  });

  it('30 wrong passwords in a row for one account: 429 after the limit, also for the right password, until the window ends', async () => {
    const max = DEFAULT_RATE_LIMITS.login.account.max;
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof raw>> | null = null;
    for (let i = 0; i < 30; i++) {
      last = await raw(s, wrongLogin('alice@mtz.test'));
      statuses.push(last.status);
    }
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(401));
    expect(statuses.slice(max)).toEqual(Array(30 - max).fill(429));
    const window = DEFAULT_RATE_LIMITS.login.account.windowSeconds;
    expect(last?.retryAfter).toBe(String(window));
    expect(last?.body.message).toBe(tooManyMessage(window));
    expect(last?.body.message).toBe(`Too many attempts. Please try again in ${window} seconds.`);
    expect((await client(s).auth('LOGIN', { email: 'alice@mtz.test', password: 'Alice123!' })).status).toBe(429);
    // other accounts are not locked by it
    expect((await client(s).auth('LOGIN', { email: 'bob@mtz.test', password: 'Bob12345!' })).status).toBe(200);
    s.clock.advance(window * 1000 - 60_000);
    const later = await raw(s, { type: 'LOGIN', data: { email: 'alice@mtz.test', password: 'Alice123!' } });
    expect(later.status).toBe(429);
    expect(later.retryAfter).toBe('60');
    s.clock.advance(60_000);
    expect((await client(s).auth('LOGIN', { email: 'alice@mtz.test', password: 'Alice123!' })).status).toBe(200);
    expect(s.serverErrors()).toBe(0);
  });
});

describe.each(backends())('rate limits on $name', (backend) => {
  const small: RateLimits = {
    login: { account: { max: 3, windowSeconds: 60 }, address: { max: 8, windowSeconds: 60 } },
    confirm: { account: { max: 3, windowSeconds: 60 }, address: { max: 100, windowSeconds: 60 } },
    resend: { account: { max: 2, windowSeconds: 60 }, address: { max: 100, windowSeconds: 60 } },
    reset: { account: { max: 2, windowSeconds: 60 }, address: { max: 100, windowSeconds: 60 } },
    register: { account: { max: 100, windowSeconds: 60 }, address: { max: 4, windowSeconds: 60 } },
  };
  let s: TestServer;
  let api: Api;
  beforeAll(async () => {
    s = await backend.start({ rateLimits: small, trustProxy: true });
    api = client(s);
  });
  afterAll(async () => {
    await s.close();
  });
  afterEach(() => {
    s.clock.advance(61_000); // every test starts in fresh windows
  });
  // a client address of its own per test (the server trusts X-Forwarded-For here: trustProxy)
  let n = 0;
  const fromAddress = () => ({ 'x-forwarded-for': `10.0.0.${++n}` });

  it('parallel guesses cannot slip through: exactly the limit is answered', async () => {
    const email = freshEmail('parallel');
    const from = fromAddress();
    const answers = await Promise.all(Array.from({ length: 12 }, () => raw(s, wrongLogin(email), from)));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(9);
  });

  it('a success gives the failures back', async () => {
    const from = fromAddress();
    for (let i = 0; i < 2; i++) expect((await raw(s, wrongLogin('bob@mtz.test'), from)).status).toBe(401);
    expect((await raw(s, { type: 'LOGIN', data: { email: 'bob@mtz.test', password: 'Bob12345!' } }, from)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await raw(s, wrongLogin('bob@mtz.test'), from)).status).toBe(401);
    expect((await raw(s, wrongLogin('bob@mtz.test'), from)).status).toBe(429);
  });

  it('per client address: failures spread over many accounts are stopped too', async () => {
    const from = fromAddress();
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await raw(s, wrongLogin(freshEmail('spread')), from)).status);
    expect(statuses).toEqual([...Array(8).fill(401), 429, 429]);
    // another address is not affected
    expect((await raw(s, wrongLogin(freshEmail('spread')), fromAddress())).status).toBe(401);
  });

  it('code confirmation, resend and reset are limited per account', async () => {
    const email = freshEmail('codes');
    expect((await api.post('/api/v1/company/users', registration(email))).status).toBe(201);
    const confirm = [];
    for (let i = 0; i < 4; i++) confirm.push((await raw(s, { type: 'CONFIRM_EMAIL_WITH_CODE', data: { email, confirmCode: '000000' } }, fromAddress())).status);
    expect(confirm.slice(0, 3).every((st) => st === 400)).toBe(true);
    expect(confirm[3]).toBe(429);
    const resend = [];
    for (let i = 0; i < 3; i++) resend.push((await raw(s, { type: 'RESEND_CONFIRM_EMAIL_WITH_CODE', data: { email } }, fromAddress())).status);
    expect(resend).toEqual([200, 200, 429]);
    const reset = [];
    for (let i = 0; i < 3; i++) reset.push((await raw(s, { type: 'RESET_PASSWORD', data: { email: email.toUpperCase() } }, fromAddress())).status);
    expect(reset).toEqual([200, 200, 429]);
  });

  it('registration is limited per client address', async () => {
    const from = fromAddress();
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const r = await fetch(`${s.url}/api/v1/company/users`, { method: 'POST', headers: { 'content-type': 'application/json', ...from }, body: JSON.stringify(registration(freshEmail('reg'))) });
      statuses.push(r.status);
      if (r.status === 429) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });

  it.skipIf(backend.name !== 'postgres')('holds across two server processes on one database', async () => {
    const other = await backend.start({ rateLimits: small, trustProxy: true });
    try {
      const email = freshEmail('two');
      const from = fromAddress();
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await raw(i % 2 ? other : s, wrongLogin(email), from)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await other.close();
    }
  });

  it('ended no request in a 500', () => {
    expect(s.serverErrors()).toBe(0);
  });
});

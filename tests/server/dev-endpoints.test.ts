// Development endpoints (the dev mailbox) are closed on a default start, open only when DEV_ENDPOINTS=1
// says so, and then answer loopback clients only, judged by the socket's address, never a header.
// Without SMTP each mail (with its code) is written to the server log.
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLoopback } from '../../server/src/http/registry';
import { client, freshEmail, registration, startPglite, type TestServer } from './harness';

const MAILBOX = '/api/v1/alert/dev/mails';

/** A GET sent from a given local address (to reach the server through a non-loopback interface). */
function getFrom(localAddress: string, host: string, port: number, path: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ host, port, path, localAddress, headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject).end();
  });
}

const externalIPv4 = Object.values(networkInterfaces()).flat().find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe('development endpoints', () => {
  const servers: TestServer[] = [];
  const saved = { dev: process.env.DEV_ENDPOINTS, env: process.env.NODE_ENV };
  afterEach(async () => {
    process.env.DEV_ENDPOINTS = saved.dev;
    if (saved.dev === undefined) delete process.env.DEV_ENDPOINTS;
    process.env.NODE_ENV = saved.env;
    while (servers.length) await servers.pop()?.close();
    vi.restoreAllMocks();
  });
  // devEndpoints: undefined = as `npm start` decides it, from the environment
  const start = async (opts: Parameters<typeof startPglite>[0] = {}) => {
    const s = await startPglite({ devEndpoints: undefined, ...opts }); // PGlite only: which routes are mounted, not storage
    servers.push(s);
    return s;
  };

  it('a default start has no dev mailbox: 404 like any unknown endpoint, absent from the OpenAPI document', async () => {
    delete process.env.DEV_ENDPOINTS;
    const s = await start();
    const api = client(s);
    const r = await api.get(`${MAILBOX}?to=alice@mtz.test`);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe(`No such endpoint: GET ${MAILBOX}`);
    expect(Object.keys((await api.get('/api/v1/openapi.json')).body.paths)).not.toContain(MAILBOX);
    expect(s.routes.some((rt) => rt.dev)).toBe(false);
  }, 120_000);

  it('DEV_ENDPOINTS=1 opens it to loopback clients; NODE_ENV=production keeps it closed', async () => {
    process.env.DEV_ENDPOINTS = '1';
    const s = await start();
    const api = client(s);
    const email = freshEmail('dev');
    expect((await api.post('/api/v1/company/users', registration(email))).status).toBe(201);
    const r = await api.get(`${MAILBOX}?to=${encodeURIComponent(email)}`);
    expect(r.status).toBe(200);
    expect(r.body[0].text).toMatch(/\b\d{6}\b/);
    process.env.NODE_ENV = 'production';
    const prod = await start();
    expect((await client(prod).get(`${MAILBOX}?to=${encodeURIComponent(email)}`)).status).toBe(404);
  }, 120_000);

  it.skipIf(!externalIPv4)('even when on, a client on another interface gets 404, whatever X-Forwarded-For says', async () => {
    const s = await start({ devEndpoints: true, host: '0.0.0.0' });
    const ip = externalIPv4 as string;
    expect(await getFrom(ip, ip, s.port, '/api/v1/company/categories')).toBe(200); // the interface works
    expect(await getFrom(ip, ip, s.port, `${MAILBOX}?to=alice@mtz.test`)).toBe(404);
    expect(await getFrom(ip, ip, s.port, `${MAILBOX}?to=alice@mtz.test`, { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' })).toBe(404);
    expect(await getFrom('127.0.0.1', '127.0.0.1', s.port, `${MAILBOX}?to=alice@mtz.test`)).toBe(200);
  }, 120_000);

  it('tells loopback addresses from others', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect([a, isLoopback(a)]).toEqual([a, true]);
    for (const a of ['10.0.0.1', '::ffff:10.0.0.1', '::', '0.0.0.0', '128.0.0.1', '::2', '127.0.0.1.evil', '', undefined]) expect([a, isLoopback(a)]).toEqual([a, false]);
  });

  it('without SMTP, a mail and its code are written to the server log', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = await start({ log: true });
    const email = freshEmail('logged');
    expect((await client(s).post('/api/v1/company/users', registration(email))).status).toBe(201);
    const mail = lines.find((l) => l.includes(email));
    expect(mail).toMatch(/Subject: /);
    const stored = await s.db.selectFrom('mails').select('text').where('to', '=', email).executeTakeFirstOrThrow();
    const code = stored.text.match(/\b\d{6}\b/)?.[0];
    expect(code).toBeDefined();
    expect(mail).toContain(code);
  }, 120_000);
});

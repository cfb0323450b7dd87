// An early 401/403/404/413 to a request whose large body the server did not read must not leave a
// keep-alive client with a socket the server then closes: the next request on the same agent
// succeeds.
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startPglite, type TestServer } from './harness';

type Answer = { status: number; headers: IncomingHttpHeaders; body: string; socket: unknown };

function send(agent: Agent, port: number, method: string, path: string, body?: Buffer, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers: { 'content-type': 'application/json', ...headers, ...(body ? { 'content-length': String(body.length) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), socket: req.socket }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (!body) {
      req.end();
      return;
    }
    // written in slices, as a real upload arrives: the server answers long before the last one
    let at = 0;
    const slice = 64 * 1024;
    const more = () => {
      while (at < body.length) {
        const chunk = body.subarray(at, at + slice);
        at += slice;
        if (!req.write(chunk)) {
          req.once('drain', more);
          return;
        }
      }
      req.end();
    };
    req.on('error', () => {});
    more();
  });
}

describe('keep-alive after an early refusal', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startPglite(); // PGlite only: HTTP connection handling, the same on either database
  });
  afterAll(async () => {
    await s.close();
  });

  const big = (mb: number) => Buffer.alloc(Math.round(mb * 1024 * 1024), 'a');
  const cases: [string, string, string, Buffer, number][] = [
    ['401 (no token)', 'POST', '/api/v1/alert/notifications', big(0.9), 401],
    ['403 (not a site admin)', 'POST', '/api/v1/alert/notifications', big(0.9), 403],
    ['404 (no such endpoint)', 'POST', '/api/v1/nowhere', big(0.9), 404],
    ['413 (JSON over 1 MB)', 'POST', '/api/v1/company/auth', big(4), 413],
    ['413 (upload over the limit)', 'POST', '/api/v1/chat/message-files', big(12), 413],
  ];

  it.each(cases)('%s: the refusal arrives whole and the next request on the agent succeeds', async (_name, method, path, body, status) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const headers: Record<string, string> = path.includes('message-files') ? { 'content-type': 'multipart/form-data; boundary=x' } : {};
      if (status === 403) headers.authorization = `Bearer ${(await login(client(s), 'alice@mtz.test', 'Alice123!')).accessToken}`;
      const first = await send(agent, s.port, method, path, body, headers);
      expect(first.status).toBe(status);
      expect(JSON.parse(first.body).message).toEqual(expect.any(String));
      // Either the server read (drained) the body and keeps the socket, or it says it closes it.
      const kept = first.headers.connection !== 'close';
      for (let i = 0; i < 3; i++) {
        const next = await send(agent, s.port, 'GET', '/api/v1/company/categories');
        expect(next.status).toBe(200);
        if (kept && i === 0) expect(next.socket).toBe(first.socket);
      }
    } finally {
      agent.destroy();
    }
  });

  it('a small body left unread keeps the socket alive', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(agent, s.port, 'POST', '/api/v1/alert/notifications', Buffer.from('{"receiverId":"x","content":"y"}'));
      expect(first.status).toBe(401);
      expect(first.headers.connection).not.toBe('close');
      const next = await send(agent, s.port, 'GET', '/api/v1/company/categories');
      expect(next.status).toBe(200);
      expect(next.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  });
});

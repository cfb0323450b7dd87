// Security headers on the page and the API, HSTS over https only, CORS only for configured origins.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, newMember, startPglite, type TestServer } from './harness';

const directives = (csp: string | null) => new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([k, ...v]) => [k, v]));

describe('security headers and CORS', () => {
  let s: TestServer;
  let withCors: TestServer;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtz-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/x.js"></script></body></html>');
    // PGlite only: response headers, the same on either database
    s = await startPglite({ staticDir: dir, corsOrigins: [] });
    withCors = await startPglite({ corsOrigins: ['https://app.example.test'] });
  });
  afterAll(async () => {
    await s.close();
    await withCors.close();
  });

  it('the page: a strict CSP (own scripts, workers and sockets; the map frame), no framing, nosniff, a Referrer-Policy, no HSTS over http', async () => {
    const r = await fetch(`${s.url}/groups/some-group`);
    expect(r.status).toBe(200);
    const csp = directives(r.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", `ws://localhost:${s.port}`, `wss://localhost:${s.port}`]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(r.headers.get('strict-transport-security')).toBeNull();
  });

  it('the API: default-src none, the same companions, also on errors', async () => {
    for (const [path, status] of [['/api/v1/openapi.json', 200], ['/api/v1/company/user', 401], ['/api/v1/nowhere', 404]] as const) {
      const r = await fetch(`${s.url}${path}`);
      expect(r.status).toBe(status);
      expect(directives(r.headers.get('content-security-policy')).get('default-src')).toEqual(["'none'"]);
      expect(directives(r.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(r.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('a header a route set itself is kept (a served message file stays sandboxed)', async () => {
    const api = client(s);
    const m = await newMember(api, 'csp');
    const room = (await api.post('/api/v1/chat/rooms', { name: 'csp' }, m.accessToken)).body;
    const msg = (await api.post('/api/v1/chat/messages', { roomId: room.id, content: 'file' }, m.accessToken)).body;
    const form = new FormData();
    form.set('createParams', JSON.stringify({ messageId: msg.id }));
    form.set('file', new File(['<script>alert(1)</script>'], 'x.html', { type: 'text/html' }));
    const up = await fetch(`${s.url}/api/v1/chat/message-files`, { method: 'POST', body: form, headers: { authorization: `Bearer ${m.accessToken}` } });
    expect(up.status).toBe(201);
    const file = (await up.json()) as { path: string };
    const got = await fetch(`${s.url}${file.path}`, { headers: { authorization: `Bearer ${m.accessToken}` } });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-security-policy')).toContain('sandbox');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('x-frame-options')).toBe('DENY');
  });

  it('HSTS only when served over https (here: behind a proxy saying so)', async () => {
    for (const path of ['/', '/api/v1/openapi.json']) {
      const r = await fetch(`${s.url}${path}`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(r.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    }
  });

  it('a Host header that is not a plain host adds no socket source to the CSP (nor any directive)', async () => {
    const { request } = await import('node:http');
    const answer = (host: string) => new Promise<{ status: number; csp: string }>((resolve, reject) => {
      request({ host: '127.0.0.1', port: s.port, path: '/', headers: { host } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, csp: String(res.headers['content-security-policy'] ?? '') });
      }).on('error', reject).end();
    });
    const odd = await answer('odd_host:1');
    expect(directives(odd.csp).get('connect-src')).toEqual(["'self'"]);
    const evil = await answer("evil; script-src 'unsafe-inline'");
    expect(directives(evil.csp).get('script-src') ?? ["'self'"]).toEqual(["'self'"]);
  });

  it('no CORS without configured origins: any Origin gets no Access-Control-Allow-Origin', async () => {
    const get = await fetch(`${s.url}/api/v1/company/categories`, { headers: { origin: 'https://evil.test' } });
    expect(get.status).toBe(200);
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
    const pre = await fetch(`${s.url}/api/v1/company/auth`, { method: 'OPTIONS', headers: { origin: 'https://evil.test', 'access-control-request-method': 'POST' } });
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('CORS answers a configured origin only', async () => {
    const ok = await fetch(`${withCors.url}/api/v1/company/auth`, { method: 'OPTIONS', headers: { origin: 'https://app.example.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' } });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://app.example.test');
    expect(ok.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const get = await fetch(`${withCors.url}/api/v1/company/categories`, { headers: { origin: 'https://app.example.test' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('https://app.example.test');
    for (const origin of ['https://evil.test', 'https://app.example.test.evil.test', 'null']) {
      const bad = await fetch(`${withCors.url}/api/v1/company/auth`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
      expect(bad.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('index.html has no inline script (the CSP allows none)', () => {
    const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/\ssrc=/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });
});

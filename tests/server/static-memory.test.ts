// The built client from memory (server/src/http/static.ts): ETags and 304s, immutable hashed assets, HEAD,
// a new build's index.html picked up, /robots.txt with the sitemap's address, /favicon.ico an icon.
// Raw node:http requests, so that what was sent is what is seen.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../build/precompress';
import { startPglite, type TestServer } from './harness';

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function send(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static client from memory', () => {
  let s: TestServer;
  let dir: string;
  const page = (v: string) => `<!doctype html><html><body>${'<p>MTZ</p>'.repeat(200)}<script type="module" src="/assets/app-${v}.js"></script></body></html>`;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mtz-static-memory-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), page('1'));
    writeFileSync(join(dir, 'assets', 'app-1.js'), `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `w${i % 50}`))};\n`);
    await precompressDir(dir);
    s = await startPglite({ staticDir: dir });
  });
  afterAll(() => s.close());

  it('hashed assets: immutable for a year, a strong ETag per encoding, 304 on If-None-Match, HEAD with the same headers', async () => {
    const plain = await send(`${s.url}/assets/app-1.js`);
    const br = await send(`${s.url}/assets/app-1.js`, { 'accept-encoding': 'br' });
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(br.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const again = await send(`${s.url}/assets/app-1.js`, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // the plain copy's tag does not validate the brotli bytes
    expect((await send(`${s.url}/assets/app-1.js`, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) })).status).toBe(200);

    const head = await send(`${s.url}/assets/app-1.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(br.body.length));
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers.etag).toBe(br.headers.etag);
  });

  it('index.html for client routes: revalidated (no-cache, ETag, 304), HEAD answered, a new build picked up', async () => {
    const first = await send(`${s.url}/companies/acme`);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body.toString()).toContain('app-1.js');
    const root = await send(`${s.url}/`);
    expect(root.headers.etag).toBe(first.headers.etag);
    expect((await send(`${s.url}/`, { 'if-none-match': `W/${String(first.headers.etag)}, "other"` })).status).toBe(304);
    const head = await send(`${s.url}/`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(first.body.length));
    expect(head.headers['content-security-policy']).toBeDefined();

    writeFileSync(join(dir, 'index.html'), page('2'));
    writeFileSync(join(dir, 'assets', 'app-2.js'), 'export const v = 2;\n');
    await precompressDir(dir);
    await new Promise((r) => setTimeout(r, 2300));
    const next = await send(`${s.url}/`, { 'if-none-match': String(first.headers.etag) });
    expect(next.status).toBe(200);
    expect(next.body.toString()).toContain('app-2.js');
    expect((await send(`${s.url}/assets/app-2.js`)).body.toString()).toBe('export const v = 2;\n');
    expect((await send(`${s.url}/assets/app-3.js`)).status).toBe(404);
  });

  it('/robots.txt names the sitemap; /favicon.ico is an icon, not the page', async () => {
    const robots = await send(`${s.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body.toString()).toMatch(/^User-agent: \*$/m);
    expect(robots.body.toString()).toContain(`Sitemap: http://localhost:${s.port}/sitemap.xml`);
    expect((await send(`${s.url}/sitemap.xml`)).status).toBe(200);

    const icon = await send(`${s.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/x-icon');
    expect([...icon.body.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // ICO header: reserved 0, type 1 (icon)
    expect(icon.body.subarray(22, 26).toString('latin1')).toBe('\x89PNG');
    expect(icon.body.toString('latin1')).not.toContain('<html');
    expect((await send(`${s.url}/favicon.ico`, { 'if-none-match': String(icon.headers.etag) })).status).toBe(304);
  });

  it('a favicon.ico of the build wins over the drawn one', async () => {
    writeFileSync(join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 9, 9]));
    const other = await startPglite({ staticDir: dir });
    try {
      expect((await send(`${other.url}/favicon.ico`)).body.equals(readFileSync(join(dir, 'favicon.ico')))).toBe(true);
    } finally {
      await other.close();
    }
  });
});

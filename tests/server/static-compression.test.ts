// The built client goes out compressed: the build's brotli and gzip copies (build/precompress.ts) are sent to
// clients that accept them, with Vary and the right length; others get the plain bytes. Raw node:http requests,
// because fetch would decompress on its own and hide what was sent.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../build/precompress';
import { startPglite, type TestServer } from './harness';

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function get(url: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static client: precompressed copies', () => {
  let s: TestServer;
  let dir: string;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word-${i % 97}`))};\n`;
  const tiny = 'export {};\n';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mtz-precompress-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), `<!doctype html><html><body>${'<p>MTZ</p>'.repeat(200)}<script type="module" src="/assets/app-1.js"></script></body></html>`);
    writeFileSync(join(dir, 'assets', 'app-1.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny-1.js'), tiny);
    expect(await precompressDir(dir)).toBe(2); // index.html and app-1.js; tiny-1.js is under the threshold
    s = await startPglite({ staticDir: dir });
  });
  afterAll(() => s.close());

  it('brotli when accepted, gzip next, plain otherwise; same bytes after decoding; Vary and cache headers', async () => {
    const plain = readFileSync(join(dir, 'assets', 'app-1.js'));
    const br = await get(`${s.url}/assets/app-1.js`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.length / 5);
    expect(brotliDecompressSync(br.body).equals(plain)).toBe(true);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);

    const gz = await get(`${s.url}/assets/app-1.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain)).toBe(true);

    const refused = await get(`${s.url}/assets/app-1.js`, 'br;q=0, gzip;q=0.5');
    expect(refused.headers['content-encoding']).toBe('gzip');

    const none = await get(`${s.url}/assets/app-1.js`);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.equals(plain)).toBe(true);
    expect(Number(none.headers['content-length'])).toBe(plain.length);
  });

  it('the page of any client route comes compressed and revalidated; a file without copies goes plain', async () => {
    const page = await get(`${s.url}/groups/some-group`, 'br');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('/assets/app-1.js');
    expect(page.headers['cache-control']).toBe('no-cache');

    const small = await get(`${s.url}/assets/tiny-1.js`, 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe(tiny);
    expect((await get(`${s.url}/assets/missing-1.js`, 'br')).status).toBe(404);
  });
});

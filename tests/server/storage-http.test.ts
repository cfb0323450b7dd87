// Downloads stream from storage with Range and HEAD answered, on both storages (the local folder and S3 through
// a real s3rver) and both databases: a chat file (members only, an attachment) and a company logo (public).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT, chatApi, person, PNG_1PX, type ChatApi, type Person } from './chat/chat-harness';
import { runHealthChecks } from '../../server/src/admin/health';
import { S3Storage } from '../../server/src/shared/storage';
import { backends, startPglite, type TestServer } from './harness';
import { startS3, type TestS3 } from './storage-s3';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
});

const BODY = Array.from({ length: 1000 }, (_, i) => String.fromCharCode(65 + (i % 26))).join(''); // 1,000 ASCII bytes

describe.each(backends())('$name', (backend) => {
  describe.each(['local', 's3'] as const)('files in %s storage', (kind) => {
    let s: TestServer;
    let api: ChatApi;
    let alice: Person;
    let bob: Person;
    let path: string;
    const get = (headers: Record<string, string> = {}, method = 'GET', token = bob.token) =>
      fetch(`${s.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...headers } });

    beforeAll(async () => {
      s = await backend.start(kind === 's3' ? { s3: s3.settings } : {});
      api = chatApi(s);
      [alice, bob] = await Promise.all([person(api), person(api)]);
      const roomId = (await api.post(`${CHAT}/rooms`, { name: 'Files', memberIds: [bob.id] }, alice.token)).body.id;
      const m = (await api.post(`${CHAT}/messages`, { roomId, content: 'the list' }, alice.token)).body;
      const up = await api.form(`${CHAT}/message-files`, { createParams: JSON.stringify({ messageId: m.id }), file: ['list.txt', BODY, 'text/plain'] }, alice.token);
      expect(up.status).toBe(201);
      path = up.body.path;
    });
    afterAll(async () => {
      if (s) expect(s.serverErrors()).toBe(0);
      await s?.close();
    });

    it(`keeps the file in ${kind} storage and sends it whole with its length, type, validators and Accept-Ranges`, async () => {
      expect(s.ctx.storage.kind).toBe(kind);
      const r = await get();
      expect(r.status).toBe(200);
      expect(r.headers.get('content-length')).toBe('1000');
      expect(r.headers.get('content-type')).toBe('text/plain');
      expect(r.headers.get('accept-ranges')).toBe('bytes');
      expect(r.headers.get('etag')).toMatch(/^"[^"]+"$/);
      expect(Date.parse(r.headers.get('last-modified') ?? '')).not.toBeNaN();
      expect(r.headers.get('content-disposition')).toContain('list.txt');
      expect(await r.text()).toBe(BODY);
    });

    it('answers one byte range 206 with Content-Range: first bytes, middle, open end, suffix', async () => {
      for (const [range, start, end] of [['bytes=0-9', 0, 9], ['bytes=0-0', 0, 0], ['bytes=500-599', 500, 599], ['bytes=990-', 990, 999], ['bytes=-7', 993, 999], ['bytes=995-5000', 995, 999]] as const) {
        const r = await get({ range });
        expect(r.status, range).toBe(206);
        expect(r.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/1000`);
        expect(r.headers.get('content-length'), range).toBe(String(end - start + 1));
        expect(await r.text(), range).toBe(BODY.slice(start, end + 1));
      }
    });

    it('refuses an unsatisfiable range with 416 and the size; ignores several ranges or another unit (200, whole)', async () => {
      for (const range of ['bytes=1000-', 'bytes=5000-6000', 'bytes=-0']) {
        const r = await get({ range });
        expect(r.status, range).toBe(416);
        expect(r.headers.get('content-range')).toBe('bytes */1000');
        expect((await r.json()).message).toBe('Range not satisfiable: the file has 1000 bytes');
      }
      for (const range of ['bytes=0-1,5-9', 'lines=1-2', 'bytes=9-2']) {
        const r = await get({ range });
        expect(r.status, range).toBe(200);
        expect((await r.text()).length).toBe(1000);
      }
    });

    it('answers HEAD with the headers alone, for the whole file and a range; If-None-Match with the ETag is 304', async () => {
      const h = await get({}, 'HEAD');
      expect(h.status).toBe(200);
      expect(h.headers.get('content-length')).toBe('1000');
      expect(h.headers.get('accept-ranges')).toBe('bytes');
      expect(await h.text()).toBe('');
      const hr = await get({ range: 'bytes=10-19' }, 'HEAD');
      expect(hr.status).toBe(206);
      expect(hr.headers.get('content-range')).toBe('bytes 10-19/1000');
      const etag = (await get()).headers.get('etag')!;
      expect((await get({ 'if-none-match': etag })).status).toBe(304);
      expect((await get({ 'if-none-match': '"other"' })).status).toBe(200);
    });

    it('keeps its access rules: a non-member 403, no token 401, an unknown file 404, before any byte is read', async () => {
      const eve = await person(api);
      expect((await get({ range: 'bytes=0-9' }, 'GET', eve.token)).status).toBe(403);
      expect((await fetch(`${s.url}${path}`)).status).toBe(401);
      expect((await fetch(`${s.url}${CHAT}/message-files/${crypto.randomUUID()}/content`, { headers: { authorization: `Bearer ${bob.token}` } })).status).toBe(404);
    });

    it('a company logo (public image route) streams with ranges and HEAD too; replacing it removes the old object', async () => {
      const owner = await person(api);
      const company = (await api.post('/api/v1/company/companies', { name: `Storage ${kind} ${crypto.randomUUID().slice(0, 6)}`, categoryIds: ['cat-1'] }, owner.token));
      if (company.status !== 201) throw new Error(JSON.stringify(company));
      const patchLogo = async () => {
        const fd = new FormData();
        fd.append('logoFile', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'logo.png');
        const r = await fetch(`${s.url}/api/v1/company/companies/${company.body.id}/logo-banner`, { method: 'PATCH', body: fd, headers: { authorization: `Bearer ${owner.token}` } });
        expect(r.status).toBe(200);
        return new URL((await r.json()).logoUrl, s.url).pathname;
      };
      const first = await patchLogo();
      const r = await fetch(`${s.url}${first}`, { headers: { range: 'bytes=0-7' } });
      expect(r.status).toBe(206);
      expect(r.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await r.arrayBuffer())).toEqual(PNG_1PX.slice(0, 8));
      expect((await fetch(`${s.url}${first}`, { method: 'HEAD' })).headers.get('content-length')).toBe(String(PNG_1PX.length));
      const keysBefore = await keys(s);
      const second = await patchLogo();
      expect((await fetch(`${s.url}${first}`)).status).toBe(404);
      expect((await fetch(`${s.url}${second}`)).status).toBe(200);
      expect((await keys(s)).length).toBe(keysBefore.length); // one object in, one out
    });
  });
});

describe('the health page with object storage', () => {
  it('sums the bucket, and marks the check red when the object storage does not answer', async () => {
    const s = await startPglite({ s3: s3.settings });
    try {
      const check = async () => (await runHealthChecks(s.ctx)).checks.find((c) => c.name === 'Uploads disk use')!;
      await s.ctx.storage.put(crypto.randomUUID(), new Uint8Array(3 * 1024 * 1024));
      expect(await check()).toMatchObject({ ok: true, value: expect.stringMatching(/^\d+(\.\d+)? MB used in object storage \(http:\/\/127\.0\.0\.1:\d+, bucket mtz-test\)$/) });
      const gone = new S3Storage({ ...s3.settings, endpoint: 'http://127.0.0.1:9' }); // nothing listens on port 9
      const red = (await runHealthChecks({ ...s.ctx, storage: gone })).checks.find((c) => c.name === 'Uploads disk use');
      await gone.close();
      expect(red).toMatchObject({ ok: false, value: expect.stringMatching(/^object storage unreachable \(http:\/\/127\.0\.0\.1:9, bucket mtz-test\)/) });
    } finally {
      await s.close();
    }
  }, 120_000);
});

async function keys(s: TestServer): Promise<string[]> {
  const out: string[] = [];
  for await (const o of s.ctx.storage.list()) out.push(o.key);
  return out;
}

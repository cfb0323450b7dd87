// Two real server processes (tsx server/src/main.ts) on one PostgreSQL, each with its OWN uploads folder and
// both with S3_* pointing at one s3rver bucket: a file uploaded through one downloads through the other, from
// object storage (no folder holds it). PostgreSQL only (DATABASE_URL; TEST_POSTGRES=1 or npm test).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../server/src/shared/storage';
import { CHAT, chatApi, person, PNG_1PX } from './chat/chat-harness';
import { hasPostgres, pgDatabaseUrl, type TestServer } from './harness';
import { startS3, type TestS3 } from './storage-s3';
import { serverProcess, stopAll, type ServerProcess } from './two-process/processes';

if (!hasPostgres()) console.warn('storage-processes: skipped (a file uploaded through one process, downloaded through another): no PostgreSQL (DATABASE_URL)');

describe.skipIf(!hasPostgres())('two server processes sharing S3-compatible object storage', () => {
  let s3: TestS3;
  let a: ServerProcess;
  let b: ServerProcess;
  let dirs: string[] = [];
  beforeAll(async () => {
    s3 = await startS3();
    const url = await pgDatabaseUrl();
    dirs = await Promise.all([0, 1].map(() => mkdtemp(join(tmpdir(), 'mtz-uploads-proc-'))));
    [a, b] = await Promise.all(dirs.map((dir) => serverProcess(url, { ...s3.env, UPLOADS_DIR: dir })));
  });
  afterAll(async () => {
    await stopAll([a, b]);
    await s3?.close();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  const api = (p: ServerProcess) => chatApi(p as unknown as TestServer);

  it('a chat file uploaded through A downloads through B, whole, by range and by HEAD; only the bucket holds it', async () => {
    const [alice, bob] = await Promise.all([person(api(a)), person(api(a))]);
    const roomId = (await api(a).post(`${CHAT}/rooms`, { name: 'Across', memberIds: [bob.id] }, alice.token)).body.id;
    const m = (await api(a).post(`${CHAT}/messages`, { roomId, content: 'price list' }, alice.token)).body;
    const body = 'Bolts M8: 0,12 €\n'.repeat(200);
    const up = await api(a).form(`${CHAT}/message-files`, { createParams: JSON.stringify({ messageId: m.id }), file: ['prices.txt', body, 'text/plain'] }, alice.token);
    expect(up.status).toBe(201);
    const size = Buffer.byteLength(body);
    const viaB = (headers: Record<string, string> = {}, method = 'GET') => fetch(`${b.url}${up.body.path}`, { method, headers: { authorization: `Bearer ${bob.token}`, ...headers } });

    const whole = await viaB();
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(size));
    expect(await whole.text()).toBe(body);
    const part = await viaB({ range: 'bytes=-18' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes ${size - 18}-${size - 1}/${size}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(Buffer.from(body).subarray(size - 18));
    const head = await viaB({}, 'HEAD');
    expect([head.status, head.headers.get('content-length'), await head.text()]).toEqual([200, String(size), '']);

    expect(await Promise.all(dirs.map((d) => readdir(d).catch(() => [])))).toEqual([[], []]);
    const bucket = new S3Storage(s3.settings);
    const objects: { key: string; size: number }[] = [];
    for await (const o of bucket.list()) objects.push(o);
    await bucket.close();
    expect(objects.map((o) => o.size)).toContain(size);
  });

  it('a company logo set through B is served by A; replacing it through A removes the object B wrote', async () => {
    const owner = await person(api(b));
    const c = await api(b).post('/api/v1/company/companies', { name: `Shared Storage ${crypto.randomUUID().slice(0, 6)}`, categoryIds: ['cat-1'] }, owner.token);
    expect(c.status).toBe(201);
    const setLogo = async (via: ServerProcess) => {
      const fd = new FormData();
      fd.append('logoFile', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'logo.png');
      const r = await fetch(`${via.url}/api/v1/company/companies/${c.body.id}/logo-banner`, { method: 'PATCH', body: fd, headers: { authorization: `Bearer ${owner.token}` } });
      expect(r.status).toBe(200);
      return new URL((await r.json()).logoUrl, via.url).pathname;
    };
    const first = await setLogo(b);
    const got = await fetch(`${a.url}${first}`);
    expect(got.status).toBe(200);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(PNG_1PX);
    const second = await setLogo(a);
    expect((await fetch(`${b.url}${first}`)).status).toBe(404);
    expect((await fetch(`${b.url}${second}`)).status).toBe(200);
  });
});

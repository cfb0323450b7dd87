// The storage interface's contract, the same tests on both implementations: the local folder and S3-compatible
// object storage (a real s3rver on loopback). Plus the Range header's reading and the S3_* settings.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage, openStorage, S3Storage, s3SettingsFromEnv, type FileStorage } from '../../server/src/shared/storage';
import { satisfiableRange } from '../../server/src/shared/storage/respond';
import { startS3, type TestS3 } from './storage-s3';

const text = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
};

let s3: TestS3;
let dir: string;
const kinds: { name: string; open: () => FileStorage }[] = [
  { name: 'local folder', open: () => new LocalStorage(join(dir, 'uploads')) },
  { name: 'S3 (s3rver)', open: () => new S3Storage(s3.settings) },
];
beforeAll(async () => {
  [s3, dir] = await Promise.all([startS3(), mkdtemp(join(tmpdir(), 'mtz-storage-'))]);
});
afterAll(async () => {
  await s3?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe.each(kinds)('$name', ({ open }) => {
  it('puts, heads, gets whole and by range, lists and deletes; a missing key is null, deleting twice is fine', async () => {
    const st = open();
    const key = randomUUID();
    const body = '0123456789abcdefghij — ünïcode';
    const bytes = new TextEncoder().encode(body);
    expect(await st.head(key)).toBeNull();
    expect(await st.get(key)).toBeNull();
    await st.put(key, bytes, 'text/plain');
    const meta = await st.head(key);
    expect(meta).toMatchObject({ size: bytes.length });
    expect(meta!.etag).toMatch(/^"[^"]+"$/);
    expect(meta!.lastModified).toBeInstanceOf(Date);
    const whole = await st.get(key);
    expect(whole!.size).toBe(bytes.length);
    expect(whole!.etag).toBe(meta!.etag);
    expect(await text(whole!.body)).toBe(body);
    const part = await st.get(key, { start: 10, end: 15 });
    expect(part!.size).toBe(bytes.length); // the object's size, not the range's
    expect(await text(part!.body)).toBe('abcdef');
    expect(await text((await st.get(key, { start: 0, end: 0 }))!.body)).toBe('0');
    const listed = [];
    for await (const o of st.list()) listed.push(o);
    expect(listed).toContainEqual({ key, size: bytes.length });
    await st.delete(key);
    await st.delete(key);
    expect(await st.head(key)).toBeNull();
    await st.close();
  });

  it('refuses keys that could leave the folder or name a prefix', async () => {
    const st = open();
    for (const bad of ['../x', 'a/b', '', '.hidden', 'a..b', 'x'.repeat(201)]) {
      await expect(st.put(bad, new Uint8Array([1]))).rejects.toThrow(/invalid storage key/);
      await expect(st.get(bad)).rejects.toThrow(/invalid storage key/);
    }
    await st.close();
  });
});

it('the local folder never shows a half-written file: it writes a temporary name and renames it', async () => {
  const st = new LocalStorage(join(dir, 'atomic'));
  const keys = Array.from({ length: 20 }, () => randomUUID());
  await Promise.all(keys.map((k) => st.put(k, new Uint8Array(256 * 1024))));
  expect((await readdir(join(dir, 'atomic'))).sort()).toEqual([...keys].sort());
});

describe('satisfiableRange', () => {
  it('reads one byte range against the size: first bytes, middle, open end, suffix; 416 past the end; else the whole file', () => {
    expect(satisfiableRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(satisfiableRange('bytes=40-59', 100)).toEqual({ start: 40, end: 59 });
    expect(satisfiableRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(satisfiableRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(satisfiableRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(satisfiableRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(satisfiableRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(satisfiableRange('bytes=100-200', 100)).toBe('unsatisfiable');
    expect(satisfiableRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(satisfiableRange('bytes=0-', 0)).toBe('unsatisfiable');
    for (const ignored of [null, '', 'bytes=', 'bytes=-', 'bytes=5-2', 'items=0-9', 'bytes=0-1,5-9', 'bytes=a-b', `bytes=0-${'9'.repeat(30)}`]) {
      expect(satisfiableRange(ignored, 100)).toBeNull();
    }
  });
});

describe('S3 settings from the environment', () => {
  it('none set: the local folder; S3_BUCKET set: object storage; a partial or malformed setting is an error at start', () => {
    expect(s3SettingsFromEnv({})).toBeNull();
    expect(openStorage('/tmp/x', s3SettingsFromEnv({})).kind).toBe('local');
    const s = s3SettingsFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_FORCE_PATH_STYLE: 'true' });
    expect(s).toEqual({ bucket: 'b', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', credentials: { accessKeyId: 'k', secretAccessKey: 's' }, forcePathStyle: true });
    expect(s3SettingsFromEnv({ S3_BUCKET: 'b', S3_REGION: 'eu-west-1' })).toMatchObject({ region: 'eu-west-1', credentials: undefined, forcePathStyle: false, endpoint: undefined });
    expect(() => s3SettingsFromEnv({ S3_ENDPOINT: 'http://x' })).toThrow(/S3_BUCKET is not/);
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/go together/);
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'localhost:9000' })).toThrow(/http\(s\) URL/);
  });
});

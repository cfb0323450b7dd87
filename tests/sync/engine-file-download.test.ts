// A chat file's content is fetched by the engine (its token, its transport) and reaches the page as a Blob;
// a refused or missing file gives spec 9's text, and a 401 asks the page for a fresh token.
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncEngineApi } from '../../src/sync/engine/facade';
import { startFakeBackend, type FakeBackend } from './fixtures/fake-backend';
import { startChatEngine } from './fixtures/chat-engine';

let backend: FakeBackend | null = null;
const engines: SyncEngineApi[] = [];
let n = 0;

afterEach(async () => {
  for (const e of engines.splice(0)) await e.stop();
  await backend?.close();
  backend = null;
});

const BYTES = new Uint8Array([0, 1, 2, 250, 255]);

/** The fake backend plus a file service: f-ok is served to the accepted token, f-gone is missing. */
async function withFiles() {
  n += 1;
  const b = await startFakeBackend('token-1', undefined, `dl-${n}`);
  backend = b;
  const seen: { url: string; auth: string }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    if (!url.pathname.endsWith('/content')) return b.fetchFn(input, init);
    const auth = (init?.headers as Record<string, string>).Authorization;
    seen.push({ url: url.toString(), auth });
    if (b.down) throw new TypeError('fetch failed');
    if (auth !== `Bearer ${b.stomp.acceptToken}`) return new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 });
    if (!url.pathname.includes('/f-ok/')) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    return new Response(BYTES, { status: 200, headers: { 'content-type': 'application/octet-stream' } });
  };
  const e = await startChatEngine({ ...b, fetchFn }, `dl-${n}`, engines);
  return { b, e, seen };
}

describe('sync engine: chat file download', () => {
  it("delivers the file's bytes, fetched from the chat service's origin with the engine's token", async () => {
    const { e, seen } = await withFiles();
    const got = await e.engine.downloadFile('/api/v1/chat/message-files/f-ok/content');
    expect(got.ok).toBe(true);
    if (!got.ok) return;
    expect(new Uint8Array(await got.blob.arrayBuffer())).toEqual(BYTES);
    expect(seen).toEqual([{ url: 'http://fake.test/api/v1/chat/message-files/f-ok/content', auth: 'Bearer token-1' }]);
  });

  it("a missing file (404) gives 'File not found'", async () => {
    const { e } = await withFiles();
    expect(await e.engine.downloadFile('/api/v1/chat/message-files/f-gone/content')).toEqual({ ok: false, message: 'File not found' });
  });

  it("a refused token (401) gives 'File not found' and tells the page the token was rejected", async () => {
    const { b, e } = await withFiles();
    let rejected = 0;
    await e.engine.onTokenRejected(() => { rejected += 1; });
    b.stomp.acceptToken = 'token-2';
    expect(await e.engine.downloadFile('/api/v1/chat/message-files/f-ok/content')).toEqual({ ok: false, message: 'File not found' });
    expect(rejected).toBeGreaterThan(0);
  });

  it("an unreachable service gives 'Chat service not available'", async () => {
    const { b, e } = await withFiles();
    b.down = true;
    expect(await e.engine.downloadFile('/api/v1/chat/message-files/f-ok/content')).toEqual({ ok: false, message: 'Chat service not available' });
  });

  it("a stopped engine answers 'Chat service not available' without a request", async () => {
    const { e, seen } = await withFiles();
    await e.engine.stop();
    expect(await e.engine.downloadFile('/api/v1/chat/message-files/f-ok/content')).toEqual({ ok: false, message: 'Chat service not available' });
    expect(seen).toEqual([]);
  });
});

// The engine in Node: memory storage, a fake alert service and a real STOMP socket (fake server).
import 'fake-indexeddb/auto';
import { MessageChannel } from 'node:worker_threads';
import { expose, wrap } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { createSyncEngine } from '../../src/sync/engine/engine';
import type { EngineStatus, SyncEngineApi } from '../../src/sync/engine/facade';
import { startFakeBackend, type FakeBackend } from './fixtures/fake-backend';
import { nodeWebSocketFactory, waitUntil } from './fixtures/node-ws';
import { wrapEngine } from '../../src/workers/client';
import { exposable } from '../../src/workers/expose';
import { createHandlers } from '../../src/workers/handlers';
import { createDataEngine } from '../../src/sync/query/data-engine';

const DAY = 24 * 60 * 60 * 1000;
let backend: FakeBackend | null = null;
const engines: SyncEngineApi[] = [];
let userSeq = 0;

afterEach(async () => {
  for (const e of engines.splice(0)) await e.stop();
  await backend?.close();
  backend = null;
});

async function startEngine(b: FakeBackend, opts: { userId?: string; gapTimeoutMs?: number; storage?: 'memory' | 'dexie' } = {}) {
  const ws = nodeWebSocketFactory();
  const logs: string[] = [];
  const engine = createSyncEngine({
    storage: opts.storage ?? 'memory', webSocketFactory: ws.factory, fetch: b.fetchFn, retryDelayMs: 30,
    gapTimeoutMs: opts.gapTimeoutMs ?? 100, batchMs: 5, devMode: true, log: (m) => logs.push(m),
  });
  engines.push(engine);
  const counts: number[] = [];
  const statuses: EngineStatus[] = [];
  await engine.onNotificationCount((c) => counts.push(c));
  await engine.onStatus((s) => statuses.push(s));
  userSeq += 1;
  await engine.start({ wsUrl: b.stomp.url, alertBase: b.alertBase, accessToken: 'token-1', userId: opts.userId ?? `user-${userSeq}` });
  const count = () => counts[counts.length - 1];
  const status = () => statuses[statuses.length - 1];
  return { engine, ws, logs, counts, statuses, count, status };
}

describe('sync engine', () => {
  it('loads the unread notifications of the last 2 days, goes live, and counts a pushed event at once', async () => {
    backend = await startFakeBackend();
    backend.notify();
    backend.notify({ hasRead: true });
    backend.notify({ createdAt: Date.now() - 3 * DAY });
    const e = await startEngine(backend);
    expect(e.count()).toBe(1);
    await waitUntil(() => e.status() === 'live', 5000, 'live');
    expect(e.statuses).toContain('connecting');
    backend.notify();
    await waitUntil(() => e.count() === 2, 2000, 'count 2');
    const snapshotCall = backend.requests.find((r) => r.url.includes('/alert/notifications'));
    expect(snapshotCall?.url).toMatch(/startDateInMillis=\d+/);
  });

  it('applies a duplicated frame once and waits for an out-of-order one', async () => {
    backend = await startFakeBackend();
    const e = await startEngine(backend, { gapTimeoutMs: 10_000 });
    await waitUntil(() => e.status() === 'live');
    const first = backend.notify({}, false);
    const second = backend.notify({}, false);
    backend.pushRaw(JSON.stringify(second));
    await new Promise((r) => setTimeout(r, 50));
    expect(e.count()).toBe(0); // seq 2 waits for seq 1
    backend.pushRaw(JSON.stringify(first));
    backend.pushRaw(JSON.stringify(first));
    backend.pushRaw(JSON.stringify(second));
    await waitUntil(() => e.count() === 2);
    await new Promise((r) => setTimeout(r, 50));
    expect(e.count()).toBe(2);
  });

  it('skips a frame that does not decode and keeps going', async () => {
    backend = await startFakeBackend();
    const e = await startEngine(backend);
    await waitUntil(() => e.status() === 'live');
    backend.pushRaw('this is not json');
    backend.notify();
    await waitUntil(() => e.count() === 1);
    expect(e.logs.some((l) => l.includes('Skipped a realtime frame'))).toBe(true);
  });

  it('a gap that stays open is filled from the server log', async () => {
    backend = await startFakeBackend();
    const e = await startEngine(backend, { gapTimeoutMs: 50 });
    await waitUntil(() => e.status() === 'live');
    backend.notify({}, false); // lost frame
    backend.notify();
    await waitUntil(() => e.count() === 2, 3000, 'catch-up after gap');
    expect(backend.requests.filter((r) => r.url.includes('/alert/events?afterSeq=0')).length).toBeGreaterThanOrEqual(2);
  });

  it('after a cut socket, catch-up brings the missed events exactly once', async () => {
    backend = await startFakeBackend();
    const e = await startEngine(backend);
    await waitUntil(() => e.status() === 'live');
    backend.notify();
    await waitUntil(() => e.count() === 1);
    backend.stomp.refuse = true;
    e.ws.cutAll();
    await waitUntil(() => e.status() === 'reconnecting');
    backend.notify({}, false); // written while the client is away
    backend.notify({}, false); // n3 ...
    backend.update('n3', { hasRead: true }, false); // ... read at once: not counted
    backend.stomp.refuse = false;
    await waitUntil(() => e.status() === 'live' && e.count() === 2, 5000, 'caught up');
    expect(e.statuses).toContain('catching-up');
    // a late duplicate of an event the catch-up applied changes nothing
    backend.pushRaw(JSON.stringify(backend.log[1]));
    await new Promise((r) => setTimeout(r, 50));
    expect(e.count()).toBe(2);
  });

  it('a truncated log reloads the notifications from REST', async () => {
    backend = await startFakeBackend();
    const e = await startEngine(backend);
    await waitUntil(() => e.status() === 'live');
    backend.stomp.refuse = true;
    e.ws.cutAll();
    await waitUntil(() => e.status() === 'reconnecting');
    for (let i = 0; i < 5; i += 1) backend.notify({}, false);
    backend.forgottenUpTo = 3;
    backend.stomp.refuse = false;
    await waitUntil(() => e.status() === 'live' && e.count() === 5, 5000, 'reloaded');
    backend.notify();
    await waitUntil(() => e.count() === 6);
  });

  it('goes offline after 3 failed retries and reconnects on retry()', async () => {
    backend = await startFakeBackend();
    backend.stomp.refuse = true;
    const e = await startEngine(backend);
    await waitUntil(() => e.status() === 'offline', 5000, 'offline');
    expect(e.ws.sockets).toHaveLength(4);
    backend.stomp.refuse = false;
    await e.engine.retry();
    await waitUntil(() => e.status() === 'live', 5000, 'live after retry');
  });

  it('a refreshed token is used for the next connect', async () => {
    backend = await startFakeBackend('token-2');
    const e = await startEngine(backend); // starts with token-1: refused
    await waitUntil(() => e.status() === 'offline' || e.status() === 'reconnecting');
    await e.engine.setToken('token-2');
    await waitUntil(() => e.status() === 'live', 5000, 'live with the new token');
  });

  it('a restart shows the stored count before any network (cold start from IndexedDB)', async () => {
    backend = await startFakeBackend();
    const first = await startEngine(backend, { storage: 'dexie', userId: 'cold-start-user' });
    await waitUntil(() => first.status() === 'live');
    backend.notify();
    backend.notify();
    await waitUntil(() => first.count() === 2);
    await first.engine.stop();
    backend.down = true;
    backend.stomp.refuse = true;
    const second = await startEngine(backend, { storage: 'dexie', userId: 'cold-start-user' });
    expect(second.count()).toBe(2);
    expect(second.logs).toContain('Service unavailable 503');
  });

  it('works across a comlink boundary with plain callbacks, and unsubscribes', async () => {
    backend = await startFakeBackend();
    const { port1, port2 } = new MessageChannel();
    const inner = createSyncEngine({ storage: 'memory', webSocketFactory: nodeWebSocketFactory().factory, fetch: backend.fetchFn, batchMs: 5, log: () => {} });
    engines.push(inner);
    const data = createDataEngine({
      storage: 'memory', bases: { company: '', chat: '', alert: backend.alertBase, payment: '', metric: '', cron: '' },
      fetch: backend.fetchFn, refresh: async () => null, visitorRefreshMs: 0, namePrefix: 'comlink-', log: () => {},
    });
    expose(exposable(createHandlers(inner, data, { refresh: null, trackingCodes: [] })), port1 as unknown as Parameters<typeof expose>[1]);
    const facade = wrapEngine(wrap(port2 as unknown as Parameters<typeof wrap>[0]), () => port2.close());
    const counts: number[] = [];
    const statuses: EngineStatus[] = [];
    const unsubscribe = await facade.onNotificationCount((c) => counts.push(c));
    await facade.onStatus((s) => statuses.push(s));
    await facade.setAccount({
      userId: 'comlink-user', tokens: { accessToken: 'token-1', refreshToken: 'r' }, config: { wsUrl: backend.stomp.url, alertBase: backend.alertBase },
    });
    await waitUntil(() => statuses[statuses.length - 1] === 'live');
    backend.notify();
    await waitUntil(() => counts[counts.length - 1] === 1);
    unsubscribe();
    await new Promise((r) => setTimeout(r, 50));
    backend.notify();
    await new Promise((r) => setTimeout(r, 100));
    expect(counts[counts.length - 1]).toBe(1);
    await facade.setAccount(null);
    facade.terminate();
    port1.close();
  });
});

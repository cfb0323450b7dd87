// The engine against the REAL reference server: login through the API client, live count, and
// catch-up after a cut socket bringing the missed event exactly once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/src/app';
import { createApiClient } from '../../src/sync/api/client';
import type { ApiClient } from '../../src/sync/api/types';
import { serviceBases } from '../../src/sync/contract/endpoints';
import { createSyncEngine } from '../../src/sync/engine/engine';
import type { EngineStatus, SyncEngineApi } from '../../src/sync/engine/facade';
import type { AuthTokens } from '../../src/domain/identity/types';
import type { Notification } from '../../src/domain/alerts/types';
import type { EventsPage } from '../../src/domain/shared/events';
import { nodeWebSocketFactory, waitUntil } from './fixtures/node-ws';

type Running = Awaited<ReturnType<typeof startServer>>;
let server: Running;
let dataDir: string;
let engine: SyncEngineApi | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mtz-sync-it-'));
  server = await startServer({ port: 0, dataDir, seed: true, log: false });
});
afterAll(async () => {
  await engine?.stop();
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function signIn(email: string, password: string) {
  let tokens: AuthTokens | null = null;
  const client: ApiClient = createApiClient({
    bases: serviceBases({}, server.url),
    getTokens: () => tokens,
    onTokens: (t) => { tokens = t; },
    onExpired: () => { tokens = null; },
  });
  tokens = (await client.call('auth.login', { email, password })) ?? null;
  if (!tokens) throw new Error(`login failed for ${email}`);
  const me = await client.call('user.me', undefined);
  if (!me) throw new Error('no user');
  return { client, me, tokens: () => tokens as AuthTokens };
}

describe('sync engine against the reference server', () => {
  it('counts a notification sent to Alice live, and catches up a missed one exactly once after a cut', async () => {
    const admin = await signIn('admin@mtz.test', 'Admin123!');
    const alice = await signIn('alice@mtz.test', 'Alice123!');
    const bases = serviceBases({}, server.url);

    const eventPages: EventsPage[] = [];
    const recordingFetch: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      if (String(input).includes('/alert/events')) eventPages.push((await res.clone().json()) as EventsPage);
      return res;
    };
    const ws = nodeWebSocketFactory();
    const counts: number[] = [];
    const statuses: EngineStatus[] = [];
    engine = createSyncEngine({ storage: 'memory', webSocketFactory: ws.factory, fetch: recordingFetch, retryDelayMs: 400, log: () => {} });
    await engine.onNotificationCount((c) => counts.push(c));
    await engine.onStatus((s) => statuses.push(s));
    await engine.start({
      wsUrl: `${server.url.replace(/^http/, 'ws')}/ws`, alertBase: bases.alert,
      accessToken: alice.tokens().accessToken, userId: alice.me.id,
    });
    const count = () => counts[counts.length - 1];
    const status = () => statuses[statuses.length - 1];
    await waitUntil(() => status() === 'live', 10_000, 'live');
    const before = count();

    const send = async (content: string): Promise<Notification> => {
      const res = await fetch(`${bases.alert}/notifications`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.tokens().accessToken}`, 'tracking-codes': '' },
        body: JSON.stringify({ receiverId: alice.me.id, content }),
      });
      expect(res.status).toBe(201);
      return (await res.json()) as Notification;
    };

    await send('Welcome to the network');
    await waitUntil(() => count() === before + 1, 5000, 'live count');

    ws.cutAll();
    await waitUntil(() => status() === 'reconnecting', 5000, 'reconnecting');
    const missed = await send('Sent while Alice was away');
    const pagesBefore = eventPages.length;
    await waitUntil(() => status() === 'live' && count() === before + 2, 10_000, 'caught up');
    // the missed event came through the catch-up read of the log, once
    const caughtUp = eventPages.slice(pagesBefore).flatMap((p) => p.events)
      .filter((e) => (e.resource as { id?: string }).id === missed.id);
    expect(caughtUp).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(count()).toBe(before + 2);
    expect(Math.max(...counts)).toBe(before + 2);
    expect(server.serverErrors()).toBe(0);
  });
});

// The read side of the data path: held answers first, then the server's; refreshes while on screen.
import { describe, expect, it } from 'vitest';
import { createQueryCache } from '../../../src/sync/query/query-cache';
import { openQueryStore, queryDatabaseName } from '../../../src/sync/query/query-store';
import type { FetchOutcome, QueryState } from '../../../src/sync/query/types';

let n = 0;
const freshStore = () => openQueryStore({ storage: 'memory', name: queryDatabaseName(`cache-test-${++n}`), devMode: true });

function fakeServer() {
  const answers = new Map<string, FetchOutcome>();
  const calls: string[] = [];
  let gate: Promise<void> | null = null;
  return {
    answers, calls,
    hold() {
      let release = () => {};
      gate = new Promise<void>((r) => { release = r; });
      return () => { gate = null; release(); };
    },
    async fetch(endpoint: string, params: unknown): Promise<FetchOutcome> {
      calls.push(`${endpoint} ${JSON.stringify(params)}`);
      if (gate) await gate;
      return answers.get(endpoint) ?? { kind: 'network' };
    },
  };
}

const until = async (cond: () => boolean) => {
  for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(cond()).toBe(true);
};

describe('query cache', () => {
  it('emits the stored answer at once after a reload, then the server answer', async () => {
    const store = await freshStore();
    const server = fakeServer();
    server.answers.set('groups.get', { kind: 'ok', body: { id: 'g1', name: 'Old' } });
    const first = createQueryCache({ fetch: server.fetch, now: () => 1, log: () => {}, writeDelayMs: 0 });
    await first.setStore(store);
    const seen: QueryState[] = [];
    const stop = first.subscribe('groups.get', { id: 'g1' }, (s) => seen.push(s));
    await until(() => seen.some((s) => s.status === 'ready' && !s.stale));
    stop();
    await first.flush();

    // a new page (reload): a new cache on the same store; the server now answers slowly with a new name
    const second = createQueryCache({ fetch: server.fetch, now: () => 2, log: () => {}, writeDelayMs: 0 });
    await second.setStore(store);
    server.answers.set('groups.get', { kind: 'ok', body: { id: 'g1', name: 'New' } });
    const release = server.hold();
    const states: QueryState[] = [];
    second.subscribe('groups.get', { id: 'g1' }, (s) => states.push(s));
    await until(() => states.some((s) => s.status === 'ready'));
    expect(states.find((s) => s.status === 'ready')).toMatchObject({ data: { name: 'Old' }, stale: true });
    release();
    await until(() => states.at(-1)?.stale === false);
    expect(states.at(-1)).toMatchObject({ data: { name: 'New' }, status: 'ready', offline: false });
  });

  it('keeps the last data with an offline mark when no server answers; a refusal clears it', async () => {
    const server = fakeServer();
    const cache = createQueryCache({ fetch: server.fetch, now: () => 1, log: () => {} });
    server.answers.set('companies.get', { kind: 'ok', body: { id: 'c1' } });
    let last: QueryState | null = null;
    cache.subscribe('companies.get', { id: 'c1' }, (s) => { last = s; });
    await until(() => last?.status === 'ready' && !last.fetching);
    server.answers.delete('companies.get');
    await cache.refreshActive();
    expect(last).toMatchObject({ data: { id: 'c1' }, offline: true, status: 'ready' });
    server.answers.set('companies.get', { kind: 'error', status: 404, message: 'Not found' });
    await cache.refreshActive();
    expect(last).toMatchObject({ data: undefined, status: 'error', error: { status: 404, message: 'Not found' } });
  });

  it('one request per query at a time: refreshes asked for meanwhile run once after it', async () => {
    const server = fakeServer();
    server.answers.set('follows.list', { kind: 'ok', body: [] });
    const cache = createQueryCache({ fetch: server.fetch, now: () => 1, log: () => {} });
    let last: QueryState | null = null;
    cache.subscribe('follows.list', { followerIds: ['u'] }, (s) => { last = s; });
    await until(() => last?.status === 'ready' && !last.fetching);
    const before = server.calls.length;
    const release = server.hold();
    const a = cache.refreshActive();
    const b = cache.refreshActive();
    const c = cache.refreshActive();
    release();
    await Promise.all([a, b, c]);
    expect(server.calls.length - before).toBe(2);
  });

  it('parameters are one query whatever their key order; queries without subscribers are not refreshed', async () => {
    const server = fakeServer();
    server.answers.set('x.list', { kind: 'ok', body: [1] });
    const cache = createQueryCache({ fetch: server.fetch, now: () => 1, log: () => {} });
    let a: QueryState | null = null;
    const stopA = cache.subscribe('x.list', { a: 1, b: 2 }, (s) => { a = s; });
    await until(() => a?.status === 'ready' && !a.fetching);
    expect(cache.activeCount()).toBe(1);
    let b: QueryState | null = null;
    cache.subscribe('x.list', { b: 2, a: 1 }, (s) => { b = s; });
    expect(b).toMatchObject({ data: [1], stale: true });
    expect(cache.activeCount()).toBe(1);
    stopA();
    const calls = server.calls.length;
    await until(() => server.calls.length > calls - 1);
  });

  it('a new account forgets the previous account\'s answers, even one still in flight', async () => {
    const server = fakeServer();
    server.answers.set('user.me', { kind: 'ok', body: { id: 'alice' } });
    const cache = createQueryCache({ fetch: server.fetch, now: () => 1, log: () => {} });
    await cache.setStore(await freshStore());
    const release = server.hold();
    const states: QueryState[] = [];
    cache.subscribe('user.me', undefined, (s) => states.push(s));
    await until(() => server.calls.length === 1);
    await cache.setStore(await freshStore());
    server.answers.set('user.me', { kind: 'ok', body: { id: 'bob' } });
    release();
    await until(() => states.at(-1)?.status === 'ready' && !states.at(-1)?.fetching);
    expect(new Set(states.filter((s) => s.status === 'ready').map((s) => (s.data as { id: string }).id))).toEqual(new Set(['bob']));
  });
});

// The data engine over a fake server: commands carry an idempotency key and refresh the views on screen
// before they resolve; refusals and offline writes change nothing; events refresh what declares them (targeted
// refresh: data-engine-targeted.test.ts), chat-only ones nothing.
import { describe, expect, it } from 'vitest';
import { createDataEngine } from '../../../src/sync/query/data-engine';
import { OFFLINE_WRITE_MESSAGE, type QueryState } from '../../../src/sync/query/types';
import type { RealtimeEvent } from '../../../src/domain/shared/events';

const bases = { company: 'http://api.test/company', chat: 'http://api.test/chat', alert: 'http://api.test/alert', payment: 'http://api.test/payment', metric: 'http://api.test/metric', cron: 'http://api.test/cron' };

function fakeServer() {
  const state = { follows: [] as { id: string; companyId: string; followerId: string; createdAt: number }[], down: false, gets: 0 };
  const keys: string[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    if (state.down) throw new TypeError('fetch failed');
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/company/follows' && method === 'GET') {
      state.gets += 1;
      return json(200, state.follows);
    }
    if (url.pathname === '/company/follows' && method === 'POST') {
      keys.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
      const body = JSON.parse(String(init?.body)) as { companyId: string; followerId: string };
      if (state.follows.some((f) => f.companyId === body.companyId)) return json(409, { message: 'You already follow this company' });
      const row = { id: `f${state.follows.length + 1}`, ...body, createdAt: 1 };
      state.follows.push(row);
      return json(201, row);
    }
    return json(404, { message: 'Not found' });
  };
  return { state, keys, fetchFn };
}

const until = async (cond: () => boolean) => {
  for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(cond()).toBe(true);
};
let n = 0;

async function setup() {
  const server = fakeServer();
  const data = createDataEngine({
    storage: 'memory', bases, fetch: server.fetchFn, refresh: async () => null, log: () => {}, visitorRefreshMs: 0, namePrefix: `de-${++n}-`,
  });
  await data.setAccount({ userId: 'u1', tokens: { accessToken: 'a', refreshToken: 'r' } });
  let last: QueryState | null = null;
  data.query('follows.list', { followerIds: ['u1'] }, (s) => { last = s; });
  await until(() => last?.status === 'ready' && !last.fetching);
  return { server, data, last: () => last as unknown as QueryState<unknown[]> };
}

describe('data engine', () => {
  it('a command resolves after the open query shows its effect, with one idempotency key per call', async () => {
    const { server, data, last } = await setup();
    const out = await data.command('follows.create', { companyId: 'c1', followerId: 'u1' });
    expect(out).toMatchObject({ ok: true, value: { id: 'f1' } });
    expect(last().data).toHaveLength(1);
    await data.command('follows.create', { companyId: 'c2', followerId: 'u1' }, { idempotencyKey: 'kept' });
    expect(server.keys[0]).toMatch(/.{8,}/);
    expect(server.keys[1]).toBe('kept');
    await data.stop();
  });

  it('a refused command reports the server message and leaves the store as it was', async () => {
    const { server, data, last } = await setup();
    await data.command('follows.create', { companyId: 'c1', followerId: 'u1' });
    const before = last().data;
    const gets = server.state.gets;
    const out = await data.command('follows.create', { companyId: 'c1', followerId: 'u1' });
    expect(out).toEqual({ ok: false, status: 409, message: 'You already follow this company', offline: false });
    expect(last().data).toEqual(before);
    expect(server.state.gets).toBe(gets);
    await data.stop();
  });

  it('offline: the query keeps its data with the offline mark, and a write is refused at once', async () => {
    const { server, data, last } = await setup();
    server.state.down = true;
    data.reconnected();
    await until(() => last().offline);
    expect(last().status).toBe('ready');
    const out = await data.command('follows.create', { companyId: 'c9', followerId: 'u1' });
    expect(out).toEqual({ ok: false, status: null, message: OFFLINE_WRITE_MESSAGE, offline: true });
    await data.stop();
  });

  it('events an open view declares refresh it once per burst; chat-only and undeclared types do not', async () => {
    const { server, data } = await setup();
    const ev = (resourceType: RealtimeEvent['resourceType'], seq: number): RealtimeEvent => ({ resourceType, action: 'CREATED', resource: {}, seq });
    let gets = server.state.gets;
    data.applyEvents([ev('MESSAGE', 1), ev('PRESENCE', 2)]);
    await new Promise((r) => setTimeout(r, 30));
    expect(server.state.gets).toBe(gets);
    data.applyEvents([ev('FOLLOW', 3)]);
    data.applyEvents([ev('NOTIFICATION', 4)]);
    await until(() => server.state.gets === gets + 1);
    gets = server.state.gets;
    await new Promise((r) => setTimeout(r, 30));
    expect(server.state.gets).toBe(gets);
    await data.stop();
  });

  it('visitors have no socket: their open views refresh on the one timer', async () => {
    const server = fakeServer();
    const data = createDataEngine({ storage: 'memory', bases, fetch: server.fetchFn, refresh: async () => null, log: () => {}, visitorRefreshMs: 20, namePrefix: `de-${++n}-` });
    await data.setAccount(null);
    data.query('follows.list', { companyIds: ['c1'] }, () => {});
    await until(() => server.state.gets >= 3);
    data.setLive(true);
    const gets = server.state.gets;
    await new Promise((r) => setTimeout(r, 80));
    expect(server.state.gets).toBeLessThanOrEqual(gets + 1);
    await data.stop();
  });
});

describe('data engine reads', () => {
  it('read gives the server\'s answer now and refreshes no view; offline it gives no saved copy', async () => {
    const { server, data } = await setup();
    await data.command('follows.create', { companyId: 'c1', followerId: 'u1' });
    const gets = server.state.gets;
    const out = await data.read('follows.list', { followerIds: ['u1'] });
    expect(out).toMatchObject({ ok: true, value: [{ id: 'f1' }] });
    expect(server.state.gets).toBe(gets + 1);
    server.state.down = true;
    expect(await data.read('follows.list', { followerIds: ['u1'] })).toEqual({ ok: false, status: null, message: 'Service unavailable 503', offline: true });
    await data.stop();
  });
});

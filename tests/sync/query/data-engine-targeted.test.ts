// Targeted refresh in the data engine (issue 27), over a fake server that counts GETs per path: an event
// refreshes only the open answers whose endpoint declares it and that hold the ids it names; a whole entity
// is patched in with no GET; a command refreshes what its declared change stales, and its own event does
// not refresh again (wherever it arrives: before or after the command's answer); another user's later
// change of the same resource still does; an undeclared type refreshes nothing and is logged in dev.
import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../../src/domain/shared/events';
import { createDataEngine } from '../../../src/sync/query/data-engine';
import type { QueryState } from '../../../src/sync/query/types';

const bases = { company: 'http://api.test/company', chat: 'http://api.test/chat', alert: 'http://api.test/alert', payment: 'http://api.test/payment', metric: 'http://api.test/metric', cron: 'http://api.test/cron' };
type Follow = { id: string; companyId: string; followerId: string; createdAt: number };

function fakeServer() {
  const follows: Follow[] = [];
  const gets = new Map<string, number>();
  const answered: (() => void)[] = [];
  let holdPosts = false;
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (method === 'GET') gets.set(url.pathname, (gets.get(url.pathname) ?? 0) + 1);
    if (url.pathname === '/company/companies') {
      const names = (url.searchParams.get('profileNames') ?? '').split(',');
      return json(200, names.map((n) => ({ id: `id-${n}`, profileName: n, followerCount: follows.filter((f) => f.companyId === `id-${n}`).length })));
    }
    if (url.pathname === '/company/follows' && method === 'GET') {
      const cs = url.searchParams.get('companyIds')?.split(',');
      const fs = url.searchParams.get('followerIds')?.split(',');
      return json(200, follows.filter((f) => (!cs || cs.includes(f.companyId)) && (!fs || fs.includes(f.followerId))).reverse());
    }
    if (url.pathname === '/company/follows' && method === 'POST') {
      const row = { id: `f${follows.length + 1}`, ...(JSON.parse(String(init?.body)) as { companyId: string; followerId: string }), createdAt: follows.length };
      follows.push(row);
      if (holdPosts) await new Promise<void>((r) => answered.push(r));
      return json(201, row);
    }
    if (url.pathname === '/payment/wallets/mine') return json(200, { cents: 0 });
    return json(404, { message: 'Not found' });
  };
  return { follows, gets, fetchFn, answered, hold: (on: boolean) => { holdPosts = on; } };
}

const until = async (cond: () => boolean) => {
  for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(cond()).toBe(true);
};
const pause = () => new Promise((r) => setTimeout(r, 40));
let n = 0;
let seq = 0;
const ev = (resourceType: RealtimeEvent['resourceType'], action: RealtimeEvent['action'], resource: unknown): RealtimeEvent => ({ resourceType, action, resource, seq: ++seq });

async function setup() {
  const server = fakeServer();
  const logged: string[] = [];
  const data = createDataEngine({
    storage: 'memory', bases, fetch: server.fetchFn, refresh: async () => null, log: (m) => logged.push(m), devLog: true, visitorRefreshMs: 0, namePrefix: `det-${++n}-`,
  });
  await data.setAccount({ userId: 'alice', tokens: { accessToken: 'a', refreshToken: 'r' } });
  const views: Record<string, QueryState | null> = { acme: null, baltic: null, button: null, wallet: null };
  data.query('companies.byProfileNames', { profileNames: ['acme'] }, (s) => { views.acme = s; });
  data.query('companies.byProfileNames', { profileNames: ['baltic'] }, (s) => { views.baltic = s; });
  data.query('follows.list', { companyIds: ['id-baltic'], followerIds: ['alice'] }, (s) => { views.button = s; });
  data.query('billing.wallet', undefined, (s) => { views.wallet = s; });
  await until(() => Object.values(views).every((v) => v?.status === 'ready' && !v.fetching));
  const total = () => [...server.gets.values()].reduce((a, b) => a + b, 0);
  return { server, data, views, logged, total };
}

describe('targeted refresh in the data engine', () => {
  it('another user\'s follow refetches only the followed company\'s answer', async () => {
    const { server, data, views, total } = await setup();
    const before = total();
    const f = { id: 'fx', companyId: 'id-acme', followerId: 'bob', createdAt: 9 };
    server.follows.push(f);
    data.applyEvents([ev('FOLLOW', 'CREATED', f)]);
    await until(() => (views.acme?.data as { followerCount: number }[])[0].followerCount === 1);
    await pause();
    expect(total()).toBe(before + 1);
    await data.stop();
  });

  it('a whole entity for a list that names every filter is patched in place: no GET', async () => {
    const { data, views, total } = await setup();
    const before = total();
    const f = { id: 'f7', companyId: 'id-baltic', followerId: 'alice', createdAt: 9 };
    data.applyEvents([ev('FOLLOW', 'CREATED', f)]);
    await until(() => (views.button?.data as unknown[]).length === 1);
    // the company answer that holds id-baltic is fetched; the follow list is not
    await pause();
    expect(total()).toBe(before + 1);
    data.applyEvents([ev('FOLLOW', 'DELETED', f)]);
    await until(() => (views.button?.data as unknown[]).length === 0);
    await pause();
    expect(total()).toBe(before + 2);
    await data.stop();
  });

  it('a command refreshes what its change stales once; its own event then refreshes nothing; a later change by another user does', async () => {
    const { server, data, views, total } = await setup();
    const before = total();
    const out = await data.command('follows.create', { companyId: 'id-baltic', followerId: 'alice' });
    expect(out.ok).toBe(true);
    // one GET (baltic's company answer); the button's list is patched with the answer
    expect(total()).toBe(before + 1);
    expect(views.button?.data).toEqual([server.follows[0]]);
    data.applyEvents([ev('FOLLOW', 'CREATED', server.follows[0])]);
    await pause();
    expect(total()).toBe(before + 1);
    // an UPDATED change of the same follow is someone else's: it is applied (patched, the event has every field)
    data.applyEvents([ev('FOLLOW', 'UPDATED', { ...server.follows[0], createdAt: 99 })]);
    await until(() => (views.button?.data as Follow[])[0].createdAt === 99);
    await data.stop();
  });

  it('the command\'s own event arriving before its answer: the command does not refresh a second time', async () => {
    const { server, data, total } = await setup();
    server.hold(true);
    const before = total();
    const pending = data.command('follows.create', { companyId: 'id-acme', followerId: 'alice' });
    await until(() => server.answered.length === 1);
    data.applyEvents([ev('FOLLOW', 'CREATED', server.follows[0])]);
    await pause();
    expect(total()).toBe(before + 1); // the event: acme's answer
    server.answered[0]();
    expect((await pending).ok).toBe(true);
    await pause();
    expect(total()).toBe(before + 1);
    await data.stop();
  });

  it('an undeclared type refreshes nothing and is logged in dev; chat-only types are not even logged', async () => {
    const { data, logged, total } = await setup();
    const before = total();
    data.applyEvents([ev('MESSAGE', 'CREATED', { id: 'm1' })]);
    data.applyEvents([{ ...ev('FOLLOW', 'CREATED', {}), resourceType: 'NEWTYPE' as RealtimeEvent['resourceType'] }]);
    await pause();
    expect(total()).toBe(before);
    expect(logged).toEqual(['No query declares NEWTYPE CREATED: it refreshes nothing']);
    await data.stop();
  });

  it('a reconnect refetches every answer on screen', async () => {
    const { data, total } = await setup();
    const before = total();
    data.reconnected();
    await until(() => total() === before + 4);
    await data.stop();
  });
});

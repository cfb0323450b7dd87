// Notifications and the per-user event log: appended in the change's transaction, seq strictly
// increasing per user, catch-up after a seq, truncation reported.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/src/app';
import { backends, client, login, newMember, type Api, type TestServer } from './harness';

describe.each(backends())('notifications and events on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let admin: string;
  beforeAll(async () => {
    s = await backend.start();
    api = client(s);
    admin = (await login(api, 'admin@mtz.test', 'Admin123!')).accessToken;
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  it('creates, lists newest first, counts, marks read: each change is an event of the receiver', async () => {
    const m = await newMember(api);
    const first = await api.post('/api/v1/alert/notifications', { receiverId: m.id, content: 'First', link: '/me' }, admin);
    s.clock.advance(1000);
    const second = await api.post('/api/v1/alert/notifications', { receiverId: m.id, content: 'Second' }, admin);
    expect(second).toEqual({ status: 201, body: { id: expect.any(String), receiverId: m.id, content: 'Second', link: null, hasRead: false, createdAt: s.clock.now() } });
    const list = await api.get('/api/v1/alert/notifications?skip=0&limit=16', m.accessToken);
    expect(list.body.map((n: { content: string }) => n.content)).toEqual(['Second', 'First']);
    expect((await api.get('/api/v1/alert/notifications?skip=1&limit=1', m.accessToken)).body.map((n: { id: string }) => n.id)).toEqual([first.body.id]);
    const since = s.clock.now() - 2 * 24 * 3600 * 1000;
    expect((await api.get(`/api/v1/alert/notifications/stats?startDateInMillis=${since}&hasRead=false&receiverIds=${m.id}`, m.accessToken)).body).toEqual({ all: { count: 2 } });
    const read = await api.patch(`/api/v1/alert/notifications/${first.body.id}`, { hasRead: true }, m.accessToken);
    expect(read.body).toMatchObject({ id: first.body.id, hasRead: true });
    expect((await api.get(`/api/v1/alert/notifications/stats?startDateInMillis=${since}&hasRead=false`, m.accessToken)).body).toEqual({ all: { count: 1 } });
    expect((await api.get(`/api/v1/alert/notifications/stats?startDateInMillis=${s.clock.now() + 1}`, m.accessToken)).body).toEqual({ all: { count: 0 } });

    const page = await api.get('/api/v1/alert/events?afterSeq=0', m.accessToken);
    expect(page.body).toEqual({
      events: [
        { seq: 1, resourceType: 'NOTIFICATION', action: 'CREATED', resource: first.body },
        { seq: 2, resourceType: 'NOTIFICATION', action: 'CREATED', resource: second.body },
        { seq: 3, resourceType: 'NOTIFICATION', action: 'UPDATED', resource: read.body },
      ],
      latestSeq: 3,
      truncated: false,
    });
    expect((await api.get('/api/v1/alert/events?afterSeq=2', m.accessToken)).body).toEqual({ events: [page.body.events[2]], latestSeq: 3, truncated: false });
    expect((await api.get('/api/v1/alert/events?afterSeq=3', m.accessToken)).body).toEqual({ events: [], latestSeq: 3, truncated: false });
    // the sender's log is untouched
    const other = await newMember(api);
    expect((await api.get('/api/v1/alert/events', other.accessToken)).body).toEqual({ events: [], latestSeq: 0, truncated: false });
  });

  it('assigns strictly increasing seqs under concurrent writes', async () => {
    const m = await newMember(api);
    const rs = await Promise.all(Array.from({ length: 12 }, (_, i) => api.post('/api/v1/alert/notifications', { receiverId: m.id, content: `n${i}` }, admin)));
    expect(rs.every((r) => r.status === 201)).toBe(true);
    const page = (await api.get('/api/v1/alert/events?afterSeq=0', m.accessToken)).body;
    expect(page.events.map((e: { seq: number }) => e.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(page.events.map((e: { resource: { id: string } }) => e.resource.id))).toEqual(new Set(rs.map((r) => r.body.id)));
  });

  it('writes no event when the change fails', async () => {
    const before = await s.db.selectFrom('events').select((eb) => eb.fn.countAll<string>().as('c')).executeTakeFirstOrThrow();
    const r = await api.post('/api/v1/alert/notifications', { receiverId: 'no-such-user', content: 'x' }, admin);
    expect(r).toEqual({ status: 400, body: { message: 'receiverId: no such user' } });
    const after = await s.db.selectFrom('events').select((eb) => eb.fn.countAll<string>().as('c')).executeTakeFirstOrThrow();
    expect(after.c).toEqual(before.c);
  });
});

describe.each(backends())('a bounded event log on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  beforeAll(async () => {
    s = await backend.start({ eventLog: { keep: 3, maxAgeMs: 24 * 3600 * 1000 } });
    api = client(s);
  });
  afterAll(() => s.close());

  it('keeps the last N events per user and reports truncated when afterSeq is older', async () => {
    const admin = (await login(api, 'admin@mtz.test', 'Admin123!')).accessToken;
    const m = await newMember(api);
    for (let i = 1; i <= 5; i++) await api.post('/api/v1/alert/notifications', { receiverId: m.id, content: `n${i}` }, admin);
    const all = (await api.get('/api/v1/alert/events?afterSeq=0', m.accessToken)).body;
    expect(all.events.map((e: { seq: number }) => e.seq)).toEqual([3, 4, 5]);
    expect(all).toMatchObject({ latestSeq: 5, truncated: true });
    expect((await api.get('/api/v1/alert/events?afterSeq=1', m.accessToken)).body.truncated).toBe(true);
    expect((await api.get('/api/v1/alert/events?afterSeq=2', m.accessToken)).body).toMatchObject({ truncated: false, latestSeq: 5 });
    // a seq this server never issued (the client's store is from another database): reload
    expect((await api.get('/api/v1/alert/events?afterSeq=99', m.accessToken)).body).toEqual({ events: [], latestSeq: 5, truncated: true });
  });

  it('drops events older than the age limit when the log is next written', async () => {
    const admin = (await login(api, 'admin@mtz.test', 'Admin123!')).accessToken;
    const m = await newMember(api);
    await api.post('/api/v1/alert/notifications', { receiverId: m.id, content: 'old' }, admin);
    s.clock.advance(25 * 3600 * 1000);
    const admin2 = (await login(api, 'admin@mtz.test', 'Admin123!')).accessToken;
    const fresh = await api.post('/api/v1/alert/notifications', { receiverId: m.id, content: 'new' }, admin2);
    expect(fresh.status).toBe(201);
    const token = (await login(api, m.email, m.password)).accessToken;
    expect((await api.get('/api/v1/alert/events?afterSeq=0', token)).body).toEqual({
      events: [{ seq: 2, resourceType: 'NOTIFICATION', action: 'CREATED', resource: fresh.body }],
      latestSeq: 2,
      truncated: true,
    });
  });
});

describe('restart', () => {
  it('keeps accounts, sessions and the event log in the same data directory', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mtz-restart-'));
    try {
      const first = await startServer({ port: 0, dataDir: dir, log: false, devEndpoints: true });
      const api1 = client(first);
      const m = await newMember(api1);
      const admin = await login(api1, 'admin@mtz.test', 'Admin123!');
      await api1.post('/api/v1/alert/notifications', { receiverId: m.id, content: 'before restart' }, admin.accessToken);
      await first.close();

      const second = await startServer({ port: 0, dataDir: dir, log: false });
      try {
        expect(second.seeded).toBe(false);
        const api2 = client(second);
        expect((await api2.get('/api/v1/company/user', m.accessToken)).body).toMatchObject({ email: m.email, activated: true });
        expect((await api2.auth('LOGIN', { email: m.email, password: m.password })).status).toBe(200);
        expect((await api2.auth('REFRESH_TOKEN', { refreshToken: m.refreshToken })).status).toBe(200);
        expect((await api2.get('/api/v1/alert/events', m.accessToken)).body).toMatchObject({ latestSeq: 1, truncated: false });
        expect((await api2.auth('LOGIN', { email: 'alice@mtz.test', password: 'Alice123!' })).status).toBe(200);
        const users = await second.db.selectFrom('users').select('email').where('email', 'in', ['admin@mtz.test', 'alice@mtz.test', 'bob@mtz.test']).execute();
        expect(users).toHaveLength(3);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

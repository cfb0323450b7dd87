// Presence bookkeeping in the database on one real server (PGlite, and PostgreSQL when DATABASE_URL is set): the
// process's socket counts per user, another process simulated by its rows (alive: it keeps a user online; dead:
// its heartbeat too old, it is reaped and its users' presences end with PRESENCE DELETED), and a process reaped
// while paused registering again. The two-process cases with real processes are in presence-processes.test.ts.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT, listen, person, type Person, type Received } from './chat/chat-harness';
import { backends, client, type Api, type TestServer } from './harness';

const TIMES = { PRESENCE_GRACE_MS: '200', PRESENCE_HEARTBEAT_MS: '200', PRESENCE_PROCESS_STALE_MS: '1000' };
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const deleted = (id: string) => (e: Received) => e.resourceType === 'PRESENCE' && e.action === 'DELETED' && e.resource.id === id;

function until<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  return (async () => {
    for (;;) {
      const v = await check();
      if (v) return v;
      if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
      await sleep(50);
    }
  })();
}

describe.each(backends())('presence bookkeeping on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  beforeAll(async () => {
    Object.assign(process.env, TIMES);
    s = await backend.start();
    for (const k of Object.keys(TIMES)) delete process.env[k];
    api = client(s);
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  const counts = async (userId: string) =>
    (await sql<{ process_id: string; sockets: number }>`SELECT process_id, sockets FROM presence_sockets WHERE user_id = ${userId}`.execute(s.db)).rows;
  const presence = async (p: Person) => (await api.post('/api/v1/alert/presences', { uiid: `tab-${p.id}` }, p.token)).body as { id: string };
  const listed = async (p: Person) => (await api.get(`/api/v1/alert/presences?userIds=${p.id}`, p.token)).body as unknown[];
  /** a process that is not running: its heartbeat `age` ms old, holding one socket of each user */
  async function otherProcess(id: string, ageMs: number, users: Person[]) {
    await sql`INSERT INTO presence_processes (id, heartbeat_at) VALUES (${id}, now() - ${ageMs} * interval '1 millisecond')`.execute(s.db);
    for (const u of users) await sql`INSERT INTO presence_sockets (process_id, user_id, sockets) VALUES (${id}, ${u.id}, 1)`.execute(s.db);
  }
  async function withWatcher(n: number) {
    const [watcher, ...people] = await Promise.all(Array.from({ length: n + 1 }, () => person(api)));
    expect((await api.post(`${CHAT}/rooms`, { name: 'Presence', memberIds: people.map((p) => p.id) }, watcher.token)).status).toBe(201);
    return { people, heard: await listen(s, watcher.token) };
  }

  it("writes this process's socket count per user, and removes the row with the last socket", async () => {
    const u = await person(api);
    const one = await listen(s, u.token);
    const two = await listen(s, u.token);
    const [row] = await until('count 2', async () => (await counts(u.id)).find((r) => r.sockets === 2) && (await counts(u.id)));
    const processes = (await sql<{ id: string }>`SELECT id FROM presence_processes`.execute(s.db)).rows.map((r) => r.id);
    expect(processes).toContain(row.process_id);
    await one.close();
    await until('count 1', async () => (await counts(u.id))[0]?.sockets === 1);
    await two.close();
    await until('no row', async () => (await counts(u.id)).length === 0);
  });

  it('a live process holding a socket keeps the user online; once its heartbeat is stale it is reaped and the presence ends', async () => {
    const { people: [w], heard } = await withWatcher(1);
    const here = await listen(s, w.token);
    const p = await presence(w);
    await otherProcess('live-elsewhere', 0, [w]);
    const keepAlive = setInterval(() => void sql`UPDATE presence_processes SET heartbeat_at = now() WHERE id = 'live-elsewhere'`.execute(s.db).catch(() => {}), 100);
    try {
      await here.close();
      await sleep(1200); // grace 200 ms, several heartbeats
      expect(await listed(w)).toHaveLength(1);
    } finally {
      clearInterval(keepAlive);
    }
    await heard.waitFor(deleted(p.id), 10_000); // stale after 1 s
    expect(await listed(w)).toEqual([]);
    expect((await sql`SELECT 1 FROM presence_processes WHERE id = 'live-elsewhere'`.execute(s.db)).rows).toEqual([]);
    expect(await counts(w.id)).toEqual([]);
    await heard.close();
  });

  it("reaps a dead process: its users' presences end, except a user with a socket here", async () => {
    const { people: [gone, stays], heard } = await withWatcher(2);
    const socket = await listen(s, stays.token);
    const [pg, ps] = [await presence(gone), await presence(stays)];
    await otherProcess('dead', 60_000, [gone, stays]);
    await heard.waitFor(deleted(pg.id), 10_000);
    await sleep(600);
    expect(await listed(gone)).toEqual([]);
    expect(await listed(stays)).toEqual([ps]);
    expect(heard.events.filter(deleted(ps.id))).toEqual([]);
    await Promise.all([socket.close(), heard.close()]);
  });

  it('a process reaped while paused registers again and writes its counts again', async () => {
    const u = await person(api);
    const socket = await listen(s, u.token);
    const [row] = await until('a row', async () => (await counts(u.id)).length === 1 && (await counts(u.id)));
    await sql`DELETE FROM presence_processes WHERE id = ${row.process_id}`.execute(s.db);
    await sql`DELETE FROM presence_sockets WHERE process_id = ${row.process_id}`.execute(s.db);
    await until('registered again', async () => (await sql`SELECT 1 FROM presence_processes WHERE id = ${row.process_id}`.execute(s.db)).rows.length === 1);
    await until('count written again', async () => (await counts(u.id)).length === 1);
    expect(await counts(u.id)).toEqual([row]);
    await socket.close();
  });
});

// Presence across real server processes (tsx server/src/main.ts) on one PostgreSQL database, as behind a load
// balancer: a user with sockets on two processes stays online while either holds one, and a SIGKILLed process
// takes its users' presences with it within the stated time (stale + heartbeat), those also on another process
// staying. PostgreSQL only (DATABASE_URL); the times are shortened through the environment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT, listen, person, type Person, type Received } from './chat/chat-harness';
import { client, hasPostgres, pgDatabaseUrl } from './harness';
import { serverProcess, stopAll, type ServerProcess } from './two-process/processes';

const TIMES = { PRESENCE_GRACE_MS: '500', PRESENCE_HEARTBEAT_MS: '500', PRESENCE_PROCESS_STALE_MS: '2000' };
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** a process starts in seconds on a quiet machine, far slower on a loaded one */
const SLOW = { timeout: 120_000 };
const deleted = (id: string) => (e: Received) => e.resourceType === 'PRESENCE' && e.action === 'DELETED' && e.resource.id === id;

describe.skipIf(!hasPostgres())('presence across server processes on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let c: ServerProcess | undefined;
  beforeAll(async () => {
    const url = await pgDatabaseUrl();
    [a, b] = await Promise.all([serverProcess(url, TIMES), serverProcess(url, TIMES)]);
  });
  afterAll(() => stopAll([a, b, c]));

  /** people sharing a room with a watcher, who hears their PRESENCE events on B */
  async function withWatcher(n: number) {
    const api = client(a);
    const [watcher, ...people] = await Promise.all(Array.from({ length: n + 1 }, () => person(api)));
    expect((await api.post(`${CHAT}/rooms`, { name: 'Presence', memberIds: people.map((p) => p.id) }, watcher.token)).status).toBe(201);
    return { api, watcher, people, heard: await listen(b, watcher.token) };
  }
  const presence = async (p: Person, via: ServerProcess) => (await client(via).post('/api/v1/alert/presences', { uiid: `tab-${p.id}` }, p.token)).body as { id: string };
  const listed = async (p: Person, via: ServerProcess) => (await client(via).get(`/api/v1/alert/presences?userIds=${p.id}`, p.token)).body as unknown[];

  it('a user with sockets on both processes stays online when one closes and goes offline when both have', SLOW, async () => {
    const { watcher, people: [x], heard } = await withWatcher(1);
    const onA = await listen(a, x.token);
    const onB = await listen(b, x.token);
    const p = await presence(x, a);
    await onA.close();
    await sleep(2000); // four grace periods and heartbeats
    expect(await listed(x, b)).toHaveLength(1);
    expect(await listed(x, a)).toHaveLength(1);
    expect(heard.events.filter(deleted(p.id))).toEqual([]);

    await onB.close();
    await heard.waitFor(deleted(p.id), 10_000);
    expect(await listed(x, a)).toEqual([]);
    await sleep(600);
    expect(heard.events.filter(deleted(p.id))).toHaveLength(1); // one PRESENCE DELETED, though both processes saw a last socket close
    await heard.close();
    expect(watcher.id).not.toBe(x.id);
  });

  it('SIGKILL of a process ends the presences of the users it held within stale + heartbeat; a user also on another process stays online', SLOW, async () => {
    c = await serverProcess(await pgDatabaseUrl(), TIMES);
    const { people: [y, z], heard } = await withWatcher(2);
    const yOnC = await listen(c, y.token);
    const zOnC = await listen(c, z.token);
    const zOnB = await listen(b, z.token);
    const [py, pz] = [await presence(y, c), await presence(z, c)];
    await sleep(300); // C's counts are written within 100 ms

    const killedAt = Date.now();
    c.kill('SIGKILL');
    expect((await c.exited).signal).toBe('SIGKILL');
    c = undefined;
    await heard.waitFor(deleted(py.id), 2000 + 500 + 10_000); // stated: stale + heartbeat; generous for a loaded machine
    console.log(`SIGKILL: the killed process's user went offline after ${Date.now() - killedAt} ms (stated: within ${2000 + 500} ms plus the reaping transaction)`);
    expect(await listed(y, a)).toEqual([]);
    await sleep(1500); // three more heartbeats of A and B
    expect(await listed(z, a)).toEqual([pz]);
    expect(heard.events.filter(deleted(pz.id))).toEqual([]);
    await Promise.all([yOnC.close(), zOnC.close(), zOnB.close(), heard.close()]);
  });
});

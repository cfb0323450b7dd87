// Live events between server processes through the message broker (BROKER_URL=nats://…): three real server
// processes on one PostgreSQL database; an event written through one reaches sockets on the two others once
// each, with no process listening on PostgreSQL. Needs PostgreSQL and NATS (skipped with one line otherwise).
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import pg from 'pg';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT, listen, person } from './chat/chat-harness';
import { client, hasPostgres, pgDatabaseUrl } from './harness';
import { serverProcess, stopAll, type ServerProcess } from './two-process/processes';

const NATS = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

function reachable(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = connect({ host: u.hostname, port: Number(u.port || 4222), timeout: 1000 });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });
}

const natsUp = await reachable(NATS);
const why = !hasPostgres() ? 'no PostgreSQL (set DATABASE_URL or TEST_POSTGRES=1)' : !natsUp ? `NATS not reachable at ${NATS}` : null;
if (why) console.log(`tests/server/broker.test.ts skipped (3 server processes through the broker): ${why}`);

describe.skipIf(why !== null)('three server processes exchanging live events through NATS', () => {
  let procs: ServerProcess[] = [];
  beforeAll(async () => {
    const url = await pgDatabaseUrl();
    // a namespace of its own: other runs on the same NATS server do not see these events
    const env = { BROKER_URL: `${NATS}/mtz-test-${randomUUID().slice(0, 8)}` };
    procs = await Promise.all([serverProcess(url, env), serverProcess(url, env), serverProcess(url, env)]);
  }, 180_000);
  afterAll(async () => {
    await stopAll(procs);
  });

  it('a message written through one process reaches the members\' sockets on the two others, once each', async () => {
    const [a, b, c] = procs;
    const apiA = client(a);
    const [alice, bob, carol] = await Promise.all([person(apiA), person(apiA), person(apiA)]);
    const roomId = (await apiA.post(`${CHAT}/rooms`, { name: 'Through the broker', memberIds: [bob.id, carol.id] }, alice.token)).body.id as string;
    const onB = await listen(b, bob.token);
    const onC = await listen(c, carol.token);
    const sent = await apiA.post(`${CHAT}/messages`, { roomId, content: 'hello via NATS' }, alice.token);
    expect(sent.status).toBe(201);
    const mine = (e: { resourceType: string; action: string; resource: { id?: string } }) => e.resourceType === 'MESSAGE' && e.action === 'CREATED' && e.resource.id === sent.body.id;
    await onB.waitFor(mine, 10_000);
    await onC.waitFor(mine, 10_000);
    await new Promise((r) => setTimeout(r, 300)); // nothing arrives twice afterwards
    expect(onB.events.filter(mine)).toHaveLength(1);
    expect(onC.events.filter(mine)).toHaveLength(1);
    // the socket's seq is the log's: catch-up from that seq returns nothing more for the message
    const seq = onB.events.find(mine)!.seq;
    const page = (await client(b).get(`/api/v1/alert/events?afterSeq=${seq - 1}`, bob.token)).body as { events: { seq: number; resource: { id?: string } }[] };
    expect(page.events[0]).toMatchObject({ seq, resource: { id: sent.body.id } });
    await onB.close();
    await onC.close();
    for (const p of procs) expect(p.output()).not.toMatch(/publish failed|broker message failed/);
  }, 60_000);

  it('a deactivation through one process closes the user\'s socket on another (the session end goes through the broker)', async () => {
    const [a, b] = procs;
    const bob = await person(client(a));
    const ws = new WebSocket(`${b.url.replace('http', 'ws')}/ws`, ['v12.stomp']);
    const closed = new Promise<void>((resolve) => ws.on('close', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      ws.on('open', () => ws.send(`CONNECT\naccept-version:1.2\nhost:mtz\nAuthorization:Bearer ${bob.token}\n\n\0`));
      ws.on('message', (d) => (String(d).startsWith('CONNECTED') ? resolve() : reject(new Error(String(d)))));
      ws.on('error', reject);
    });
    const site = (await client(a).auth('LOGIN', { email: 'admin@mtz.test', password: 'Admin123!' })).body.accessToken as string;
    expect((await client(a).patch(`/api/v1/company/users/${bob.id}`, { deactivated: true }, site)).status).toBe(200);
    await Promise.race([closed, new Promise((_, reject) => setTimeout(() => reject(new Error('socket on B still open 10 s after the deactivation')), 10_000))]);
  }, 60_000);

  it('no process listens on PostgreSQL for events: they came through the broker', async () => {
    const db = new pg.Client({ connectionString: await pgDatabaseUrl() });
    await db.connect();
    try {
      const { rows } = await db.query<{ n: string }>("SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN mtz_events%'");
      expect(Number(rows[0].n)).toBe(0);
    } finally {
      await db.end();
    }
  });
});

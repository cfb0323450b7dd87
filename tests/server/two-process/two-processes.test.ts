// Two real server processes (tsx server/src/main.ts) on one PostgreSQL database, as behind a load balancer:
// idempotent payments across both, and a SIGKILL of one in the middle of writes that loses no acknowledged
// write and doubles no event, the client catching up from the other. PostgreSQL only (DATABASE_URL).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, key, P, rawPost } from '../billing/helpers';
import { CHAT, listen, person, type Received } from '../chat/chat-harness';
import { client, hasPostgres, newMember, pgDatabaseUrl } from '../harness';
import { serverProcess, stopAll, type ServerProcess } from './processes';

describe.skipIf(!hasPostgres())('two server processes on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let sql: pg.Pool;
  beforeAll(async () => {
    const url = await pgDatabaseUrl();
    [a, b] = await Promise.all([serverProcess(url), serverProcess(url)]);
    sql = new pg.Pool({ connectionString: url, max: 2 });
  });
  afterAll(async () => {
    await stopAll([a, b]);
    await sql?.end();
  });

  it('a payment with one Idempotency-Key charges once and answers the same through either process, one after the other and at once', async () => {
    const m = await newMember(client(a), 'payer');
    await addCard(client(a), m.accessToken);
    const deposit = (via: ServerProcess, k: string) => rawPost(via, `${P}/wallet-deposits`, { cents: 2000, paymentMethod: 'CARD' }, m.accessToken, { 'Idempotency-Key': k });
    const charged = async (k: string) => ({
      charges: Number((await sql.query('SELECT count(*) AS n FROM pay_sandbox_charges WHERE idempotency_key = $1', [`${m.id}:${k}`])).rows[0].n),
      orders: Number((await sql.query('SELECT count(*) AS n FROM pay_orders WHERE idempotency_key = $1', [`${m.id}:${k}`])).rows[0].n),
    });

    const k1 = key();
    const first = await deposit(a, k1);
    expect(first.status).toBe(201);
    expect(await deposit(b, k1)).toEqual(first);
    expect(await charged(k1)).toEqual({ charges: 1, orders: 1 });

    const k2 = key();
    const burst = await Promise.all([a, b, a, b, a, b].map((via) => deposit(via, k2)));
    expect(burst.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(burst.map((r) => r.body.order.id)).size).toBe(1);
    expect(burst.every((r) => JSON.stringify(r.body) === JSON.stringify(burst[0].body))).toBe(true);
    expect(await charged(k2)).toEqual({ charges: 1, orders: 1 });
    expect((await client(b).get(`${P}/wallets/mine`, m.accessToken)).body).toEqual({ cents: 4000 });
  });

  it('SIGKILL of one process in the middle of writes: no acknowledged write lost or doubled, no event twice; the client catches up from the other', async () => {
    const apiA = client(a);
    const [alice, bob] = await Promise.all([person(apiA), person(apiA)]);
    const roomId = (await apiA.post(`${CHAT}/rooms`, { name: 'Across processes', memberIds: [bob.id] }, alice.token)).body.id as string;
    const baseSeq = (await client(b).get(`/api/v1/alert/events?afterSeq=0`, bob.token)).body.latestSeq as number;
    const socket = await listen(b, bob.token); // bob's socket is on B; every write goes through A

    const acked: { id: string; content: string }[] = [];
    const sent: string[] = [];
    let n = 0;
    const writer = async () => {
      for (;;) {
        const content = `write ${++n}`;
        sent.push(content);
        const r = await apiA.post(`${CHAT}/messages`, { roomId, content }, alice.token).catch(() => null);
        if (!r) return; // the connection died with A: this write is not acknowledged
        expect(r.status).toBe(201);
        acked.push({ id: r.body.id, content });
        if (acked.length === 30) a.kill('SIGKILL'); // other writers have requests in flight
      }
    };
    await Promise.all([writer(), writer(), writer(), writer()]);
    expect((await a.exited).signal).toBe('SIGKILL');
    expect(acked.length).toBeGreaterThanOrEqual(30);
    expect(sent.length).toBeGreaterThan(acked.length); // some writes were cut off

    // in the database: each acknowledged write once; no write twice; nothing that was not sent
    const rows = (await sql.query<{ id: string; content: string }>('SELECT id, content FROM chat_messages WHERE room_id = $1', [roomId])).rows;
    const contents = rows.map((r) => r.content);
    expect(new Set(contents).size).toBe(contents.length);
    expect(contents.every((c) => sent.includes(c))).toBe(true);
    for (const w of acked) expect(rows.filter((r) => r.id === w.id)).toEqual([w]);
    console.log(`SIGKILL mid-writes: ${sent.length} writes sent, ${acked.length} acknowledged, ${rows.length} committed, ${sent.length - rows.length} cut off`);

    // on B's socket: every committed write's event exactly once, no event twice. A write that A committed but did
    // not live to dispatch waits in the event outbox until B's sweep (FANOUT_SWEEP_MS, 1 s) writes it to the logs
    const created = (e: Received) => e.resourceType === 'MESSAGE' && e.action === 'CREATED';
    await socket.waitFor(() => rows.every((w) => socket.events.some((e) => created(e) && e.resource.id === w.id)), 10_000);
    await socket.close();
    const live = [...socket.events];
    expect(new Set(live.map((e) => e.seq)).size).toBe(live.length);
    for (const w of acked) expect(live.filter((e) => created(e) && e.resource.id === w.id)).toHaveLength(1);

    // the client keeps the socket's events up to its first gap, then catches up from B after that seq
    const seqs = new Set(live.map((e) => e.seq));
    let contiguous = baseSeq;
    while (seqs.has(contiguous + 1)) contiguous++;
    const page = (await client(b).get(`/api/v1/alert/events?afterSeq=${contiguous}`, bob.token)).body as { events: Received[]; latestSeq: number; truncated: boolean };
    expect(page.truncated).toBe(false);
    const store = [...live.filter((e) => e.seq <= contiguous), ...page.events];
    expect(store.map((e) => e.seq)).toEqual(Array.from({ length: page.latestSeq - baseSeq }, (_, i) => baseSeq + 1 + i));
    const messages = store.filter(created).map((e) => e.resource.id as string);
    expect(new Set(messages).size).toBe(messages.length);
    expect(messages.sort()).toEqual(rows.map((r) => r.id).sort()); // every committed write, acknowledged or not, once
  });
});

// The three brokers side by side on this machine, for the live-event exchange between server processes
// (BROKER_URL): NATS (core publish/subscribe), Redis (PUBLISH/SUBSCRIBE) and RabbitMQ (a fanout exchange, one
// exclusive queue per subscriber). One publisher process sends delivery batches of realistic size (a batch
// for a 200-member audience: 200 user ids and seqs, the event body once, ~11 kB of JSON); three subscriber
// processes receive and parse every batch. Two phases per broker: a burst (as fast as the publisher can:
// throughput at the slowest subscriber, latency under that load) and a paced run (BENCH_RATE batches/s:
// latency p50/p95). Brokers not reachable are skipped with one line. Load average printed before and after.
// Run: `npm run bench:broker` (BENCH_BATCHES, BENCH_RATE, BENCH_USERS, NATS_URL, REDIS_URL, AMQP_URL to change).
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import amqp from 'amqplib';
import { Redis } from 'ioredis';
import { connect as natsConnect } from 'nats';

type Kind = 'nats' | 'redis' | 'rabbitmq';
const URLS: Record<Kind, string> = {
  nats: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  redis: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  rabbitmq: process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
};
const SUBJECT = 'mtz.bench.events';
const BATCHES = Number(process.env.BENCH_BATCHES ?? 3000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const USERS = Number(process.env.BENCH_USERS ?? 200);
const SUBSCRIBERS = 3;
const now = () => performance.timeOrigin + performance.now();

type Report = { received: number; p50: number; p95: number; firstAt: number; lastAt: number };
type Msg = { phase: string; i: number; n: number; t: number; batch: unknown };

/** A publish function and a close, per broker. */
async function publisher(kind: Kind): Promise<{ send(buf: Buffer): Promise<void> | void; flush(): Promise<void>; close(): Promise<void> }> {
  if (kind === 'nats') {
    const nc = await natsConnect({ servers: URLS.nats, timeout: 2000 });
    return { send: (b) => nc.publish(SUBJECT, b), flush: () => nc.flush(), close: () => nc.drain() };
  }
  if (kind === 'redis') {
    const r = new Redis(URLS.redis, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await r.connect();
    let pending: Promise<unknown>[] = [];
    return {
      send: async (b) => {
        pending.push(r.publish(SUBJECT, b));
        if (pending.length >= 256) await Promise.all(pending.splice(0));
      },
      flush: async () => {
        await Promise.all(pending);
        pending = [];
      },
      close: async () => void (await r.quit()),
    };
  }
  const conn = await amqp.connect(URLS.rabbitmq);
  const ch = await conn.createChannel();
  await ch.assertExchange(SUBJECT, 'fanout', { durable: false });
  return {
    send: async (b) => {
      if (!ch.publish(SUBJECT, '', b)) await new Promise((r) => ch.once('drain', r));
    },
    flush: async () => {},
    close: async () => {
      await ch.close();
      await conn.close();
    },
  };
}

/** In a subscriber process: receive, parse, and report per phase to the parent. */
async function subscribe(kind: Kind): Promise<void> {
  const phases = new Map<string, { lat: number[]; firstAt: number; lastAt: number; n: number }>();
  const onMessage = (buf: Buffer | Uint8Array | string) => {
    const at = now();
    const m = JSON.parse(typeof buf === 'string' ? buf : Buffer.from(buf).toString('utf8')) as Msg;
    let p = phases.get(m.phase);
    if (!p) phases.set(m.phase, (p = { lat: [], firstAt: at, lastAt: at, n: m.n }));
    p.lat.push(at - m.t);
    p.lastAt = at;
    if (p.lat.length === p.n) report(m.phase);
  };
  const report = (phase: string) => {
    const p = phases.get(phase);
    if (!p) return process.send!({ phase, report: { received: 0, p50: NaN, p95: NaN, firstAt: 0, lastAt: 0 } });
    const s = [...p.lat].sort((a, b) => a - b);
    const r: Report = { received: s.length, p50: s[Math.floor(s.length * 0.5)], p95: s[Math.min(s.length - 1, Math.floor(s.length * 0.95))], firstAt: p.firstAt, lastAt: p.lastAt };
    process.send!({ phase, report: r });
  };
  process.on('message', (m: { flush?: string }) => {
    if (m.flush && phases.get(m.flush)?.lat.length !== phases.get(m.flush)?.n) report(m.flush);
  });
  if (kind === 'nats') {
    const nc = await natsConnect({ servers: URLS.nats });
    const sub = nc.subscribe(SUBJECT);
    void (async () => {
      for await (const m of sub) onMessage(m.data);
    })();
    await nc.flush();
  } else if (kind === 'redis') {
    const r = new Redis(URLS.redis);
    r.on('messageBuffer', (_c: Buffer, b: Buffer) => onMessage(b));
    await r.subscribe(SUBJECT);
  } else {
    const conn = await amqp.connect(URLS.rabbitmq);
    const ch = await conn.createChannel();
    await ch.assertExchange(SUBJECT, 'fanout', { durable: false });
    const q = await ch.assertQueue('', { exclusive: true, autoDelete: true });
    await ch.bindQueue(q.queue, SUBJECT, '');
    await ch.consume(q.queue, (m) => m && onMessage(m.content), { noAck: true });
  }
  process.send!({ ready: true });
}

function batchOf(users: number): unknown {
  return {
    batch: 1,
    bodies: [{ resourceType: 'MESSAGE', action: 'CREATED', resource: { id: randomUUID(), roomId: randomUUID(), authorId: randomUUID(), content: 'Hello there, the shipment leaves on Monday. '.repeat(4), createdAt: Date.now() } }],
    to: Array.from({ length: users }, (_, i) => ({ userId: randomUUID(), seq: 1000 + i, body: 0 })),
  };
}

async function reachable(kind: Kind): Promise<boolean> {
  try {
    const p = await Promise.race([publisher(kind), new Promise<never>((_, rej) => setTimeout(() => rej(new Error('timeout')), 3000))]);
    await p.close();
    return true;
  } catch {
    return false;
  }
}

async function runBroker(kind: Kind): Promise<Record<string, string | number>[]> {
  const children = Array.from({ length: SUBSCRIBERS }, () => fork(fileURLToPath(import.meta.url), ['--sub', kind], { execArgv: ['--import', 'tsx'] }));
  const reports = new Map<string, Report[]>();
  const waiters = new Map<string, () => void>();
  let ready = 0;
  await new Promise<void>((resolve) => {
    for (const c of children) {
      c.on('message', (m: { ready?: boolean; phase?: string; report?: Report }) => {
        if (m.ready && ++ready === SUBSCRIBERS) resolve();
        if (m.phase && m.report) {
          const list = reports.get(m.phase) ?? [];
          list.push(m.report);
          reports.set(m.phase, list);
          if (list.length === SUBSCRIBERS) waiters.get(m.phase)?.();
        }
      });
    }
  });
  const pub = await publisher(kind);
  const batch = batchOf(USERS);
  const rows: Record<string, string | number>[] = [];
  for (const phase of ['burst', 'paced'] as const) {
    const n = phase === 'burst' ? BATCHES : Math.min(BATCHES, RATE * 5);
    const done = new Promise<void>((resolve) => waiters.set(phase, resolve));
    const start = now();
    let bytes = 0;
    for (let i = 0; i < n; i++) {
      if (phase === 'paced') {
        const due = start + (i * 1000) / RATE;
        if (due > now()) await new Promise((r) => setTimeout(r, due - now()));
      }
      const buf = Buffer.from(JSON.stringify({ phase, i, n, t: now(), batch } satisfies Msg));
      bytes = buf.length;
      await pub.send(buf);
    }
    await pub.flush();
    const timeout = setTimeout(() => children.forEach((c) => c.send({ flush: phase })), 60_000);
    await done;
    clearTimeout(timeout);
    const rs = reports.get(phase)!;
    const slowestEnd = Math.max(...rs.map((r) => r.lastAt));
    rows.push({
      broker: kind, phase, batches: n, 'batch kB': Math.round(bytes / 102.4) / 10,
      received: `${Math.min(...rs.map((r) => r.received))}/${n}`,
      'batches/s': Math.round(n / ((slowestEnd - start) / 1000)),
      'p50 ms': Math.max(...rs.map((r) => r.p50)).toFixed(1),
      'p95 ms': Math.max(...rs.map((r) => r.p95)).toFixed(1),
    });
  }
  await pub.close();
  for (const c of children) c.kill();
  return rows;
}

async function main(): Promise<void> {
  const la = () => loadavg().map((x) => x.toFixed(2)).join(' ');
  console.log(`broker bench: ${BATCHES} batches of ${USERS} users, ${SUBSCRIBERS} subscriber processes, paced at ${RATE}/s; load average ${la()}`);
  const rows: Record<string, string | number>[] = [];
  for (const kind of ['nats', 'redis', 'rabbitmq'] as const) {
    if (!(await reachable(kind))) {
      console.log(`${kind}: skipped, not reachable at ${URLS[kind]}`);
      continue;
    }
    rows.push(...(await runBroker(kind)));
  }
  console.table(rows);
  console.log(`load average after: ${la()} (p50/p95: the slowest of the ${SUBSCRIBERS} subscribers; batches/s: first send to the slowest subscriber's last receipt)`);
}

if (process.argv[2] === '--sub') void subscribe(process.argv[3] as Kind);
else void main().then(() => process.exit(0), (err) => {
  console.error(err);
  process.exit(1);
});

// Cross-process fan-out through NATS (BROKER_URL=nats://host:port[/namespace]): every process subscribes to
// the namespace's subjects; a dispatch publishes its delivery batch (each event body once, the users and
// their seqs) and every process hands the entries of the users it holds sockets for to them, with no read of
// the database. Core NATS (at most once) is enough: the per-user log in PostgreSQL stays the source of truth
// and a client catches up from it after a gap. Chosen by measurement: docs/benchmarks.md, "Broker".
import { connect, type NatsConnection, type Subscription } from 'nats';
import { LocalBroadcaster, type Broadcaster, type DeliveryBatch, type EventListener, type SessionEndListener } from './broadcaster';

/** entries per message: a batch for 10,000 users is split to stay far below NATS's 1 MB payload limit */
export const NATS_CHUNK = 2000;

export class NatsBroadcaster implements Broadcaster {
  private readonly local = new LocalBroadcaster();
  private readonly subs: Subscription[] = [];

  private constructor(
    private readonly nc: NatsConnection,
    private readonly prefix: string,
    private readonly log: (msg: string, err?: unknown) => void,
  ) {}

  /** Connects (reconnecting for ever once connected) and subscribes before it resolves. */
  static async start(url: string, log: (msg: string, err?: unknown) => void): Promise<NatsBroadcaster> {
    const u = new URL(url);
    const namespace = u.pathname.replace(/^\/+|\/+$/g, '').replace(/[^A-Za-z0-9_-]/g, '_') || 'mtz';
    const nc = await connect({
      servers: `${u.hostname}:${u.port || 4222}`,
      user: u.username ? decodeURIComponent(u.username) : undefined,
      pass: u.password ? decodeURIComponent(u.password) : undefined,
      name: `mtz-${process.pid}`,
      maxReconnectAttempts: -1,
      timeout: 5000,
    });
    const b = new NatsBroadcaster(nc, namespace, log);
    b.listen();
    await nc.flush();
    return b;
  }

  private listen(): void {
    const events = this.nc.subscribe(`${this.prefix}.events`);
    const ends = this.nc.subscribe(`${this.prefix}.sessions-ended`);
    this.subs.push(events, ends);
    void (async () => {
      for await (const m of events) {
        try {
          this.local.publishBatch(JSON.parse(new TextDecoder().decode(m.data)) as DeliveryBatch);
        } catch (err) {
          this.log('broker message failed', err);
        }
      }
    })();
    void (async () => {
      for await (const m of ends) this.local.endSessions(new TextDecoder().decode(m.data));
    })();
  }

  publishBatch(batch: DeliveryBatch): void {
    for (let i = 0; i < batch.to.length; i += NATS_CHUNK) {
      const to = batch.to.slice(i, i + NATS_CHUNK);
      const used = [...new Set(to.map((t) => t.body))];
      const renumber = new Map(used.map((b, k) => [b, k]));
      const part: DeliveryBatch = { batch: batch.batch, bodies: used.map((b) => batch.bodies[b]), to: to.map((t) => ({ ...t, body: renumber.get(t.body)! })) };
      this.nc.publish(`${this.prefix}.events`, JSON.stringify(part));
    }
  }

  subscribe(userId: string, listener: EventListener): () => void {
    return this.local.subscribe(userId, listener);
  }

  endSessions(userId: string): void {
    this.nc.publish(`${this.prefix}.sessions-ended`, userId);
  }

  onSessionsEnded(listener: SessionEndListener): () => void {
    return this.local.onSessionsEnded(listener);
  }

  async close(): Promise<void> {
    if (!this.nc.isClosed()) await this.nc.drain().catch(() => {});
    await this.local.close();
  }
}

// Cross-process fan-out through PostgreSQL LISTEN/NOTIFY: each server process listens on one channel;
// a dispatch sends ONE notification naming its batch (events.batch), and every process reads the batch's
// events of the users it holds sockets for, in one query, and delivers them. The server keeps no state that
// pins a user to it. (PostgreSQL serialises the commits of notifying transactions: one per dispatch, not per user.)
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Action, RealtimeEvent, ResourceType } from '../../../src/domain/shared/events';
import type { DB } from '../db/schema';
import { LocalBroadcaster, type Broadcaster, type DeliveryBatch, type EventListener, type SessionEndListener } from './broadcaster';

export const NOTIFY_CHANNEL = 'mtz_events';

/** the events of dispatch batch b were appended; or (end) every session of user u ended */
type Note = { b: number } | { u: string; end: true };

export class PgBroadcaster implements Broadcaster {
  private readonly local = new LocalBroadcaster();
  private listener: pg.PoolClient | null = null;
  private closed = false;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly db: Kysely<DB>,
    private readonly log: (msg: string, err?: unknown) => void,
  ) {}

  static async start(pool: pg.Pool, db: Kysely<DB>, log: (msg: string, err?: unknown) => void): Promise<PgBroadcaster> {
    const b = new PgBroadcaster(pool, db, log);
    await b.listen();
    return b;
  }

  private async listen(): Promise<void> {
    const c = await this.pool.connect();
    c.on('notification', (msg) => {
      if (msg.channel !== NOTIFY_CHANNEL || !msg.payload) return;
      void this.onNote(msg.payload);
    });
    c.on('error', (err) => {
      this.log('event listener connection failed; reconnecting', err);
      c.release(err);
      this.listener = null;
      if (!this.closed) setTimeout(() => void this.listen().catch((e) => this.log('event listener reconnect failed', e)), 1000).unref();
    });
    await c.query(`LISTEN ${NOTIFY_CHANNEL}`);
    this.listener = c;
  }

  private async onNote(payload: string): Promise<void> {
    try {
      const note = JSON.parse(payload) as Note;
      if ('end' in note) return this.local.endSessions(note.u);
      const users = this.local.listenedUsers();
      if (users.length === 0) return;
      const rows = await this.db.selectFrom('events').select(['user_id', 'seq', 'resource_type', 'action', 'resource'])
        .where('batch', '=', note.b).where('user_id', 'in', users).orderBy('user_id').orderBy('seq').execute();
      const byUser = new Map<string, RealtimeEvent[]>();
      for (const r of rows) {
        const list = byUser.get(r.user_id) ?? [];
        list.push({ seq: Number(r.seq), resourceType: r.resource_type as ResourceType, action: r.action as Action, resource: r.resource });
        byUser.set(r.user_id, list);
      }
      for (const [userId, events] of byUser) this.local.deliver(userId, events);
    } catch (err) {
      this.log('event notification failed', err);
    }
  }

  async publishBatch(batch: DeliveryBatch): Promise<void> {
    if (batch.to.length === 0) return;
    const note: Note = { b: batch.batch };
    await this.pool.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, JSON.stringify(note)]);
  }

  subscribe(userId: string, listener: EventListener): () => void {
    return this.local.subscribe(userId, listener);
  }

  async endSessions(userId: string): Promise<void> {
    const note: Note = { u: userId, end: true };
    await this.pool.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, JSON.stringify(note)]);
  }

  onSessionsEnded(listener: SessionEndListener): () => void {
    return this.local.onSessionsEnded(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    const c = this.listener;
    this.listener = null;
    if (c) {
      await c.query(`UNLISTEN ${NOTIFY_CHANNEL}`).catch(() => {});
      c.release();
    }
    await this.local.close();
  }
}

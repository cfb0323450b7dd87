// Cross-process fan-out through PostgreSQL LISTEN/NOTIFY: each server process listens on one channel;
// a publish notifies the user id and seq range, and every process with sockets of that user reads the
// committed events from the log and delivers them. The server keeps no state that pins a user to it.
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { RealtimeEvent } from '../../../src/domain/shared/events';
import { readEvents } from '../db/events';
import type { DB } from '../db/schema';
import { LocalBroadcaster, type Broadcaster, type EventListener, type SessionEndListener } from './broadcaster';

export const NOTIFY_CHANNEL = 'mtz_events';

/** events from..to appended to user u's log; or (end) every session of user u ended */
type Note = { u: string; from: number; to: number } | { u: string; end: true };

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
      if (this.local.listenerCount(note.u) === 0) return;
      const page = await readEvents(this.db, note.u, note.from - 1);
      this.local.deliver(note.u, page.events.filter((e) => e.seq <= note.to));
    } catch (err) {
      this.log('event notification failed', err);
    }
  }

  async publish(userId: string, events: RealtimeEvent[]): Promise<void> {
    if (events.length === 0) return;
    const note: Note = { u: userId, from: events[0].seq, to: events[events.length - 1].seq };
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

// Fan-out of committed events to the sockets of a user. One process: in memory. Several processes on
// one PostgreSQL: a LISTEN/NOTIFY implementation of the same interface (see pg-broadcaster.ts).
import type { Action, RealtimeEvent, ResourceType } from '../../../src/domain/shared/events';

export type EventListener = (event: RealtimeEvent) => void;
/** told the id of a user whose sessions ended (password reset, deactivation): their sockets are closed */
export type SessionEndListener = (userId: string) => void;

/**
 * What one dispatch transaction appended to the users' logs: each event body once, and per user the seq it got
 * (a user's entries in seq order). `batch` is the number the events carry in the log (events.batch).
 */
export type DeliveryBatch = {
  batch: number;
  bodies: { resourceType: ResourceType; action: Action; resource: unknown }[];
  to: { userId: string; seq: number; body: number }[];
};

/** The batch's events grouped by user, each user's in seq order. */
export function eventsByUser(batch: DeliveryBatch): Map<string, RealtimeEvent[]> {
  const out = new Map<string, RealtimeEvent[]>();
  for (const t of [...batch.to].sort((a, b) => a.seq - b.seq)) {
    const list = out.get(t.userId) ?? [];
    list.push({ ...batch.bodies[t.body], seq: t.seq });
    out.set(t.userId, list);
  }
  return out;
}

export interface Broadcaster {
  /** called after the dispatch transaction that appended the batch's events has committed */
  publishBatch(batch: DeliveryBatch): void | Promise<void>;
  /** returns the unsubscribe function */
  subscribe(userId: string, listener: EventListener): () => void;
  /** called after the transaction that revoked a user's tokens has committed: every process closes that user's sockets */
  endSessions(userId: string): void | Promise<void>;
  /** returns the unsubscribe function */
  onSessionsEnded(listener: SessionEndListener): () => void;
  close(): Promise<void>;
}

/** Delivers to the listeners of this process. */
export class LocalBroadcaster implements Broadcaster {
  private readonly listeners = new Map<string, Set<EventListener>>();
  private readonly sessionEnd = new Set<SessionEndListener>();

  publishBatch(batch: DeliveryBatch): void {
    const mine = new Map<string, RealtimeEvent[]>();
    for (const t of batch.to) {
      if (!this.listeners.has(t.userId)) continue;
      const list = mine.get(t.userId) ?? [];
      list.push({ ...batch.bodies[t.body], seq: t.seq });
      mine.set(t.userId, list);
    }
    for (const [userId, events] of mine) this.deliver(userId, events.sort((a, b) => a.seq - b.seq));
  }

  /** the users with a listener in this process */
  listenedUsers(): string[] {
    return [...this.listeners.keys()];
  }

  /** hands events to this process's listeners (also used by cross-process broadcasters) */
  deliver(userId: string, events: RealtimeEvent[]): void {
    const set = this.listeners.get(userId);
    if (!set) return;
    for (const event of events) {
      for (const l of [...set]) {
        try {
          l(event);
        } catch (err) {
          console.error('realtime listener failed', err);
        }
      }
    }
  }

  subscribe(userId: string, listener: EventListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
  }

  endSessions(userId: string): void {
    for (const l of [...this.sessionEnd]) {
      try {
        l(userId);
      } catch (err) {
        console.error('session end listener failed', err);
      }
    }
  }

  onSessionsEnded(listener: SessionEndListener): () => void {
    this.sessionEnd.add(listener);
    return () => this.sessionEnd.delete(listener);
  }

  listenerCount(userId: string): number {
    return this.listeners.get(userId)?.size ?? 0;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.sessionEnd.clear();
  }
}

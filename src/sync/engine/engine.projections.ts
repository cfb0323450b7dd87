// The engine's data side: the bell's notifications and the chat projection, what realtime events do to
// them (applyEvents, persist), and the REST snapshots that replace them (the first load, catch-up, a
// truncated log's reload). engine.ts wires these into the life-cycle machine's actors.
import { BehaviorSubject } from 'rxjs';
import {
  EMPTY_NOTIFICATIONS, applyNotificationEvent, notificationWindowStart, notificationsFromList, unreadCount,
  type NotificationEventResource, type NotificationsState,
} from '../../domain/alerts/notifications';
import type { EventsPage, RealtimeEvent } from '../../domain/shared/events';
import { chatEventProblem } from '../../domain/chat/guards';
import type { Pipeline } from '../pipeline/pipeline';
import { decodeEvent } from '../pipeline/decode';
import type { SyncStore } from '../store/database';
import type { AlertRest } from './alert-rest';
import type { ChatRest } from './chat-rest';
import { createChatSync } from './chat-sync';
import type { Owed } from './lifecycle.machine';

export type ProjectionsDeps = {
  now(): number;
  log(message: string): void;
  /** the chat REST client of the run being loaded or running */
  rest(): ChatRest | null;
  /** runs a store write after the ones before it (dropped once the store is closing) */
  enqueue(write: (store: SyncStore) => Promise<void>): Promise<void>;
};

/** What catch-up and reload need of a run. */
type RunLink = { rest: AlertRest; pipeline: Pipeline };

function isNotificationEvent(e: RealtimeEvent): e is RealtimeEvent<NotificationEventResource> {
  return e.resourceType === 'NOTIFICATION';
}

const pageEvents = (page: EventsPage): RealtimeEvent[] => page.events.flatMap((raw) => {
  const d = decodeEvent(raw);
  return d.kind === 'event' ? [d.event] : [];
});

export function createProjections(deps: ProjectionsDeps) {
  const { now, log, enqueue } = deps;
  let state: NotificationsState = EMPTY_NOTIFICATIONS;
  const count = new BehaviorSubject<number>(0);
  /** events applied while a REST snapshot is in flight, one list per snapshot: replayed on top of it */
  const recorders = new Set<RealtimeEvent[]>();
  /** listeners of onEvents, each with the resource types it asked for */
  const eventListeners = new Set<{ types: ReadonlySet<string>; cb: (e: RealtimeEvent) => void }>();

  const emitCount = () => {
    const c = unreadCount(state, now());
    if (c !== count.value) count.next(c);
  };

  const chat = createChatSync({ rest: deps.rest, enqueue, log });

  function applyEvents(all: RealtimeEvent[]): void {
    // a chat event whose resource does not fit its action is logged and skipped whole (its seq is consumed)
    const events = all.filter((e) => {
      const problem = chatEventProblem(e);
      if (problem) log(`Skipped realtime event ${e.seq}: ${problem}`);
      return problem === null;
    });
    for (const e of events) if (isNotificationEvent(e)) state = applyNotificationEvent(state, e);
    for (const r of recorders) r.push(...events);
    chat.apply(events);
    emitCount();
    for (const l of eventListeners) {
      for (const e of events) {
        if (!l.types.has(e.resourceType)) continue;
        try {
          l.cb(e);
        } catch (err) {
          log(`Event listener failed: ${String(err)}`);
        }
      }
    }
  }

  function persist(events: RealtimeEvent[], lastSeq: number): Promise<void> {
    const ids = new Set(events.filter(isNotificationEvent).map((e) => e.resource.id));
    return enqueue(async (store) => {
      await store.writeChat(chat.writeFor(events));
      const upserts = [...ids].flatMap((id) => (state[id] ? [state[id]] : []));
      const removals = [...ids].filter((id) => !state[id]);
      return store.writeNotifications(upserts, removals, lastSeq);
    });
  }

  /** Runs `load` while recording the events applied meanwhile (they are replayed on its answer). */
  async function recording<T>(load: (meanwhile: RealtimeEvent[]) => Promise<T>): Promise<T> {
    const meanwhile: RealtimeEvent[] = [];
    recorders.add(meanwhile);
    try {
      return await load(meanwhile);
    } finally {
      recorders.delete(meanwhile);
    }
  }

  /** The bell's snapshot with `events` replayed on it. */
  function installNotifications(snapshot: Parameters<typeof notificationsFromList>[0], events: readonly RealtimeEvent[]): void {
    let next = notificationsFromList(snapshot);
    for (const e of events) if (isNotificationEvent(e)) next = applyNotificationEvent(next, e);
    state = next;
    emitCount();
  }

  /** The chat snapshot alone (owed after a failed load): installed under the events applied meanwhile. */
  const reloadChat = (signal: AbortSignal): Promise<boolean> => recording(async (meanwhile) => {
    const snap = await chat.fetchSnapshot();
    if (signal.aborted || !snap) return false;
    chat.install(snap, meanwhile);
    await enqueue((store) => chat.persistSnapshot(store));
    return true;
  });

  /** Replaces the projections with REST snapshots taken after `page`, then replays page and live events. */
  const reload = (r: RunLink, page: EventsPage): Promise<boolean> => recording(async (meanwhile) => {
    const [snapshot, chatSnap] = await Promise.all([r.rest.notificationsSince(notificationWindowStart(now())), chat.fetchSnapshot()]);
    if (snapshot === undefined || chatSnap === undefined) return false;
    const replay = [...pageEvents(page), ...meanwhile];
    chat.install(chatSnap, replay);
    installNotifications(snapshot, replay);
    r.pipeline.advanceTo(page.latestSeq);
    await enqueue(async (store) => {
      await chat.persistSnapshot(store);
      await store.replaceNotifications(Object.values(state), page.latestSeq, 'exact');
    });
    void chat.reloadWatched();
    return true;
  });

  return {
    chat, count, emitCount, applyEvents, persist,

    async catchUp(r: RunLink, owed: Owed, signal: AbortSignal): Promise<Owed> {
      const page = await r.rest.eventsAfter(r.pipeline.lastSeq());
      if (signal.aborted) return owed;
      // undefined: the network is down; the next connect or token tries again
      if (page === undefined) return { ...owed, catchUp: true };
      if (page.truncated) return (await reload(r, page)) ? { catchUp: false, chat: false } : { ...owed, catchUp: true };
      r.pipeline.ingest(page.events);
      if (!owed.chat) return { catchUp: false, chat: false };
      return { catchUp: false, chat: !(await reloadChat(signal)) };
    },

    /** First load after start: the stored seq, the server's log and a snapshot of the last 2 days. */
    async initialLoad(store: SyncStore, rest: AlertRest): Promise<{ seq: number; chatOwed: boolean }> {
      const storedSeq = await store.lastSeq();
      state = notificationsFromList(await store.notificationsSince(notificationWindowStart(now())));
      emitCount();
      await chat.loadStored(store);
      const failed = (what: string) => (err: unknown) => { log(`${what} failed: ${String(err)}`); return undefined; };
      const page = await rest.eventsAfter(storedSeq).catch(failed('Catch-up'));
      if (page === undefined) return { seq: storedSeq, chatOwed: true };
      const snapshot = await rest.notificationsSince(notificationWindowStart(now())).catch(failed('Loading notifications'));
      if (snapshot === undefined) return { seq: storedSeq, chatOwed: true };
      const chatSnap = await chat.fetchSnapshot().catch(failed('Loading chat'));
      if (chatSnap === undefined) return { seq: storedSeq, chatOwed: true };
      chat.install(chatSnap, pageEvents(page));
      await chat.persistSnapshot(store);
      installNotifications(snapshot, pageEvents(page));
      // A server log that restarted below our seq (a wiped dev database) is followed from its own seq.
      await store.replaceNotifications(Object.values(state), page.latestSeq, 'exact');
      return { seq: page.latestSeq, chatOwed: false };
    },

    /** the run ended: the next start may be another account, so none of this one's data stays shown */
    reset(): void {
      state = EMPTY_NOTIFICATIONS;
      chat.reset('');
      emitCount();
    },

    onEvents(resourceTypes: readonly string[], cb: (e: RealtimeEvent) => void): () => void {
      const entry = { types: new Set<string>(resourceTypes), cb };
      eventListeners.add(entry);
      return () => void eventListeners.delete(entry);
    },
  };
}

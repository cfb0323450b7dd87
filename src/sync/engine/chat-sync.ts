// The chat side of the engine: realtime events folded into the projection (chat-projection.ts) in one
// batch per task, with what they imply: read marks (chat-read-marks.ts), refetches of updated messages
// and of badges at the unseen limit, message counts, and the loads of chat-loaders.ts.
import { isUnseenBy, upsertMessages } from '../../domain/chat/apply';
import { isChatMessage } from '../../domain/chat/guards';
import type { ChatState } from '../../domain/chat/state';
import { UNSEEN_LIMIT } from '../../domain/chat/types';
import type { RealtimeEvent } from '../../domain/shared/events';
import type { ChatWrite, SyncStore } from '../store/database';
import { CHAT_UNAVAILABLE, type ChatRest } from './chat-rest';
import { createChatLoaders } from './chat-loaders';
import { createChatProjection, type ChatSnapshot } from './chat-projection';
import { createReadMarks } from './chat-read-marks';
import type { ChatViewsApi, Unsubscribe } from './facade';
import { createMessageRefetch } from './message-refetch';
import type { RoomsDelta } from './room-delta';

export type { ChatSnapshot } from './chat-projection';

export type ChatSyncDeps = {
  rest(): ChatRest | null;
  enqueue(write: (store: SyncStore) => Promise<void>): Promise<void>;
  log(m: string): void;
};

export type ChatSync = ChatViewsApi & {
  /** the room list as deltas (see SyncEngineApi.onRoomsDelta) */
  onRoomsDelta(cb: (delta: RoomsDelta) => void): Promise<Unsubscribe>;
  reset(viewerId: string): void;
  /** cold start: what the store holds, shown at once */
  loadStored(store: SyncStore): Promise<void>;
  fetchSnapshot(): Promise<ChatSnapshot | undefined>;
  /** replaces the projection with a snapshot, then replays events applied meanwhile (idempotent) */
  install(snapshot: ChatSnapshot, replay: readonly RealtimeEvent[]): void;
  persistSnapshot(store: SyncStore): Promise<void>;
  apply(events: readonly RealtimeEvent[]): void;
  /** applies events still waiting for their microtask (before a snapshot replaces the state) */
  flushPending(): void;
  /** the store writes of an applied batch (read from the projection when the write runs) */
  writeFor(events: readonly RealtimeEvent[]): ChatWrite;
  setCatchingUp(on: boolean): void;
  /** first pages of the rooms being watched, again (after a reload) */
  reloadWatched(): Promise<void>;
  state(): ChatState;
};

/** unseen messages held for a room, in memory or only in the store (not capped, unlike the badge) */
function countUnseen(s: ChatState, roomId: string): number {
  let n = s.stored[roomId]?.unseenIds.length ?? 0;
  const msgs = s.messages[roomId];
  if (msgs) for (const id in msgs) if (isUnseenBy(msgs[id], s.viewerId)) n += 1;
  return n;
}

export function createChatSync(deps: ChatSyncDeps): ChatSync {
  const projection = createChatProjection();
  const marks = createReadMarks({ rest: deps.rest, log: deps.log, projection });
  const loaders = createChatLoaders({ ...deps, projection, marks });
  const refetch = createMessageRefetch({
    rest: () => deps.rest(),
    log: (m) => deps.log(m),
    onMessage(m) {
      applyPending();
      projection.set(upsertMessages(projection.state(), [m]));
      marks.readIncoming([m]);
      loaders.persistMessages([m]);
    },
  });

  const pendingEvents: RealtimeEvent[] = [];

  function applyPending(): void {
    if (pendingEvents.length === 0) return;
    const events = pendingEvents.splice(0);
    const before = projection.state();
    loaders.noteArriving(events.flatMap((e) => (isChatMessage(e.resource) ? [e.resource.id] : [])));
    // spec 4: UPDATED refetches the message; the frame only says which one changed
    const updated = events.filter((e) => e.resourceType === 'MESSAGE' && e.action === 'UPDATED');
    for (const e of updated) if (isChatMessage(e.resource)) refetch.updated(e.resource);
    projection.apply(updated.length === 0 ? events : events.filter((e) => !updated.includes(e)));
    const state = projection.state();
    // in the open room a created message is read at once: tell the server
    marks.readIncoming(events.flatMap((e) => (e.resourceType === 'MESSAGE' && e.action !== 'DELETED' && e.action !== 'UPDATED' && isChatMessage(e.resource) ? [e.resource] : [])));
    // a badge at the unseen limit (11) may stand for more unseen messages than we hold: when it drops, ask again
    if (state.messages !== before.messages || state.stored !== before.stored) {
      const touched = new Set(events.flatMap((e) => (isChatMessage(e.resource) ? [e.resource.roomId] : [])));
      for (const id of touched) {
        if (state.rooms[id] && countUnseen(before, id) >= UNSEEN_LIMIT && countUnseen(state, id) < UNSEEN_LIMIT) void loaders.refetchUnseen(id);
      }
    }
    for (const e of events) {
      if (e.resourceType === 'MESSAGE' && (e.action === 'CREATED' || e.action === 'DELETED') && isChatMessage(e.resource) && projection.watchers.has(e.resource.roomId)) {
        loaders.refreshTotal(e.resource.roomId, 100);
      }
    }
  }

  return {
    state: () => {
      applyPending();
      return projection.state();
    },
    reset(viewerId) {
      refetch.reset();
      projection.reset(viewerId);
      marks.reset();
      loaders.reset();
    },
    loadStored: (store) => loaders.loadStored(store),
    fetchSnapshot: () => loaders.fetchSnapshot(),
    install(snapshot, replay) {
      applyPending();
      projection.install(snapshot, replay);
      marks.readIncoming([...snapshot.unseen, ...replay.flatMap((e) => (isChatMessage(e.resource) ? [e.resource] : []))]);
    },
    persistSnapshot: (store) => loaders.persistSnapshot(store),
    apply(events) {
      // a burst of frames in one task folds as one batch, still within that task (microtask)
      const first = pendingEvents.length === 0;
      for (const e of events) pendingEvents.push(e);
      if (first) queueMicrotask(() => applyPending());
    },
    flushPending: () => applyPending(),
    writeFor(events) {
      applyPending();
      return projection.writeFor(events);
    },
    setCatchingUp(on) {
      projection.setCatchingUp(on);
      if (!on) marks.retryUnsent();
    },
    reloadWatched: () => loaders.reloadWatched(),

    // ChatViewsApi
    onRooms: (cb) => projection.onRooms(cb),
    onRoomsDelta: (cb) => projection.onRoomsDelta(cb),
    async openRoom(roomId) {
      applyPending();
      const before = projection.state();
      projection.open(roomId);
      const state = projection.state();
      if (state.openRoomId !== null && state.openRoomId !== before.openRoomId) {
        const read = Object.values(before.messages[state.openRoomId] ?? {}).filter((m) => isUnseenBy(m, state.viewerId));
        marks.markRead(read);
        loaders.persistMessages(read);
        // the unseen messages only the store holds are read too, once loaded
        await loaders.hydrate(state.openRoomId);
      }
    },
    async onMessages(roomId, cb) {
      let set = projection.watchers.get(roomId);
      if (!set) projection.watchers.set(roomId, (set = new Set()));
      set.add(cb);
      cb(projection.viewOf(roomId));
      if (!projection.state().pages[roomId]) void loaders.firstPage(roomId);
      else loaders.refreshTotal(roomId, 0);
      return () => {
        set.delete(cb);
        if (set.size === 0) projection.watchers.delete(roomId);
      };
    },
    loadOlderMessages: (roomId) => loaders.loadOlder(roomId),
    onInvites: (cb) => projection.onInvites(cb),
    onPresence: (cb) => projection.onPresence(cb),
    downloadFile: (path) => deps.rest()?.download(path) ?? Promise.resolve({ ok: false, message: CHAT_UNAVAILABLE }),
  };
}

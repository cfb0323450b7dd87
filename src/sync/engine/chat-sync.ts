// The chat side of the engine: the in-memory chat projection (pure reducers of src/domain/chat), the
// views pushed to the UI the moment an event applies, REST snapshots and pages, read marks, and the
// batched store writes behind it all.
import { BehaviorSubject, filter, type Observable } from 'rxjs';
import {
  applyChatEvents, invitesLoaded, isUnseenBy, pageLoaded, presencesLoaded, roomOpened, roomsLoaded, unseenLoaded, upsertMessages,
  windowLoaded,
} from '../../domain/chat/apply';
import { isChatMessage, isChatRoom, isMessageFile, isPresence, isRoomInvite } from '../../domain/chat/guards';
import { emptyChatState, type ChatState } from '../../domain/chat/state';
import { MESSAGE_PAGE_SIZE, UNSEEN_LIMIT, type ChatMessage, type ChatRoom, type MessageStats, type Presence, type RoomInvite } from '../../domain/chat/types';
import { loadedMessages, onlineUsers } from '../../domain/chat/views';
import type { RealtimeEvent } from '../../domain/shared/events';
import type { MessageDoc } from '../store/schemas/chat.schema';
import type { ChatWrite, SyncStore } from '../store/database';
import type { ChatRest } from './chat-rest';
import type { ChatViewsApi, MessagesView, RoomView, Unsubscribe } from './facade';
import { diffRooms, type RoomsDelta } from './room-delta';
import { createRoomViews } from './room-views';
import { createMessageRefetch } from './message-refetch';

/** What GET /rooms, invites, stats, unseen messages and presences said at one moment. */
export type ChatSnapshot = {
  rooms: ChatRoom[];
  invites: RoomInvite[];
  unseen: ChatMessage[];
  presences: Presence[] | null;
};

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

function countUnseen(s: ChatState, roomId: string): number {
  let n = 0;
  const msgs = s.messages[roomId];
  if (msgs) for (const id in msgs) if (isUnseenBy(msgs[id], s.viewerId)) n += 1;
  return n;
}

const NO_STATS: MessageStats = { all: { count: 0 }, rooms: {} };

const toDoc = (m: ChatMessage, viewerId: string): MessageDoc => ({ ...m, unseen: isUnseenBy(m, viewerId) ? 1 : 0 });

export function createChatSync(deps: ChatSyncDeps): ChatSync {
  let state = emptyChatState('');
  /** the room the UI asked to open (kept until the room is known, dropped when it is removed) */
  let wantedOpen: string | null = null;
  let catchingUp = false;
  const views = createRoomViews();
  const rooms$ = new BehaviorSubject<RoomView[] | null>(null);
  const invites$ = new BehaviorSubject<RoomInvite[] | null>(null);
  const presence$ = new BehaviorSubject<string[]>([]);
  const watchers = new Map<string, Set<(v: MessagesView) => void>>();
  const loadingRooms = new Set<string>();
  const totals = new Map<string, number>();
  const totalTimers = new Map<string, ReturnType<typeof setTimeout>>();
  /** ids of messages whose events arrive while an unseen list is loading */
  const arriving = new Set<Set<string>>();
  const refetch = createMessageRefetch({
    rest: () => deps.rest(),
    log: (m) => deps.log(m),
    onMessage(m) {
      applyPending();
      setState(upsertMessages(state, [m]));
      readIncoming([m]);
      persistMessages([m]);
    },
  });

  function viewOf(roomId: string): MessagesView {
    const l = loadedMessages(state, roomId);
    const loaded = l.messages.length;
    const total = Math.max(totals.get(roomId) ?? 0, loaded);
    return {
      roomId, messages: l.messages, files: l.files, total, loaded, hasOlder: l.hasOlder,
      loading: !l.pageLoaded || loadingRooms.has(roomId) || catchingUp,
    };
  }

  function pushRoom(roomId: string): void {
    const ws = watchers.get(roomId);
    if (!ws || ws.size === 0) return;
    const v = viewOf(roomId);
    for (const cb of ws) cb(v);
  }

  function publish(prev: ChatState, force = false): void {
    if (force || prev.rooms !== state.rooms || prev.messages !== state.messages || prev.openRoomId !== state.openRoomId) {
      rooms$.next(views.list(state));
    }
    if (force || prev.invites !== state.invites) invites$.next(Object.values(state.invites));
    if (force || prev.presences !== state.presences || prev.viewerId !== state.viewerId) {
      const next = onlineUsers(state);
      const cur = presence$.value;
      if (next.length !== cur.length || next.some((x, i) => x !== cur[i])) presence$.next(next);
    }
    for (const roomId of watchers.keys()) {
      if (force || prev.messages[roomId] !== state.messages[roomId] || prev.pages[roomId] !== state.pages[roomId] || prev.files !== state.files) pushRoom(roomId);
    }
  }

  /** the state last published, when a publication is due (one per burst of events, in a microtask) */
  let publishedPrev: ChatState | null = null;
  let publishForce = false;

  function setState(next: ChatState, force = false): void {
    if (next === state && !force) return;
    const prev = state;
    state = next;
    if (prev.openRoomId !== null && state.openRoomId === null && wantedOpen === prev.openRoomId) wantedOpen = null;
    publishForce ||= force;
    if (publishedPrev !== null) return;
    publishedPrev = prev;
    // still within the task that applied the events: the screen gets it before the next frame
    queueMicrotask(() => {
      const from = publishedPrev ?? state;
      const f = publishForce;
      publishedPrev = null;
      publishForce = false;
      publish(from, f);
    });
  }

  function persistMessages(list: readonly ChatMessage[]): void {
    if (list.length === 0) return;
    const viewer = state.viewerId;
    void deps.enqueue((store) => store.writeChat({ ...EMPTY, messages: list.map((m) => toDoc(state.messages[m.roomId]?.[m.id] ?? m, viewer)) }));
  }

  /** ids already marked read on the server by this engine */
  const patched = new Set<string>();

  /** Messages that arrive unseen (as the server has them) in the open room: read them on the server too. */
  function readIncoming(incoming: readonly ChatMessage[]): void {
    const open = state.openRoomId;
    if (open === null) return;
    markRead(incoming.filter((m) => m.roomId === open && isUnseenBy(m, state.viewerId)));
  }

  function markRead(messages: readonly ChatMessage[]): void {
    const rest = deps.rest();
    if (!rest) return;
    for (const m of messages) {
      if (patched.has(m.id)) continue;
      patched.add(m.id);
      rest.call('chat.messages.read', { id: m.id }).catch((err: unknown) => deps.log(`Marking a message read failed: ${String(err)}`));
    }
  }

  function refreshTotal(roomId: string, delayMs: number): void {
    if (totalTimers.has(roomId)) return;
    totalTimers.set(roomId, setTimeout(() => {
      totalTimers.delete(roomId);
      const rest = deps.rest();
      if (!rest || !watchers.has(roomId)) return;
      rest.call('chat.messages.stats', { roomIds: [roomId] }).then((s) => {
        const n = s?.rooms?.[roomId];
        if (typeof n === 'number' && n !== totals.get(roomId)) {
          totals.set(roomId, n);
          pushRoom(roomId);
        }
      }).catch((err: unknown) => deps.log(`Loading the message count failed: ${String(err)}`));
    }, delayMs));
  }

  async function loadFirstPage(roomId: string): Promise<void> {
    const rest = deps.rest();
    if (!rest || loadingRooms.has(roomId)) return;
    loadingRooms.add(roomId);
    pushRoom(roomId);
    const meanwhile = new Set<string>();
    arriving.add(meanwhile);
    try {
      const page = await rest.call('chat.messages.list', { roomIds: [roomId], skip: 0, limit: MESSAGE_PAGE_SIZE });
      if (page === undefined) return;
      const ok = page.filter(isChatMessage);
      setState(windowLoaded(state, roomId, ok, MESSAGE_PAGE_SIZE, meanwhile));
      readIncoming(ok);
      persistMessages(ok);
      refreshTotal(roomId, 0);
    } catch (err) {
      deps.log(`Loading messages failed: ${String(err)}`);
    } finally {
      arriving.delete(meanwhile);
      loadingRooms.delete(roomId);
      pushRoom(roomId);
    }
  }

  const EMPTY: ChatWrite = { rooms: [], roomRemovals: [], messages: [], messageRemovals: [], files: [], invites: [], inviteRemovals: [] };

  const sync: ChatSync = {
    state: () => {
      applyPending();
      return state;
    },
    reset(viewerId) {
      refetch.reset();
      state = emptyChatState(viewerId);
      wantedOpen = null;
      patched.clear();
      totals.clear();
      loadingRooms.clear();
      for (const t of totalTimers.values()) clearTimeout(t);
      totalTimers.clear();
      rooms$.next(null);
      invites$.next(null);
      presence$.next(viewerId ? [viewerId] : []);
    },
    async loadStored(store) {
      const stored = await store.loadChat();
      let s = roomsLoaded(state, stored.rooms);
      s = invitesLoaded(s, stored.invites);
      s = upsertMessages(s, stored.unseen);
      // an empty store means "never loaded": push nothing until the server answers
      if (stored.rooms.length === 0 && stored.invites.length === 0) state = s;
      else setState(s, true);
    },
    async fetchSnapshot() {
      const rest = deps.rest();
      if (!rest) return undefined;
      const viewer = state.viewerId;
      const rooms = await rest.call('chat.rooms.list', undefined);
      if (rooms === undefined) return undefined;
      const okRooms = rooms.filter(isChatRoom);
      const roomIds = okRooms.map((r) => r.id);
      const [invites, stats] = await Promise.all([
        rest.call('chat.invites.list', { inviteeIds: [viewer] }),
        roomIds.length === 0 ? NO_STATS : rest.call('chat.messages.stats', { roomIds, notSeenBy: viewer }),
      ]);
      if (invites === undefined || stats === undefined) return undefined;
      const withUnseen = roomIds.filter((id) => (stats.rooms?.[id] ?? 0) > 0);
      const unseen: ChatMessage[] = [];
      for (let i = 0; i < withUnseen.length; i += 8) {
        const answers = await Promise.all(withUnseen.slice(i, i + 8).map((id) => rest.call('chat.messages.unseen', { roomIds: [id], notSeenBy: viewer, limit: UNSEEN_LIMIT })));
        if (answers.some((a) => a === undefined)) return undefined;
        for (const a of answers) unseen.push(...(a ?? []).filter(isChatMessage));
      }
      const others = [...new Set(okRooms.flatMap((r) => r.memberIds))].filter((u) => u !== viewer);
      const presences = others.length === 0 ? [] : await rest.call('chat.presences.list', { userIds: others }).then(
        (p) => (p ?? null)?.filter(isPresence) ?? null,
        (err: unknown) => { deps.log(`Loading presences failed: ${String(err)}`); return null; },
      );
      return { rooms: okRooms, invites: invites.filter(isRoomInvite), unseen, presences };
    },
    install(snapshot, replay) {
      applyPending();
      let s = roomsLoaded(state, snapshot.rooms);
      s = invitesLoaded(s, snapshot.invites);
      if (snapshot.presences) s = presencesLoaded(s, snapshot.presences);
      const meanwhile = new Set(replay.flatMap((e) => (isChatMessage(e.resource) ? [e.resource.id] : [])));
      s = unseenLoaded(s, snapshot.rooms.map((r) => r.id), snapshot.unseen, meanwhile);
      s = applyChatEvents(s, replay);
      if (s.openRoomId === null && wantedOpen !== null) s = roomOpened(s, wantedOpen);
      setState(s, true);
      readIncoming([...snapshot.unseen, ...replay.flatMap((e) => (isChatMessage(e.resource) ? [e.resource] : []))]);
    },
    async persistSnapshot(store) {
      const viewer = state.viewerId;
      const msgs = Object.values(state.messages).flatMap((room) => Object.values(room));
      await store.replaceChat(Object.values(state.rooms), Object.values(state.invites), msgs.map((m) => toDoc(m, viewer)));
    },
    apply(events) {
      // a burst of frames in one task folds as one batch, still within that task (microtask)
      const first = pendingEvents.length === 0;
      for (const e of events) pendingEvents.push(e);
      if (first) queueMicrotask(() => applyPending());
    },
    flushPending: () => applyPending(),
    writeFor(events) {
      applyPending();
      return writeFor(events);
    },
    setCatchingUp(on) {
      if (catchingUp === on) return;
      catchingUp = on;
      for (const roomId of watchers.keys()) pushRoom(roomId);
    },
    async reloadWatched() {
      await Promise.all([...watchers.keys()].map((id) => loadFirstPage(id)));
    },

    // ChatViewsApi
    async onRooms(cb) {
      return subscribeKnown(rooms$, cb);
    },
    async onRoomsDelta(cb) {
      let sent: RoomView[] | null = null;
      return subscribeKnown(rooms$, (rooms) => {
        const delta = diffRooms(sent, rooms);
        sent = rooms;
        if (delta.full || delta.changed.length > 0 || delta.order !== null) cb(delta);
      });
    },
    async openRoom(roomId) {
      applyPending();
      wantedOpen = roomId;
      const before = state;
      setState(roomOpened(state, roomId));
      if (state.openRoomId !== null && state.openRoomId !== before.openRoomId) {
        const read = Object.values(before.messages[state.openRoomId] ?? {}).filter((m) => isUnseenBy(m, state.viewerId));
        markRead(read);
        persistMessages(read);
      }
    },
    async onMessages(roomId, cb) {
      let set = watchers.get(roomId);
      if (!set) watchers.set(roomId, (set = new Set()));
      set.add(cb);
      cb(viewOf(roomId));
      if (!state.pages[roomId]) {
        void (async () => {
          const store = deps.rest() ? await storedPage(roomId) : null;
          if (store && !state.pages[roomId]) setState(pageLoaded(upsertMessages(state, store), roomId, store, MESSAGE_PAGE_SIZE));
          await loadFirstPage(roomId);
        })();
      } else {
        refreshTotal(roomId, 0);
      }
      return () => {
        set.delete(cb);
        if (set.size === 0) watchers.delete(roomId);
      };
    },
    async loadOlderMessages(roomId) {
      const rest = deps.rest();
      const page = state.pages[roomId];
      if (!rest || !page || !page.hasOlder || loadingRooms.has(roomId)) return;
      loadingRooms.add(roomId);
      pushRoom(roomId);
      try {
        const skip = loadedMessages(state, roomId).messages.length;
        const older = await rest.call('chat.messages.list', { roomIds: [roomId], skip, limit: MESSAGE_PAGE_SIZE });
        if (older === undefined) return;
        const ok = older.filter(isChatMessage);
        setState(pageLoaded(state, roomId, ok, MESSAGE_PAGE_SIZE));
        readIncoming(ok);
        persistMessages(ok);
      } catch (err) {
        deps.log(`Loading older messages failed: ${String(err)}`);
      } finally {
        loadingRooms.delete(roomId);
        pushRoom(roomId);
      }
    },
    async onInvites(cb) {
      return subscribeKnown(invites$, cb);
    },
    async onPresence(cb) {
      const s = presence$.subscribe(cb);
      return () => s.unsubscribe();
    },
  };

  const pendingEvents: RealtimeEvent[] = [];

  function applyPending(): void {
    if (pendingEvents.length === 0) return;
    const events = pendingEvents.splice(0);
    const before = state;
    for (const set of arriving) for (const e of events) if (isChatMessage(e.resource)) set.add(e.resource.id);
    // spec 4: UPDATED refetches the message; the frame only says which one changed
    const updated = events.filter((e) => e.resourceType === 'MESSAGE' && e.action === 'UPDATED');
    for (const e of updated) if (isChatMessage(e.resource)) refetch.updated(e.resource);
    let next = applyChatEvents(state, updated.length === 0 ? events : events.filter((e) => !updated.includes(e)));
    if (next.openRoomId === null && wantedOpen !== null && next.rooms[wantedOpen]) next = roomOpened(next, wantedOpen);
    setState(next);
    // in the open room a created message is read at once: tell the server
    readIncoming(events.flatMap((e) => (e.resourceType === 'MESSAGE' && e.action !== 'DELETED' && e.action !== 'UPDATED' && isChatMessage(e.resource) ? [e.resource] : [])));
    // a badge at the unseen limit (11) may stand for more unseen messages than we hold: when it drops, ask again
    if (state.messages !== before.messages) {
      const touched = new Set(events.flatMap((e) => (isChatMessage(e.resource) ? [e.resource.roomId] : [])));
      for (const id of touched) {
        if (state.rooms[id] && countUnseen(before, id) >= UNSEEN_LIMIT && countUnseen(state, id) < UNSEEN_LIMIT) void refetchUnseen(id);
      }
    }
    for (const e of events) {
      if (e.resourceType === 'MESSAGE' && (e.action === 'CREATED' || e.action === 'DELETED') && isChatMessage(e.resource) && watchers.has(e.resource.roomId)) {
        refreshTotal(e.resource.roomId, 100);
      }
      }
  }

  function writeFor(events: readonly RealtimeEvent[]): ChatWrite {
      const roomIds = new Set<string>();
      const msgRefs = new Map<string, string>();
      const fileIds = new Set<string>();
      const inviteIds = new Set<string>();
      for (const e of events) {
        const r = e.resource as { id?: unknown; roomId?: unknown; messageId?: unknown };
        if (typeof r.id !== 'string') continue;
        if (e.resourceType === 'ROOM' || e.resourceType === 'DIRECTROOM') roomIds.add(r.id);
        else if ((e.resourceType === 'MESSAGE' || e.resourceType === 'MESSAGEVIEWER') && typeof r.roomId === 'string') msgRefs.set(r.id, r.roomId);
        else if (e.resourceType === 'MESSAGEFILE' && isMessageFile(r)) fileIds.add(r.messageId);
        else if (e.resourceType === 'ROOMINVITE') inviteIds.add(r.id);
      }
      const s = state;
      const rooms: ChatRoom[] = [];
      const roomRemovals: string[] = [];
      for (const id of roomIds) if (s.rooms[id]) rooms.push(s.rooms[id]); else roomRemovals.push(id);
      const messages: MessageDoc[] = [];
      const messageRemovals: string[] = [];
      for (const [id, roomId] of msgRefs) {
        const m = s.messages[roomId]?.[id];
        if (m) messages.push(toDoc(m, s.viewerId));
        else if (s.deleted[roomId]?.[id]) messageRemovals.push(id);
      }
      const invites: RoomInvite[] = [];
      const inviteRemovals: string[] = [];
      for (const id of inviteIds) if (s.invites[id]) invites.push(s.invites[id]); else inviteRemovals.push(id);
      const files = [...fileIds].flatMap((mid) => (s.files[mid] ? [s.files[mid]] : []));
      return { rooms, roomRemovals, messages, messageRemovals, files, invites, inviteRemovals };
    }

  async function refetchUnseen(roomId: string): Promise<void> {
    const rest = deps.rest();
    if (!rest) return;
    const meanwhile = new Set<string>();
    arriving.add(meanwhile);
    try {
      const list = await rest.call('chat.messages.unseen', { roomIds: [roomId], notSeenBy: state.viewerId, limit: UNSEEN_LIMIT });
      if (list === undefined) return;
      const ok = list.filter(isChatMessage);
      setState(unseenLoaded(state, [roomId], ok, meanwhile));
      readIncoming(ok);
    } catch (err) {
      deps.log(`Loading unseen messages failed: ${String(err)}`);
    } finally {
      arriving.delete(meanwhile);
    }
  }

  async function storedPage(roomId: string): Promise<ChatMessage[] | null> {
    let found: ChatMessage[] | null = null;
    await deps.enqueue(async (store) => {
      found = (await store.roomMessages(roomId, MESSAGE_PAGE_SIZE)).messages;
    });
    return found;
  }

  return sync;
}

/** Lists are pushed once known (never an empty list that only means "not loaded yet"). */
function subscribeKnown<T>(subject: Observable<T | null>, cb: (v: T) => void): Unsubscribe {
  const s = subject.pipe(filter((v): v is T => v !== null)).subscribe(cb);
  return () => s.unsubscribe();
}

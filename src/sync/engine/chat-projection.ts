// The in-memory chat projection: the state (pure reducers of src/domain/chat), the views pushed to the UI
// one microtask after a change (room list, invites, presence, the watched rooms' messages), and the
// store writes an applied batch implies.
import { BehaviorSubject, filter, type Observable } from 'rxjs';
import { applyChatEvents, invitesLoaded, isUnseenBy, presencesLoaded, roomOpened, roomsLoaded, unseenLoaded } from '../../domain/chat/apply';
import { isChatMessage, isMessageFile } from '../../domain/chat/guards';
import { emptyChatState, type ChatState } from '../../domain/chat/state';
import type { ChatMessage, ChatRoom, Presence, RoomInvite } from '../../domain/chat/types';
import { loadedMessages, onlineUsers } from '../../domain/chat/views';
import type { RealtimeEvent } from '../../domain/shared/events';
import type { ChatWrite } from '../store/database';
import type { MessageDoc, RoomStateDoc } from '../store/schemas/chat.schema';
import { readInStoreOnly, storedRoomOf } from '../../domain/chat/stored';
import type { MessagesView, RoomView, Unsubscribe } from './facade';
import type { RoomsDelta } from './room-delta';
import { createRoomViews } from './room-views';

/** What GET /rooms, invites, stats, unseen messages and presences said at one moment. */
export type ChatSnapshot = {
  rooms: ChatRoom[];
  invites: RoomInvite[];
  unseen: ChatMessage[];
  presences: Presence[] | null;
};

export const toDoc = (m: ChatMessage, viewerId: string): MessageDoc => ({ ...m, unseen: isUnseenBy(m, viewerId) ? 1 : 0 });

/** The store's records of these rooms as the state has them (written with their messages). */
export const roomStatesOf = (s: ChatState, roomIds: Iterable<string>): RoomStateDoc[] => [...new Set(roomIds)].map((id) => ({ id, ...storedRoomOf(s, id) }));

export type ChatProjection = ReturnType<typeof createChatProjection>;

export function createChatProjection() {
  let state = emptyChatState('');
  /** the room the UI asked to open (kept until the room is known, dropped when it is removed) */
  let wantedOpen: string | null = null;
  let catchingUp = false;
  const views = createRoomViews();
  /** false until the first list (never an empty list that only means "not loaded yet") */
  let roomsKnown = false;
  const roomListeners = new Set<(delta: RoomsDelta) => void>();
  const invites$ = new BehaviorSubject<RoomInvite[] | null>(null);
  const presence$ = new BehaviorSubject<string[]>([]);
  const watchers = new Map<string, Set<(v: MessagesView) => void>>();
  /** rooms whose page is loading */
  const loadingRooms = new Set<string>();
  /** messages in each watched room on the server (GET stats) */
  const totals = new Map<string, number>();
  /** stored unseen messages the server listed as read while only the store held them (marked by the next write) */
  const storeReads = new Set<string>();

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

  function publish(prev: ChatState, force: boolean): void {
    if (force || prev.rooms !== state.rooms || prev.messages !== state.messages || prev.stored !== state.stored || prev.openRoomId !== state.openRoomId) {
      const delta = views.update(force || !roomsKnown ? null : prev, state);
      roomsKnown = true;
      if (delta) for (const cb of roomListeners) cb(delta);
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

  function set(next: ChatState, force = false): void {
    if (next === state && !force) return;
    const prev = state;
    state = next;
    if (prev.stored !== next.stored && prev.viewerId === next.viewerId) for (const id of readInStoreOnly(prev, next)) storeReads.add(id);
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

  /** the marks owed to the store, handed to the write that takes them */
  function takeStoreReads(): ChatWrite['readInStore'] {
    if (storeReads.size === 0) return null;
    const ids = [...storeReads];
    storeReads.clear();
    return { viewerId: state.viewerId, ids };
  }

  function listenRooms(cb: (delta: RoomsDelta) => void): Unsubscribe {
    if (roomsKnown) cb({ full: true, changed: views.list(), moves: [] });
    roomListeners.add(cb);
    return () => {
      roomListeners.delete(cb);
    };
  }

  /** reopens the room the UI asked for once it is known again */
  const withWanted = (s: ChatState): ChatState => (s.openRoomId === null && wantedOpen !== null && s.rooms[wantedOpen] ? roomOpened(s, wantedOpen) : s);

  return {
    state: () => state,
    set,
    viewOf,
    pushRoom,
    watchers,
    loadingRooms,
    totals,
    reset(viewerId: string): void {
      state = emptyChatState(viewerId);
      wantedOpen = null;
      totals.clear();
      loadingRooms.clear();
      storeReads.clear();
      roomsKnown = false;
      views.reset();
      invites$.next(null);
      presence$.next(viewerId ? [viewerId] : []);
    },
    /** the stored state, shown at once unless the store is empty (that means "never loaded") */
    showStored(s: ChatState, known: boolean): void {
      if (known) set(s, true);
      else state = s;
    },
    /** replaces the projection with a snapshot, then replays events applied meanwhile (idempotent) */
    install(snapshot: ChatSnapshot, replay: readonly RealtimeEvent[]): void {
      let s = roomsLoaded(state, snapshot.rooms);
      s = invitesLoaded(s, snapshot.invites);
      if (snapshot.presences) s = presencesLoaded(s, snapshot.presences);
      const meanwhile = new Set(replay.flatMap((e) => (isChatMessage(e.resource) ? [e.resource.id] : [])));
      s = unseenLoaded(s, snapshot.rooms.map((r) => r.id), snapshot.unseen, meanwhile);
      s = applyChatEvents(s, replay);
      if (s.openRoomId === null && wantedOpen !== null) s = roomOpened(s, wantedOpen);
      set(s, true);
    },
    apply(events: readonly RealtimeEvent[]): void {
      set(withWanted(applyChatEvents(state, events)));
    },
    open(roomId: string | null): void {
      wantedOpen = roomId;
      set(roomOpened(state, roomId));
    },
    setCatchingUp(on: boolean): void {
      if (catchingUp === on) return;
      catchingUp = on;
      for (const roomId of watchers.keys()) pushRoom(roomId);
    },
    /** the store writes of an applied batch (read from the projection when the write runs) */
    writeFor(events: readonly RealtimeEvent[]): ChatWrite {
      return { ...writeFor(state, events), readInStore: takeStoreReads() };
    },
    takeStoreReads,
    /** the whole list on every change (worker-side subscribers; the page gets deltas) */
    onRooms: async (cb: (rooms: RoomView[]) => void) => listenRooms(() => cb(views.list())),
    /** the whole list first (once known), then only changed rows and moves */
    onRoomsDelta: async (cb: (delta: RoomsDelta) => void) => listenRooms(cb),
    onInvites: async (cb: (invites: RoomInvite[]) => void) => subscribeKnown(invites$, cb),
    async onPresence(cb: (online: string[]) => void): Promise<Unsubscribe> {
      const s = presence$.subscribe(cb);
      return () => s.unsubscribe();
    },
  };
}

function writeFor(s: ChatState, events: readonly RealtimeEvent[]): ChatWrite {
  const roomIds = new Set<string>();
  const msgRefs = new Map<string, string>();
  const messageRooms = new Set<string>();
  const fileIds = new Set<string>();
  const inviteIds = new Set<string>();
  for (const e of events) {
    const r = e.resource as { id?: unknown; roomId?: unknown; messageId?: unknown };
    if (typeof r.id !== 'string') continue;
    if (e.resourceType === 'ROOM' || e.resourceType === 'DIRECTROOM') roomIds.add(r.id);
    else if ((e.resourceType === 'MESSAGE' || e.resourceType === 'MESSAGEVIEWER') && typeof r.roomId === 'string') {
      msgRefs.set(r.id, r.roomId);
      messageRooms.add(r.roomId);
    }
    else if (e.resourceType === 'MESSAGEFILE' && isMessageFile(r)) fileIds.add(r.messageId);
    else if (e.resourceType === 'ROOMINVITE') inviteIds.add(r.id);
  }
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
  return { rooms, roomRemovals, messages, messageRemovals, files, invites, inviteRemovals, roomStates: roomStatesOf(s, messageRooms), readInStore: null };
}

/** Lists are pushed once known (never an empty list that only means "not loaded yet"). */
function subscribeKnown<T>(subject: Observable<T | null>, cb: (v: T) => void): Unsubscribe {
  const s = subject.pipe(filter((v): v is T => v !== null)).subscribe(cb);
  return () => s.unsubscribe();
}

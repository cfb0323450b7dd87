// Pure reducers of the chat projection: realtime events (spec section 4) and REST answers.
// Every function returns the same object when nothing changes, so applying an event twice is a no-op,
// and merges are order-free per entity (messages: newest updatedAt wins, viewerIds only grow).
import type { RealtimeEvent } from '../shared/events';
import { hasId, isChatMessage, isChatRoom, isMessageFile, isMessageRef, isPresence, isRoomInvite } from './guards';
import type { ChatState, RoomPage, StoredRoom } from './state';
import type { ChatMessage, ChatRoom, MessageFile, Presence, RoomInvite } from './types';

type Dict<T> = Readonly<Record<string, T>>;

/**
 * Within one applyChatEvents batch, objects copied by the batch itself are private to it and updated in
 * place (a burst of 5,000 events then copies the room index once, not 5,000 times). Inputs are never mutated.
 */
let owned: WeakSet<object> | null = null;

function own<T extends object>(x: T): T {
  owned?.add(x);
  return x;
}

/** Runs `work` as one batch (see `owned`); a batch inside a batch joins the outer one. */
function batched<T>(work: () => T): T {
  if (owned) return work();
  owned = new WeakSet();
  try {
    return work();
  } finally {
    owned = null;
  }
}

function put<T>(d: Dict<T>, k: string, v: T): Dict<T> {
  if (d[k] === v) return d;
  if (owned?.has(d)) {
    (d as Record<string, T>)[k] = v;
    return d;
  }
  return own({ ...d, [k]: v });
}

function drop<T>(d: Dict<T>, k: string): Dict<T> {
  if (!(k in d)) return d;
  if (owned?.has(d)) {
    delete (d as Record<string, T>)[k];
    return d;
  }
  const next = { ...d };
  delete next[k];
  return own(next);
}

function sameArr(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function sameMessage(a: ChatMessage, b: ChatMessage): boolean {
  return a.id === b.id && a.roomId === b.roomId && a.ownerId === b.ownerId && a.content === b.content
    && sameArr(a.viewerIds, b.viewerIds) && a.createdAt === b.createdAt && a.updatedAt === b.updatedAt
    && a.meta.messageFileId === b.meta.messageFileId;
}

function sameRoom(a: ChatRoom, b: ChatRoom): boolean {
  return a.id === b.id && a.name === b.name && a.logoPath === b.logoPath && a.creatorId === b.creatorId
    && sameArr(a.memberIds, b.memberIds) && a.createdAt === b.createdAt && a.lastMessageAt === b.lastMessageAt
    && a.meta.type === b.meta.type && a.meta.rfqId === b.meta.rfqId && a.meta.supplierId === b.meta.supplierId
    && a.meta.companyGroupId === b.meta.companyGroupId;
}

const contentKey = (m: ChatMessage) => `${m.content}\u0000${m.meta.messageFileId ?? ''}`;

/**
 * Merges two versions of one message, in any order: the newer updatedAt wins (ties: a fixed order of the
 * content), viewerIds are the union (a read is never undone), sorted so equal states compare equal.
 */
export function mergeMessage(prev: ChatMessage | undefined, next: ChatMessage): ChatMessage {
  const viewers = (xs: readonly string[]) => [...new Set(xs)].sort();
  if (!prev) {
    const v = viewers(next.viewerIds);
    return sameArr(v, next.viewerIds) ? next : { ...next, viewerIds: v };
  }
  const winner = next.updatedAt > prev.updatedAt || (next.updatedAt === prev.updatedAt && contentKey(next) > contentKey(prev)) ? next : prev;
  const merged: ChatMessage = { ...winner, viewerIds: viewers([...prev.viewerIds, ...next.viewerIds]) };
  return sameMessage(merged, prev) ? prev : merged;
}

/**
 * Adds or merges messages (REST pages, the stored unseen messages at cold start, events); deleted ids stay
 * deleted. One batch: the room index is copied once, not once per message (a cold start with thousands of
 * unseen messages in 10,000 rooms was quadratic).
 */
export function upsertMessages(state: ChatState, list: readonly ChatMessage[]): ChatState {
  return list.length < 2 ? upsertEach(state, list) : batched(() => upsertEach(state, list));
}

function upsertEach(state: ChatState, list: readonly ChatMessage[]): ChatState {
  let messages = state.messages;
  let stored = state.stored;
  for (const raw of list) {
    if (state.deleted[raw.roomId]?.[raw.id]) continue;
    const room = messages[raw.roomId] ?? {};
    let m = mergeMessage(room[raw.id], raw);
    // in the open room a message is read as soon as it arrives (the engine tells the server)
    if (raw.roomId === state.openRoomId && m.ownerId !== state.viewerId && !m.viewerIds.includes(state.viewerId)) {
      m = { ...m, viewerIds: [...m.viewerIds, state.viewerId].sort() };
    }
    const nextRoom = put(room, m.id, m);
    if (nextRoom !== room) messages = put(messages, raw.roomId, nextRoom);
    stored = unstore(stored, raw.roomId, raw.id);
  }
  return messages === state.messages && stored === state.stored ? state : { ...state, messages, stored };
}

/** The message is now in memory (or deleted): the store's unseen id of it no longer counts apart. */
function unstore(stored: Dict<StoredRoom>, roomId: string, id: string): Dict<StoredRoom> {
  const held = stored[roomId];
  if (!held || !held.unseenIds.includes(id)) return stored;
  return put(stored, roomId, { ...held, unseenIds: held.unseenIds.filter((x) => x !== id) });
}

function deleteMessage(state: ChatState, roomId: string, id: string): ChatState {
  const tomb = state.deleted[roomId] ?? {};
  if (tomb[id] && !state.messages[roomId]?.[id]) return state;
  const room = state.messages[roomId];
  const messages = room && id in room ? put(state.messages, roomId, drop(room, id)) : state.messages;
  return { ...state, messages, deleted: put(state.deleted, roomId, put(tomb, id, true)), stored: unstore(state.stored, roomId, id) };
}

function setRoom(state: ChatState, room: ChatRoom): ChatState {
  if (!room.memberIds.includes(state.viewerId)) return removeRoom(state, room.id);
  const prev = state.rooms[room.id];
  if (prev && sameRoom(prev, room)) return state;
  return { ...state, rooms: put(state.rooms, room.id, room) };
}

/** Removes the room and deselects it if it was open. Its messages stay (harmless, and re-adding shows them). */
function removeRoom(state: ChatState, roomId: string): ChatState {
  const rooms = drop(state.rooms, roomId);
  const openRoomId = state.openRoomId === roomId ? null : state.openRoomId;
  if (rooms === state.rooms && openRoomId === state.openRoomId) return state;
  return { ...state, rooms, openRoomId };
}

function setInvite(state: ChatState, invite: RoomInvite): ChatState {
  if (invite.status !== 'PENDING' || invite.inviteeId !== state.viewerId) return { ...state, invites: drop(state.invites, invite.id) };
  return { ...state, invites: put(state.invites, invite.id, invite) };
}

function setFile(state: ChatState, file: MessageFile): ChatState {
  const prev = state.files[file.messageId];
  if (prev && prev.id === file.id && prev.path === file.path && prev.name === file.name && prev.size === file.size
    && prev.contentType === file.contentType) return state;
  return { ...state, files: put(state.files, file.messageId, file) };
}

function setPresence(state: ChatState, p: Presence): ChatState {
  const prev = state.presences[p.id];
  if (prev && prev.userId === p.userId && prev.sessionId === p.sessionId) return state;
  return { ...state, presences: put(state.presences, p.id, p) };
}

const same = (s: ChatState, next: ChatState): ChatState => (next.rooms === s.rooms && next.messages === s.messages
  && next.deleted === s.deleted && next.files === s.files && next.invites === s.invites && next.presences === s.presences
  && next.openRoomId === s.openRoomId && next.pages === s.pages && next.stored === s.stored ? s : next);

/** The chat resource types this reducer folds; every other type leaves the state as it is. */
export const CHAT_RESOURCE_TYPES = ['MESSAGE', 'MESSAGEFILE', 'MESSAGEVIEWER', 'ROOMINVITE', 'DIRECTROOM', 'ROOM', 'PRESENCE'] as const;

/** One realtime event (spec 4). A resource of the wrong shape leaves the state unchanged. */
export function applyChatEvent(state: ChatState, event: RealtimeEvent): ChatState {
  const r = event.resource;
  switch (event.resourceType) {
    case 'MESSAGE':
      if (event.action === 'DELETED') {
        return isMessageRef(r) ? same(state, deleteMessage(state, r.roomId, r.id)) : state;
      }
      if (event.action === 'CREATED' || event.action === 'UPDATED' || event.action === 'VIEWED' || event.action === 'FETCHED') {
        return isChatMessage(r) ? upsertMessages(state, [r]) : state;
      }
      return state;
    case 'MESSAGEVIEWER':
      return isChatMessage(r) ? upsertMessages(state, [r]) : state;
    case 'MESSAGEFILE':
      return isMessageFile(r) && event.action !== 'DELETED' ? same(state, setFile(state, r)) : state;
    case 'ROOM':
    case 'DIRECTROOM':
      if (event.action === 'DELETED') return hasId(r) ? removeRoom(state, r.id) : state;
      return isChatRoom(r) ? setRoom(state, r) : state;
    case 'ROOMINVITE':
      if (event.action === 'CREATED' || event.action === 'UPDATED') return isRoomInvite(r) ? same(state, setInvite(state, r)) : state;
      // ACCEPTED, DELETED (rejected): either way the invite leaves the list
      return hasId(r) ? same(state, { ...state, invites: drop(state.invites, r.id) }) : state;
    case 'PRESENCE':
      if (event.action === 'DELETED') return hasId(r) ? same(state, { ...state, presences: drop(state.presences, r.id) }) : state;
      return isPresence(r) ? setPresence(state, r) : state;
    default:
      return state;
  }
}

export function applyChatEvents(state: ChatState, events: readonly RealtimeEvent[]): ChatState {
  if (events.length < 2) return events.length === 0 ? state : applyChatEvent(state, events[0]);
  return batched(() => {
    let s = state;
    for (const e of events) s = applyChatEvent(s, e);
    return s;
  });
}

/** REST snapshot of the rooms (GET /rooms): replaces the list; the open room is deselected if gone. */
export function roomsLoaded(state: ChatState, rooms: readonly ChatRoom[]): ChatState {
  const next: Record<string, ChatRoom> = {};
  for (const r of rooms) if (r.memberIds.includes(state.viewerId)) next[r.id] = state.rooms[r.id] && sameRoom(state.rooms[r.id], r) ? state.rooms[r.id] : r;
  const openRoomId = state.openRoomId && next[state.openRoomId] ? state.openRoomId : null;
  return { ...state, rooms: next, openRoomId };
}

export function invitesLoaded(state: ChatState, invites: readonly RoomInvite[]): ChatState {
  const next: Record<string, RoomInvite> = {};
  for (const i of invites) if (i.status === 'PENDING' && i.inviteeId === state.viewerId) next[i.id] = i;
  return { ...state, invites: next };
}

export function presencesLoaded(state: ChatState, presences: readonly Presence[]): ChatState {
  const next: Record<string, Presence> = {};
  for (const p of presences) next[p.id] = p;
  return { ...state, presences: next };
}

/**
 * The unseen messages of some rooms as the server has them now (GET /messages?notSeenBy): merged, and
 * any message of those rooms we still hold as unseen but the server does not list is taken as read.
 */
export function unseenLoaded(
  state: ChatState, roomIds: readonly string[], unseen: readonly ChatMessage[], arrivedMeanwhile: ReadonlySet<string> = new Set(),
): ChatState {
  // one batch: a snapshot of 10,000 rooms copies the indexes once
  return batched(() => unseenLoadedIn(state, roomIds, unseen, arrivedMeanwhile));
}

function unseenLoadedIn(state: ChatState, roomIds: readonly string[], unseen: readonly ChatMessage[], arrivedMeanwhile: ReadonlySet<string>): ChatState {
  let s = upsertMessages(state, unseen);
  // messages whose events arrived while the answer was on its way may be newer than the answer
  const listed = new Set([...unseen.map((m) => m.id), ...arrivedMeanwhile]);
  for (const roomId of roomIds) {
    const room = s.messages[roomId];
    if (!room) continue;
    const read = Object.values(room).filter((m) => !listed.has(m.id) && isUnseenBy(m, s.viewerId));
    if (read.length > 0) s = upsertMessages(s, read.map((m) => ({ ...m, viewerIds: [...m.viewerIds, s.viewerId] })));
  }
  // stored unseen messages the server does not list were read meanwhile (elsewhere): they no longer count
  let stored = s.stored;
  for (const roomId of roomIds) {
    const held = stored[roomId];
    if (held && held.unseenIds.length > 0) stored = put(stored, roomId, { ...held, unseenIds: [] });
  }
  return stored === s.stored ? s : { ...s, stored };
}

/** A page of a room's messages (newest first, as the server answers); full = the page had `pageSize` rows. */
export function pageLoaded(state: ChatState, roomId: string, page: readonly ChatMessage[], pageSize: number): ChatState {
  const s = upsertMessages(state, page.filter((m) => m.roomId === roomId));
  const prev: RoomPage | undefined = s.pages[roomId];
  const oldest = page.reduce((min, m) => Math.min(min, m.createdAt), prev?.since ?? Infinity);
  const next: RoomPage = { since: oldest, hasOlder: page.length >= pageSize };
  return { ...s, pages: put(s.pages, roomId, next) };
}

/**
 * The newest page of a room as the server has it now (newest first): merged like pageLoaded, and any
 * message we hold in the page's time range that the server no longer lists was deleted meanwhile.
 */
export function windowLoaded(
  state: ChatState, roomId: string, page: readonly ChatMessage[], pageSize: number, arrivedMeanwhile: ReadonlySet<string> = new Set(),
): ChatState {
  // messages whose events arrived while the page was on its way may be newer than the answer: kept
  const listed = new Set([...page.map((m) => m.id), ...arrivedMeanwhile]);
  const from = page.length >= pageSize ? Math.min(...page.map((m) => m.createdAt)) : -Infinity;
  let s = state;
  for (const m of Object.values(state.messages[roomId] ?? {})) {
    if (m.createdAt >= from && !listed.has(m.id)) s = deleteMessage(s, roomId, m.id);
  }
  const prev = s.pages[roomId];
  const loaded = pageLoaded(s, roomId, page, pageSize);
  if (!prev) return loaded;
  // keep older pages loaded before
  const since = Math.min(prev.since, loaded.pages[roomId].since);
  return { ...loaded, pages: put(loaded.pages, roomId, { since, hasOlder: since < loaded.pages[roomId].since ? prev.hasOlder : loaded.pages[roomId].hasOlder }) };
}

/** The room on screen changes: its unseen messages count as read at once (the engine PATCHes them). */
export function roomOpened(state: ChatState, roomId: string | null): ChatState {
  const open = roomId !== null && state.rooms[roomId] ? roomId : null;
  const s = open === state.openRoomId ? state : { ...state, openRoomId: open };
  if (open === null) return s;
  const unseen = Object.values(s.messages[open] ?? {}).filter((m) => isUnseenBy(m, s.viewerId));
  return unseen.length === 0 ? s : upsertMessages(s, unseen);
}

export function isUnseenBy(m: ChatMessage, viewerId: string): boolean {
  return m.ownerId !== viewerId && !m.viewerIds.includes(viewerId);
}

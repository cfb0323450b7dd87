// What the chat projection loads: the REST snapshot (rooms, invites, unseen messages, presences), the
// pages of watched rooms, their message counts, the store's copy at a cold start, and the writes back.
import { invitesLoaded, pageLoaded, roomsLoaded, unseenLoaded, upsertMessages, windowLoaded } from '../../domain/chat/apply';
import { isChatMessage, isChatRoom, isPresence, isRoomInvite } from '../../domain/chat/guards';
import { MESSAGE_PAGE_SIZE, UNSEEN_LIMIT, type ChatMessage, type MessageStats } from '../../domain/chat/types';
import { loadedMessages } from '../../domain/chat/views';
import { EMPTY_CHAT_WRITE, type SyncStore } from '../store/database';
import type { ChatRest } from './chat-rest';
import { roomStatesOf, toDoc, type ChatProjection, type ChatSnapshot } from './chat-projection';
import { storedLoaded } from '../../domain/chat/stored';
import type { ReadMarks } from './chat-read-marks';

export type ChatLoadersDeps = {
  rest(): ChatRest | null;
  enqueue(write: (store: SyncStore) => Promise<void>): Promise<void>;
  log(m: string): void;
  projection: ChatProjection;
  marks: ReadMarks;
};

const NO_STATS: MessageStats = { all: { count: 0 }, rooms: {} };

export type ChatLoaders = ReturnType<typeof createChatLoaders>;

export function createChatLoaders(deps: ChatLoadersDeps) {
  const p = deps.projection;
  const totalTimers = new Map<string, ReturnType<typeof setTimeout>>();
  /** ids of messages whose events arrive while an unseen list or a page is loading */
  const arriving = new Set<Set<string>>();

  /** writes these messages as the projection holds them, with their rooms' states */
  function persistMessages(list: readonly ChatMessage[]): void {
    if (list.length === 0) return;
    const viewer = p.state().viewerId;
    void deps.enqueue((store) => {
      const s = p.state();
      return store.writeChat({
        ...EMPTY_CHAT_WRITE, messages: list.map((m) => toDoc(s.messages[m.roomId]?.[m.id] ?? m, viewer)),
        roomStates: roomStatesOf(s, list.map((m) => m.roomId)), readInStore: p.takeStoreReads(),
      });
    });
  }

  /** the room's unseen messages that only the store holds, into memory (a room opened or watched) */
  async function hydrate(roomId: string): Promise<void> {
    if ((p.state().stored[roomId]?.unseenIds.length ?? 0) === 0) return;
    let found: ChatMessage[] = [];
    await deps.enqueue(async (store) => {
      found = await store.unseenMessages(roomId);
    });
    const wanted = new Set(p.state().stored[roomId]?.unseenIds ?? []);
    const list = found.filter((m) => wanted.has(m.id));
    if (list.length === 0) return;
    p.set(upsertMessages(p.state(), list));
    deps.marks.readIncoming(list);
    persistMessages(list);
  }

  function refreshTotal(roomId: string, delayMs: number): void {
    if (totalTimers.has(roomId)) return;
    totalTimers.set(roomId, setTimeout(() => {
      totalTimers.delete(roomId);
      const rest = deps.rest();
      if (!rest || !p.watchers.has(roomId)) return;
      rest.call('chat.messages.stats', { roomIds: [roomId] }).then((s) => {
        const n = s?.rooms?.[roomId];
        if (typeof n === 'number' && n !== p.totals.get(roomId)) {
          p.totals.set(roomId, n);
          p.pushRoom(roomId);
        }
      }).catch((err: unknown) => deps.log(`Loading the message count failed: ${String(err)}`));
    }, delayMs));
  }

  async function loadFirstPage(roomId: string): Promise<void> {
    const rest = deps.rest();
    if (!rest || p.loadingRooms.has(roomId)) return;
    p.loadingRooms.add(roomId);
    p.pushRoom(roomId);
    const meanwhile = new Set<string>();
    arriving.add(meanwhile);
    try {
      const page = await rest.call('chat.messages.list', { roomIds: [roomId], skip: 0, limit: MESSAGE_PAGE_SIZE });
      if (page === undefined) return;
      const ok = page.filter(isChatMessage);
      p.set(windowLoaded(p.state(), roomId, ok, MESSAGE_PAGE_SIZE, meanwhile));
      deps.marks.readIncoming(ok);
      persistMessages(ok);
      refreshTotal(roomId, 0);
    } catch (err) {
      deps.log(`Loading messages failed: ${String(err)}`);
    } finally {
      arriving.delete(meanwhile);
      p.loadingRooms.delete(roomId);
      p.pushRoom(roomId);
    }
  }

  async function storedPage(roomId: string): Promise<ChatMessage[] | null> {
    let found: ChatMessage[] | null = null;
    await deps.enqueue(async (store) => {
      found = (await store.roomMessages(roomId, MESSAGE_PAGE_SIZE)).messages;
    });
    return found;
  }

  return {
    persistMessages,
    hydrate,
    refreshTotal,
    loadFirstPage,
    /** notes the ids of messages that arrive while a list loads (the list must not undo them) */
    noteArriving(ids: readonly string[]): void {
      for (const set of arriving) for (const id of ids) set.add(id);
    },
    reset(): void {
      for (const t of totalTimers.values()) clearTimeout(t);
      totalTimers.clear();
    },

    /** cold start: what the store holds, shown at once */
    async loadStored(store: SyncStore): Promise<void> {
      const stored = await store.loadChat();
      let s = roomsLoaded(p.state(), stored.rooms);
      s = invitesLoaded(s, stored.invites);
      s = storedLoaded(s, stored.stored);
      p.showStored(s, stored.rooms.length > 0 || stored.invites.length > 0);
    },

    async fetchSnapshot(): Promise<ChatSnapshot | undefined> {
      const rest = deps.rest();
      if (!rest) return undefined;
      const viewer = p.state().viewerId;
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
        (x) => (x ?? null)?.filter(isPresence) ?? null,
        (err: unknown) => { deps.log(`Loading presences failed: ${String(err)}`); return null; },
      );
      return { rooms: okRooms, invites: invites.filter(isRoomInvite), unseen, presences };
    },

    async persistSnapshot(store: SyncStore): Promise<void> {
      const s = p.state();
      const msgs = Object.values(s.messages).flatMap((room) => Object.values(room));
      const states = roomStatesOf(s, [...Object.keys(s.messages), ...Object.keys(s.stored)]);
      await store.replaceChat(Object.values(s.rooms), Object.values(s.invites), msgs.map((m) => toDoc(m, s.viewerId)), states);
      const readInStore = p.takeStoreReads();
      if (readInStore) await store.writeChat({ ...EMPTY_CHAT_WRITE, readInStore });
    },

    /** first pages of the rooms being watched, again (after a reload) */
    async reloadWatched(): Promise<void> {
      await Promise.all([...p.watchers.keys()].map((id) => loadFirstPage(id)));
    },

    /** a room just watched: the store's page at once, then the server's */
    async firstPage(roomId: string): Promise<void> {
      await hydrate(roomId);
      const stored = deps.rest() ? await storedPage(roomId) : null;
      if (stored && !p.state().pages[roomId]) p.set(pageLoaded(upsertMessages(p.state(), stored), roomId, stored, MESSAGE_PAGE_SIZE));
      await loadFirstPage(roomId);
    },

    async loadOlder(roomId: string): Promise<void> {
      const rest = deps.rest();
      const page = p.state().pages[roomId];
      if (!rest || !page || !page.hasOlder || p.loadingRooms.has(roomId)) return;
      p.loadingRooms.add(roomId);
      p.pushRoom(roomId);
      try {
        const skip = loadedMessages(p.state(), roomId).messages.length;
        const older = await rest.call('chat.messages.list', { roomIds: [roomId], skip, limit: MESSAGE_PAGE_SIZE });
        if (older === undefined) return;
        const ok = older.filter(isChatMessage);
        p.set(pageLoaded(p.state(), roomId, ok, MESSAGE_PAGE_SIZE));
        deps.marks.readIncoming(ok);
        persistMessages(ok);
      } catch (err) {
        deps.log(`Loading older messages failed: ${String(err)}`);
      } finally {
        p.loadingRooms.delete(roomId);
        p.pushRoom(roomId);
      }
    },

    /** a badge at the unseen limit may stand for more unseen messages than we hold: ask again */
    async refetchUnseen(roomId: string): Promise<void> {
      const rest = deps.rest();
      if (!rest) return;
      const meanwhile = new Set<string>();
      arriving.add(meanwhile);
      try {
        const list = await rest.call('chat.messages.unseen', { roomIds: [roomId], notSeenBy: p.state().viewerId, limit: UNSEEN_LIMIT });
        if (list === undefined) return;
        const ok = list.filter(isChatMessage);
        p.set(unseenLoaded(p.state(), [roomId], ok, meanwhile));
        deps.marks.readIncoming(ok);
        // the listed ones, and those taken as read
        persistMessages(Object.values(p.state().messages[roomId] ?? {}));
      } catch (err) {
        deps.log(`Loading unseen messages failed: ${String(err)}`);
      } finally {
        arriving.delete(meanwhile);
      }
    },
  };
}

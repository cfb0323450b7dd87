// The engine's RxDB database: Dexie (IndexedDB) in the browser worker, memory in Node tests.
// Collection budget (RxDB opens at most 13 per realm): 7 used — notifications, meta, rooms, messages, files, invites,
// roomstates (the query cache's own database adds 1).
import { addRxPlugin, createRxDatabase, type RxCollection, type RxDatabase, type RxStorage } from 'rxdb';
import type { Notification } from '../../domain/alerts/types';
import { notificationsSchema } from './schemas/notifications.schema';
import { META_LAST_SEQ, META_ROOM_STATES, metaSchema, type MetaDoc } from './schemas/meta.schema';
import { filesSchema, invitesSchema, messagesSchema, roomStatesSchema, roomsSchema, type MessageDoc, type RoomStateDoc } from './schemas/chat.schema';
import type { StoredRoom } from '../../domain/chat/state';
import type { ChatMessage, ChatRoom, MessageFile, RoomInvite } from '../../domain/chat/types';

export type StorageKind = 'memory' | 'dexie';

export type SyncCollections = {
  notifications: RxCollection<Notification>;
  meta: RxCollection<MetaDoc>;
  rooms: RxCollection<ChatRoom>;
  messages: RxCollection<MessageDoc>;
  files: RxCollection<MessageFile>;
  invites: RxCollection<RoomInvite>;
  roomstates: RxCollection<RoomStateDoc>;
};

/** One batch of chat changes, written with bulk operations. */
export type ChatWrite = {
  rooms: readonly ChatRoom[];
  roomRemovals: readonly string[];
  messages: readonly MessageDoc[];
  messageRemovals: readonly string[];
  files: readonly MessageFile[];
  invites: readonly PendingInvite[];
  inviteRemovals: readonly string[];
  /** the records of the rooms whose messages this write changes */
  roomStates: readonly RoomStateDoc[];
  /** stored messages the server listed as read while only the store held them: marked read by `viewerId` */
  readInStore: { viewerId: string; ids: readonly string[] } | null;
};
type PendingInvite = RoomInvite;

export const EMPTY_CHAT_WRITE: ChatWrite = {
  rooms: [], roomRemovals: [], messages: [], messageRemovals: [], files: [], invites: [], inviteRemovals: [], roomStates: [], readInStore: null,
};

/** What a cold start shows before any network: rooms, pending invites, each room's state (badges, order). */
export type StoredChat = { rooms: ChatRoom[]; invites: RoomInvite[]; stored: Record<string, StoredRoom> };

export const COLLECTION_NAMES = ['notifications', 'meta', 'rooms', 'messages', 'files', 'invites', 'roomstates'] as const satisfies readonly (keyof SyncCollections)[];

export type SyncStore = {
  readonly db: RxDatabase<SyncCollections>;
  /** notifications created at or after sinceMs, oldest first (a forward range on the createdAt index) */
  notificationsSince(sinceMs: number): Promise<Notification[]>;
  lastSeq(): Promise<number>;
  /** one batch: bulk upsert, bulk remove, then the new lastSeq (never moves backwards) */
  writeNotifications(upserts: readonly Notification[], removals: readonly string[], lastSeq: number): Promise<void>;
  /**
   * A REST snapshot replaces the collection. 'exact' also lets lastSeq move backwards (the server's
   * log restarted, e.g. a wiped dev database); 'forward' never lowers it.
   */
  replaceNotifications(all: readonly Notification[], lastSeq: number, seqMode?: 'forward' | 'exact'): Promise<void>;
  /** one batch of chat changes (bulk upserts and removals); no seq: writeNotifications moves it after */
  writeChat(w: ChatWrite): Promise<void>;
  /** a REST snapshot replaces rooms and invites; messages and room states are merged */
  replaceChat(rooms: readonly ChatRoom[], invites: readonly RoomInvite[], messages: readonly MessageDoc[], roomStates: readonly RoomStateDoc[]): Promise<void>;
  /** rooms, invites and room states (a store written before room states were kept gets them once from its messages) */
  loadChat(): Promise<StoredChat>;
  /** the stored unseen messages of a room */
  unseenMessages(roomId: string): Promise<ChatMessage[]>;
  /** room states computed again from the stored unseen messages */
  rebuildRoomStates(): Promise<void>;
  /** the newest `limit` stored messages of a room, oldest first, with their files */
  roomMessages(roomId: string, limit: number): Promise<{ messages: ChatMessage[]; files: MessageFile[] }>;
  close(): Promise<void>;
};

export type OpenStoreOptions = {
  storage: StorageKind;
  /** database name; one database per signed-in user */
  name: string;
  /** Node tests only: RxDB dev-mode with schema validation (never in the browser: STACK.md) */
  devMode?: boolean;
};

/** RxDB names allow lowercase letters, digits, '_', '$', '-' and must start with a letter. */
export function databaseNameFor(userId: string): string {
  return `mtz-sync-${userId.toLowerCase().replace(/[^a-z0-9_$-]/g, '_')}`;
}

/** Dev-mode is realm-wide once added: every later database then needs the validator too. */
let devModeOn = false;

export async function storageFor(kind: StorageKind, devMode: boolean): Promise<RxStorage<unknown, unknown>> {
  const base: RxStorage<unknown, unknown> = kind === 'dexie'
    ? (await import('rxdb/plugins/storage-dexie')).getRxStorageDexie()
    : (await import('rxdb/plugins/storage-memory')).getRxStorageMemory();
  if (!devMode && !devModeOn) return base;
  devModeOn = true;
  const [{ RxDBDevModePlugin, disableWarnings }, { wrappedValidateAjvStorage }] = await Promise.all([
    import('rxdb/plugins/dev-mode'), import('rxdb/plugins/validate-ajv'),
  ]);
  disableWarnings();
  addRxPlugin(RxDBDevModePlugin);
  return wrappedValidateAjvStorage({ storage: base });
}

export async function openSyncStore(opts: OpenStoreOptions): Promise<SyncStore> {
  const db = await createRxDatabase<SyncCollections>({
    name: opts.name,
    storage: await storageFor(opts.storage, opts.devMode ?? false),
    multiInstance: false,
    eventReduce: true,
  });
  await db.addCollections({
    notifications: { schema: notificationsSchema },
    meta: { schema: metaSchema },
    rooms: { schema: roomsSchema },
    messages: { schema: messagesSchema },
    files: { schema: filesSchema },
    invites: { schema: invitesSchema },
    roomstates: { schema: roomStatesSchema },
  });
  let persistedSeq = 0;
  const stored = await db.meta.findOne(META_LAST_SEQ).exec();
  if (stored) persistedSeq = stored.value;

  const setSeq = async (seq: number, mode: 'forward' | 'exact' = 'forward') => {
    if (mode === 'forward' ? seq <= persistedSeq : seq === persistedSeq) return;
    persistedSeq = seq;
    await db.meta.upsert({ key: META_LAST_SEQ, value: seq });
  };

  async function rebuildRoomStates(): Promise<void> {
    const unseen = await db.messages.find({ selector: { unseen: 1 } }).exec();
    const states = new Map<string, { id: string; unseenIds: string[]; activityAt: number }>();
    for (const m of unseen) {
      let st = states.get(m.roomId);
      if (!st) states.set(m.roomId, (st = { id: m.roomId, unseenIds: [], activityAt: 0 }));
      st.unseenIds.push(m.id);
      st.activityAt = Math.max(st.activityAt, m.createdAt);
    }
    const old = await db.roomstates.find().exec();
    const gone = old.filter((d) => !states.has(d.id)).map((d) => d.id);
    if (gone.length > 0) await db.roomstates.bulkRemove(gone);
    if (states.size > 0) await db.roomstates.bulkUpsert([...states.values()].map((st) => ({ ...st, unseenIds: st.unseenIds.sort() })));
    await db.meta.upsert({ key: META_ROOM_STATES, value: 1 });
  }

  async function markRead(viewerId: string, ids: readonly string[]): Promise<void> {
    const found = await db.messages.findByIds([...ids]).exec();
    const docs = [...found.values()].map((d) => d.toMutableJSON()).filter((m) => m.unseen === 1)
      .map((m) => ({ ...m, unseen: 0, viewerIds: [...new Set([...m.viewerIds, viewerId])].sort() }));
    if (docs.length > 0) await db.messages.bulkUpsert(docs);
  }

  return {
    db,
    async notificationsSince(sinceMs) {
      const docs = await db.notifications.find({ selector: { createdAt: { $gte: sinceMs } }, sort: [{ createdAt: 'asc' }] }).exec();
      return docs.map((d) => d.toMutableJSON());
    },
    lastSeq: async () => persistedSeq,
    async writeNotifications(upserts, removals, lastSeq) {
      if (upserts.length > 0) await db.notifications.bulkUpsert(upserts.map((n) => ({ ...n })));
      if (removals.length > 0) await db.notifications.bulkRemove([...removals]);
      await setSeq(lastSeq);
    },
    async replaceNotifications(all, lastSeq, seqMode = 'forward') {
      const keep = new Set(all.map((n) => n.id));
      const existing = await db.notifications.find().exec();
      const gone = existing.filter((d) => !keep.has(d.id)).map((d) => d.id);
      if (gone.length > 0) await db.notifications.bulkRemove(gone);
      if (all.length > 0) await db.notifications.bulkUpsert(all.map((n) => ({ ...n })));
      await setSeq(lastSeq, seqMode);
    },
    async writeChat(w) {
      // no copies here: RxDB clones each document itself before writing (fillObjectDataBeforeInsert)
      await Promise.all([
        w.rooms.length > 0 ? db.rooms.bulkUpsert([...w.rooms]) : null,
        w.roomRemovals.length > 0 ? db.rooms.bulkRemove([...w.roomRemovals]) : null,
        w.messages.length > 0 ? db.messages.bulkUpsert([...w.messages]) : null,
        w.messageRemovals.length > 0 ? db.messages.bulkRemove([...w.messageRemovals]) : null,
        w.files.length > 0 ? db.files.bulkUpsert([...w.files]) : null,
        w.invites.length > 0 ? db.invites.bulkUpsert([...w.invites]) : null,
        w.inviteRemovals.length > 0 ? db.invites.bulkRemove([...w.inviteRemovals]) : null,
        w.roomStates.length > 0 ? db.roomstates.bulkUpsert([...w.roomStates]) : null,
        w.readInStore && w.readInStore.ids.length > 0 ? markRead(w.readInStore.viewerId, w.readInStore.ids) : null,
      ]);
    },
    async replaceChat(rooms, invites, messages, roomStates) {
      const keepRooms = new Set(rooms.map((r) => r.id));
      const keepInvites = new Set(invites.map((i) => i.id));
      const [oldRooms, oldInvites] = await Promise.all([db.rooms.find().exec(), db.invites.find().exec()]);
      const goneRooms = oldRooms.filter((d) => !keepRooms.has(d.id)).map((d) => d.id);
      const goneInvites = oldInvites.filter((d) => !keepInvites.has(d.id)).map((d) => d.id);
      await Promise.all([
        goneRooms.length > 0 ? db.rooms.bulkRemove(goneRooms) : null,
        goneInvites.length > 0 ? db.invites.bulkRemove(goneInvites) : null,
        rooms.length > 0 ? db.rooms.bulkUpsert([...rooms]) : null,
        invites.length > 0 ? db.invites.bulkUpsert([...invites]) : null,
        messages.length > 0 ? db.messages.bulkUpsert([...messages]) : null,
        roomStates.length > 0 ? db.roomstates.bulkUpsert([...roomStates]) : null,
      ]);
    },
    async loadChat() {
      if (!(await db.meta.findOne(META_ROOM_STATES).exec())) await rebuildRoomStates();
      const [rooms, invites, states] = await Promise.all([db.rooms.find().exec(), db.invites.find().exec(), db.roomstates.find().exec()]);
      // shallow copies (toJSON): a cold start of 10,000 rooms need not deep-clone them; nothing mutates them
      const stored: Record<string, StoredRoom> = {};
      for (const d of states) {
        const j = d.toJSON();
        stored[j.id] = { unseenIds: j.unseenIds, activityAt: j.activityAt };
      }
      return { rooms: rooms.map((d) => d.toJSON() as ChatRoom), invites: invites.map((d) => d.toJSON() as RoomInvite), stored };
    },
    async unseenMessages(roomId) {
      const docs = await db.messages.find({ selector: { unseen: 1, roomId } }).exec();
      return docs.map((d) => stripDoc(d.toMutableJSON()));
    },
    rebuildRoomStates,
    async roomMessages(roomId, limit) {
      const docs = await db.messages.find({ selector: { roomId }, sort: [{ roomId: 'asc' }, { createdAt: 'asc' }] }).exec();
      const messages = docs.slice(-limit).map((d) => stripDoc(d.toMutableJSON()));
      const files = messages.length === 0 ? [] : await db.files.find({ selector: { messageId: { $in: messages.map((m) => m.id) } } }).exec();
      return { messages, files: files.map((d) => d.toMutableJSON()) };
    },
    async close() {
      await db.close();
    },
  };
}

function stripDoc(d: MessageDoc): ChatMessage {
  const { unseen: _unused, ...m } = d;
  void _unused;
  return m;
}

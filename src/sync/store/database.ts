// The engine's RxDB database: Dexie (IndexedDB) in the browser worker, memory in Node tests.
// Collection budget (RxDB opens at most 13 per realm): this slice uses 2 — notifications, meta.
import { addRxPlugin, createRxDatabase, type RxCollection, type RxDatabase, type RxStorage } from 'rxdb';
import type { Notification } from '../../domain/alerts/types';
import { notificationsSchema } from './schemas/notifications.schema';
import { META_LAST_SEQ, metaSchema, type MetaDoc } from './schemas/meta.schema';

export type StorageKind = 'memory' | 'dexie';

export type SyncCollections = {
  notifications: RxCollection<Notification>;
  meta: RxCollection<MetaDoc>;
};

export const COLLECTION_NAMES = ['notifications', 'meta'] as const satisfies readonly (keyof SyncCollections)[];

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

async function storageFor(kind: StorageKind, devMode: boolean): Promise<RxStorage<unknown, unknown>> {
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
  });
  let persistedSeq = 0;
  const stored = await db.meta.findOne(META_LAST_SEQ).exec();
  if (stored) persistedSeq = stored.value;

  const setSeq = async (seq: number, mode: 'forward' | 'exact' = 'forward') => {
    if (mode === 'forward' ? seq <= persistedSeq : seq === persistedSeq) return;
    persistedSeq = seq;
    await db.meta.upsert({ key: META_LAST_SEQ, value: seq });
  };

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
    async close() {
      await db.close();
    },
  };
}

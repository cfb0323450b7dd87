// Where query results persist between page loads: one RxDB database per account (or for visitors) with
// one collection of answers keyed by endpoint and parameters. The worker's memory holds the hot copy;
// this is for instant revisits after a reload and for reading offline.
import { createRxDatabase, type RxCollection, type RxDatabase, type RxJsonSchema } from 'rxdb';
import { storageFor, type StorageKind } from '../store/database';

export type QueryDoc = {
  /** endpoint + ' ' + stable JSON of the parameters */
  key: string;
  endpoint: string;
  /** the server's answer as JSON text (any shape, parsed on read) */
  json: string;
  /** when the answer arrived (ms) */
  fetchedAt: number;
};

const queriesSchema: RxJsonSchema<StoredDoc> = {
  title: 'queries',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 40 },
    key: { type: 'string' },
    endpoint: { type: 'string', maxLength: 128 },
    json: { type: 'string' },
    fetchedAt: { type: 'number', minimum: 0, maximum: 8_640_000_000_000_000, multipleOf: 1 },
  },
  required: ['id', 'key', 'endpoint', 'json', 'fetchedAt'],
  // oldest first: pruning reads a forward range (STACK.md: Dexie walks indexes forward only)
  indexes: ['fetchedAt'],
  additionalProperties: false,
};

/** What is written: the key's digest as primary key (RxDB refuses quotes in keys), the key itself beside it. */
type StoredDoc = Omit<QueryDoc, 'key'> & { id: string; key: string };

type Collections = { queries: RxCollection<StoredDoc> };

/** Two FNV-1a 32-bit hashes with different seeds and the length: a digest without quotes; reads compare the full key. */
export function keyDigest(key: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 13);
  }
  return `q${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}-${key.length.toString(36)}`;
}

export type QueryStore = {
  read(key: string): Promise<QueryDoc | null>;
  /** one batch of answers; keeps at most `max` documents, dropping the oldest */
  write(docs: readonly QueryDoc[]): Promise<void>;
  /** forgets the answers of these keys (the server refused them since) */
  remove(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
};

/** Answers kept on disk per account; the oldest go first. */
export const MAX_STORED_QUERIES = 2000;

export function queryDatabaseName(scope: string): string {
  return `mtz-query-${scope.toLowerCase().replace(/[^a-z0-9_$-]/g, '_')}`;
}

export async function openQueryStore(opts: { storage: StorageKind; name: string; devMode?: boolean; max?: number }): Promise<QueryStore> {
  const db: RxDatabase<Collections> = await createRxDatabase<Collections>({
    name: opts.name,
    storage: await storageFor(opts.storage, opts.devMode ?? false),
    multiInstance: false,
    eventReduce: true,
  });
  await db.addCollections({ queries: { schema: queriesSchema } });
  const max = opts.max ?? MAX_STORED_QUERIES;
  let count = await db.queries.count().exec();
  return {
    async read(key) {
      const doc = await db.queries.findOne(keyDigest(key)).exec();
      if (!doc || doc.key !== key) return null;
      const { id: _id, ...rest } = doc.toMutableJSON();
      return rest;
    },
    async write(docs) {
      if (docs.length === 0) return;
      const res = await db.queries.bulkUpsert(docs.map((d) => ({ ...d, id: keyDigest(d.key) })));
      count += res.success.length;
      if (count <= max) return;
      count = await db.queries.count().exec();
      const over = count - max;
      if (over <= 0) return;
      const oldest = await db.queries.find({ selector: { fetchedAt: { $gte: 0 } }, sort: [{ fetchedAt: 'asc' }], limit: over }).exec();
      await db.queries.bulkRemove(oldest.map((d) => d.id));
      count -= oldest.length;
    },
    async remove(keys) {
      if (keys.length === 0) return;
      const found = await db.queries.findByIds(keys.map(keyDigest)).exec();
      const wanted = new Set(keys);
      const ids = [...found.values()].filter((d) => wanted.has(d.key)).map((d) => d.id);
      if (ids.length === 0) return;
      await db.queries.bulkRemove(ids);
      count -= ids.length;
    },
    async close() {
      await db.close();
    },
  };
}

// Opens the database: embedded PGlite (a directory, or memory://) by default, a PostgreSQL server when
// a URL is given. Both go through node-postgres and Kysely's PostgresDialect: one code path.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { EmptyInPlugin } from './empty-in';
import type { DB } from './schema';

export type Database = {
  db: Kysely<DB>;
  pool: pg.Pool;
  /** 'pglite' or 'postgres' */
  kind: 'pglite' | 'postgres';
  /** the embedded instance, when kind is 'pglite' */
  pglite: PGlite | null;
  close(): Promise<void>;
};

export type OpenOptions = {
  /** a directory for PGlite, or 'memory://' */
  dataDir?: string;
  databaseUrl?: string;
  /** a PGlite dumpDataDir() to start an in-memory database from (tests) */
  pgliteTemplate?: Blob;
};

// int8 columns hold epoch millis and sequence numbers: all well inside Number's exact range.
const int8AsNumber: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === 20) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format as 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

const opened = new WeakMap<Kysely<DB>, Database>();
/** The Database a Kysely instance was opened with (the job queue needs its pool and, on PGlite, the instance). */
export const databaseOf = (db: Kysely<DB>): Database | undefined => opened.get(db);
const remember = (d: Database): Database => (opened.set(d.db, d), d);

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, types: int8AsNumber, max: 10 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new EmptyInPlugin()] });
    return remember({ db, pool, kind: 'postgres', pglite: null, close: () => db.destroy() });
  }
  const dataDir = opts.dataDir ?? './data';
  const memory = dataDir.startsWith('memory://');
  if (!memory) mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite(memory ? undefined : dataDir, opts.pgliteTemplate ? { loadDataDir: opts.pgliteTemplate } : {});
  await pglite.waitReady;
  const pool = new pg.Pool({ ...createPgConfig(pglite), types: int8AsNumber });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new EmptyInPlugin()] });
  return remember({
    db,
    pool,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  });
}

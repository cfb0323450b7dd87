// Opens the database: embedded PGlite (a directory, or memory://) by default, a PostgreSQL server when
// a URL is given. Both go through node-postgres and Kysely's PostgresDialect: one code path.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * PGlite's settings (written to a new data directory's postgresql.conf; an in-memory database keeps the defaults):
 * 16 MB of shared buffers instead of 128 MB. Measured on 0.5.16: a reopened data directory 245 MB RSS instead of
 * 381 MB, a first open 700 MB instead of 869 MB (docs/benchmarks.md, "The request path near the machine's ceiling").
 */
const PGLITE_CONF = ['shared_buffers = 16MB'];

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, types: int8AsNumber, max: 10 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new EmptyInPlugin()] });
    return remember({ db, pool, kind: 'postgres', pglite: null, close: () => db.destroy() });
  }
  const dataDir = opts.dataDir ?? './data';
  const memory = dataDir.startsWith('memory://');
  if (!memory) mkdirSync(dataDir, { recursive: true });
  const fresh = !memory && !existsSync(join(dataDir, 'PG_VERSION'));
  let pglite = new PGlite(memory ? undefined : dataDir, { postgresqlconf: PGLITE_CONF, ...(opts.pgliteTemplate ? { loadDataDir: opts.pgliteTemplate } : {}) });
  await pglite.waitReady;
  if (fresh) {
    // initdb's memory stays with the instance that ran it: reopened, the same database costs ~400 MB less (measured)
    await pglite.close();
    pglite = new PGlite(dataDir, { postgresqlconf: PGLITE_CONF });
    await pglite.waitReady;
  }
  const instance = pglite;
  const pool = new pg.Pool({ ...createPgConfig(pglite), types: int8AsNumber });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new EmptyInPlugin()] });
  return remember({
    db,
    pool,
    kind: 'pglite',
    pglite: instance,
    close: async () => {
      await db.destroy();
      await instance.close();
    },
  });
}

// Vitest global setup: the server suite also runs on a real PostgreSQL when there is one.
// - DATABASE_URL set: that server (its role must be allowed to create databases).
// - otherwise, in the README's `npm test` (npm run test:unit) or with TEST_POSTGRES=1: a throwaway cluster
//   from the PostgreSQL binaries on this machine (tests/server/pg-cluster.ts), removed at the end;
//   none installed: one line says so and the suite runs on PGlite only. TEST_POSTGRES=0 switches it off.
// A targeted `npx vitest run <file>` stays on PGlite unless asked, so it stays quick.
// The template database is migrated and seeded once here; each test file gets its own copy (harness.ts).
import pg from 'pg';
import { databaseUrlFor, findPostgresBin, startCluster, type Cluster } from './pg-cluster';

async function admin<T>(base: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

function wanted(): boolean {
  const flag = process.env.TEST_POSTGRES;
  if (flag === '0') return false;
  return flag === '1' || process.env.npm_lifecycle_event === 'test:unit';
}

const PGLITE_ONLY = 'server suite ran on PGlite only';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  let base = process.env.DATABASE_URL;
  let cluster: Cluster | null = null;
  if (!base) {
    if (!wanted()) return undefined;
    const bin = findPostgresBin();
    if (!bin) {
      console.log(`${PGLITE_ONLY}: no PostgreSQL found (install Debian's postgresql package, or set DATABASE_URL)`);
      return undefined;
    }
    try {
      cluster = await startCluster(bin);
    } catch (err) {
      console.log(`${PGLITE_ONLY}: PostgreSQL in ${bin} did not start (${String((err as Error).message).split('\n').slice(0, 3).join(' ')})`);
      return undefined;
    }
    base = cluster.url;
  }
  const run = `mtz_t${Date.now().toString(36)}${process.pid}`;
  const template = `${run}_template`;
  const t0 = performance.now();
  try {
    await admin(base, (c) => c.query(`CREATE DATABASE "${template}"`));
    const { startServer } = await import('../../server/src/app'); // only now: a targeted run without PostgreSQL loads no server code here
    const s = await startServer({ port: 0, databaseUrl: databaseUrlFor(base, template), log: false, fanout: 'local' });
    await s.close();
  } catch (err) {
    cluster?.stop();
    throw err;
  }
  process.env.DATABASE_URL = base;
  process.env.MTZ_PG_TEMPLATE = template;
  process.env.MTZ_PG_RUN = run;
  const where = cluster ? `a throwaway PostgreSQL from ${cluster.bin}` : 'the PostgreSQL of DATABASE_URL';
  console.log(`server suite runs on PGlite and on ${where} (template migrated in ${Math.round(performance.now() - t0)} ms)`);
  return async () => {
    if (cluster) return cluster.stop();
    const names = await admin(base, async (c) => (await c.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${run}%`])).rows);
    for (const { datname } of names) await admin(base, (c) => c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`));
  };
}

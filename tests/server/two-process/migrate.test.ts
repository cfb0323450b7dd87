// Several server processes starting at once on one EMPTY PostgreSQL: the migrations run under an advisory
// lock (server/src/db/migrations.ts), so one migrates and seeds, the others wait and find the work done.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../../server/src/db/seed';
import { allMigrations } from '../../../server/src/modules';
import { client, createPgDatabase, hasPostgres, login, startPostgres } from '../harness';

describe.skipIf(!hasPostgres())('servers migrating an empty PostgreSQL at once', () => {
  it('all come up, each migration and the demo data exist once', async () => {
    const databaseUrl = await createPgDatabase({ empty: true });
    const started = await Promise.allSettled([0, 1, 2].map(() => startPostgres({ databaseUrl })));
    const servers = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    try {
      expect(started.map((r) => (r.status === 'fulfilled' ? 'up' : String(r.reason)))).toEqual(['up', 'up', 'up']);
      expect(servers.filter((s) => s.seeded)).toHaveLength(1);
      const db = servers[0].db;
      const applied = await sql<{ id: string; n: string }>`SELECT id, count(*) AS n FROM schema_migrations GROUP BY id`.execute(db);
      expect(applied.rows.map((r) => r.id).sort()).toEqual(allMigrations().map((m) => m.id).sort());
      expect(applied.rows.every((r) => Number(r.n) === 1)).toBe(true);
      const users = await db.selectFrom('users').select('email').where('email', 'in', DEMO_LOGINS.map((l) => l.email)).execute();
      expect(users).toHaveLength(DEMO_LOGINS.length);
      for (const s of servers) await login(client(s), DEMO_LOGINS[0].email, DEMO_LOGINS[0].password);
    } finally {
      await Promise.all(servers.map((s) => s.close()));
    }
  });
});

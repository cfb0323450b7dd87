// What the admin server tests share: one test server per file with the site admin signed in, row counts, and the
// check that no request ended in a 500.
import { afterAll, beforeAll, expect } from 'vitest';
import { client, login, startPglite, type Api, type Backend, type TestServer } from '../harness';

export type AdminWorld = { s: TestServer; api: Api; admin: string; adminId: string };

/** Starts the file's server in beforeAll (PGlite unless a backend is given); read the fields inside tests. */
export function adminServer(start: Backend['start'] = startPglite): AdminWorld {
  const w = {} as AdminWorld;
  beforeAll(async () => {
    w.s = await start();
    w.api = client(w.s);
    w.admin = (await login(w.api, 'admin@mtz.test', 'Admin123!')).accessToken;
    w.adminId = (await w.api.get('/api/v1/company/user', w.admin)).body.id;
  }, 240_000);
  afterAll(async () => {
    expect(w.s.serverErrors()).toBe(0);
    await w.s.close();
  });
  return w;
}

/** Rows of a table now. */
export async function rowCount(s: TestServer, table: 'admin_audit' | 'admin_report_decisions' | 'admin_exceptions' | 'notifications' | 'mails' | 'events'): Promise<number> {
  return Number((await s.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
}

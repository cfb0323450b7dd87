// A query counter on the test database: every statement a server in this process sends through node-postgres
// (PGlite's node-postgres adapter and a real PostgreSQL alike) while it serves an /api request is recorded with
// that request's method and path (server/src/identity/request-caller.ts keeps the request's scope). Statements
// outside a request (jobs, mail, start-up) are not counted, so background work cannot make a count flaky.
import pg from 'pg';
import { currentRequest } from '../../server/src/identity/request-caller';

export type Statement = { method: string; path: string; sql: string };

const recorded: Statement[] = [];
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const scope = currentRequest();
    if (scope) {
      const first = args[0];
      const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text ?? '';
      recorded.push({ method: scope.method, path: scope.path, sql: text });
    }
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

/** Runs `work` and returns the statements run inside requests to `path` (exact) meanwhile, with the work's result. */
export async function statementsOf<T>(path: string, work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  install();
  const from = recorded.length;
  const result = await work();
  return { result, statements: recorded.slice(from).filter((s) => s.path === path).map((s) => s.sql) };
}

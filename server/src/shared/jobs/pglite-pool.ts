// graphile-worker on the embedded PGlite. Its pool (`new pg.Pool(createPgConfig(pglite))`) has ONE client, as PGlite
// has one session: graphile-worker's dedicated LISTEN client (taken with pool.connect(callback) and kept for ever)
// would hold it and block every other query (tried: the first addJob waits for ever). This wrapper gives the worker
// the same pool for its queries and, for that callback-style connect only, a stand-in client whose LISTEN is
// PGlite's own listen(): notifications raised in any statement on the instance reach it (tried: a pg_notify sent
// through the pool, inside or outside a transaction, arrives). The worker's polling stays on as a fallback.
import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

type ListenClient = EventEmitter & { query(text: string): Promise<unknown>; release(): void };

/** Runs `work` on the PGlite instance while holding the pool's one client: nothing else is mid-statement then
 * (tried: a LISTEN slipped between another query's bind and execute, and that query failed: portal "" does not exist). */
async function alone<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const held = await pool.connect();
  try {
    return await work();
  } finally {
    held.release();
  }
}

function listenClient(pool: pg.Pool, pglite: PGlite): ListenClient {
  const client = new EventEmitter() as ListenClient;
  const stops: (() => Promise<void>)[] = [];
  client.query = async (text: string) => {
    for (const [, verb, channel] of text.matchAll(/\b(UNLISTEN|LISTEN)\s+("[^"]+"|\w+)/gi)) {
      if (verb.toUpperCase() === 'UNLISTEN') {
        await alone(pool, () => Promise.all(stops.splice(0).map((stop) => stop())));
        continue;
      }
      const name = channel.replace(/^"|"$/g, '');
      stops.push(await alone(pool, () => pglite.listen(channel, (payload) => client.emit('notification', { channel: name, payload, processId: 0 }))));
    }
    return { rows: [] };
  };
  client.release = () => {};
  return client;
}

type ConnectCallback = (err: Error | undefined, client: unknown, release: () => void) => void;

/** The pool graphile-worker gets on PGlite: everything as the app's pool, except LISTEN (see above). */
export function pglitePoolForWorker(pool: pg.Pool, pglite: PGlite): pg.Pool {
  return new Proxy(pool, {
    get(target, prop, receiver) {
      if (prop === 'connect') {
        return (cb?: ConnectCallback) => {
          if (typeof cb !== 'function') return target.connect();
          const client = listenClient(target, pglite);
          queueMicrotask(() => cb(undefined, client, () => {}));
          return undefined;
        };
      }
      const v = Reflect.get(target, prop, receiver) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}

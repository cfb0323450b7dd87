// The process `npm run bench:server` (tests/bench/server.ts) loads: the real server on PGlite (memory) or on the
// PostgreSQL of DATABASE_URL, and beside it the bare references on a port of their own: a minimal Hono app on
// @hono/node-server answering fixed JSON, the same index.html from memory, and one `select 1` through the
// server's own driver (its Kysely and pool). It adds 100 chat rooms for the post runs and prints one JSON line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { startServer } from '../../server/src/app';

const staticDir = process.env.STATIC_DIR;
const s = await startServer({ port: 0, dataDir: 'memory://', databaseUrl: process.env.DATABASE_URL || undefined, staticDir, log: false, rateLimits: false });
const alice = await s.db.selectFrom('users').select('id').where('email', '=', 'alice@mtz.test').executeTakeFirstOrThrow();
const bob = await s.db.selectFrom('users').select('id').where('email', '=', 'bob@mtz.test').executeTakeFirstOrThrow();
const now = Date.now();
const rooms = Array.from({ length: 100 }, (_, i) => `bench-room-${i}`);
await sql`INSERT INTO chat_rooms (id, name, creator_id, type, created_at, last_message_at)
  SELECT r, 'Bench ' || r, ${alice.id}, 'REGULARROOM', ${now}, ${now} FROM unnest(${rooms}::text[]) r`.execute(s.db);
await sql`INSERT INTO chat_room_members (room_id, user_id, joined_at)
  SELECT r, u, ${now} FROM unnest(${rooms}::text[]) r, unnest(${[alice.id, bob.id]}::text[]) u`.execute(s.db);

const html = staticDir ? readFileSync(join(staticDir, 'index.html')) : Buffer.from('<!doctype html><title>MTZ</title>');
const refs = new Hono();
refs.get('/json', (c) => c.json({ ok: true, name: 'reference', n: 1 }));
refs.get('/index.html', () => new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } }));
refs.get('/select1', async (c) => c.json((await sql<{ one: number }>`select 1 AS one`.execute(s.db)).rows[0]));
const refServer = serve({ fetch: refs.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => refServer.once('listening', () => resolve()));
const refPort = (refServer.address() as { port: number }).port;

console.log(JSON.stringify({ url: `http://127.0.0.1:${s.port}`, refUrl: `http://127.0.0.1:${refPort}`, rooms, startupMs: s.startupMs, rssMb: Math.round(process.memoryUsage().rss / 1e6) }));

const stop = async () => {
  refServer.close();
  await s.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.on('message', (m) => {
  if (m === 'rss') process.send?.({ rssMb: Math.round(process.memoryUsage().rss / 1e6) });
});

// Chat unread counts at 1,000,000 messages in 1,000 rooms: the server's query over read markers and views
// (server/src/chat/read-marks.ts, a walk of chat_messages_room down to each room's marker) against the former
// `NOT (viewer = ANY(viewer_ids))` query, on the same rows, interleaved in one run, for readers in 150 rooms.
// Run: `npx tsx tests/bench/server-unread.ts` (or through `npm run bench`: runServerUnreadBench()).
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { startServer } from '../../server/src/app';
import { BACKFILL_READS_SQL, unreadCounts, unreadCountsQuery } from '../../server/src/chat/read-marks';
import type { DB } from '../../server/src/db/schema';

export type BenchRow = { name: string; p50: number; p95: number; runs: number };

const CAP = 11;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: Math.round(percentile(sorted, 50) * 100) / 100, p95: Math.round(percentile(sorted, 95) * 100) / 100 };
};

/** The query the server ran before read markers (messages.ts, messageStats with notSeenBy). */
async function formerCounts(db: Kysely<DB>, viewer: string, roomIds: string[]): Promise<Map<string, number>> {
  const { rows } = await sql<{ room_id: string; count: number }>`
    SELECT room_id, count(*)::int AS count FROM (
      SELECT room_id, row_number() OVER (PARTITION BY room_id ORDER BY created_at DESC, n DESC) AS k
      FROM chat_messages
      WHERE room_id IN (${sql.join(roomIds)}) AND owner_id <> ${viewer} AND NOT (${viewer} = ANY(viewer_ids))
    ) unseen WHERE k <= ${CAP} GROUP BY room_id`.execute(db);
  return new Map(rows.map((r) => [r.room_id, Number(r.count)]));
}

async function plan(db: Kysely<DB>, query: { sql: string; parameters: readonly unknown[] }, analyze: boolean): Promise<string> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${analyze ? '(ANALYZE, COSTS OFF) ' : ''}${query.sql}`, [...query.parameters]));
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

export async function runServerUnreadBench(opts: { messages?: number; rooms?: number; readerRooms?: number; runs?: number; log?: (s: string) => void } = {}): Promise<BenchRow[]> {
  const messages = opts.messages ?? 1_000_000;
  const rooms = opts.rooms ?? 1_000;
  const readerRooms = opts.readerRooms ?? 150;
  const runs = opts.runs ?? 40;
  const log = opts.log ?? ((s: string) => console.log(s));
  const s = await startServer({ port: 0, dataDir: 'memory://', log: false });
  try {
    const db = s.db;
    const perRoom = Math.floor(messages / rooms);
    let t0 = performance.now();
    // 20 writers (two per room) and two readers in the first `readerRooms` rooms:
    // reader A reads in order and has the newest (room % 15) messages of each room unread;
    // reader B the same, plus, in every tenth room, a hole of three unread messages half way back.
    await sql`INSERT INTO users (id, email, firstname, lastname, password_hash, profile_name, created_at)
      SELECT u, u || '@bench.test', u, 'Bench', 'x', u, 0
      FROM (SELECT 'bench-w-' || i AS u FROM generate_series(0, 19) i UNION ALL VALUES ('bench-a'), ('bench-b')) users`.execute(db);
    await sql`INSERT INTO chat_rooms (id, name, creator_id, type, created_at, last_message_at)
      SELECT 'bench-r-' || r, 'Bench ' || r, 'bench-w-' || (r % 20), 'REGULARROOM', 0, 0 FROM generate_series(0, ${rooms - 1}) r`.execute(db);
    await sql`INSERT INTO chat_room_members (room_id, user_id, joined_at)
      SELECT 'bench-r-' || r, 'bench-w-' || ((r + k) % 20), 0 FROM generate_series(0, ${rooms - 1}) r, generate_series(0, 1) k
      UNION ALL SELECT 'bench-r-' || r, reader, 0 FROM generate_series(0, ${readerRooms - 1}) r, (VALUES ('bench-a'), ('bench-b')) readers(reader)`.execute(db);
    // message i: room i % rooms, position j = i / rooms in it (oldest 0), written alternately by the room's two writers
    await sql`INSERT INTO chat_messages (id, room_id, owner_id, content, viewer_ids, created_at, updated_at)
      SELECT 'bench-m-' || i, 'bench-r-' || r, owner, 'Bench message ' || i || ': pallets, bolts and lead times',
        ARRAY[owner]
          || CASE WHEN read_a THEN ARRAY['bench-a'] ELSE '{}'::text[] END
          || CASE WHEN read_a AND NOT (r % 10 = 0 AND j BETWEEN ${Math.floor(perRoom / 2)} AND ${Math.floor(perRoom / 2) + 2}) THEN ARRAY['bench-b'] ELSE '{}'::text[] END,
        1700000000000 + i, 1700000000000 + i
      FROM (
        SELECT i, i % ${rooms} AS r, i / ${rooms} AS j, 'bench-w-' || (((i % ${rooms}) + (i / ${rooms}) % 2) % 20) AS owner,
          (i % ${rooms}) < ${readerRooms} AND (i / ${rooms}) < ${perRoom} - (i % ${rooms}) % 15 AS read_a
        FROM generate_series(0, ${messages - 1}) i
      ) g`.execute(db);
    log(`seeded ${messages.toLocaleString('en')} messages in ${rooms} rooms (viewer_ids only) in ${Math.round(performance.now() - t0)} ms`);
    t0 = performance.now();
    await sql.raw(BACKFILL_READS_SQL).execute(db); // what migration chat_0002_read_markers does to existing rows
    log(`backfill of views and read markers from viewer_ids (the migration's statements): ${Math.round(performance.now() - t0)} ms`);
    await sql`ANALYZE`.execute(db);
    const views = await db.selectFrom('chat_message_views').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const markers = await db.selectFrom('chat_read_markers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    log(`${Number(views.n).toLocaleString('en')} view rows, ${Number(markers.n).toLocaleString('en')} read markers`);

    const roomIds = Array.from({ length: readerRooms }, (_, r) => `bench-r-${r}`);
    for (const reader of ['bench-a', 'bench-b']) {
      const [mine, former] = [await unreadCounts(db, reader, roomIds, CAP), await formerCounts(db, reader, roomIds)];
      if (JSON.stringify([...mine].sort()) !== JSON.stringify([...former].sort())) throw new Error(`counts differ for ${reader}`);
    }
    const newPlan = await plan(db, unreadCountsQuery('bench-b', roomIds, CAP).compile(db), true);
    if (/Seq Scan on chat_messages\b/.test(newPlan) || !/chat_messages_room/.test(newPlan)) throw new Error(`unexpected plan:\n${newPlan}`);
    log(`EXPLAIN (ANALYZE) of the unread-count query, reader B, ${readerRooms} rooms:\n${newPlan.split('\n').map((l) => `    ${l}`).join('\n')}`);
    const oldPlan = await plan(db, sql`SELECT room_id, count(*)::int AS count FROM (
      SELECT room_id, row_number() OVER (PARTITION BY room_id ORDER BY created_at DESC, n DESC) AS k FROM chat_messages
      WHERE room_id IN (${sql.join(roomIds)}) AND owner_id <> ${'bench-b'} AND NOT (${'bench-b'} = ANY(viewer_ids))) unseen WHERE k <= ${CAP} GROUP BY room_id`.compile(db), true);
    log(`EXPLAIN (ANALYZE) of the former query (scan lines):\n${oldPlan.split('\n').filter((l) => /Scan|Filter|Rows Removed|Execution/.test(l)).map((l) => `    ${l.replace(/\{[^}]{60,}\}/g, '{…}')}`).join('\n')}`);

    const rows: BenchRow[] = [];
    for (const [reader, label] of [['bench-a', 'reader A (reads in order)'], ['bench-b', 'reader B (holes in 10% of rooms)']] as const) {
      const fresh: number[] = [];
      const scan: number[] = [];
      for (let i = 0; i < 3; i++) {
        await unreadCounts(db, reader, roomIds, CAP);
        await formerCounts(db, reader, roomIds);
      }
      for (let i = 0; i < runs; i++) { // interleaved: both see the same machine load
        let t = performance.now();
        await unreadCounts(db, reader, roomIds, CAP);
        fresh.push(performance.now() - t);
        t = performance.now();
        await formerCounts(db, reader, roomIds);
        scan.push(performance.now() - t);
      }
      const a = { name: `unread counts, ${label}: read markers`, ...summary(fresh), runs };
      const b = { name: `unread counts, ${label}: NOT ANY(viewer_ids)`, ...summary(scan), runs };
      rows.push(a, b);
      for (const r of [a, b]) log(`${r.name.padEnd(72)} p50 ${String(r.p50).padStart(8)} ms   p95 ${String(r.p95).padStart(8)} ms   (${runs} queries, ${readerRooms} rooms)`);
      log(`${''.padEnd(72)} ratio p50 ${(b.p50 / a.p50).toFixed(1)}x, p95 ${(b.p95 / a.p95).toFixed(1)}x faster with read markers`);
    }
    return rows;
  } finally {
    await s.close();
  }
}

if (process.argv[1] && /tests[\\/]bench[\\/]server-unread\.ts$/.test(process.argv[1])) {
  runServerUnreadBench().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}

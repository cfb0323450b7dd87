// Unread counts from read markers and views (server/src/chat/read-marks.ts): at every step the REST answers
// equal what the former query over viewer_ids (`NOT (viewer = ANY(viewer_ids))`) gives on the same rows;
// the count query walks the (room_id, created_at, n) index; the migration backfills from viewer_ids.
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreadCounts, unreadCountsQuery, unreadMessages } from '../../../server/src/chat/read-marks';
import { migrate } from '../../../server/src/db/migrations';
import type { DB } from '../../../server/src/db/schema';
import { allMigrations } from '../../../server/src/modules';
import { backends, type TestServer } from '../harness';
import { CHAT, chatApi, person, type ChatApi, type Person } from './chat-harness';

/** The unseen counts as the server computed them before read markers: a scan of viewer_ids. */
async function formerCounts(db: Kysely<DB>, viewer: string, roomIds: string[]): Promise<Record<string, number>> {
  const { rows } = await sql<{ room_id: string; count: number }>`
    SELECT room_id, count(*)::int AS count FROM (
      SELECT room_id, row_number() OVER (PARTITION BY room_id ORDER BY created_at DESC, n DESC) AS k
      FROM chat_messages WHERE room_id IN (${sql.join(roomIds)}) AND owner_id <> ${viewer} AND NOT (${viewer} = ANY(viewer_ids))
    ) unseen WHERE k <= 11 GROUP BY room_id`.execute(db);
  return Object.fromEntries(roomIds.map((id) => [id, rows.find((r) => r.room_id === id)?.count ?? 0]));
}

describe.each(backends())('unread counts on $name', (backend) => {
  type Msg = { id: string; content: string; roomId: string };

  let s: TestServer;
  let api: ChatApi;
  let alice: Person;
  let bob: Person;
  let carol: Person;

  beforeAll(async () => {
    s = await backend.start();
    api = chatApi(s);
    [alice, bob, carol] = await Promise.all([person(api), person(api), person(api)]);
  }, 180_000);
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  const say = async (by: Person, roomId: string, content: string): Promise<Msg> => {
    s.clock.advance(1000);
    const r = await api.post(`${CHAT}/messages`, { roomId, content }, by.token);
    expect(r.status).toBe(201);
    return r.body as Msg;
  };
  const read = async (by: Person, m: Msg) => expect((await api.patch(`${CHAT}/messages/${m.id}`, { _read: true }, by.token)).status).toBe(200);
  const newRoom = async (members: Person[]) => (await api.post(`${CHAT}/rooms`, { name: 'Unread', memberIds: members.map((p) => p.id) }, alice.token)).body.id as string;

  /** The unseen count of each room for `who` over REST, checked against the former query and against the unseen list. */
  async function unread(who: Person, ...roomIds: string[]): Promise<number[]> {
    const stats = await api.get(`${CHAT}/messages/stats?roomIds=${roomIds.join(',')}&notSeenBy=${who.id}`, who.token);
    expect(stats.status).toBe(200);
    expect(stats.body.rooms).toEqual(await formerCounts(s.db, who.id, roomIds));
    for (const id of roomIds) {
      const list = await api.get(`${CHAT}/messages?roomIds=${id}&notSeenBy=${who.id}&limit=11`, who.token);
      expect(list.body).toHaveLength(stats.body.rooms[id]);
    }
    return roomIds.map((id) => stats.body.rooms[id] as number);
  }

  const unseenContents = async (who: Person, roomId: string) =>
    ((await api.get(`${CHAT}/messages?roomIds=${roomId}&notSeenBy=${who.id}&limit=11`, who.token)).body as Msg[]).map((m) => m.content);

  describe('unread counts through posting, reading and deleting', () => {
    it('two readers in one room: reading one message leaves the older ones unread; one\'s own post reads nothing else', async () => {
      const room = await newRoom([bob, carol]);
      const [a1, a2, a3] = [await say(alice, room, 'a1'), await say(alice, room, 'a2'), await say(alice, room, 'a3')];
      expect([...(await unread(bob, room)), ...(await unread(carol, room)), ...(await unread(alice, room))]).toEqual([3, 3, 0]);
      await read(bob, a2);
      expect(await unread(bob, room)).toEqual([2]);
      expect(await unseenContents(bob, room)).toEqual(['a3', 'a1']);
      expect(await unread(carol, room)).toEqual([3]);
      await say(bob, room, 'b1');
      expect([...(await unread(bob, room)), ...(await unread(carol, room)), ...(await unread(alice, room))]).toEqual([2, 4, 1]);
      await read(bob, a1);
      await read(bob, a3);
      expect(await unread(bob, room)).toEqual([0]);
      const marker = await s.db.selectFrom('chat_read_markers').selectAll().where('user_id', '=', bob.id).where('room_id', '=', room).executeTakeFirstOrThrow();
      const newest = await s.db.selectFrom('chat_messages').select(['created_at', 'n']).where('room_id', '=', room).orderBy('created_at', 'desc').orderBy('n', 'desc').executeTakeFirstOrThrow();
      expect([marker.read_at, marker.read_n]).toEqual([newest.created_at, newest.n]);
      // reading again changes nothing
      await read(bob, a3);
      expect(await unread(bob, room)).toEqual([0]);
      expect(await unread(carol, room)).toEqual([4]);
    });

    it('caps each room at 11; reading the 11 newest of 14 leaves 3; deleting unread messages lowers the count', async () => {
      const room = await newRoom([bob]);
      const quiet = await newRoom([bob]);
      const written: Msg[] = [];
      for (let i = 1; i <= 14; i++) written.push(await say(alice, room, `m${i}`));
      const q1 = await say(alice, quiet, 'q1');
      expect(await unread(bob, room, quiet)).toEqual([11, 1]);
      for (const m of written.slice(3)) await read(bob, m);
      expect(await unread(bob, room, quiet)).toEqual([3, 1]);
      expect(await unseenContents(bob, room)).toEqual(['m3', 'm2', 'm1']);
      await say(alice, room, 'm15');
      expect(await unread(bob, room)).toEqual([4]);
      expect((await api.del(`${CHAT}/messages/${written[1].id}`, alice.token)).status).toBe(200);
      expect(await unread(bob, room)).toEqual([3]);
      expect(await unseenContents(bob, room)).toEqual(['m15', 'm3', 'm1']);
      expect((await api.del(`${CHAT}/messages/${q1.id}`, alice.token)).status).toBe(200);
      expect(await unread(bob, room, quiet)).toEqual([3, 0]);
      // the unseen list pages with skip across rooms, newest first
      const page = (await api.get(`${CHAT}/messages?roomIds=${room},${quiet}&notSeenBy=${bob.id}&skip=1&limit=11`, bob.token)).body as Msg[];
      expect(page.map((m) => m.content)).toEqual(['m3', 'm1']);
    });

    it('leaving and rejoining: what was read stays read, what was written meanwhile is unread', async () => {
      const room = await newRoom([bob, carol]);
      const before = await say(alice, room, 'before');
      const unreadBefore = await say(alice, room, 'unread before');
      await read(bob, before);
      expect(await unread(bob, room)).toEqual([1]);
      expect((await api.patch(`${CHAT}/rooms/${room}`, { _leave: true }, bob.token)).status).toBe(200);
      await say(alice, room, 'while away 1');
      await say(carol, room, 'while away 2');
      const inv = await api.post(`${CHAT}/room-invites`, { roomId: room, inviteeId: bob.id }, alice.token);
      expect((await api.patch(`${CHAT}/room-invites/${inv.body.id}`, { _accept: true }, bob.token)).body.status).toBe('ACCEPTED');
      expect(await unread(bob, room)).toEqual([3]);
      expect(await unseenContents(bob, room)).toEqual(['while away 2', 'while away 1', 'unread before']);
      await read(bob, unreadBefore);
      expect(await unread(bob, room)).toEqual([2]);
    });

    it('a message that lands below a reader\'s marker (its transaction started earlier) lowers the marker and counts as unread', async () => {
      const room = await newRoom([bob]);
      const m = await say(alice, room, 'late reader');
      await read(bob, m);
      expect(await unread(bob, room)).toEqual([0]);
      const t = s.clock.now();
      s.clock.set(t - 500); // as if this post's transaction had started before the read
      const r = await api.post(`${CHAT}/messages`, { roomId: room, content: 'written earlier' }, alice.token);
      s.clock.set(t + 1000);
      expect(r.status).toBe(201);
      expect(await unread(bob, room)).toEqual([1]);
      await read(bob, r.body as Msg);
      expect(await unread(bob, room)).toEqual([0]);
    });

    it('the count query walks chat_messages_room down to the marker, not a scan of chat_messages', async () => {
      const rooms = Array.from({ length: 200 }, (_, i) => `explain-${i}`);
      await sql`INSERT INTO chat_rooms (id, name, creator_id, type, created_at, last_message_at)
        SELECT r, r, ${alice.id}, 'REGULARROOM', 0, 0 FROM unnest(${rooms}::text[]) AS r`.execute(s.db);
      await sql`INSERT INTO chat_room_members (room_id, user_id, joined_at) SELECT r, ${bob.id}, 0 FROM unnest(${rooms}::text[]) AS r`.execute(s.db);
      // 100 messages per room; bob read all but the 5 newest
      await sql`INSERT INTO chat_messages (id, room_id, owner_id, content, viewer_ids, created_at, updated_at)
        SELECT 'explain-m-' || i, 'explain-' || (i % 200), ${alice.id}, 'x',
          CASE WHEN i < 19000 THEN ARRAY[${alice.id}, ${bob.id}] ELSE ARRAY[${alice.id}] END, i, i
        FROM generate_series(0, 19999) AS i`.execute(s.db);
      await sql`INSERT INTO chat_message_views (user_id, message_id) SELECT ${bob.id}, 'explain-m-' || i FROM generate_series(0, 18999) AS i`.execute(s.db);
      await sql`INSERT INTO chat_read_markers (user_id, room_id, read_at, read_n)
        SELECT ${bob.id}, room_id, max(created_at), max(n) FROM chat_messages WHERE room_id LIKE 'explain-%' AND created_at < 19000 GROUP BY room_id`.execute(s.db);
      await sql`ANALYZE chat_messages`.execute(s.db);
      await sql`ANALYZE chat_message_views`.execute(s.db);
      await sql`ANALYZE chat_read_markers`.execute(s.db);
      const q = unreadCountsQuery(bob.id, rooms.slice(0, 120), 11).compile(s.db);
      const { rows } = await s.db.executeQuery<{ 'QUERY PLAN': string }>({ ...q, sql: `EXPLAIN ${q.sql}` });
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Index (Only )?Scan.* on chat_messages_room|Bitmap Index Scan on chat_messages_room/);
      expect(plan).toMatch(/Index Cond: \(\(room_id = r\.room_id\) AND \(ROW\(created_at, n\) > ROW\(/);
      expect(plan).not.toMatch(/Seq Scan on chat_messages\b/);
      expect(plan).not.toMatch(/viewer_ids/);
      const counts = await unreadCounts(s.db, bob.id, rooms.slice(0, 120), 11);
      expect(Object.fromEntries(counts)).toEqual(await formerCounts(s.db, bob.id, rooms.slice(0, 120)));
      expect([...counts.values()].every((c) => c === 5)).toBe(true);
    });
  });

});

// PGlite only: the migration runs on a bare in-memory database of its own.
describe('migration chat_0002_read_markers', () => {
  it('backfills views and read markers from viewer_ids: counts and unseen lists equal the former query', async () => {
    const pglite = new PGlite();
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new pg.Pool(createPgConfig(pglite)) }) });
    try {
      const all = allMigrations();
      const at = all.findIndex((m) => m.id === 'chat_0002_read_markers');
      expect(at).toBeGreaterThan(0);
      await migrate(db, all.slice(0, at));
      const users = ['u-ann', 'u-ben', 'u-cid'];
      await sql`INSERT INTO users (id, email, firstname, lastname, password_hash, profile_name, created_at)
        SELECT u, u || '@x.test', u, u, 'x', u, 0 FROM unnest(${users}::text[]) AS u`.execute(db);
      const rooms = ['r-1', 'r-2', 'r-3'];
      await sql`INSERT INTO chat_rooms (id, name, creator_id, type, created_at, last_message_at)
        SELECT r, r, 'u-ann', 'REGULARROOM', 0, 0 FROM unnest(${rooms}::text[]) AS r`.execute(db);
      await sql`INSERT INTO chat_room_members (room_id, user_id, joined_at) SELECT r, u, 0 FROM unnest(${rooms}::text[]) AS r, unnest(${users}::text[]) AS u`.execute(db);
      // r-1: ben read everything, cid read every other message; r-2: nobody read anything; r-3: 15 messages,
      // ben read only the newest 2 (and a reader id that is no user any more is skipped); a tie in created_at
      const rows: { id: string; room: string; owner: string; viewers: string[]; at: number }[] = [];
      for (let i = 0; i < 6; i++) rows.push({ id: `m1-${i}`, room: 'r-1', owner: users[i % 2], viewers: [users[i % 2], ...(i % 2 ? [] : ['u-ben']), ...(i % 2 ? ['u-cid'] : [])], at: 100 + i });
      for (let i = 0; i < 3; i++) rows.push({ id: `m2-${i}`, room: 'r-2', owner: 'u-ann', viewers: ['u-ann'], at: 200 + i });
      for (let i = 0; i < 15; i++) rows.push({ id: `m3-${i}`, room: 'r-3', owner: 'u-cid', viewers: ['u-cid', ...(i >= 13 ? ['u-ben', 'u-gone'] : [])], at: 300 + Math.floor(i / 2) });
      for (const r of rows) {
        await sql`INSERT INTO chat_messages (id, room_id, owner_id, content, viewer_ids, created_at, updated_at)
          VALUES (${r.id}, ${r.room}, ${r.owner}, 'x', ${r.viewers}::text[], ${r.at}, ${r.at})`.execute(db);
      }
      const before = Object.fromEntries(await Promise.all(users.map(async (u) => [u, await formerCounts(db, u, rooms)] as const)));
      expect(await migrate(db, all)).toContain('chat_0002_read_markers');
      for (const u of users) {
        expect(Object.fromEntries(await unreadCounts(db, u, rooms, 11)), u).toEqual(Object.fromEntries(Object.entries(before[u]).filter(([, c]) => c > 0)));
        for (const r of rooms) {
          const former = await sql<{ id: string }>`SELECT id FROM chat_messages WHERE room_id = ${r} AND owner_id <> ${u} AND NOT (${u} = ANY(viewer_ids))
            ORDER BY created_at DESC, n DESC LIMIT 11`.execute(db);
          expect((await unreadMessages(db, u, [r], 0, 11)).map((m) => m.id)).toEqual(former.rows.map((x) => x.id));
        }
      }
      expect(before['u-ben']).toEqual({ 'r-1': 0, 'r-2': 3, 'r-3': 11 });
      const markers = (await db.selectFrom('chat_read_markers').select(['user_id', 'room_id', 'read_at']).orderBy('user_id').orderBy('room_id').execute())
        .map((m) => ({ ...m, read_at: Number(m.read_at) }));
      // ben: all of r-1 read (marker at its newest); r-2 and r-3 start unread (no marker: nothing before the first unread)
      expect(markers.filter((m) => m.user_id === 'u-ben')).toEqual([{ user_id: 'u-ben', room_id: 'r-1', read_at: 105 }]);
      // ann: r-1's first message not hers is m1-1 (read by cid only) so her marker stops at m1-0; all of r-2 is hers
      expect(markers.filter((m) => m.user_id === 'u-ann')).toEqual([{ user_id: 'u-ann', room_id: 'r-1', read_at: 100 }, { user_id: 'u-ann', room_id: 'r-2', read_at: 202 }]);
      expect(Number((await db.selectFrom('chat_message_views').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', 'u-gone').executeTakeFirstOrThrow()).n)).toBe(0);
    } finally {
      await db.destroy();
      await pglite.close();
    }
  }, 120_000);
});

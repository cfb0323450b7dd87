// Who has read which message, and the unread counts and lists built on it, each served by an index.
//
// Design. A message is read individually (PATCH /messages/{id} {_read}), and reading one message does not
// read the older ones: a member who opens a room marks only the messages the client holds, and the tests
// expect a message posted before one's own reply to stay unread. A bare high-water mark cannot say that, so
// the read state has two parts:
//   - chat_message_views (user_id, message_id): one row per message read by someone other than its owner,
//     written in the transaction that appends the reader to viewer_ids. viewer_ids stays on the message
//     because the API shows it (Message.viewerIds), but no count reads it.
//   - chat_read_markers (user_id, room_id, read_at, read_n): a position (created_at, n) in the room such
//     that every message of the room at or before it is the user's own or read by the user. It only ever
//     lets a query stop early: whatever lies after it is checked against chat_message_views.
// Unread for a user and room = messages after the marker, not the user's own, without a view row: a backward
// walk of chat_messages_room (room_id, created_at DESC, n DESC) from the newest message down to the marker
// (stopping at the badge cap), with one primary-key probe of chat_message_views per message passed. A user
// who reads in order has the marker just below the first unread message, so the walk passes only unread
// ones. The marker moves when the user reads a message or posts, to just below the oldest message still
// unread (advanceMarker).
//
// Concurrency. A message may commit with a position below a marker that another transaction has just moved
// (its created_at is taken when its transaction starts). So the room has a reader/writer lock (an advisory lock
// on its id, held to the end of the transaction): a writer takes it shared, so posts into one room never wait
// for each other, and lowers to below its message every marker at or past it; a reader takes it exclusive before
// it moves its marker, so it waits for the messages being written and they for it. Either the reader sees the new
// message or the writer sees the moved marker. The writer's own marker moves (its message is read) only when no
// other writer is in the room (tryLockRoomForReads, which never waits); otherwise it moves at the next read or
// quiet post (a marker only lets queries stop early). Lock order is room, then message, as when a room is deleted.
import { sql } from 'kysely';
import type { ChatMessagesTable } from './tables';
import type { Db } from './store';

const MAX_INT8 = '9223372036854775807';

/**
 * Moves the markers of the members chosen by the filter (written between HEAD and TAIL, on `mem`, a
 * chat_room_members row) to just below the oldest message each has not read, or to the room's newest
 * message when all are read. A marker never moves back here.
 */
const ADVANCE = `
  INSERT INTO chat_read_markers (user_id, room_id, read_at, read_n)
  SELECT fu.user_id, fu.room_id, last.created_at, last.n
  FROM (
    SELECT mem.user_id, mem.room_id, COALESCE(mk.read_at, -1) AS read_at, COALESCE(mk.read_n, -1) AS read_n,
      COALESCE(first_unread.created_at, ${MAX_INT8}) AS unread_at, COALESCE(first_unread.n, ${MAX_INT8}) AS unread_n
    FROM chat_room_members mem
    LEFT JOIN chat_read_markers mk ON mk.user_id = mem.user_id AND mk.room_id = mem.room_id
    LEFT JOIN LATERAL (
      SELECT m.created_at, m.n FROM chat_messages m
      WHERE m.room_id = mem.room_id AND (m.created_at, m.n) > (COALESCE(mk.read_at, -1), COALESCE(mk.read_n, -1))
        AND m.owner_id <> mem.user_id
        AND NOT EXISTS (SELECT 1 FROM chat_message_views v WHERE v.user_id = mem.user_id AND v.message_id = m.id)
      ORDER BY m.created_at, m.n LIMIT 1
    ) first_unread ON true
    WHERE /*filter*/
  ) fu
  CROSS JOIN LATERAL (
    SELECT m.created_at, m.n FROM chat_messages m
    WHERE m.room_id = fu.room_id AND (m.created_at, m.n) > (fu.read_at, fu.read_n) AND (m.created_at, m.n) < (fu.unread_at, fu.unread_n)
    ORDER BY m.created_at DESC, m.n DESC LIMIT 1
  ) last
  ON CONFLICT (user_id, room_id) DO UPDATE SET read_at = excluded.read_at, read_n = excluded.read_n
  WHERE (excluded.read_at, excluded.read_n) > (chat_read_markers.read_at, chat_read_markers.read_n)`;
const [ADVANCE_HEAD, ADVANCE_TAIL] = ADVANCE.split('/*filter*/');

/** Every reader in viewer_ids (but the owner) gets a view row, then every member a marker: the migration and the seed. */
export const BACKFILL_READS_SQL = `
  INSERT INTO chat_message_views (user_id, message_id)
  SELECT DISTINCT v.user_id, m.id
  FROM chat_messages m CROSS JOIN LATERAL unnest(m.viewer_ids) AS v(user_id)
  WHERE v.user_id <> m.owner_id AND EXISTS (SELECT 1 FROM users u WHERE u.id = v.user_id)
  ON CONFLICT DO NOTHING;
  ${ADVANCE_HEAD} true ${ADVANCE_TAIL};`;

export const READ_MARK_MIGRATION_SQL = `
  CREATE TABLE chat_message_views (
    user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    message_id text NOT NULL REFERENCES chat_messages(id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, message_id)
  );
  CREATE INDEX chat_message_views_message ON chat_message_views (message_id);
  CREATE TABLE chat_read_markers (
    user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    room_id text NOT NULL REFERENCES chat_rooms(id) ON DELETE CASCADE,
    read_at int8 NOT NULL,
    read_n int8 NOT NULL,
    PRIMARY KEY (user_id, room_id)
  );
  CREATE INDEX chat_read_markers_room ON chat_read_markers (room_id);
  CREATE INDEX IF NOT EXISTS chat_messages_room ON chat_messages (room_id, created_at DESC, n DESC);
  ${BACKFILL_READS_SQL}`;

/** Moves one member's marker in one room as far as their reads allow. Call with the room row locked (see above). */
export async function advanceMarker(db: Db, userId: string, roomId: string): Promise<void> {
  await sql`${sql.raw(ADVANCE_HEAD)} mem.room_id = ${roomId} AND mem.user_id = ${userId} ${sql.raw(ADVANCE_TAIL)}`.execute(db);
}

const roomLock = (roomId: string) => sql`hashtext('chat_rooms'), hashtext(${roomId})`;

/**
 * A reader takes this before moving a marker: it waits for the messages being written in the room to commit; then
 * the room row FOR KEY SHARE, so that a room being deleted is waited for before any message of it is locked.
 */
export async function lockRoomForReads(db: Db, roomId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${roomLock(roomId)})`.execute(db);
  await sql`SELECT 1 FROM chat_rooms WHERE id = ${roomId} FOR KEY SHARE`.execute(db);
}

/** A writer takes this before writing a message: shared with the other writers of the room, exclusive of readers. */
export async function lockRoomForPost(db: Db, roomId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock_shared(${roomLock(roomId)})`.execute(db);
}

/** The reader's lock, without waiting: true when no other transaction holds the room's lock or waits for it. */
async function tryLockRoomForReads(db: Db, roomId: string): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`SELECT pg_try_advisory_xact_lock(${roomLock(roomId)}) AS ok`.execute(db);
  return rows[0]?.ok === true;
}

/** `userId` read the message (not their own): a view row, and their marker moves. Room row locked first. */
export async function recordView(db: Db, userId: string, message: { id: string; room_id: string }): Promise<void> {
  await db.insertInto('chat_message_views').values({ user_id: userId, message_id: message.id }).onConflict((oc) => oc.doNothing()).execute();
  await advanceMarker(db, userId, message.room_id);
}

/**
 * A message was written (its writer holds the room's lock shared, lockRoomForPost): markers of others at or past
 * it move to just below it, since they have not read it.
 */
export async function recordPost(db: Db, message: { room_id: string; owner_id: string; created_at: number; n: number }): Promise<void> {
  await sql`
    UPDATE chat_read_markers SET read_at = ${message.created_at}, read_n = ${message.n - 1}
    WHERE room_id = ${message.room_id} AND user_id <> ${message.owner_id}
      AND (read_at, read_n) >= (${message.created_at}::int8, ${message.n}::int8)`.execute(db);
}

/**
 * Last in the writer's transaction: its own marker moves on (its message is read), when no other writer is in the
 * room; else it is left for later rather than wait (see Concurrency above).
 */
export async function advanceAfterPost(db: Db, message: { room_id: string; owner_id: string }): Promise<void> {
  if (await tryLockRoomForReads(db, message.room_id)) await advanceMarker(db, message.owner_id, message.room_id);
}

const dedupe = (ids: readonly string[]) => [...new Set(ids)];

/** The newest `perRoom` unread messages of each room for `viewer` (own messages are never unread). */
function unreadPerRoom(viewer: string, roomIds: readonly string[], perRoom: number) {
  return sql`
    FROM unnest(${dedupe(roomIds)}::text[]) AS r(room_id)
    LEFT JOIN chat_read_markers mk ON mk.user_id = ${viewer} AND mk.room_id = r.room_id
    CROSS JOIN LATERAL (
      SELECT m.id, m.n, m.room_id, m.owner_id, m.content, m.viewer_ids, m.message_file_id, m.created_at, m.updated_at
      FROM chat_messages m
      WHERE m.room_id = r.room_id AND (m.created_at, m.n) > (COALESCE(mk.read_at, -1), COALESCE(mk.read_n, -1))
        AND m.owner_id <> ${viewer}
        AND NOT EXISTS (SELECT 1 FROM chat_message_views v WHERE v.user_id = ${viewer} AND v.message_id = m.id)
      ORDER BY m.created_at DESC, m.n DESC
      LIMIT ${perRoom}
    ) u`;
}

/** Unread per room (rooms with none are left out), each counted up to `cap`. */
export function unreadCountsQuery(viewer: string, roomIds: readonly string[], cap: number) {
  return sql<{ room_id: string; count: number }>`SELECT u.room_id, count(*)::int AS count ${unreadPerRoom(viewer, roomIds, cap)} GROUP BY u.room_id`;
}

export async function unreadCounts(db: Db, viewer: string, roomIds: readonly string[], cap: number): Promise<Map<string, number>> {
  if (roomIds.length === 0) return new Map();
  const { rows } = await unreadCountsQuery(viewer, roomIds, cap).execute(db);
  return new Map(rows.map((r) => [r.room_id, Number(r.count)]));
}

type MessageRow = Omit<ChatMessagesTable, 'n'>;

/** Unread messages of the rooms, newest first across them, from `skip` on, at most `limit`. */
export async function unreadMessages(db: Db, viewer: string, roomIds: readonly string[], skip: number, limit: number): Promise<MessageRow[]> {
  if (roomIds.length === 0 || limit <= 0) return [];
  const { rows } = await sql<MessageRow & { n: number }>`
    SELECT u.* ${unreadPerRoom(viewer, roomIds, skip + limit)}
    ORDER BY u.created_at DESC, u.n DESC OFFSET ${skip} LIMIT ${limit}`.execute(db);
  return rows.map(({ n: _n, ...row }) => row);
}

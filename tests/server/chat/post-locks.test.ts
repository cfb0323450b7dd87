// Posting into one room takes no lock the room's other posts wait for through their transactions (issue 30):
// writers share the room's lock, a reader moving its marker takes it alone (server/src/chat/read-marks.ts).
// On PostgreSQL an open transaction holds a writer's lock while the API posts and reads beside it.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestServer } from '../harness';
import { CHAT, chatApi, person, type Person } from './chat-harness';

type ChatApi = ReturnType<typeof chatApi>;

describe.each(backends())('chat posts and their locks ($name)', (backend) => {
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
  const newRoom = async () => (await api.post(`${CHAT}/rooms`, { name: 'Locks', memberIds: [bob.id, carol.id] }, alice.token)).body.id as string;

  it('many posts into one room at once all land; unread counts and the room time stay right', async () => {
    const room = await newRoom();
    s.clock.advance(1000);
    const posts = await Promise.all(Array.from({ length: 24 }, (_, i) => api.post(`${CHAT}/messages`, { roomId: room, content: `m${i}` }, i % 2 ? alice.token : bob.token)));
    expect(posts.map((p) => p.status)).toEqual(posts.map(() => 201));
    const stats = async (who: Person) => (await api.get(`${CHAT}/messages/stats?roomIds=${room}&notSeenBy=${who.id}`, who.token)).body.rooms[room];
    expect(await stats(carol)).toBe(11); // capped
    expect(await stats(bob)).toBe(11); // alice's 12, capped; his own never unread
    expect((await api.get(`${CHAT}/messages/stats?roomIds=${room}`, carol.token)).body.all.count).toBe(24);
    const rooms = (await api.get(`${CHAT}/rooms`, carol.token)).body as { id: string; lastMessageAt: number }[];
    expect(rooms.find((r) => r.id === room)?.lastMessageAt).toBe(s.clock.now());
    // bob reads all of alice's: nothing left unread for him
    const alices = posts.filter((_, i) => i % 2).map((p) => p.body.id as string);
    for (const id of alices) expect((await api.patch(`${CHAT}/messages/${id}`, { _read: true }, bob.token)).status).toBe(200);
    expect(await stats(bob)).toBe(0);
  });

  it.runIf(backend.name === 'postgres')('a post in progress holds back no other post of the room, but a reader moving its marker waits for it', async () => {
    const room = await newRoom();
    s.clock.advance(1000);
    const first = await api.post(`${CHAT}/messages`, { roomId: room, content: 'before' }, alice.token);
    const url = (s.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      // a writer's lock, as createMessage takes it, held open
      await other.query('BEGIN');
      await other.query(`SELECT pg_advisory_xact_lock_shared(hashtext('chat_rooms'), hashtext($1))`, [room]);
      const second = await api.post(`${CHAT}/messages`, { roomId: room, content: 'beside' }, bob.token);
      expect(second.status).toBe(201); // answered while the other post's transaction is still open
      let readDone = false;
      const read = api.patch(`${CHAT}/messages/${first.body.id}`, { _read: true }, carol.token).then((r) => ((readDone = true), r));
      await new Promise((r) => setTimeout(r, 400));
      expect(readDone).toBe(false); // the reader waits for the post in progress
      await other.query('COMMIT');
      expect((await read).status).toBe(200);
    } finally {
      await other.query('ROLLBACK').catch(() => {});
      await other.end();
    }
    const views = await sql<{ n: number }>`SELECT count(*)::int AS n FROM chat_message_views WHERE user_id = ${carol.id}`.execute(s.db);
    expect(views.rows[0].n).toBe(1);
  });
});

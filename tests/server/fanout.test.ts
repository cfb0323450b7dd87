// Fan-out off the write path (server/src/realtime/dispatcher.ts): a post to a group records ONE outbox row
// in the writer's transaction whatever the group's size (statements counted on the database client), every
// member's log then gets exactly one event, two overlapping big dispatches at once do not deadlock, and an
// outbox row a crashed process left is dispatched by the sweep.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher, dispatcherFor } from '../../server/src/context';
import { createPost } from '../../server/src/groups/posts';
import { writeOutbox } from '../../server/src/realtime/outbox';
import { backends, type TestServer } from './harness';

/** Counts the statements sent on the database client while `counting` holds a store (both backends go through pg.Client). */
const counting = new AsyncLocalStorage<string[]>();
const originalQuery = pg.Client.prototype.query;
function countStatements(): () => void {
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    const q = args[0];
    counting.getStore()?.push(typeof q === 'string' ? q : String((q as { text?: string })?.text ?? q));
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  return () => {
    pg.Client.prototype.query = originalQuery;
  };
}

describe.each(backends())('fan-out through the event outbox on $name', (backend) => {
  let s: TestServer;
  let alice: string;
  let restore: () => void;

  beforeAll(async () => {
    s = await backend.start();
    alice = (await s.db.selectFrom('users').select('id').where('email', '=', 'alice@mtz.test').executeTakeFirstOrThrow()).id;
    restore = countStatements();
  }, 240_000);
  afterAll(async () => {
    restore?.();
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  /** A group owned by alice with `n` members seeded by direct SQL. */
  async function groupOf(n: number, members?: string[]): Promise<{ id: string; members: string[] }> {
    const id = randomUUID();
    await s.db.insertInto('company_groups').values({
      id, name: `Fan-out ${n}`, profile_name: `fanout-${id.slice(0, 8)}`, description: 'x', owner_id: alice, as_private: false, as_premium: false,
      as_member_approval_required: false, as_member_self_hide_allowed: false, as_member_hidden_by_default: false, meta: '{}', logo_url: null, banner_url: null, created_at: s.clock.now(),
    }).execute();
    const ids = members ?? (await sql<{ id: string }>`
      INSERT INTO users (id, email, firstname, lastname, password_hash, profile_name, activated, created_at)
      SELECT 'fan-' || ${id} || '-' || i, 'fan-' || ${id} || '-' || i || '@example.test', 'F', 'N', 'x', 'fan-' || ${id} || '-' || i, true, 0
      FROM generate_series(1, ${n}) i RETURNING id`.execute(s.db)).rows.map((r) => r.id);
    await sql`
      INSERT INTO company_group_members (id, company_group_id, user_id, role, created_at)
      SELECT ${id} || '-' || u, ${id}, u, 'MEMBER', 0 FROM unnest(${ids}::text[]) u`.execute(s.db);
    return { id, members: ids };
  }

  /** user id -> number of events naming the post */
  async function eventsOf(postId: string): Promise<Map<string, number>> {
    const rows = await sql<{ user_id: string; n: string }>`SELECT user_id, count(*) AS n FROM events WHERE resource->>'id' = ${postId} GROUP BY user_id`.execute(s.db);
    return new Map(rows.rows.map((r) => [r.user_id, Number(r.n)]));
  }

  it('a post to a group of 10, 100 and 1,000 members: the same statements in the writer\'s transaction; each member\'s log gets exactly one event', async () => {
    const writerStatements: number[] = [];
    const timings: string[] = [];
    for (const n of [10, 100, 1000]) {
      const g = await groupOf(n);
      const log: string[] = [];
      const t0 = performance.now();
      const post = await counting.run(log, () => createPost(s.ctx, { userId: alice, admin: false }, { companyGroupId: g.id, content: `Hello ${n}` }));
      const t1 = performance.now();
      await dispatcherFor(s.ctx).idle();
      timings.push(`${n} members: writer ${(t1 - t0).toFixed(0)} ms, all logs written ${(performance.now() - t0).toFixed(0)} ms`);
      const begin = log.findIndex((q) => /^begin/i.test(q));
      const commit = log.findIndex((q, i) => i > begin && /^commit/i.test(q));
      expect(begin).toBeGreaterThanOrEqual(0);
      writerStatements.push(commit - begin + 1);
      expect(log.slice(begin, commit).filter((q) => /insert into "?events"?\b/i.test(q))).toEqual([]);
      const got = await eventsOf(post.id);
      expect(got.size).toBe(n + 1); // the members and the owner
      expect([...got.values()].every((c) => c === 1)).toBe(true);
      for (const m of g.members) expect(got.get(m)).toBe(1);
    }
    console.log(`group post on ${backend.name}: ${timings.join('; ')}; ${writerStatements[0]} statements in the writer's transaction at every size; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
    expect(new Set(writerStatements).size).toBe(1);
    expect(Number((await sql<{ n: string }>`SELECT count(*) AS n FROM event_outbox`.execute(s.db)).rows[0].n)).toBe(0);
  }, 240_000);

  it('two big dispatches over overlapping audiences at once do not deadlock; each user gets both events with distinct seqs', async () => {
    const shared = await groupOf(1500);
    const other = await groupOf(0, shared.members.slice(500).reverse());
    const settings = { threshold: 5000, batchSize: 5000, rowsPerDispatch: 10, sweepMs: 0 };
    for (let round = 0; round < 3; round++) {
      const ids = await s.db.transaction().execute((trx) => writeOutbox(trx, [
        { audience: { kind: 'groupMembers', id: shared.id }, resourceType: 'POST', action: 'UPDATED', resource: { id: `a${round}-${shared.id}` } },
        { audience: { kind: 'groupMembers', id: other.id }, resourceType: 'POST', action: 'UPDATED', resource: { id: `b${round}-${other.id}` } },
      ], s.clock.now()));
      const d1 = createDispatcher(s.ctx, settings);
      const d2 = createDispatcher(s.ctx, settings);
      await Promise.all([d1.dispatch([ids[0]]), d2.dispatch([ids[1]])]);
      const a = await eventsOf(`a${round}-${shared.id}`);
      const b = await eventsOf(`b${round}-${other.id}`);
      expect(a.size).toBe(1501);
      expect(b.size).toBe(1001);
      const seqs = await sql<{ user_id: string; n: string; d: string }>`
        SELECT user_id, count(*) AS n, count(DISTINCT seq) AS d FROM events WHERE resource->>'id' IN (${`a${round}-${shared.id}`}, ${`b${round}-${other.id}`}) GROUP BY user_id`.execute(s.db);
      expect(seqs.rows.every((r) => r.n === r.d)).toBe(true);
    }
  }, 240_000);

  it('an outbox row left by a crash between commit and dispatch is dispatched by the sweep', async () => {
    const g = await groupOf(300);
    const postId = `crashed-${randomUUID()}`;
    // committed like a writer's unit of work, and then nobody dispatched it (the process died)
    await s.db.transaction().execute((trx) => writeOutbox(trx, [{ audience: { kind: 'groupMembers', id: g.id }, resourceType: 'POST', action: 'CREATED', resource: { id: postId } }], s.clock.now()));
    const deadline = Date.now() + 20_000;
    let got = await eventsOf(postId);
    while (got.size < 301 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      got = await eventsOf(postId);
    }
    expect(got.size).toBe(301);
    expect([...got.values()].every((c) => c === 1)).toBe(true);
  }, 60_000);
});

// Timeline paging under concurrent inserts (a property test): whatever the entries' times (ties included), the page
// size and the posts written between page reads (newer ones, and late commits stamped in the past), walking the
// cursors yields every entry that existed when the walk began exactly once, newest first, with no duplicates.
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withOwner } from '../../server/src/companies/tables';
import { backends, type Res } from './harness';
import { C, companyAreaServer } from './companies/setup';

type Item = { id: string; createdAt: number };

describe.each(backends())('timeline paging on $name', (backend) => {
  const t = companyAreaServer(backend);

  it('no duplicates and no gaps under concurrent inserts', async () => {
    const { api, s } = t.state;
    const owner = await t.owner('Paging Co');
    const base = s.clock.now();
    const posts = withOwner(s.db);
    // a second company of the owner: the feed merges the companies' newest-first reads
    const second = (await api.post(`${C}/companies`, { name: 'Paging Two', categoryIds: ['cat-1'] }, owner.accessToken)).body.id as string;
    let turn = 0;
    const insert = (createdAt: number) => posts.insertInto('company_posts').values({
      id: randomUUID(), company_id: turn++ % 2 ? second : owner.companyId, title: null, content: '<p>x</p>', images: '[]', deactivated: false, created_at: createdAt, updated_at: createdAt,
    }).execute();
    let run = 0;
    await fc.assert(fc.asyncProperty(
      fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 0, maxLength: 30 }),
      fc.integer({ min: 1, max: 7 }),
      fc.array(fc.array(fc.integer({ min: -25, max: 25 }), { maxLength: 3 }), { maxLength: 8 }),
      async (times, limit, insertsPerPage) => {
        run++;
        await posts.deleteFrom('company_posts').where('company_id', 'in', [owner.companyId, second]).execute();
        const origin = base + run * 1000;
        for (const dt of times) await insert(origin + dt);
        const before = (await posts.selectFrom('company_posts').select('id').where('company_id', 'in', [owner.companyId, second]).execute()).map((r) => r.id);
        const seen: Item[] = [];
        let cursor: string | null = null;
        for (let page = 0; page < 100; page++) {
          const r: Res = await api.get(`${C}/timeline?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, owner.accessToken);
          expect(r.status).toBe(200);
          const entries = (r.body.items as { kind: string; id: string; createdAt: number }[]).filter((i) => i.kind !== 'SPONSORED');
          expect(entries.length).toBeLessThanOrEqual(limit);
          seen.push(...entries);
          // writes land between page reads: newer posts and late commits stamped anywhere in the past
          for (const dt of insertsPerPage[page] ?? []) await insert(origin + 10 + dt);
          cursor = r.body.next;
          if (!cursor) break;
        }
        const ids = seen.map((i) => i.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of before) expect(ids).toContain(id);
        for (let i = 1; i < seen.length; i++) expect(seen[i - 1].createdAt).toBeGreaterThanOrEqual(seen[i].createdAt);
      },
    ), { numRuns: 25 });
  }, 240_000);
});

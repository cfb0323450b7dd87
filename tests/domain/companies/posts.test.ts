// Company posts are listed newest first, stably (ties by id), whatever order they arrive in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortPostsNewestFirst, type CompanyPost } from '../../../src/domain/companies/posts';

const post = (id: string, createdAt: number): CompanyPost => ({
  id, companyId: 'c', companyName: 'C', companyProfileName: 'c', title: null, content: '<p>x</p>', images: [], deactivated: false, createdAt, updatedAt: createdAt,
});
const arb = fc.uniqueArray(fc.record({ id: fc.string({ minLength: 1, maxLength: 6 }), t: fc.integer({ min: 0, max: 20 }) }), { selector: (r) => r.id, maxLength: 30 })
  .map((rs) => rs.map((r) => post(r.id, r.t)));

describe('sortPostsNewestFirst', () => {
  it('puts the newest first and keeps every post', () => {
    fc.assert(fc.property(arb, (posts) => {
      const sorted = sortPostsNewestFirst(posts);
      expect(sorted).toHaveLength(posts.length);
      expect(new Set(sorted.map((p) => p.id))).toEqual(new Set(posts.map((p) => p.id)));
      for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1].createdAt).toBeGreaterThanOrEqual(sorted[i].createdAt);
    }));
  });
  it('does not depend on the input order and leaves the input alone', () => {
    fc.assert(fc.property(arb, (posts) => {
      const reversed = [...posts].reverse();
      const copy = [...posts];
      expect(sortPostsNewestFirst(reversed)).toEqual(sortPostsNewestFirst(posts));
      expect(posts).toEqual(copy);
    }));
  });
  it('an example: newer before older', () => {
    expect(sortPostsNewestFirst([post('a', 1), post('b', 3), post('c', 2)]).map((p) => p.id)).toEqual(['b', 'c', 'a']);
  });
});

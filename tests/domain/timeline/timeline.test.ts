// The timeline's pure rules: where sponsored items go (at most one in every ten items of the feed, whatever the
// paging), the new-posts label and each entry's headline.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AD_EVERY, adAfter, entryHeadline, newPostsLabel, type TimelineEntry } from '../../../src/domain/timeline';

/** The feed as a reader sees it: n entries ('e') with an ad ('A') after each slot. */
const feed = (n: number) => Array.from({ length: n }, (_, i) => (adAfter(i) ? ['e', 'A'] : ['e'])).flat();

describe('timeline ad slots', () => {
  it('any ten consecutive items hold at most one sponsored item', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 400 }), (n) => {
      const items = feed(n);
      for (let i = 0; i + 10 <= items.length; i++) expect(items.slice(i, i + 10).filter((x) => x === 'A').length).toBeLessThanOrEqual(1);
    }));
  });

  it('the first ad follows the 3rd entry, then one every AD_EVERY entries', () => {
    expect(feed(2)).not.toContain('A');
    expect([-1, -7, -16].some(adAfter)).toBe(false); // no ad before the first entry
    expect(feed(3)).toEqual(['e', 'e', 'e', 'A']);
    const positions = Array.from({ length: 40 }, (_, i) => i).filter(adAfter);
    expect(positions).toEqual([2, 2 + AD_EVERY, 2 + 2 * AD_EVERY, 2 + 3 * AD_EVERY, 2 + 4 * AD_EVERY]);
  });
});

describe('timeline labels', () => {
  it('counts new posts in words', () => {
    expect(newPostsLabel(1)).toBe('1 new post');
    expect(newPostsLabel(3)).toBe('3 new posts');
    expect(newPostsLabel(99)).toBe('99+ new posts');
  });

  it('names who did what where', () => {
    const base: TimelineEntry = {
      kind: 'COMPANY_POST', id: '1', createdAt: 0, actor: null, source: { type: 'COMPANY', id: 'c', name: 'Acme', profileName: 'acme' }, title: null, body: '', ref: null,
    };
    const carol = { id: 'u', name: 'Carol Reed', profileName: 'carol' };
    const group = { type: 'GROUP' as const, id: 'g', name: 'Valve Buyers', profileName: 'valve-buyers' };
    expect(entryHeadline(base)).toBe('Acme posted');
    expect(entryHeadline({ ...base, kind: 'PRODUCT' })).toBe('Acme added a product');
    expect(entryHeadline({ ...base, kind: 'FOLLOW', actor: carol })).toBe('Carol Reed now follows Acme');
    expect(entryHeadline({ ...base, kind: 'GROUP_POST', actor: carol, source: group })).toBe('Carol Reed posted in Valve Buyers');
    expect(entryHeadline({ ...base, kind: 'GROUP_JOIN', actor: carol, source: group })).toBe('Carol Reed joined Valve Buyers');
    expect(entryHeadline({ ...base, kind: 'GROUP_EVENT', source: group })).toBe('Valve Buyers has a new event');
    // a person no longer known (removed account)
    expect(entryHeadline({ ...base, kind: 'GROUP_POST', source: group })).toBe('A member posted in Valve Buyers');
    expect(entryHeadline({ ...base, kind: 'FOLLOW' })).toBe('A connection now follows Acme');
    expect(entryHeadline({ ...base, kind: 'GROUP_JOIN', source: group })).toBe('A connection joined Valve Buyers');
  });
});

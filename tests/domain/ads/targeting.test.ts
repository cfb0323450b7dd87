// Which viewers a campaign's targeting takes (src/domain/ads), its click rate, and the words and limits of advertising.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AD_MESSAGES, AD_PLACEMENTS, AD_TARGET_TYPES, CLICK_WINDOW_MS, clickRate, keywordMatches, PLACEMENT_LABELS, targetingMatches,
  type Targeting, type Viewer,
} from '../../../src/domain/ads';

// keywords from the first half of the alphabet, other words from the second: a search of other words never matches
const lettersOf = (alphabet: string, min: number, max: number) =>
  fc.array(fc.constantFrom(...alphabet), { minLength: min, maxLength: max }).map((cs) => cs.join(''));
const keyword = lettersOf('abcdefghijklm', 1, 10);
const otherWord = lettersOf('nopqrstuvwxyz', 1, 8);
const otherWords = fc.array(otherWord, { maxLength: 4 });
const spaces = fc.constantFrom(' ', '  ', '\t', ' \n ');

describe('keyword targeting', () => {
  it('examples: a keyword found in the search, or a searched word of 3+ letters that starts a keyword, in any case', () => {
    expect(keywordMatches(['valves'], 'Brass VALVES for ships')).toBe(true);
    expect(keywordMatches(['valve'], 'ballvalves')).toBe(true);
    expect(keywordMatches(['valves'], 'val')).toBe(true);
    expect(keywordMatches(['valves'], 'brass VAL')).toBe(true);
    expect(keywordMatches(['valves'], 'va')).toBe(false);
    expect(keywordMatches(['valves'], 'valx')).toBe(false);
    expect(keywordMatches(['pumps', ' Steel Pipes '], 'steel pipes')).toBe(true);
    expect(keywordMatches(['steel pipes'], 'steel')).toBe(true);
  });

  it('a blank search matches nothing, and blank keywords match no search', () => {
    expect(keywordMatches(['valves'], '   ')).toBe(false);
    expect(keywordMatches(['', '  '], 'valves')).toBe(false);
    expect(keywordMatches([], 'valves')).toBe(false);
  });

  it('property: a search holding a keyword, with anything around it, matches', () => {
    fc.assert(fc.property(fc.array(keyword, { minLength: 1, maxLength: 4 }), fc.nat(), otherWords, otherWords, spaces, (keywords, i, before, after, sp) => {
      const k = keywords[i % keywords.length]!;
      const search = [...before, k.toUpperCase(), ...after].join(sp);
      expect(keywordMatches(keywords, `${sp}${search}${sp}`)).toBe(true);
    }));
  });

  it('property: a searched word of 3 or more letters that starts a keyword matches; other words never do', () => {
    fc.assert(fc.property(keyword, fc.nat(), otherWords, spaces, (k, cut, others, sp) => {
      const prefix = k.slice(0, cut % (k.length + 1));
      const search = [...others, prefix].join(sp);
      expect(keywordMatches([k], search)).toBe(prefix.length >= 3 || prefix === k);
      expect(keywordMatches([k], others.join(sp))).toBe(false);
    }));
  });
});

const viewer = (v: Partial<Viewer> = {}): Viewer => ({ keyword: null, countries: [], businessTypes: [], ...v });
const none: Targeting = { keywords: [], countries: [], businessTypes: [] };

describe('campaign targeting', () => {
  it('a campaign without targeting takes every viewer, even an unknown one', () => {
    expect(targetingMatches(none, viewer())).toBe(true);
    expect(targetingMatches(none, viewer({ keyword: 'pumps', countries: ['Spain', 'ES'], businessTypes: ['cat-1'] }))).toBe(true);
  });

  it('keywords apply where there is a keyword (search), not where there is none (the directory)', () => {
    const t = { ...none, keywords: ['valves'] };
    expect(targetingMatches(t, viewer({ keyword: 'brass valves' }))).toBe(true);
    expect(targetingMatches(t, viewer({ keyword: 'pumps' }))).toBe(false);
    expect(targetingMatches(t, viewer())).toBe(true);
  });

  it('countries compare by name or code, in any case and spacing; a viewer without a country matches none', () => {
    const t = { ...none, countries: ['Germany', ' de '] };
    expect(targetingMatches(t, viewer({ countries: ['GERMANY'] }))).toBe(true);
    expect(targetingMatches(t, viewer({ countries: ['Austria', 'DE'] }))).toBe(true);
    expect(targetingMatches(t, viewer({ countries: ['Austria', 'AT'] }))).toBe(false);
    expect(targetingMatches(t, viewer())).toBe(false);
  });

  it('business types compare by id; a viewer without one matches none', () => {
    const t = { ...none, businessTypes: ['cat-1', 'cat-2'] };
    expect(targetingMatches(t, viewer({ businessTypes: ['cat-9', 'cat-2'] }))).toBe(true);
    expect(targetingMatches(t, viewer({ businessTypes: ['cat-9'] }))).toBe(false);
    expect(targetingMatches(t, viewer())).toBe(false);
  });

  it('property: targeting built from the viewer\'s own values takes them; one dimension the viewer misses refuses them', () => {
    const ids = fc.uniqueArray(keyword, { minLength: 1, maxLength: 3 });
    fc.assert(fc.property(keyword, ids, ids, otherWord, fc.constantFrom(0, 1, 2), (k, countries, types, miss, dim) => {
      const v = viewer({ keyword: `${miss} ${k}`, countries, businessTypes: types });
      const own: Targeting = { keywords: [k], countries: countries.map((c) => ` ${c.toUpperCase()}`), businessTypes: [types[types.length - 1]!] };
      expect(targetingMatches(own, v)).toBe(true);
      // z + k: not in the search, and no searched word of 3+ letters starts it (their 2nd letter is from n-z)
      const missed: Targeting = dim === 0 ? { ...own, keywords: [`z${k}`] } : dim === 1 ? { ...own, countries: [miss] } : { ...own, businessTypes: [miss] };
      expect(targetingMatches(missed, v)).toBe(false);
    }));
  });
});

describe('click rate', () => {
  it('is a percentage with one decimal, 0 without impressions', () => {
    expect([clickRate(0, 0), clickRate(3, 0), clickRate(1, 3), clickRate(2, 3), clickRate(1, 8), clickRate(5, 5), clickRate(0, 7)]).toEqual([0, 0, 33.3, 66.7, 12.5, 100, 0]);
  });

  it('property: within a twentieth of a percent of clicks / impressions, in tenths', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat(), (impressions, n) => {
      const clicks = n % (impressions + 1);
      const rate = clickRate(clicks, impressions);
      expect(Math.abs(rate - (100 * clicks) / impressions)).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(Number.isInteger(Math.round(rate * 10)) && Math.abs(rate * 10 - Math.round(rate * 10)) < 1e-6).toBe(true);
    }));
  });
});

describe('advertising words and limits', () => {
  it('each placement has its own label', () => {
    expect(Object.keys(PLACEMENT_LABELS).sort()).toEqual([...AD_PLACEMENTS].sort());
    expect(AD_PLACEMENTS.length).toBe(3);
    expect(new Set(AD_PLACEMENTS.map((p) => PLACEMENT_LABELS[p])).size).toBe(AD_PLACEMENTS.length);
    for (const p of AD_PLACEMENTS) expect(PLACEMENT_LABELS[p]).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
  });

  it('an ad links to a company, a product, a group or an event', () => {
    expect([...AD_TARGET_TYPES].sort()).toEqual(['COMPANY', 'EVENT', 'GROUP', 'PRODUCT']);
  });

  it('a click counts once an hour per visitor and ad', () => {
    expect(CLICK_WINDOW_MS).toBe(3_600_000);
  });

  it('every message is a sentence of its own', () => {
    const messages = Object.values(AD_MESSAGES);
    expect(messages.length).toBeGreaterThan(0);
    expect(new Set(messages).size).toBe(messages.length);
    for (const m of messages) expect(m).toMatch(/^[A-Z][^\n]*[a-z]$/);
  });
});

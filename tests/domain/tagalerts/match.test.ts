import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  KEYWORD_MAX_WORDS, TAG_ALERT_MESSAGES, keywordMatches, normalizeKeyword, phrasesOf, wordsOf,
} from '../../../src/domain/tagalerts/match';
import { propertyRuns } from '../property-runs';

// Texts from a small alphabet so words repeat and keywords often hit: letters of both cases (with accents),
// digits, separators of several kinds.
const LETTERS = ['b', 'o', 'l', 't', 's', 'B', 'O', 'L', 'T', 'S', 'ä', 'Ä', 'é', 'É', '1', '8'];
const SEPARATORS = [' ', '  ', '-', ',', '.', '/', '(', ')', '\n', '!'];
const word = fc.array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 4 }).map((cs) => cs.join(''));
const text = fc.array(fc.tuple(word, fc.constantFrom(...SEPARATORS)), { maxLength: 12 }).map((parts) => parts.map(([w, s]) => w + s).join(''));
const keywordWords = fc.array(word, { minLength: 1, maxLength: KEYWORD_MAX_WORDS });

/** An independent definition: a case-insensitive regular expression with word boundaries on both sides. */
function regexMatches(keyword: string, t: string): boolean {
  const body = keyword.split(' ').map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^\\p{L}\\p{M}\\p{N}]+');
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${body}(?![\\p{L}\\p{M}\\p{N}])`, 'iu').test(t.normalize('NFKC'));
}

describe('tag alert keyword matching', () => {
  it('examples: whole words, any case, phrases in order', () => {
    expect(keywordMatches('bolts', 'Stainless BOLTS, M8')).toBe(true);
    expect(keywordMatches('bolt', 'Stainless bolts')).toBe(false);
    expect(keywordMatches('bolts', 'boltsmith')).toBe(false);
    expect(keywordMatches('steel bolt', 'Steel-Bolt kit')).toBe(true);
    expect(keywordMatches('steel bolt', 'steel and bolt')).toBe(false);
    expect(keywordMatches('m8', 'Bolts (M8)')).toBe(true);
    expect(keywordMatches('bolts', 'nuts', 'bolts')).toBe(true);
    expect(phrasesOf('A b', 'c')).toEqual(['a', 'a b', 'b', 'c']);
  });

  it('keywords are normalised and checked', () => {
    expect(normalizeKeyword('  Steel   BOLTS ')).toEqual({ keyword: 'steel bolts' });
    expect(normalizeKeyword('x')).toEqual({ error: TAG_ALERT_MESSAGES.keywordLength });
    expect(normalizeKeyword('a'.repeat(41))).toEqual({ error: TAG_ALERT_MESSAGES.keywordLength });
    expect(normalizeKeyword('!!!')).toEqual({ error: TAG_ALERT_MESSAGES.keywordWords });
    expect(normalizeKeyword('a b c d')).toEqual({ error: TAG_ALERT_MESSAGES.keywordWords });
  });

  it('a keyword matches exactly when it is one of the text\'s phrases (the indexed lookup) and when the regex says so', () => {
    fc.assert(fc.property(keywordWords, text, text, (ws, name, description) => {
      const keyword = wordsOf(ws.join(' ')).join(' ');
      const matches = keywordMatches(keyword, name, description);
      expect(phrasesOf(name, description).includes(keyword)).toBe(matches);
      expect(regexMatches(keyword, name) || regexMatches(keyword, description)).toBe(matches);
    }), { numRuns: propertyRuns(1000) });
  });

  it('a keyword taken from a text matches it, in any case, and matching ignores the keyword\'s own case and spacing', () => {
    fc.assert(fc.property(text, fc.nat(), fc.integer({ min: 1, max: KEYWORD_MAX_WORDS }), (t, start, n) => {
      const words = wordsOf(t);
      fc.pre(words.length > 0);
      const i = start % words.length;
      const keyword = words.slice(i, i + n).join(' ');
      expect(keywordMatches(keyword, t.toUpperCase())).toBe(true);
      const norm = normalizeKeyword(` ${keyword.toUpperCase().replace(/ /g, ' - ')} `);
      if ('keyword' in norm) expect(norm.keyword).toBe(keyword);
    }), { numRuns: propertyRuns(1000) });
  });
});

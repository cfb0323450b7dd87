import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ITEM_TYPE_LABELS, KEYWORD_MAX_CHARS, KEYWORD_MAX_WORDS, KEYWORD_MIN_CHARS, TAG_ALERT_MESSAGES, keywordMatches, matchNotice, normalizeKeyword, phrasesOf,
  wordsOf, type TagAlertItemType,
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

describe('tag alert limits and notices', () => {
  it('a keyword has KEYWORD_MIN_CHARS to KEYWORD_MAX_CHARS characters once trimmed, and 1 to KEYWORD_MAX_WORDS words', () => {
    const min = 'a'.repeat(KEYWORD_MIN_CHARS);
    expect(normalizeKeyword(`  ${min}  `)).toEqual({ keyword: min });
    expect(normalizeKeyword(`  ${min.slice(1)}  `)).toEqual({ error: TAG_ALERT_MESSAGES.keywordLength });
    expect(normalizeKeyword(` ${'a'.repeat(KEYWORD_MAX_CHARS)} `)).toEqual({ keyword: 'a'.repeat(KEYWORD_MAX_CHARS) });
    const most = Array.from({ length: KEYWORD_MAX_WORDS }, (_, i) => `w${i}`);
    expect(normalizeKeyword(most.join(', '))).toEqual({ keyword: most.join(' ') });
    expect(normalizeKeyword([...most, 'x'].join(' '))).toEqual({ error: TAG_ALERT_MESSAGES.keywordWords });
  });

  it('the phrases of a text are its runs of 1 to 3 words, and no longer', () => {
    expect(phrasesOf('a b c d')).toEqual(['a', 'a b', 'a b c', 'b', 'b c', 'b c d', 'c', 'c d', 'd']);
    expect(phrasesOf('', '  ')).toEqual([]);
  });

  it.each<[TagAlertItemType, string]>([
    ['COMPANY', "New company matching your tag alert 'coffee': Acme Coffee"],
    ['PRODUCT', "New product matching your tag alert 'coffee': Acme Coffee"],
    ['RFQ', "New RFQ matching your tag alert 'coffee': Acme Coffee"],
    ['GROUP_EVENT', "New group event matching your tag alert 'coffee': Acme Coffee"],
  ])('the bell names a new %s and the keyword it matched', (type, notice) => {
    expect(matchNotice(type, 'Acme Coffee', 'coffee')).toBe(notice);
    expect(ITEM_TYPE_LABELS[type]).toBe(notice.slice('New '.length, notice.indexOf(' matching')));
  });
});

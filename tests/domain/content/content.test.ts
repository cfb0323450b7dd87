// The platform's content rules (src/domain/content/content.ts): the profile name proposed from an FAQ topic's title
// (its address under /faqs/), the check of a new order of items, and the messages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, FAQ_PROFILE_NAME, FAQ_PROFILE_NAME_MAX, isPermutation, toProfileName } from '../../../src/domain/content/content';

const word = fc.stringMatching(/^[a-z0-9]{1,10}$/);
/** anything but lower-case letters and digits (capitals are letters: they are not separators) */
const separator = fc.stringMatching(/^[ \-_&.,/!?()'"+:;#@]{1,3}$/);

describe('profile name from a title', () => {
  it.each([
    ['Shipping & Returns', 'shipping-returns'],
    ['  Payments: how-to (2026)  ', 'payments-how-to-2026'],
    ['Café Menü', 'cafe-menu'],
    ['--Hello--', 'hello'],
    ['ABC', 'abc'],
    ['???', ''],
    ['', ''],
  ])('%j -> %j', (title, name) => {
    expect(toProfileName(title)).toBe(name);
  });

  it('is cut at the limit without a dash at its end', () => {
    expect(toProfileName(`${'a'.repeat(FAQ_PROFILE_NAME_MAX - 1)} bc`)).toBe('a'.repeat(FAQ_PROFILE_NAME_MAX - 1));
    expect(toProfileName(`${'a'.repeat(FAQ_PROFILE_NAME_MAX - 2)} bc`)).toBe(`${'a'.repeat(FAQ_PROFILE_NAME_MAX - 2)}-b`);
    expect(toProfileName('a'.repeat(FAQ_PROFILE_NAME_MAX + 5))).toBe('a'.repeat(FAQ_PROFILE_NAME_MAX));
  });

  it('property: the words of a title joined by single dashes, in lower case, whatever separates them', () => {
    fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), fc.array(separator, { minLength: 7, maxLength: 7 }), fc.boolean(), (words, seps, caps) => {
      const title = seps[0] + words.map((w, i) => (caps && i % 2 === 0 ? w.toUpperCase() : w) + seps[i + 1]).join('');
      expect(toProfileName(title)).toBe(words.join('-'));
    }));
  });

  it('property: whatever the title, the proposal is a valid profile name or empty', () => {
    fc.assert(fc.property(fc.string({ maxLength: 120 }), (title) => {
      const name = toProfileName(title);
      expect(name.length).toBeLessThanOrEqual(FAQ_PROFILE_NAME_MAX);
      if (name !== '') expect(name).toMatch(FAQ_PROFILE_NAME);
    }));
  });
});

describe('profile name format', () => {
  it.each(['shipping', 'a1-b2-c3', '2026', 'x'])('%j is a profile name', (name) => {
    expect(FAQ_PROFILE_NAME.test(name)).toBe(true);
  });
  it.each(['', '-a', 'a-', 'a--b', 'Shipping', 'a b', 'café', 'a_b', 'a/b', 'ok\nno'])('%j is not', (name) => {
    expect(FAQ_PROFILE_NAME.test(name)).toBe(false);
  });
});

describe('new order of items', () => {
  const ids = fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,6}$/), { minLength: 1, maxLength: 8 });

  it('examples', () => {
    expect(isPermutation(['a', 'b', 'c'], ['c', 'a', 'b'])).toBe(true);
    expect(isPermutation([], [])).toBe(true);
    expect(isPermutation(['a', 'b', 'c'], ['a', 'b'])).toBe(false);
    expect(isPermutation(['a', 'b'], ['a', 'a'])).toBe(false);
    expect(isPermutation(['a', 'b'], ['a', 'x'])).toBe(false);
    expect(isPermutation(['a', 'b'], ['a', 'b', 'x'])).toBe(false);
  });

  it('property: any reordering of the items is accepted', () => {
    fc.assert(fc.property(ids, fc.infiniteStream(fc.nat()), (current, r) => {
      const order = [...current];
      for (let i = order.length - 1; i > 0; i--) {
        const j = r.next().value % (i + 1);
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      expect(isPermutation(current, order)).toBe(true);
    }));
  });

  it('property: an order that drops, repeats, replaces or adds an item is refused', () => {
    fc.assert(fc.property(ids, fc.nat(), fc.nat(), fc.constantFrom('drop', 'repeat', 'replace', 'add'), (current, a, b, change) => {
      const order = [...current].reverse();
      const i = a % order.length;
      const other = `${current.join('')}!`; // not an item
      if (change === 'drop') order.splice(i, 1);
      else if (change === 'repeat') {
        fc.pre(order.length > 1);
        order[i] = order[(i + 1 + (b % (order.length - 1))) % order.length]!;
      } else if (change === 'replace') order[i] = other;
      else order.splice(b % (order.length + 1), 0, other);
      expect(isPermutation(current, order)).toBe(false);
    }));
  });
});

describe('content messages', () => {
  it('every message is a sentence of its own', () => {
    const messages = Object.values(CONTENT_MESSAGES);
    expect(messages.length).toBeGreaterThan(0);
    expect(new Set(messages).size).toBe(messages.length);
    for (const m of messages) expect(m).toMatch(/^[A-Z][^\n]*[a-z]$/);
  });
});

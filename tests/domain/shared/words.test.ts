import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../../src/domain/groups/event-time';
import { codeWords, countOf, COUPON_TYPE_LABELS, EVENT_TYPE_LABELS, followersLine, PAYMENT_METHOD_LABELS, STATUS_WORDS } from '../../../src/domain/shared/words';

describe('words on screen', () => {
  it('agrees in number: one for exactly 1, the plural for 0 and for more', () => {
    expect(countOf(0, 'follower')).toBe('0 followers');
    expect(countOf(1, 'follower')).toBe('1 follower');
    expect(countOf(2, 'member')).toBe('2 members');
    expect(countOf(1, 'company', 'companies')).toBe('1 company');
    expect(countOf(3, 'company', 'companies')).toBe('3 companies');
    fc.assert(fc.property(fc.nat(), (n) => {
      const text = countOf(n, 'member');
      expect(text.startsWith(`${n} `)).toBe(true);
      expect(text.endsWith('members')).toBe(n !== 1);
    }));
  });

  it('every event type has words, none of them the code', () => {
    for (const t of EVENT_TYPES) {
      expect(EVENT_TYPE_LABELS[t]).toMatch(/^[A-Z][a-z ]+$/);
      expect(EVENT_TYPE_LABELS[t]).not.toBe(t);
    }
    expect(EVENT_TYPE_LABELS.BOTH).toBe('Online and in person');
  });

  it("the follower line keeps the spec's words and is singular only for one", () => {
    expect(followersLine(0)).toBe('0 people follow us.');
    expect(followersLine(1)).toBe('1 person follows us.');
    fc.assert(fc.property(fc.nat(), (n) => {
      expect(followersLine(n).startsWith(`${n} `)).toBe(true);
      expect(followersLine(n).endsWith(n === 1 ? 'person follows us.' : 'people follow us.')).toBe(true);
    }));
  });

  it('each announced status change names what changed, and no two say the same', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 40 }), (name) => {
      const said = Object.values(STATUS_WORDS).map((say) => say(name));
      for (const s of said) expect(s).toContain(name);
      expect(new Set(said).size).toBe(said.length);
    }));
  });

  it('a code reads as words: capital first, the rest lower case, underscores as spaces', () => {
    expect(codeWords('PENDING')).toBe('Pending');
    expect(codeWords('ONE_TIME')).toBe('One time');
    expect(PAYMENT_METHOD_LABELS.WALLET).toBe('Wallet');
    expect(COUPON_TYPE_LABELS.FIXED).toBe('Fixed amount');
    fc.assert(fc.property(fc.array(fc.stringMatching(/^[A-Z]{1,8}$/), { minLength: 1, maxLength: 4 }), (parts) => {
      const text = codeWords(parts.join('_'));
      expect(text).not.toContain('_');
      expect(text.split(' ')).toHaveLength(parts.length);
      expect(text.charAt(0)).toBe(parts[0].charAt(0));
      expect(text.slice(1)).toBe(text.slice(1).toLowerCase());
    }));
  });
});

// Invite e-mail rules (spec 5) and the members label (spec 6).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_INVITE_EMAILS, OWNER_MESSAGES, inviteEmailError, inviteListError, memberLabel } from '../../../src/domain/companies/owner';

// lists built with a known answer: distinct plain addresses, then at most one bad entry placed among them
const word = fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/);
const address = fc.tuple(word, word).map(([user, host]) => `${user}@${host}.io`);
const distinct = (max: number) => fc.uniqueArray(address, { minLength: 1, maxLength: max });
/** the same address as typed again: other case, spaces around */
const retyped = (e: string) => ` ${e.toUpperCase()} `;

describe('invite emails', () => {
  it('answers with the spec messages', () => {
    expect(inviteEmailError([], '  ')).toBe('Please enter email');
    expect(inviteEmailError([], 'nope')).toBe('Please enter valid email');
    expect(inviteEmailError(['a@b.io'], ' A@B.io ')).toBe('Email already selected');
    expect(inviteEmailError(['a@b.io'], 'c@b.io')).toBeNull();
    expect(inviteListError([])).toBe('Please select at least one email');
    expect(inviteListError(['a@b.io', 'x'])).toBe(OWNER_MESSAGES.invalidEmail);
  });
  it('a list of distinct addresses passes, up to the limit', () => {
    fc.assert(fc.property(distinct(MAX_INVITE_EMAILS), (list) => {
      expect(inviteListError(list)).toBeNull();
    }));
    const many = Array.from({ length: MAX_INVITE_EMAILS + 1 }, (_, i) => `u${i}@x.io`);
    expect(inviteListError(many)).toBe(`At most ${MAX_INVITE_EMAILS} emails at once`);
  });
  it('a list with one bad entry is refused with that entry\'s message, wherever it stands', () => {
    const bad = fc.oneof(
      fc.constant(['  ', OWNER_MESSAGES.enterEmail] as const),
      fc.constant(['nope', OWNER_MESSAGES.invalidEmail] as const),
      fc.constant(['a@b', OWNER_MESSAGES.invalidEmail] as const),
    );
    fc.assert(fc.property(distinct(8), bad, fc.nat(), ([...list], [entry, message], at) => {
      list.splice(at % (list.length + 1), 0, entry);
      expect(inviteListError(list)).toBe(message);
    }));
  });
  it('an address typed twice (any case, spaces around) is refused as already selected', () => {
    fc.assert(fc.property(distinct(8), fc.nat(), fc.nat(), ([...list], from, at) => {
      const i = from % list.length;
      list.splice(i + 1 + (at % (list.length - i)), 0, retyped(list[i]));
      expect(inviteListError(list)).toBe(OWNER_MESSAGES.emailSelected);
      expect(inviteEmailError(list.slice(0, i + 1), retyped(list[i]))).toBe(OWNER_MESSAGES.emailSelected);
    }));
  });
  it('labels the owner (admin)', () => {
    const user = { id: 'u', firstname: 'Ann', lastname: 'Lee', profileName: 'ann', logo: null };
    expect(memberLabel({ admin: true, user })).toBe('Ann Lee (admin)');
    expect(memberLabel({ admin: false, user })).toBe('Ann Lee');
  });
});

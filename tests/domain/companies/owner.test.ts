// Invite e-mail rules (spec 5) and the members label (spec 6).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OWNER_MESSAGES, inviteEmailError, inviteListError, memberLabel } from '../../../src/domain/companies/owner';

describe('invite emails', () => {
  it('answers with the spec messages', () => {
    expect(inviteEmailError([], '  ')).toBe('Please enter email');
    expect(inviteEmailError([], 'nope')).toBe('Please enter valid email');
    expect(inviteEmailError(['a@b.io'], ' A@B.io ')).toBe('Email already selected');
    expect(inviteEmailError(['a@b.io'], 'c@b.io')).toBeNull();
    expect(inviteListError([])).toBe('Please select at least one email');
    expect(inviteListError(['a@b.io', 'x'])).toBe(OWNER_MESSAGES.invalidEmail);
  });
  it('a list passes exactly when each entry passes against the ones before it', () => {
    const email = fc.oneof(fc.emailAddress(), fc.string({ maxLength: 12 }));
    fc.assert(fc.property(fc.array(email, { minLength: 1, maxLength: 8 }), (list) => {
      const ok = list.every((e, i) => inviteEmailError(list.slice(0, i), e) === null);
      expect(inviteListError(list) === null).toBe(ok);
    }));
  });
  it('labels the owner (admin)', () => {
    const user = { id: 'u', firstname: 'Ann', lastname: 'Lee', profileName: 'ann', logo: null };
    expect(memberLabel({ admin: true, user })).toBe('Ann Lee (admin)');
    expect(memberLabel({ admin: false, user })).toBe('Ann Lee');
  });
});

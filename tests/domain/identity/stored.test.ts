// Reading what the browser stored (the logins list, a token's expiry) and the registration form's edges:
// anything malformed is dropped, spaces around what a person typed never count.
import { describe, expect, it } from 'vitest';
import { parseLogins } from '../../../src/domain/identity/logins';
import { refreshDelay, tokenExpiresAt } from '../../../src/domain/identity/token';
import { emptyRegistrationForm, hasErrors, pendingCompanyOf, REGISTRATION_MESSAGES, toRegistrationInput, validateRegistration } from '../../../src/domain/identity/registration';
import { parseIntroStep } from '../../../src/domain/identity/intro';

const jwt = (claims: unknown) => `h.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;

describe('the stored logins', () => {
  it('keeps whole entries, drops malformed ones and later duplicates (any case, spaces)', () => {
    const a = { email: 'a@x.test', accessToken: 't', refreshToken: 'r' };
    const stored = JSON.stringify([a, { ...a, email: ' A@X.test ' }, null, 'x', { email: 'b@x.test', accessToken: 't' }, { email: 'c@x.test', accessToken: 1, refreshToken: 'r' },
      { email: 2, accessToken: 't', refreshToken: 'r' }, { email: 'd@x.test', accessToken: 't', refreshToken: 'r', extra: 1 }]);
    expect(parseLogins(stored)).toEqual([a, { email: 'd@x.test', accessToken: 't', refreshToken: 'r' }]);
    for (const bad of [null, '', '{', '{"a":1}', '"x"', '[1,2]']) expect(parseLogins(bad), String(bad)).toEqual([]);
  });
});

describe('a token\'s expiry', () => {
  it('reads exp (seconds) from the claims, whatever the base64url padding; else null', () => {
    expect(tokenExpiresAt(jwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
    expect(tokenExpiresAt(jwt({ sub: 'ann?>>', exp: 1 }))).toBe(1000);
    expect(tokenExpiresAt(jwt({ exp: 2, sub: 'ab' }))).toBe(2000);
    for (const t of ['nodots', 'a..b', jwt({ sub: 'x' }), jwt({ exp: '5' }), jwt(null), jwt(7), 'a.%%%.b']) expect(tokenExpiresAt(t), t).toBeNull();
    expect(refreshDelay(jwt({ exp: 100 }), 10_000, 5_000)).toBe(85_000);
    expect(refreshDelay(jwt({ exp: 100 }), 99_000)).toBe(0);
    expect(refreshDelay('x', 0)).toBeNull();
  });
});

describe('the registration form', () => {
  const filled = { ...emptyRegistrationForm(), firstname: ' Ann ', lastname: ' Lee ', email: ' ann@x.test ', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', companyName: ' Bolts ', categoryIds: ['c1', 'c1', 'c2'] };
  it('an empty form names every field; spaces alone count as empty', () => {
    const errors = validateRegistration({ ...emptyRegistrationForm(), firstname: '  ', lastname: ' ', email: ' ', companyName: ' ' });
    expect(errors).toMatchObject({ firstname: REGISTRATION_MESSAGES.firstname, lastname: REGISTRATION_MESSAGES.lastname, email: REGISTRATION_MESSAGES.email, companyName: REGISTRATION_MESSAGES.companyName });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({})).toBe(false);
    expect(validateRegistration(filled)).toEqual({});
    for (const email of ['a@b', 'a b@c.de', 'x ann@x.test', 'ann@x.test y']) expect(validateRegistration({ ...filled, email }).email, email).toBe(REGISTRATION_MESSAGES.emailInvalid);
  });
  it('what is sent is trimmed; the company is kept only when one will be created', () => {
    const input = toRegistrationInput(filled);
    expect(input).toMatchObject({ firstname: 'Ann', lastname: 'Lee', email: 'ann@x.test', meta: { companyName: 'Bolts', categoryIds: 'c1,c2' } });
    expect(pendingCompanyOf(filled)).toEqual({ name: 'Bolts', categoryIds: ['c1', 'c2'] });
    expect(pendingCompanyOf({ ...filled, withoutCompany: true })).toBeNull();
  });
  it('an intro step from a link with spaces around it', () => {
    expect(parseIntroStep(' 3 ')).toBe(3);
    expect(parseIntroStep('x3')).toBeNull();
    expect(parseIntroStep('3x')).toBeNull();
    expect(parseIntroStep('12')).toBeNull();
  });
});

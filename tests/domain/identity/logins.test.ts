import { describe, expect, it } from 'vitest';
import { parseLogins, putLogin, removeLogin, switchLogin, withCurrentTokens } from '../../../src/domain/identity/logins';

const a = { email: 'alice@mtz.test', accessToken: 'a1', refreshToken: 'ra1' };
const b = { email: 'bob@mtz.test', accessToken: 'b1', refreshToken: 'rb1' };

describe('stored logins', () => {
  it('puts a new login first and replaces an older one for the same email', () => {
    expect(putLogin([a], b)).toEqual([b, a]);
    const a2 = { ...a, accessToken: 'a2' };
    expect(putLogin([b, a], a2)).toEqual([a2, b]);
    expect(putLogin([b], { ...a, email: 'ALICE@mtz.test' })).toHaveLength(2);
    expect(putLogin([{ ...a, email: 'ALICE@mtz.test' }], a)).toEqual([a]);
  });
  it('switches to a stored login without changing tokens', () => {
    expect(switchLogin([b, a], 'alice@mtz.test')).toEqual([a, b]);
    expect(switchLogin([b, a], 'nobody@mtz.test')).toEqual([b, a]);
  });
  it('removes by email and updates the current tokens', () => {
    expect(removeLogin([b, a], 'bob@mtz.test')).toEqual([a]);
    expect(withCurrentTokens([b, a], { accessToken: 'x', refreshToken: 'y' })).toEqual([{ email: b.email, accessToken: 'x', refreshToken: 'y' }, a]);
    expect(withCurrentTokens([], { accessToken: 'x', refreshToken: 'y' })).toEqual([]);
  });
  it('parses stored JSON defensively', () => {
    expect(parseLogins(JSON.stringify([a, b]))).toEqual([a, b]);
    expect(parseLogins(null)).toEqual([]);
    expect(parseLogins('not json')).toEqual([]);
    expect(parseLogins('{"email":"x"}')).toEqual([]);
    expect(parseLogins(JSON.stringify([a, { email: 1 }, a, b]))).toEqual([a, b]);
  });
});

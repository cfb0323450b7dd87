import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFRESH_LEAD_MS, refreshDelay, tokenExpiresAt } from '../../../src/domain/identity/token';

const b64url = (s: string) => Buffer.from(s).toString('base64url');
const jwt = (claims: object) => `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(claims))}.sig`;

describe('access token expiry', () => {
  it('reads exp (seconds) as epoch millis', () => {
    expect(tokenExpiresAt(jwt({ sub: 'u1', exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
  });

  it('gives null for tokens without exp or that are not JWTs', () => {
    expect(tokenExpiresAt(jwt({ sub: 'u1' }))).toBeNull();
    expect(tokenExpiresAt('opaque-token')).toBeNull();
    expect(tokenExpiresAt('a.%%%.c')).toBeNull();
  });

  it('refreshes a minute before expiry, never with a negative delay', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000, max: 4_000_000_000 }), fc.integer({ min: 0, max: 4_000_000_000_000 }), (exp, now) => {
        const d = refreshDelay(jwt({ exp }), now);
        expect(d).toBe(Math.max(0, exp * 1000 - now - REFRESH_LEAD_MS));
        expect(d).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('reads the server\'s real tokens (base64url with - and _)', () => {
    // a payload whose base64url form contains '-' or '_' must still decode
    const claims = { sub: '>>>???', exp: 2_000_000_000 };
    expect(tokenExpiresAt(jwt(claims))).toBe(2_000_000_000_000);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ADMIN_ONLY_ALERT, chromeFor, decideAccess, LOGIN_REQUIRED_MESSAGE } from '../../src/ui/app/guard';

describe('decideAccess without a stored login', () => {
  it.each(['/me', '/me/notifications', '/timeline', '/timeline/x', '/mtz-admin', '/mtz-admin/users'])(
    '%s shows Login required with a link back to the wanted path',
    (path) => {
      const d = decideAccess({ path, hasLogin: false, isAdmin: null });
      expect(d).toEqual({
        kind: 'loginRequired',
        message: LOGIN_REQUIRED_MESSAGE,
        loginHref: `/login?redirectUrl=${encodeURIComponent(path)}`,
      });
    },
  );
  it('keeps the query string in redirectUrl', () => {
    const d = decideAccess({ path: '/me/notifications', search: '?page=2', hasLogin: false, isAdmin: null });
    expect(d.kind === 'loginRequired' && new URL(d.loginHref, 'http://x').searchParams.get('redirectUrl')).toBe('/me/notifications?page=2');
    const d2 = decideAccess({ path: '/me', search: 'a=b', hasLogin: false, isAdmin: null });
    expect(d2.kind === 'loginRequired' && new URL(d2.loginHref, 'http://x').searchParams.get('redirectUrl')).toBe('/me?a=b');
  });
  it.each(['/', '/about', '/login', '/register', '/mentors', '/meetings', '/terms', '/nowhere'])('%s is open', (path) => {
    expect(decideAccess({ path, hasLogin: false, isAdmin: null })).toEqual({ kind: 'allow' });
  });
});

describe('decideAccess for a site admin', () => {
  it.each(['/', '/me', '/me/notifications', '/about', '/timeline', '/register'])('%s sends the admin to /mtz-admin with the alert', (path) => {
    expect(decideAccess({ path, hasLogin: true, isAdmin: true })).toEqual({ kind: 'adminOnly', redirectTo: '/mtz-admin', alert: ADMIN_ONLY_ALERT });
  });
  it.each(['/mtz-admin', '/mtz-admin/users', '/login', '/logout'])('%s is allowed', (path) => {
    expect(decideAccess({ path, hasLogin: true, isAdmin: true })).toEqual({ kind: 'allow' });
  });
});

describe('decideAccess for a member', () => {
  it('allows every path, the personal area included', () => {
    fc.assert(
      fc.property(fc.webPath(), (p) => {
        const path = p.startsWith('/') ? p : `/${p}`;
        expect(decideAccess({ path, hasLogin: true, isAdmin: false })).toEqual({ kind: 'allow' });
      }),
    );
  });
  it('waits on a protected path while the stored login is checked', () => {
    expect(decideAccess({ path: '/me', hasLogin: true, isAdmin: null })).toEqual({ kind: 'wait' });
    expect(decideAccess({ path: '/about', hasLogin: true, isAdmin: null })).toEqual({ kind: 'allow' });
  });
});

describe('chromeFor', () => {
  it('gives visitors the public bar, members the signed-in bar, admins only the Admin Portal header', () => {
    expect(chromeFor(false, null)).toBe('public');
    expect(chromeFor(true, false)).toBe('member');
    expect(chromeFor(true, true)).toBe('admin');
  });
});

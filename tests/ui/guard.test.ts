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

const segment = fc.constantFrom('me', 'mtz-admin', 'timeline', 'login', 'logout', 'about', 'notifications', 'x', 'mentors', '');
const pathArb = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`);

describe('decideAccess for a member', () => {
  it('allows every path, the personal area included', () => {
    fc.assert(
      fc.property(pathArb, (path) => {
        expect(decideAccess({ path, hasLogin: true, isAdmin: false })).toEqual({ kind: 'allow' });
      }),
    );
  });
  it('waits on a protected path while the stored login is checked', () => {
    expect(decideAccess({ path: '/me', hasLogin: true, isAdmin: null })).toEqual({ kind: 'wait' });
    expect(decideAccess({ path: '/about', hasLogin: true, isAdmin: null })).toEqual({ kind: 'allow' });
  });
});

describe('decideAccess, any path', () => {
  it('asks for a login exactly on the protected areas, and sends an admin only to the portal', () => {
    fc.assert(
      fc.property(pathArb, (path) => {
        const under = (p: string) => path === p || path.startsWith(`${p}/`);
        const guarded = under('/me') || under('/timeline') || under('/mtz-admin');
        expect(decideAccess({ path, hasLogin: false, isAdmin: null }).kind).toBe(guarded ? 'loginRequired' : 'allow');
        const adminOk = under('/mtz-admin') || under('/login') || under('/logout');
        expect(decideAccess({ path, hasLogin: true, isAdmin: true }).kind).toBe(adminOk ? 'allow' : 'adminOnly');
      }),
    );
  });
});

describe('chromeFor', () => {
  it('gives visitors the public bar, members the signed-in bar, admins only the Admin Portal header', () => {
    expect(chromeFor(false, null)).toBe('public');
    expect(chromeFor(true, false)).toBe('member');
    expect(chromeFor(true, true)).toBe('admin');
  });
});

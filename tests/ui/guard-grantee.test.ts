// The grantee is confined to /grantee like the site admin to /mtz-admin; /grantee refuses everyone else.
import { describe, expect, it } from 'vitest';
import { chromeFor, decideAccess, GRANTEE_ONLY_ALERT, GRANTEE_PAGES_ALERT } from '../../src/ui/app/guard';

const grantee = (path: string) => decideAccess({ path, hasLogin: true, isAdmin: false, isGrantee: true });

describe('grantee guard', () => {
  it('allows a grantee /grantee, its pages, login and logout only', () => {
    for (const p of ['/grantee', '/grantee/sign-ups', '/login', '/logout']) expect(grantee(p)).toEqual({ kind: 'allow' });
    for (const p of ['/me', '/me/notifications', '/mtz-admin', '/mtz-admin/stats', '/', '/chat']) {
      expect(grantee(p)).toEqual({ kind: 'adminOnly', redirectTo: '/grantee', alert: GRANTEE_ONLY_ALERT });
    }
  });
  it('refuses /grantee to members and sends visitors to login; a site admin stays confined to the portal', () => {
    expect(decideAccess({ path: '/grantee', hasLogin: true, isAdmin: false })).toEqual({ kind: 'adminOnly', redirectTo: '/me', alert: GRANTEE_PAGES_ALERT });
    expect(decideAccess({ path: '/grantee', hasLogin: false, isAdmin: null }).kind).toBe('loginRequired');
    expect(decideAccess({ path: '/grantee', hasLogin: true, isAdmin: true, isGrantee: true }).kind).toBe('adminOnly');
    expect(chromeFor(true, false, true)).toBe('grantee');
    expect(chromeFor(true, true, true)).toBe('admin');
  });
});

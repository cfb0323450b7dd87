import { describe, expect, it } from 'vitest';
import { FallbackPage, routes } from '../../src/ui/app/routes';
import { TermsPage } from '../../src/ui/pages/public';
import { isProtectedPath } from '../../src/ui/app/guard';
import { links } from '../../src/ui/app/links';

// The paths of the foundation (spec 2); later areas add theirs. Every path is in the table once.
const SERVED = [
  '/', '/welcome', '/welcome/new', '/about', '/pricing', '/contact', '/terms', '/privacy', '/faqs',
  '/login', '/register', '/register-success', '/register-confirm', '/register-confirm-resend', '/reset',
  '/reset-confirm', '/logout', '/me', '/me/notifications', '/mtz-admin',
];

describe('route table', () => {
  it('serves every path of the foundation, and each path once', () => {
    const paths = routes.map((r) => r.path);
    for (const p of SERVED) expect(paths).toContain(p);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });
  it('shows the terms page for any unknown path', () => {
    expect(FallbackPage).toBe(TermsPage);
  });
  it('puts the personal area and the admin portal behind the login guard, and nothing public', () => {
    for (const r of routes) expect(isProtectedPath(r.path)).toBe(r.area === 'me' || r.area === 'admin');
  });
  it('has a component for every route, and the link builders point into the table', () => {
    for (const r of routes) expect(typeof r.component === 'function' || typeof r.component === 'object').toBe(true);
    const paths = new Set<string>(routes.map((r) => r.path));
    for (const href of [links.home(), links.me(), links.meNotifications(), links.admin(), links.login(), links.registerSuccess()]) {
      expect(paths.has(href)).toBe(true);
    }
  });
});

// The route table against what the app links to: every path of the foundation is served once, the
// guard protects exactly the personal area, the admin portal and /timeline, and every URL the link builders make
// opens a page of the table (wouter's own matcher), so a link cannot silently fall back to the terms page.
import { describe, expect, it } from 'vitest';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { routes } from '../../src/ui/app/routes';
import { isProtectedPath } from '../../src/ui/app/guard';
import { links } from '../../src/ui/app/links';

// The paths of the foundation (spec 2); later areas add theirs.
const SERVED = [
  '/', '/welcome', '/welcome/new', '/about', '/pricing', '/contact', '/terms', '/privacy', '/faqs',
  '/login', '/register', '/register-success', '/register-confirm', '/register-confirm-resend', '/reset',
  '/reset-confirm', '/logout', '/me', '/me/notifications', '/mtz-admin',
];

/** Builders whose argument is a fixed set of sections: a sample of each kind (a made-up section has no page). */
const SAMPLES: Record<string, unknown[][]> = {
  meSection: [['notifications'], ['groups'], ['billing'], ['crm']],
  group: [['g'], ['g', 'posts'], ['g', 'members/joining'], ['g', 'stats'], ['g', 'stats/cg-sponsor-stats']],
  meGroups: [[], ['add'], ['members/requests']],
  billingSection: [['wallet'], ['subscriptions/my-mtz-subscription'], ['seller']],
  stats: [['company-views'], ['product-views'], ['rfq-views']],
  directory: [[], ['events'], ['groups'], ['products'], ['companies']],
};

/**
 * Links that open no page today and show the terms page: pages this client does not have yet, and the
 * group tab 'posts' (the group's own page is its posts; GroupTab still allows it). Shrink as they are fixed.
 */
const LEAD_NOWHERE = ['group(g,posts)'];

const served = (href: string) => {
  const path = href.split(/[?#]/)[0];
  return routes.some((r) => matchRoute(parse as never, r.path, path)[0]);
};

describe('route table', () => {
  it('serves every path of the foundation, and each path once', () => {
    const paths = routes.map((r) => r.path);
    for (const p of SERVED) expect(paths).toContain(p);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });
  it('puts the personal area, the admin portal and /timeline behind the login guard (spec 2), and nothing public', () => {
    for (const r of routes) expect(isProtectedPath(r.path), r.path).toBe(r.area === 'me' || r.area === 'admin' || r.path.startsWith('/timeline'));
  });
  it('a path outside the table matches no route (the fallback shows)', () => {
    for (const href of ['/nope', '/groups', '/me/x/y/z/w', '/directory/nothing-here']) expect(served(href), href).toBe(false);
  });
  it('every URL a link builder makes opens a page of the table', () => {
    const missing: string[] = [];
    for (const [name, build] of Object.entries(links) as [string, (...a: unknown[]) => string][]) {
      const calls = SAMPLES[name] ?? [Array.from({ length: build.length }, (_, i) => `id-${i}`)];
      for (const args of calls) if (!served(build(...args))) missing.push(`${name}(${args.join(',')})`);
    }
    expect(missing.sort()).toEqual(LEAD_NOWHERE);
  });
});

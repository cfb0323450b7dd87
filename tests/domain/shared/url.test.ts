import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalUrl } from '../../../src/domain/shared/url';

describe('canonicalUrl', () => {
  it('moves http to https and keeps path, query and hash', () => {
    expect(canonicalUrl('http://mtz.example.com/me/notifications?x=1#top')).toBe('https://mtz.example.com/me/notifications?x=1#top');
  });
  it('drops the www host', () => {
    expect(canonicalUrl('https://www.mtz.example.com/pricing')).toBe('https://mtz.example.com/pricing');
  });
  it('does both at once', () => {
    expect(canonicalUrl('http://www.mtz.example.com/')).toBe('https://mtz.example.com/');
  });
  it('answers null for an already canonical URL', () => {
    expect(canonicalUrl('https://mtz.example.com/about')).toBeNull();
  });
  it.each(['http://localhost:8080/me', 'http://127.0.0.1:5173/', 'http://[::1]:8080/login', 'http://app.localhost/'])(
    'never redirects a local host: %s',
    (href) => expect(canonicalUrl(href)).toBeNull(),
  );
  it('ignores what is not an http(s) URL', () => {
    expect(canonicalUrl('not a url')).toBeNull();
    expect(canonicalUrl('file:///tmp/index.html')).toBeNull();
  });
  it('keeps a host that merely contains www', () => {
    expect(canonicalUrl('https://wwwmtz.example.com/')).toBeNull();
  });
  it('is idempotent: the redirect target needs no further redirect', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.boolean(), (u, www) => {
        const href = www ? u.replace('://', '://www.') : u;
        const target = canonicalUrl(href);
        if (target !== null) {
          expect(canonicalUrl(target)).toBeNull();
          expect(target.startsWith('https://')).toBe(true);
          expect(new URL(target).hostname.startsWith('www.')).toBe(false);
        }
      }),
    );
  });
});

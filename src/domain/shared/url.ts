// Canonical host rule (spec 1): served on a public host the client moves to https and the non-www host.

const LOOPBACK = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[::1\]|::1|0\.0\.0\.0)$/i;

/** Where the browser should go instead of `href`, or null when `href` is already canonical (or local). */
export function canonicalUrl(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (LOOPBACK.test(url.hostname)) return null;
  let changed = false;
  if (url.protocol === 'http:') {
    url.protocol = 'https:';
    changed = true;
  }
  if (/^www\./i.test(url.hostname) && url.hostname.length > 4) {
    url.hostname = url.hostname.slice(4);
    changed = true;
  }
  return changed ? url.toString() : null;
}

// Spec 2 behaviour: a URL containing ##elementId## scrolls to and highlights that element, trying up
// to 10 times, once per second (the element may render late).
import { useEffect, useState } from 'react';

export const SCROLL_TRIES = 10;
export const SCROLL_INTERVAL_MS = 1000;

/** The element id between ## and ## in a URL, or null. */
export function scrollTargetOf(url: string): string | null {
  const m = /##([^#]+)##/.exec(decodeURIComponent(url));
  return m ? m[1] : null;
}

export function useScrollToElement(url: string = typeof window === 'undefined' ? '' : window.location.href): void {
  useEffect(() => {
    const id = scrollTargetOf(url);
    if (!id) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      tries += 1;
      const el = document.getElementById(id);
      if (el) {
        el.scrollIntoView({ behavior: 'smooth', block: 'center' });
        el.setAttribute('data-highlighted', 'true');
        const before = el.style.outline;
        el.style.outline = '3px solid #dd6b20';
        setTimeout(() => {
          el.style.outline = before;
          el.removeAttribute('data-highlighted');
        }, 3000);
        return;
      }
      if (tries < SCROLL_TRIES) timer = setTimeout(attempt, SCROLL_INTERVAL_MS);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [url]);
}

/** The address as the browser shows it, path and hash: the router hears of path changes (`path`), the browser of hash changes. */
function useHref(path: string): string {
  const [href, setHref] = useState(() => (typeof window === 'undefined' ? '' : window.location.href));
  useEffect(() => {
    setHref(window.location.href);
    const onHash = () => setHref(window.location.href);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [path]);
  return href;
}

/** For the app's frame: the behaviour on every page, at each address shown (`path` is the router's location). */
export function useScrollToElementOnEveryPage(path: string): void {
  useScrollToElement(useHref(path));
}

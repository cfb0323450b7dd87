// The built client runs under the server's Content-Security-Policy: the page carries the CSP,
// its HTML has no inline script, an injected inline script does not run, and signing in, the sync worker,
// the socket, chat and a company profile cause no CSP violation.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './page-models/billing';
import { ALICE, openProfile } from './page-models/companies';

declare global {
  interface Window {
    __cspViolations?: string[];
    __inlineRan?: boolean;
  }
}

async function watchViolations(page: Page) {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  // init scripts are injected by the browser's devtools protocol, not by the page: the CSP does not apply to them
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations?.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [...console, ...((await page.evaluate(() => window.__cspViolations)) ?? [])];
}

test('the page is served with a strict CSP and no inline script', async ({ page, request }) => {
  const res = await request.get('/');
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attrs, body] of scripts) {
    expect(attrs).toMatch(/\ssrc=/);
    expect(body.trim()).toBe('');
  }

  const violations = await watchViolations(page);
  await page.goto('/');
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true;';
    document.head.appendChild(s);
  });
  await expect.poll(async () => (await violations()).some((v) => v.startsWith('script-src'))).toBe(true);
  expect(await page.evaluate(() => window.__inlineRan ?? false)).toBe(false);
});

test('signing in, chat and a company profile run under the CSP without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page, ALICE.email, ALICE.password);
  await page.goto('/chat');
  await expect(page.getByRole('main')).toBeVisible();
  await openProfile(page, 'acme-trading', 'Acme Trading');
  expect(await violations()).toEqual([]);
});

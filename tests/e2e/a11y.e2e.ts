// Accessibility: axe-core (WCAG 2.1 A and AA rules) over the main pages, as a visitor and as a signed-in member,
// once each page has rendered its content. 0 serious or critical violations; the others are printed.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, apiMe } from './page-models/api';
import { login } from './page-models/auth';

const ALICE = { email: 'alice@mtz.test', password: 'Alice123!' };

type Found = { page: string; id: string; impact: string; help: string; nodes: string[] };

async function check(page: Page, path: string, found: Found[]) {
  await page.goto(path);
  await expect(page.locator('.boot')).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle').catch(() => {}); // the socket keeps the network busy for members
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  for (const v of result.violations) {
    found.push({ page: path, id: v.id, impact: v.impact ?? 'unknown', help: v.help, nodes: v.nodes.slice(0, 3).map((n) => `${n.html.slice(0, 140)} ${(n.any[0]?.message ?? '').slice(0, 120)}`) });
  }
}

function report(found: Found[], pages: number) {
  const serious = found.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  for (const f of found) console.log(`axe ${f.impact} ${f.page} ${f.id}: ${f.help} [${f.nodes.join(' | ')}]`);
  console.log(`axe: ${pages} pages, ${serious.length} serious or critical violations, ${found.length - serious.length} others`);
  return serious.map((f) => `${f.page} ${f.id} (${f.impact}): ${f.help} at ${f.nodes.join(' | ')}`);
}

test('visitor pages have no serious or critical axe violations', async ({ page, request }) => {
  test.slow();
  const tokens = await apiLogin(request, ALICE.email, ALICE.password);
  const me = (await apiMe(request, tokens.accessToken)) as unknown as { companyIds: string[] };
  const company = (await (await request.get(`/api/v1/company/companies/${me.companyIds[0]}`)).json()) as { profileName: string };
  const pages = [
    '/', '/welcome', '/about', '/pricing', '/contact', '/terms', '/privacy', '/faqs', '/login', '/register', '/reset',
    '/search?keyword=a', `/profile/${company.profileName}`, '/groups/hanseatic-makers', '/groups/northern-traders/events/baltic-trade-fair',
  ];
  const found: Found[] = [];
  for (const path of pages) await check(page, path, found);
  expect(report(found, pages.length)).toEqual([]);
});

test('member pages have no serious or critical axe violations', async ({ page }) => {
  test.slow();
  await page.goto('/login');
  await login(page, ALICE.email, ALICE.password);
  await expect(page).not.toHaveURL(/\/login/);
  const pages = ['/me', '/me/notifications', '/chat', '/me/connections', '/me/followings', '/me/groups', '/me/products', '/me/rfqs', '/me/billing', '/me/billing/wallet'];
  const found: Found[] = [];
  for (const path of pages) await check(page, path, found);
  expect(report(found, pages.length)).toEqual([]);
});

// Accessibility: axe-core (WCAG 2.1 A and AA rules) over the main pages, as a visitor and as a signed-in member,
// once each page has rendered its content. 0 serious or critical violations; the others are printed.
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, apiMe } from './page-models/api';
import { login } from './page-models/auth';
import { axeCheck, axeReport, openRendered, type Found } from './page-models/axe';

const ALICE = { email: 'alice@mtz.test', password: 'Alice123!' };

async function check(page: Page, path: string, found: Found[]) {
  await openRendered(page, path);
  await axeCheck(page, path, found);
}

test('visitor pages have no serious or critical axe violations', async ({ page, request }) => {
  test.slow();
  const tokens = await apiLogin(request, ALICE.email, ALICE.password);
  const me = (await apiMe(request, tokens.accessToken)) as unknown as { companyIds: string[] };
  const company = (await (await request.get(`/api/v1/company/companies/${me.companyIds[0]}`)).json()) as { profileName: string };
  const pages = [
    '/', '/welcome', '/about', '/pricing', '/contact', '/terms', '/privacy', '/faqs', '/login', '/register', '/reset',
    '/search?keyword=a', `/profile/${company.profileName}`, '/groups/hanseatic-makers', '/groups/northern-traders/events/baltic-trade-fair',
    `/products/${company.profileName}/ACM-BOLT-M8`, '/directory',
  ];
  const found: Found[] = [];
  for (const path of pages) await check(page, path, found);
  expect(axeReport(found, pages.length)).toEqual([]);
});

test('member pages have no serious or critical axe violations', async ({ page }) => {
  test.slow();
  await page.goto('/login');
  await login(page, ALICE.email, ALICE.password);
  await expect(page).not.toHaveURL(/\/login/);
  const pages = ['/me', '/me/notifications', '/chat', '/me/connections', '/me/followings', '/me/groups', '/me/products', '/me/rfqs', '/me/billing', '/me/billing/wallet', '/me/intro', '/me/v2/intro', '/me/get-started', '/me/company', '/me/network', '/groups/northern-traders/stats',
    '/me/billing/order-history', '/me/billing/mtz-coupons', '/me/network/events/tickets/my-orders', '/me/product-watchlists'];
  const found: Found[] = [];
  for (const path of pages) await check(page, path, found);
  expect(axeReport(found, pages.length)).toEqual([]);
});

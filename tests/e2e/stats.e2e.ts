// View statistics in the browser: Alice has her company views open (nothing yet). Bob allows being shown to the
// pages he views, then opens Alice's company profile, product and RFQ (each recorded once; a second opening in the
// same hour is not counted). Alice's open page shows the view without a reload; her three statistics pages show the
// counted view on the chart and Bob among the recent viewers.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, readMailedCode, uniqueEmail } from './page-models/api';
import { signIn } from './page-models/billing';

const C = '/api/v1/company';

async function member(request: APIRequestContext, firstname: string, lastname: string) {
  const email = uniqueEmail(firstname.toLowerCase());
  const password = 'Viewer1234!';
  const reg = await request.post(`${C}/users`, { data: { firstname, lastname, email, password, confirmType: 'CODE', meta: { companyName: `${firstname}'s Trading`, categoryIds: 'cat-2' } } });
  expect(reg.status(), await reg.text()).toBe(201);
  const ok = await request.post(`${C}/auth`, { data: { type: 'CONFIRM_EMAIL_WITH_CODE', data: { email, confirmCode: await readMailedCode(request, email) } } });
  expect(ok.status()).toBe(200);
  return { email, password };
}

/** Alice's company, product and RFQ, made through the API as she would have before. */
async function listings(request: APIRequestContext, who: { email: string; password: string }, tag: string) {
  const headers = { Authorization: `Bearer ${(await apiLogin(request, who.email, who.password)).accessToken}` };
  const made = async (path: string, data: unknown) => {
    const r = await request.post(`${C}${path}`, { headers, data });
    expect(r.status(), await r.text()).toBe(201);
    return (await r.json()) as Record<string, string>;
  };
  const company = await made('/companies', { name: `Stats Valves ${tag}`, categoryIds: ['cat-1'] });
  const product = await made('/products', { companyId: company.id, name: `Gate valve ${tag}`, sku: `GV-${tag}` });
  const rfq = await made('/rfqs', { title: `Need flanges ${tag}` });
  return { company, product, rfq };
}

/** Opens a page and answers how many views the server counted for it. */
async function open(page: Page, path: string, heading: string): Promise<number> {
  const recorded = page.waitForResponse((r) => r.url().includes('/organic-events') && r.request().method() === 'POST');
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  return ((await (await recorded).json()) as { recorded: number }).recorded;
}

async function expectViews(page: Page, area: string, item: string) {
  await page.getByRole('navigation', { name: 'Statistics' }).getByRole('link', { name: area }).click();
  await expect(page.getByRole('heading', { name: area, level: 1 })).toBeVisible();
  await expect(page.getByTestId('views-total')).toHaveText('Counted views in this period: 1');
  const chart = page.getByRole('region', { name: area });
  await expect(chart).toBeVisible();
  await expect(chart.getByText('No Data found')).toHaveCount(0);
  await expect(chart.getByTestId('stats-chart').locator('svg').first()).toBeVisible();
  const viewers = page.getByRole('region', { name: 'Recent viewers' });
  await expect(viewers.getByTestId('viewer-totals')).toHaveText('1 view, 0 anonymous');
  const row = viewers.getByRole('row').filter({ hasText: 'Bob Viewer' });
  await expect(row).toContainText(item);
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
}

test('views of a company, product and RFQ are counted once per hour and shown to their owner with the viewers who allow it', async ({ browser, request }) => {
  test.slow();
  const tag = `${Date.now() % 1e8}`;
  const alice = await member(request, 'Alice', 'Owner');
  const bob = await member(request, 'Bob', 'Viewer');
  const { company, product, rfq } = await listings(request, alice, tag);

  // Alice has her company views open: nothing yet
  const alicePage = await (await browser.newContext()).newPage();
  await signIn(alicePage, alice.email, alice.password);
  await alicePage.getByRole('link', { name: 'Statistics' }).first().click();
  await expect(alicePage).toHaveURL(/\/me\/stats\/company-views$/);
  await expect(alicePage.getByTestId('views-total')).toHaveText('Counted views in this period: 0');
  await expect(alicePage.getByRole('region', { name: 'Company Views' }).getByText('No Data found')).toBeVisible();

  // Bob allows being shown (off by default), then opens Alice's pages: each counted once
  const bobPage = await (await browser.newContext()).newPage();
  await signIn(bobPage, bob.email, bob.password);
  await bobPage.goto('/me/stats/rfq-views');
  const showMe = bobPage.getByRole('checkbox', { name: 'Show me to the companies whose pages I view' });
  await expect(showMe).toBeEnabled();
  await expect(showMe).not.toBeChecked();
  await bobPage.getByText('Show me to the companies whose pages I view', { exact: true }).click();
  await expect(showMe).toBeChecked();
  expect(await open(bobPage, `/profile/${company.profileName}`, company.name)).toBe(1);
  expect(await open(bobPage, `/products/${company.profileName}/${product.sku}`, product.name)).toBe(1);
  expect(await open(bobPage, `/rfqs/${rfq.id}`, rfq.title)).toBe(1);
  // a second opening in the same hour is not counted
  expect(await open(bobPage, `/profile/${company.profileName}`, company.name)).toBe(0);
  expect(await open(bobPage, `/rfqs/${rfq.id}`, rfq.title)).toBe(0);

  // Alice's open page shows the view without a reload; her statistics pages show Bob among the recent viewers
  await expect(alicePage.getByTestId('views-total')).toHaveText('Counted views in this period: 1');
  await expectViews(alicePage, 'Company Views', company.name);
  await expectViews(alicePage, 'Product Views', product.name);
  await expectViews(alicePage, 'RFQ Views', rfq.title);
  // her own visit does not count
  expect(await open(alicePage, `/rfqs/${rfq.id}`, rfq.title)).toBe(0);
});

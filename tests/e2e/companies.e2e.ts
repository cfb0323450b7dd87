// Companies in the browser: a visitor searches and opens a company; a member follows, connects (the owner
// accepts and the member sees it without reloading), adds to a watchlist (refused the second time) and sends an RFI.
import { expect, test } from '@playwright/test';
import { signIn, freshMember } from './page-models/billing';
import { ALICE, alertWith, openProfile, searchFor } from './page-models/companies';

test('a visitor searches and opens a company', async ({ page }) => {
  await searchFor(page, 'nordic');
  await page.getByRole('link', { name: 'Nordic Timber Supply' }).click();
  await expect(page.getByRole('heading', { name: 'Nordic Timber Supply', level: 1 })).toBeVisible();
  const card = page.getByTestId('company-detail-card');
  await expect(card).toContainText(/\d+ (people follow|person follows) us\./);
  await expect(card).toContainText('+46 8 123 456 78');
  await expect(card).toContainText('Stockholm');
  // the tab bar: tabs, or links in the 'Company sections' navigation
  await expect(page.getByRole('tab', { name: 'Products' }).or(page.getByRole('navigation', { name: 'Company sections' }).getByRole('link', { name: 'Products', exact: true }))).toBeVisible();
  await page.goto('/profile/no-such-company');
  await expect(page.getByText('Company not found')).toBeVisible();
});

test('a member follows, connects (accepted live), adds to a watchlist once and sends an RFI', async ({ page, browser, request }) => {
  const m = await freshMember(request, 'companies');
  await signIn(page, m.email, m.password);
  await openProfile(page, 'acme-trading', 'Acme Trading');

  await page.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();

  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Connection sent')).toBeVisible();

  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, ALICE.email, ALICE.password);
  await owner.goto('/me/connections');
  const request_ = owner.getByRole('region', { name: 'Requests' }).getByText('Connection request from Bea Buyer').first();
  await expect(request_).toBeVisible();
  await owner.getByRole('region', { name: 'Requests' }).getByRole('button', { name: 'Accept' }).first().click();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible({ timeout: 15_000 });
  await owner.context().close();

  await page.getByRole('button', { name: 'Add to watchlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to watchlist' });
  await dialog.getByLabel('New list name').fill('Favourites');
  await dialog.getByRole('button', { name: 'Create list' }).click();
  await expect(dialog.getByLabel('Watchlist')).toHaveValue(/.+/);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(alertWith(page, 'The company is added successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Add to watchlist' }).click();
  await dialog.getByLabel('Watchlist').selectOption({ label: 'Favourites' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(alertWith(page, "The list 'Favourites' has this company already")).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  await page.getByRole('button', { name: 'Contact/RFI' }).click();
  const rfi = page.getByRole('dialog', { name: 'Contact/RFI' });
  await rfi.getByLabel('Title').fill('Samples of M8 bolts');
  await rfi.getByLabel('Short description').fill('Please send 3 samples.');
  await rfi.getByLabel('Long description').fill('Delivery to Vilnius.');
  await rfi.getByText('Samples', { exact: true }).click();
  await rfi.getByRole('button', { name: 'Send' }).click();
  await expect(alertWith(page, 'RFI sent')).toBeVisible();
});

// Tag alerts in the browser: a member watches the keyword 'bolts' on /me/tag-alerts; when Bob publishes a product
// named with it, the member's bell rises and the page's recent matches list it, live, without a reload.
import { expect, test } from '@playwright/test';
import { expectBellCount } from './page-models/auth';
import { axeCheck, axeReport, type Found } from './page-models/axe';
import { freshMember, signIn } from './page-models/billing';

test('a member watching "bolts" is notified live on the bell when Bob publishes a matching product', async ({ page, browser, request }) => {
  test.slow();
  const m = await freshMember(request, 'watcher');
  const tag = Date.now().toString(36);
  await signIn(page, m.email, m.password);
  await page.goto('/me/tag-alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Tag Alerts' })).toBeVisible();
  await expect(page.getByText('You are not watching anything yet.')).toBeVisible();
  // a keyword the rule refuses is explained before anything is sent
  const form = page.getByRole('form', { name: 'Watch a keyword' });
  await form.getByLabel('Keyword').fill('!');
  await form.getByRole('button', { name: 'Watch keyword' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'A keyword has 2 to 40 characters' })).toBeVisible();
  await form.getByLabel('Keyword').fill('Bolts');
  await form.getByRole('button', { name: 'Watch keyword' }).click();
  const watched = page.getByRole('list', { name: 'Watched' });
  await expect(watched.getByText('bolts', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Keyword')).toHaveValue('');
  await expect(page.getByText('No matches yet.')).toBeVisible();
  await expectBellCount(page, 0);

  // Bob, in his own browser, adds a product to his company
  const bobContext = await browser.newContext();
  const bob = await bobContext.newPage();
  await signIn(bob, 'bob@mtz.test', 'Bob12345!');
  await bob.goto('/me/products');
  const add = bob.getByRole('form', { name: 'Add a product' });
  await add.getByLabel('Name').fill(`Hex bolts M8 ${tag}`);
  await add.getByLabel('SKU').fill(`HB-${tag}`);
  await add.getByRole('button', { name: 'Add product' }).click();
  await expect(bob.getByRole('status').filter({ hasText: `'Hex bolts M8 ${tag}' added` })).toBeVisible();

  // the member's bell rises and the match shows, without a reload
  await expectBellCount(page, 1);
  const match = page.getByRole('list', { name: 'Recent matches' }).getByRole('link', { name: `Hex bolts M8 ${tag}` });
  await expect(match).toBeVisible();
  // a product that only contains 'bolts' as part of a word does not alert
  await bob.getByRole('button', { name: 'Add another product' }).click();
  await add.getByLabel('Name').fill(`Boltsmith kit ${tag}`);
  await add.getByLabel('SKU').fill(`BK-${tag}`);
  await add.getByRole('button', { name: 'Add product' }).click();
  await expect(bob.getByRole('status').filter({ hasText: `'Boltsmith kit ${tag}' added` })).toBeVisible();
  await match.click();
  await expect(page.getByRole('heading', { level: 1, name: `Hex bolts M8 ${tag}` })).toBeVisible();
  await expectBellCount(page, 1);
  await page.goto('/me/notifications');
  await expect(page.getByRole('list', { name: 'Notifications' }).getByText(`New product matching your tag alert 'bolts': Hex bolts M8 ${tag}`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(1);

  // the page with an alert and a match has no serious or critical axe violations; then stop watching
  await page.goto('/me/tag-alerts');
  await expect(page.getByRole('list', { name: 'Recent matches' })).toBeVisible();
  const found: Found[] = [];
  await axeCheck(page, '/me/tag-alerts', found);
  expect(axeReport(found, 1)).toEqual([]);
  await page.getByRole('button', { name: 'Stop watching bolts' }).click();
  await expect(page.getByText('You are not watching anything yet.')).toBeVisible();
  await bobContext.close();
});

// Groups in the browser: joining, requests accepted live, member settings, events, sharing, stats.
import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from './page-models/api';
import { header, members, newMemberViaApi, openGroup, signIn, tick } from './page-models/groups';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** The page's fake clock runs the dialog's closing animation timers until no dialog is left. */
async function closed(page: Page) {
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 200 });
  }).toPass();
}
/** yyyy-MM-dd `n` days from now (UTC): not before today in any zone */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test('a member joins a free group, picks categories, hides themself, and an approval group accepts them live', async ({ page, request, browser }) => {
  const tag = `m${Date.now() % 1e6}`;
  const m = await newMemberViaApi(request, tag);
  await signIn(page, m.email, m.password);

  await openGroup(page, 'hanseatic-makers');
  await header(page).getByRole('button', { name: 'Join group' }).click();
  // the group has categories and the new member none: the prompt asks
  const prompt = page.getByRole('dialog', { name: 'Choose your categories in this group' });
  await expect(prompt).toBeVisible();
  await tick(page, 'Metalwork');
  await prompt.getByRole('button', { name: 'Save categories' }).click();
  await expect(page.getByText('Categories updated successfully')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Leave group' })).toBeVisible();

  await header(page).getByRole('button', { name: 'My member settings' }).click();
  const settings = page.getByRole('dialog', { name: 'My member settings on this group' });
  await tick(page, 'Do not show me as a member of this group');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toBeHidden();
  expect(await members(request, 'hanseatic-makers')).not.toContain(tag);
  const bob = await apiLogin(request, 'bob@mtz.test', 'Bob12345!');
  expect(await members(request, 'hanseatic-makers', bob.accessToken)).toContain(tag);

  await openGroup(page, 'baltic-buyers-club');
  await header(page).getByRole('button', { name: 'Request to join' }).click();
  await expect(header(page).getByText('Request sent')).toBeVisible();
  // Bob, the group's admin, accepts on his join-requests page: the member's page follows without a reload
  const admin = await browser.newPage();
  await signIn(admin, 'bob@mtz.test', 'Bob12345!');
  await openGroup(admin, 'baltic-buyers-club', 'members/joining');
  await admin.getByRole('list', { name: 'Join requests' }).getByRole('listitem').filter({ hasText: tag }).getByRole('button', { name: 'Accept' }).click();
  await expect(admin.getByText('Request accepted')).toBeVisible();
  await admin.close();
  await expect(header(page).getByRole('button', { name: 'Leave group' })).toBeVisible();

  // leaving is asked first: Cancel keeps the membership, confirming leaves
  await header(page).getByRole('button', { name: 'Leave group' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('Leave this group? You can join it again later.');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Leave group' })).toBeVisible();
  await header(page).getByRole('button', { name: 'Leave group' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave group' }).click();
  await expect(header(page).getByRole('button', { name: 'Request to join' })).toBeVisible();
});

test('a visitor is asked to log in before joining', async ({ page }) => {
  await openGroup(page, 'hanseatic-makers');
  await header(page).getByRole('button', { name: 'Join group' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('Please login or sign-up to join group. Proceed?');
  await ask.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fgroups%2Fhanseatic-makers/);
});

test("an admin uploads the group banner, creates and edits an event; a visitor sees and shares it, then 'Event Ended' after its end", async ({ page, browser }) => {
  await signIn(page, 'alice@mtz.test', 'Alice123!');
  await openGroup(page, 'northern-traders', 'events');
  await header(page).getByRole('button', { name: 'Admin menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit banner' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit group banner' });
  await editor.getByLabel('Banner image', { exact: true }).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Banner updated')).toBeVisible();
  await expect(editor).toBeHidden();

  await page.getByRole('button', { name: 'New event' }).click();
  const name = `Harbour Talk ${Date.now() % 1e6}`;
  await page.getByLabel('Event name').fill(name);
  await page.getByLabel('End date').fill(inDays(2));
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const eventUrl = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Edit event' }).click();
  await page.getByLabel('Event type').selectOption('Online and in person');
  await page.getByLabel('City').fill('Riga');
  await page.getByRole('button', { name: 'Save event' }).click();
  await expect(page.getByText('Event updated')).toBeVisible();
  await expect(page.getByText('Online and in person', { exact: false }).first()).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.clock.install();
  await visitor.goto(eventUrl);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByText('Event Ended')).toHaveCount(0);
  await visitor.getByRole('button', { name: 'Show map' }).click();
  await expect(visitor.getByRole('dialog', { name: `Map: ${name}` }).getByRole('link', { name: 'Find on OpenStreetMap' })).toBeVisible();
  await visitor.keyboard.press('Escape');
  await closed(visitor);
  await visitor.getByRole('button', { name: 'Share' }).click();
  const share = visitor.getByRole('dialog', { name: `Share ${name}` });
  await expect(share.getByRole('img', { name: `QR code for ${name}` })).toHaveAttribute('width', '300');
  await expect(share.getByTestId('share-url')).toContainText(eventUrl);
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.getByText('Link copied')).toBeVisible();
  await expect(share.getByRole('link', { name: 'Share by email' })).toHaveAttribute('href', /^mailto:/);
  await share.getByRole('button', { name: 'Close', exact: true }).click();
  await closed(visitor);
  // the page's clock passes the end time: the open page says so without a reload
  await visitor.clock.fastForward(4 * 86_400_000);
  await expect(visitor.getByText('Event Ended')).toBeVisible();
  await visitor.close();
});

test('the stats chart switches grouping and type, and checks its filter', async ({ page }) => {
  await signIn(page, 'alice@mtz.test', 'Alice123!');
  await openGroup(page, 'northern-traders', 'stats/cg-visitor-stats');
  const chart = page.getByTestId('stats-chart');
  await expect(chart).toHaveAttribute('data-grouping', 'DAY');
  await page.getByLabel('Grouping').selectOption('MONTH');
  await page.getByLabel('Chart type').selectOption('Bar');
  await expect(chart).toHaveAttribute('data-grouping', 'MONTH');
  await expect(chart).toHaveAttribute('data-chart-type', 'Bar');
  await expect(chart.locator('svg rect').first()).toBeVisible();
  await page.getByLabel('Start date').fill('');
  await page.getByLabel('End date').fill('');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByText('Please apply at least one filter')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filter' }).click();
  await expect(page.getByText('Please apply at least one filter')).toHaveCount(0);
  await expect(chart).toBeVisible();
});

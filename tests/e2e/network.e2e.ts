// The network pages in the browser: watchlists copied and bulk-deleted, followings, connect by QR code, and
// a private file whose owner accepts a member's access request (two people, two browser contexts).
import { expect, test, type Page } from '@playwright/test';
import { freshMember, signIn } from './page-models/billing';
import { alertWith, openProfile } from './page-models/companies';

// two people each: sign-ups and sign-ins take a while on a busy machine
test.describe.configure({ timeout: 150_000 });

const confirm = async (page: Page) => page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

test('a member follows, copies and bulk-deletes watchlists, and connects by QR code', async ({ page, browser, request }) => {
  const m = await freshMember(request, 'network');
  await signIn(page, m.email, m.password);

  await openProfile(page, 'acme-trading', 'Acme Trading');
  await page.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await page.goto('/me/followings');
  await expect(page.getByRole('link', { name: 'Acme Trading' })).toBeVisible();
  await page.getByRole('button', { name: 'Unfollow Acme Trading' }).click();
  await expect(page.getByText('You do not follow any company yet.')).toBeVisible();

  await page.goto('/me/company-watchlists');
  await page.getByLabel('New watchlist name').fill('Alpha');
  await page.getByRole('button', { name: 'Create watchlist' }).click();
  await expect(page.getByRole('link', { name: 'Alpha', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Copy Alpha' }).click();
  await expect(page.getByRole('link', { name: 'Alpha (copy)' })).toBeVisible();
  await page.getByLabel('Select Alpha', { exact: true }).check({ force: true });
  await page.getByLabel('Select Alpha (copy)').check({ force: true });
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  await confirm(page);
  await expect(page.getByText('No watchlist yet.')).toBeVisible();

  await page.goto('/me/connections/qr');
  const link = await page.getByTestId('qr-link').textContent();
  await expect(page.getByRole('img', { name: 'My connect QR code' })).toBeVisible();
  const other = await freshMember(request, 'network-qr');
  const page2 = await (await browser.newContext()).newPage();
  await signIn(page2, other.email, other.password);
  await page2.goto('/me/connections/qr');
  await page2.getByLabel('QR code or link').fill(link ?? '');
  await page2.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(alertWith(page2, 'Connected')).toBeVisible();
  await page.goto('/me/connections');
  await expect(page.getByRole('region', { name: 'Connected' }).getByText('Bea Buyer')).toBeVisible();
  await page2.context().close();
});

test('a member asks for a private file and sees it once the owner accepts', async ({ page, browser, request }) => {
  const owner = await freshMember(request, 'files-owner');
  // the owner's company, as the sign-up page would have created it
  const auth = await request.post('/api/v1/company/auth', { data: { type: 'LOGIN', data: { email: owner.email, password: owner.password } } });
  const { accessToken } = (await auth.json()) as { accessToken: string };
  const co = await request.post('/api/v1/company/companies', { data: { name: 'Files Owner Co', categoryIds: ['cat-1'] }, headers: { authorization: `Bearer ${accessToken}` } });
  expect(co.status(), await co.text()).toBe(201);
  await signIn(page, owner.email, owner.password);
  await page.goto('/me/mtz-files');
  await page.getByLabel('File name').fill('Price list 2027');
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'prices.txt', mimeType: 'text/plain', buffer: Buffer.from('M8 bolts: 0.12 USD') });
  await page.getByRole('button', { name: 'Upload' }).click();
  const fileLink = page.getByRole('link', { name: 'Price list 2027' });
  await expect(fileLink).toBeVisible();
  const href = (await fileLink.getAttribute('href')) ?? '';

  const m = await freshMember(request, 'files-member');
  const member = await (await browser.newContext()).newPage();
  await signIn(member, m.email, m.password);
  await member.goto(href);
  await expect(member.getByRole('heading', { name: 'Price list 2027' })).toBeVisible();
  await expect(member.getByRole('link', { name: 'Open file' })).toHaveCount(0);
  await member.getByRole('button', { name: 'Request access' }).click();
  await expect(member.getByText('Access requested: waiting for the owner.')).toBeVisible();

  await page.goto('/me/mtz-files/requests');
  await expect(page.getByText('Bea Buyer asks for Price list 2027')).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Accepted')).toBeVisible();

  await member.reload();
  await expect(member.getByRole('link', { name: 'Open file' })).toBeVisible();
  await member.goto('/me/mtz-files');
  await expect(member.getByRole('region', { name: 'My access requests' }).getByText('Accepted')).toBeVisible();
  await member.context().close();
});

// /me/account and /me/account/removal in the browser: a member changes their e-mail with the code read from the
// outbox (mailed to the new address), downloads their data as a JSON file, removes the account with their
// password, is signed out, and can no longer sign in with either address.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { readMailedCode, uniqueEmail } from './page-models/api';
import { login } from './page-models/auth';
import { alert, signIn } from './page-models/billing';
import { API, bearer, namedMember } from './page-models/live';

test('a member changes e-mail with a code, downloads their data, removes the account and cannot sign in again', async ({ page, request }) => {
  test.slow();
  const rita = await namedMember(request, 'Rita');
  const company = `${rita.lastname} Trading`;
  const made = await request.post(`${API}/companies`, { headers: bearer(rita.accessToken), data: { name: company, categoryIds: ['cat-1'] } });
  expect(made.status(), await made.text()).toBe(201);
  await signIn(page, rita.email, rita.password);
  await page.goto('/me/account');

  // the e-mail change: a wrong password is refused, then the code goes to the new address
  const next = uniqueEmail('rita-new');
  const change = page.getByRole('form', { name: 'Change e-mail' });
  await change.getByLabel('New e-mail').fill(next);
  await change.getByLabel('Current password').fill('Wrong-password-1');
  await change.getByRole('button', { name: 'Send code' }).click();
  await expect(change).toContainText('Invalid password');
  await change.getByLabel('Current password').fill(rita.password);
  await change.getByRole('button', { name: 'Send code' }).click();
  const confirm = page.getByRole('form', { name: 'Confirm e-mail change' });
  await expect(confirm).toContainText(`A 6-digit code was sent to ${next.toLowerCase()}`);
  await expect(page.getByTestId('account-email')).toHaveText(rita.email);
  const code = await readMailedCode(request, next.toLowerCase());
  await confirm.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toContainText('Invalid code');
  await confirm.getByLabel('Code').fill(code);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(alert(page, 'E-mail changed')).toBeVisible();
  await expect(page.getByTestId('account-email')).toHaveText(next.toLowerCase());

  // the removal page: first the data
  await page.getByRole('link', { name: 'Remove my account…' }).click();
  await expect(page).toHaveURL(/\/me\/account\/removal$/);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('mtz-account-data.json');
  const data = JSON.parse(await readFile(await file.path(), 'utf8')) as { profile: { email: string; firstname: string }; companies: { name: string }[] };
  expect(data.profile).toMatchObject({ email: next.toLowerCase(), firstname: 'Rita' });
  expect(data.companies.map((c) => c.name)).toContain(company);

  // then the removal, confirmed by the password
  const removal = page.getByRole('form', { name: 'Remove my account' });
  await removal.getByLabel('Current password').fill(rita.password);
  await removal.getByRole('button', { name: 'Remove my account' }).click();
  await expect(removal).toContainText('Please confirm that you understand the account cannot be restored');
  await removal.getByText('I understand that my account cannot be restored').click();
  await removal.getByRole('button', { name: 'Remove my account' }).click();
  await expect(alert(page, 'Your account was removed')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // neither address signs in any more
  for (const email of [next, rita.email]) {
    await page.goto('/login');
    await login(page, email, rita.password);
    await expect(page.getByText('Invalid login').first()).toBeVisible();
  }
});

test('a member removes the account with the code mailed to them', async ({ page, request }) => {
  test.slow();
  const sam = await namedMember(request, 'Sam');
  await signIn(page, sam.email, sam.password);
  await page.goto('/me/account/removal');
  const removal = page.getByRole('form', { name: 'Remove my account' });
  await removal.getByText('With a code by e-mail').click();
  await removal.getByRole('button', { name: 'Send me a code' }).click();
  await expect(removal).toContainText('A 6-digit code was sent to your e-mail');
  const code = await readMailedCode(request, sam.email);
  await removal.getByRole('textbox', { name: 'Code' }).fill(code === '000000' ? '111111' : '000000');
  await removal.getByText('I understand that my account cannot be restored').click();
  await removal.getByRole('button', { name: 'Remove my account' }).click();
  await expect(removal).toContainText('Invalid code');
  await removal.getByRole('textbox', { name: 'Code' }).fill(code);
  await removal.getByRole('button', { name: 'Remove my account' }).click();
  await expect(alert(page, 'Your account was removed')).toBeVisible();
  await page.goto('/login');
  await login(page, sam.email, sam.password);
  await expect(page.getByText('Invalid login').first()).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { apiLogin, apiMe, readMailedCode, sendNotification, uniqueEmail } from './page-models/api';
import { confirmCode, expectBellCount, fillRegistration, login } from './page-models/auth';

test('a new user signs up, confirms by mailed code, logs in, opens /me and sees the bell rise live', async ({ page, request }) => {
  const user = { firstname: 'Dana', lastname: 'Reyes', email: uniqueEmail('dana'), password: 'Secret123', company: 'Reyes Imports' };

  await fillRegistration(page, user);
  await expect(page).toHaveURL(/\/register-confirm/);

  // A wrong code is refused with the server's message, then the mailed code works.
  await confirmCode(page, '000000');
  await expect(page.getByText(/Invalid code|Code expired/)).toBeVisible();
  const code = await readMailedCode(request, user.email);
  await page.getByLabel('Confirmation code').fill('');
  await confirmCode(page, code);
  await expect(page.getByText('You account has been successfully activated').first()).toBeVisible();
  await expect(page).toHaveURL(/\/register-success$/);

  // Sign out, then come back through the login guard of /me.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await page.goto('/me');
  await expect(page.getByText('Login required. Please Login to access.')).toBeVisible();
  await page.getByRole('link', { name: /login/i }).first().click();
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fme/);
  await login(page, user.email, user.password);
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByText(/Dana/).first()).toBeVisible();
  await expectBellCount(page, 0);

  // The server notifies the user: the bell rises without a reload.
  const admin = await apiLogin(request, 'admin@mtz.test', 'Admin123!');
  const tokens = await apiLogin(request, user.email, user.password);
  const me = await apiMe(request, tokens.accessToken);
  await sendNotification(request, admin.accessToken, me.id, 'Welcome to the network');
  await expectBellCount(page, 1);
  await sendNotification(request, admin.accessToken, me.id, 'Your company profile is live');
  await expectBellCount(page, 2);
  await expect(page.getByTestId('alerts-count')).toHaveText('2');
});

test('a new code from /register-confirm-resend confirms; wrong password shows Invalid login; the company was created from the sign-up form', async ({ page, request }) => {
  const user = { firstname: 'Omar', lastname: 'Haddad', email: uniqueEmail('omar'), password: 'Passw0rdX', company: 'Haddad Metals' };
  await fillRegistration(page, user, 'Manufacturer');
  await expect(page).toHaveURL(/\/register-confirm/);
  // A new code is asked for from /register-confirm-resend (the address comes from the link), then confirmed.
  const first = await readMailedCode(request, user.email);
  await page.goto(`/register-confirm-resend?email=${encodeURIComponent(user.email)}`);
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page).toHaveURL(/\/register-confirm\?email=/);
  await expect.poll(() => readMailedCode(request, user.email)).not.toBe(first);
  await confirmCode(page, await readMailedCode(request, user.email));
  await expect(page).toHaveURL(/\/register-success$/);
  const tokens = await apiLogin(request, user.email, user.password);
  const me = (await apiMe(request, tokens.accessToken)) as unknown as { companyIds: string[] };
  expect(me.companyIds).toHaveLength(1);

  await page.goto('/logout');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await page.goto('/login');
  await login(page, user.email, 'WrongPass1');
  await expect(page.getByText('Invalid login')).toBeVisible();
});

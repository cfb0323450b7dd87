// /me/account in the browser: a member signed in in two browsers renames themself (the top bar shows the new name),
// then changes the password in one: the other browser is signed out at once (sent to sign-in), this one goes on, and
// only the new password signs in.
import { expect, test } from '@playwright/test';
import { login } from './page-models/auth';
import { alert, signIn } from './page-models/billing';
import { namedMember } from './page-models/live';

test('a member renames themself and changes the password: the other session ends, the new password works', async ({ browser, request }) => {
  test.slow();
  const eve = await namedMember(request, 'Eve');
  const first = await browser.newContext();
  const a = await first.newPage();
  await signIn(a, eve.email, eve.password);
  const second = await browser.newContext();
  const b = await second.newPage();
  await signIn(b, eve.email, eve.password);

  await a.getByRole('link', { name: 'Account' }).first().click();
  await expect(a).toHaveURL(/\/me\/account$/);
  const names = a.getByRole('form', { name: 'Name and profile name' });
  await expect(names.getByLabel('First name')).toHaveValue('Eve');
  await names.getByLabel('First name').fill('Evelyn');
  await names.getByLabel('Profile name').fill('Bad Name!');
  await names.getByRole('button', { name: 'Save' }).click();
  await expect(names).toContainText('Profile name may only contain lowercase letters, digits and hyphens');
  await names.getByLabel('Profile name').fill(`evelyn-${eve.lastname.toLowerCase()}`);
  await names.getByRole('button', { name: 'Save' }).click();
  await expect(alert(a, 'Account updated')).toBeVisible();
  await expect(a.getByTestId('user-name')).toHaveText(`Evelyn ${eve.lastname}`);

  const pw = a.getByRole('form', { name: 'Change password' });
  await pw.getByLabel('Current password').fill('Wrong-password-1');
  await pw.getByLabel('New password', { exact: true }).fill('Newpass123');
  await pw.getByLabel('Confirm new password').fill('Newpass123');
  await pw.getByRole('button', { name: 'Change password' }).click();
  await expect(pw).toContainText('Invalid password');
  await pw.getByLabel('Current password').fill(eve.password);
  await pw.getByRole('button', { name: 'Change password' }).click();
  await expect(alert(a, 'Password updated. Your other sessions were signed out.')).toBeVisible();

  // the other browser is signed out at once
  await expect(b).toHaveURL(/\/login/, { timeout: 20_000 });
  // this one goes on: it reads its account again after the change
  await a.reload();
  await expect(a).toHaveURL(/\/me\/account$/);
  await expect(a.getByRole('form', { name: 'Name and profile name' }).getByLabel('First name')).toHaveValue('Evelyn');

  // only the new password signs in
  await b.goto('/login');
  await login(b, eve.email, eve.password);
  await expect(b.getByText('Invalid login').first()).toBeVisible();
  await login(b, eve.email, 'Newpass123');
  await expect(b).toHaveURL(/\/me$/);
  await expect(b.getByTestId('user-name')).toHaveText(`Evelyn ${eve.lastname}`);
  await first.close();
  await second.close();
});

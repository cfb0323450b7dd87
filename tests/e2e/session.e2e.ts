import { expect, test } from '@playwright/test';
import { login } from './page-models/auth';

test('two accounts signed in at once: switch between them without signing in again', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'alice@mtz.test', 'Alice123!');
  await expect(page).toHaveURL(/\/me$/);
  const switcher = page.getByTestId('account-switcher');
  await expect(switcher).toContainText('alice@mtz.test');

  await switcher.click();
  await page.getByRole('menuitem', { name: 'Add another account' }).click();
  await expect(page).toHaveURL(/\/login/);
  await login(page, 'bob@mtz.test', 'Bob12345!');
  await expect(switcher).toContainText('bob@mtz.test');

  await switcher.click();
  await page.getByRole('menuitem', { name: 'alice@mtz.test' }).click();
  await expect(switcher).toContainText('alice@mtz.test');

  // Both logins survive a reload.
  await page.reload();
  await expect(switcher).toContainText('alice@mtz.test');
  await switcher.click();
  await expect(page.getByRole('menuitem', { name: /bob@mtz.test/ })).toBeVisible();
});

test('a site admin is confined to the admin portal', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'admin@mtz.test', 'Admin123!');
  await expect(page).toHaveURL(/\/mtz-admin/);
  await expect(page.getByText('Admin Portal').first()).toBeVisible();
  await page.goto('/me');
  await expect(page).toHaveURL(/\/mtz-admin/);
  await expect(page.getByText('ADMIN can only access admin pages, and the login page')).toBeVisible();
});

test('public pages, header and footer; an unknown path shows the terms page', async ({ page }) => {
  await page.goto('/');
  for (const name of ['About Us', 'Pricing', 'Contact Us', 'Sign In', 'Join Free']) {
    await expect(page.getByRole('link', { name }).first()).toBeVisible();
  }
  await page.getByRole('link', { name: 'Join Free' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { name: 'Terms of Use' })).toBeVisible();
  await page.getByRole('link', { name: 'Privacy' }).last().click();
  await expect(page).toHaveURL(/\/privacy$/);
});

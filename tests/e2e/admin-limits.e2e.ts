// Resource limits in the browser: the site admin opens the section from the navigation, reads each limit with its
// default, changes one and saves; the page (and a reload) shows the new value and the change in the audit log; the
// default is then restored so other tests on the same server keep the default limits.
import { expect, test } from '@playwright/test';
import { alert } from './page-models/billing';
import { login } from './page-models/auth';

const ADMIN = { email: 'admin@mtz.test', password: 'Admin123!' };

test('a site admin changes a resource limit and sees it saved and audited', async ({ page }) => {
  await page.goto('/login');
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/mtz-admin$/);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Resource limits', exact: true }).click();
  await expect(page).toHaveURL(/\/mtz-admin\/resource-limits$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resource limits');
  const images = page.getByRole('spinbutton', { name: 'Images per product' });
  await expect(images).toHaveValue('16');
  await expect(page.getByText('Default 16; at most 100.')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Upload size (MB)' })).toHaveValue('5');
  await expect(page.getByRole('spinbutton', { name: 'Chat attachment size (MB)' })).toHaveValue('10');

  const groups = page.getByRole('spinbutton', { name: 'Groups per user' });
  await groups.fill('999');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(alert(page, 'Resource limits saved')).toBeVisible();
  const log = page.getByRole('region', { name: 'Audit log' });
  await expect(log).toContainText('RESOURCE_LIMITS_CHANGED');
  await expect(log).toContainText('groupsPerUser: 999');
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Groups per user' })).toHaveValue('999');

  await page.getByRole('spinbutton', { name: 'Groups per user' }).fill('-3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(alert(page, 'Groups per user: a whole number from 0 to 100000')).toBeVisible();

  await page.getByRole('button', { name: 'Use defaults' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(alert(page, 'Resource limits saved')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Groups per user' })).toHaveValue('1000');
});

// Syncs in the browser: the syncMirrors cron copied the demo's records at server start, so the seeded site admin is
// in sync. The site admin opens Syncs from the navigation, finds a member's new company and opens it (Re-sync makes
// sure it is copied, whether or not the cron got to it). The owner then changes the description: the record page
// shows that one difference, the list's "Only out of sync" finds it, and Re-sync writes it (a second one changes
// nothing). The cron runs every 60 s: a run falling between the edit and the Re-sync would copy it first.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { alert } from './page-models/billing';
import { login } from './page-models/auth';
import { apiLogin, readMailedCode, uniqueEmail } from './page-models/api';

const ADMIN = { email: 'admin@mtz.test', password: 'Admin123!' };
const PASSWORD = 'Secret123';

/** A confirmed member's new company (through the API: the company pages have their own tests). */
async function newCompany(request: APIRequestContext, name: string): Promise<{ id: string; token: string }> {
  const email = uniqueEmail('syncs');
  const reg = await request.post('/api/v1/company/users', {
    data: { firstname: 'Sam', lastname: 'Sync', email, password: PASSWORD, confirmType: 'CODE', meta: { companyName: 'Sync Co', categoryIds: 'cat-1' } },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const confirmed = await request.post('/api/v1/company/auth', { data: { type: 'CONFIRM_EMAIL_WITH_CODE', data: { email, confirmCode: await readMailedCode(request, email) } } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { accessToken } = await apiLogin(request, email, PASSWORD);
  const co = await request.post('/api/v1/company/companies', { headers: { Authorization: `Bearer ${accessToken}` }, data: { name, categoryIds: ['cat-1'] } });
  expect(co.status(), await co.text()).toBe(201);
  return { id: ((await co.json()) as { id: string }).id, token: accessToken };
}

test('the site admin finds an edited company out of sync and re-syncs it', async ({ page, request }) => {
  test.slow();
  const name = `Drift Works ${Date.now().toString(36)}`;
  const company = await newCompany(request, name);

  await page.goto('/login');
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/mtz-admin$/);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Syncs', exact: true }).click();
  await expect(page).toHaveURL(/\/mtz-admin\/syncs\/users$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Syncs: Users');
  await page.getByRole('textbox', { name: 'Search' }).fill('admin@mtz.test');
  await expect(page.getByRole('row', { name: 'Ada Admin' })).toContainText('In sync');

  await page.getByRole('navigation', { name: 'Synced records' }).getByRole('link', { name: 'Companies' }).click();
  await expect(page).toHaveURL(/\/mtz-admin\/syncs\/companies$/);
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await page.getByRole('row', { name }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/mtz-admin/syncs/companies/${company.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.getByRole('button', { name: 'Re-sync' }).click();
  await expect(page.locator('[data-alert]').filter({ hasText: /Re-synced|Already in sync: nothing to change/ })).toBeVisible();
  await expect(page.getByText('In sync', { exact: true })).toBeVisible();
  const fields = page.getByRole('table', { name: 'Record and mirror' });
  await expect(fields.getByRole('row', { name: 'Description' })).toContainText('Same');

  // the record changes after the mirror's copy: one difference until the next cron run or a Re-sync
  const edit = await request.patch(`/api/v1/company/companies/${company.id}`, { headers: { Authorization: `Bearer ${company.token}` }, data: { description: 'Fresh description' } });
  expect(edit.status(), await edit.text()).toBe(200);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Companies' }).click();
  await expect(page).toHaveURL(/\/mtz-admin\/syncs\/companies$/);
  await page.getByText('Only out of sync').click();
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  const row = page.getByRole('row', { name });
  await expect(row).toContainText('1 difference');
  await expect(row).toContainText('Description');
  await row.getByRole('link', { name }).click();
  await expect(page.getByText('1 difference', { exact: true })).toBeVisible();
  await expect(fields.getByRole('row', { name: 'Description' })).toContainText('Differs');
  await expect(fields.getByRole('row', { name: 'Name', exact: true })).toContainText('Same');
  await page.getByRole('button', { name: 'Re-sync' }).click();
  await expect(alert(page, 'Re-synced')).toBeVisible();
  await expect(page.getByText('In sync', { exact: true })).toBeVisible();
  await expect(fields.getByRole('row', { name: 'Description' })).toContainText('Same');
  await expect(page.getByRole('region', { name: 'Audit log' })).toContainText('RESYNC');
  await page.getByRole('button', { name: 'Re-sync' }).click();
  await expect(alert(page, 'Already in sync: nothing to change')).toBeVisible();

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Companies' }).click();
  await page.getByText('Only out of sync').click();
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await expect(page.getByText('No records found.')).toBeVisible();
});

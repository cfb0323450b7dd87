// Syncs in the browser: a member's new company has never been written to the search index, so it is out of sync;
// the site admin opens Syncs from the navigation, finds it with "Only out of sync", opens it, sees every field
// differ and re-syncs it (a second Re-sync changes nothing). The owner then changes the description: the record
// page shows that one difference until the admin re-syncs again.
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

test('the site admin finds an out-of-sync company and re-syncs it', async ({ page, request }) => {
  test.slow();
  const name = `Drift Works ${Date.now().toString(36)}`;
  const company = await newCompany(request, name);

  await page.goto('/login');
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/mtz-admin$/);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Syncs', exact: true }).click();
  await expect(page).toHaveURL(/\/mtz-admin\/syncs\/users$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Syncs: Users');
  await page.getByRole('navigation', { name: 'Synced records' }).getByRole('link', { name: 'Companies' }).click();
  await expect(page).toHaveURL(/\/mtz-admin\/syncs\/companies$/);
  await page.getByText('Only out of sync').click();
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  const row = page.getByRole('row', { name });
  await expect(row).toContainText('Never synced');
  await expect(row).toContainText('Name, Profile name, Description, Active');
  await row.getByRole('link', { name }).click();

  await expect(page).toHaveURL(new RegExp(`/mtz-admin/syncs/companies/${company.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const fields = page.getByRole('table', { name: 'Record and mirror' });
  await expect(fields.getByRole('row', { name: 'Name', exact: true })).toContainText('Differs');
  await page.getByRole('button', { name: 'Re-sync' }).click();
  await expect(alert(page, 'Re-synced')).toBeVisible();
  await expect(page.getByText('In sync', { exact: true })).toBeVisible();
  await expect(fields.getByRole('row', { name: 'Name', exact: true })).toContainText('Same');
  await expect(page.getByRole('region', { name: 'Audit log' })).toContainText('RESYNC');
  await page.getByRole('button', { name: 'Re-sync' }).click();
  await expect(alert(page, 'Already in sync: nothing to change')).toBeVisible();

  // the record changes behind the mirror's back: one difference until re-synced
  const edit = await request.patch(`/api/v1/company/companies/${company.id}`, { headers: { Authorization: `Bearer ${company.token}` }, data: { description: 'Fresh description' } });
  expect(edit.status(), await edit.text()).toBe(200);
  await page.reload();
  await expect(page.getByText('1 difference', { exact: true })).toBeVisible();
  await expect(fields.getByRole('row', { name: 'Description' })).toContainText('Differs');
  await page.getByRole('button', { name: 'Re-sync' }).click();
  await expect(alert(page, 'Re-synced')).toBeVisible();
  await expect(page.getByText('In sync', { exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Companies' }).click();
  await expect(page).toHaveURL(/\/mtz-admin\/syncs\/companies$/);
  await page.getByText('Only out of sync').click();
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await expect(page.getByText('No records found.')).toBeVisible();
});

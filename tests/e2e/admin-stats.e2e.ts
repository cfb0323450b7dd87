// Admin statistics and the grantee area in the browser: the site admin opens two statistics from the navigation and
// sees their charts, shares one with grantees; a grantee signs in, lands on /grantee, sees that statistic only and
// its chart, and is refused /me and the Admin Portal (sent back to /grantee with the refusal).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { alert } from './page-models/billing';
import { login } from './page-models/auth';
import { apiLogin, readMailedCode, uniqueEmail } from './page-models/api';

const ADMIN = { email: 'admin@mtz.test', password: 'Admin123!' };
const PASSWORD = 'Secret123';

/** A confirmed member made a grantee by the site admin (through the API: the users page has its own test). */
async function newGrantee(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('grantee');
  const reg = await request.post('/api/v1/company/users', {
    data: { firstname: 'Gina', lastname: 'Grantee', email, password: PASSWORD, confirmType: 'CODE', meta: { companyName: 'Grant Co', categoryIds: 'cat-1' } },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const { id } = (await reg.json()) as { id: string };
  const confirmed = await request.post('/api/v1/company/auth', { data: { type: 'CONFIRM_EMAIL_WITH_CODE', data: { email, confirmCode: await readMailedCode(request, email) } } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const flag = await request.patch(`/api/v1/company/admin/users/${id}`, { headers: { Authorization: `Bearer ${admin.accessToken}` }, data: { grantee: true } });
  expect(flag.status(), await flag.text()).toBe(200);
  return email;
}

test('the admin reads and shares statistics; a grantee sees the shared one and nothing else', async ({ page, browser, request }) => {
  test.slow();
  const granteeEmail = await newGrantee(request);

  await page.goto('/login');
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/mtz-admin$/);
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await nav.getByRole('link', { name: 'Statistics', exact: true }).click();
  await expect(page).toHaveURL(/\/mtz-admin\/stats$/);
  await page.getByRole('link', { name: 'Sign-ups', exact: true }).click();
  await expect(page).toHaveURL(/\/mtz-admin\/stats\/sign-ups$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign-ups');
  const signUps = page.getByRole('region', { name: 'Sign-ups' });
  await expect(signUps.locator('svg').first()).toBeVisible(); // the grantee registered today: at least one point
  await expect(page.getByTestId('stat-total')).toContainText(/Total in range: [1-9]/);
  await signUps.getByLabel('Chart type').selectOption('Bar');
  await expect(signUps.locator('svg').first()).toBeVisible();

  await nav.getByRole('link', { name: 'Statistics', exact: true }).click();
  await page.getByRole('link', { name: 'Payment gateway subscriptions', exact: true }).click();
  await expect(page).toHaveURL(/\/mtz-admin\/stats\/stripe-subscriptions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment gateway subscriptions');
  const subs = page.getByRole('region', { name: 'Payment gateway subscriptions' });
  await subs.getByLabel('Start date').fill('2001-01-01');
  await subs.getByLabel('End date').fill('2001-01-31');
  await subs.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(subs.getByText('No Data found')).toBeVisible();

  await page.goto('/mtz-admin/stats/sign-ups');
  const share = page.getByRole('checkbox', { name: 'Share Sign-ups with grantees' });
  await expect(share).toBeEnabled();
  if (!(await share.isChecked())) {
    await page.getByText('Share Sign-ups with grantees').click();
    await expect(alert(page, 'Sign-ups is shared with grantees')).toBeVisible();
  }
  await expect(share).toBeChecked();

  const ctx = await browser.newContext();
  const g = await ctx.newPage();
  await g.goto('/login');
  await login(g, granteeEmail, PASSWORD);
  await expect(g).toHaveURL(/\/grantee$/);
  await expect(g.getByRole('heading', { level: 1 })).toHaveText('Statistics');
  const items = g.getByTestId('grantee-stat');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('Sign-ups');
  await items.getByRole('link', { name: 'Sign-ups' }).click();
  await expect(g).toHaveURL(/\/grantee\/sign-ups$/);
  await expect(g.getByRole('region', { name: 'Sign-ups' }).locator('svg').first()).toBeVisible();
  await expect(g.getByRole('checkbox')).toHaveCount(0);

  await g.goto('/me');
  await expect(alert(g, 'GRANTEE can only access the grantee pages, and the login page')).toBeVisible();
  await expect(g).toHaveURL(/\/grantee$/);
  await g.goto('/mtz-admin/stats/sign-ups');
  await expect(g).toHaveURL(/\/grantee$/);
  await ctx.close();

  // leave the sharing as the demo has it
  await page.getByText('Share Sign-ups with grantees').click();
  await expect(alert(page, 'Sign-ups is no longer shared with grantees')).toBeVisible();
});

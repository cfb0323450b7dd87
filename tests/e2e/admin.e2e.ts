// The admin portal in the browser: a site admin signs in, lands on the portal (counts, navigation, breadcrumbs),
// finds a member who is signed in in another browser and deactivates them: that member's session ends at once
// (their page is sent to sign-in). The admin then reads the change in the user's audit log.
import { expect, test } from '@playwright/test';
import { alert, signIn } from './page-models/billing';
import { login } from './page-models/auth';
import { API, namedMember } from './page-models/live';

const ADMIN = { email: 'admin@mtz.test', password: 'Admin123!' };

test('a site admin deactivates a signed-in member from /mtz-admin/users and that session ends', async ({ browser, request }) => {
  test.slow();
  const dora = await namedMember(request, 'Dora');

  const memberContext = await browser.newContext();
  const m = await memberContext.newPage();
  await signIn(m, dora.email, dora.password);

  const adminContext = await browser.newContext();
  const a = await adminContext.newPage();
  await a.goto('/login');
  await login(a, ADMIN.email, ADMIN.password);
  await expect(a).toHaveURL(/\/mtz-admin$/);
  await expect(a.getByText('Admin Portal').first()).toBeVisible();
  await expect(a.getByTestId('count-users')).toHaveText(/^\d+$/);
  await expect(a.getByText(/still to come|arrive with/)).toHaveCount(0);

  const nav = a.getByRole('navigation', { name: 'Admin sections' });
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(a).toHaveURL(/\/mtz-admin\/users$/);
  await expect(a.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Admin Portal>Users');
  await a.getByLabel('Search by name or e-mail').fill(dora.email);
  const row = a.getByRole('row', { name: dora.email });
  await expect(row).toHaveCount(1);
  await expect(a.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Free');

  await row.getByRole('button', { name: `Deactivate ${dora.email}` }).click();
  await expect(a.getByRole('alertdialog')).toContainText(`Deactivate the account of ${dora.name}?`);
  await a.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(alert(a, `${dora.name} deactivated`)).toBeVisible();
  await expect(row).toContainText('Deactivated');
  await expect(row.getByRole('button', { name: `Reactivate ${dora.email}` })).toBeVisible();

  // the member's open session ends: their page is sent to sign in
  await expect(m).toHaveURL(/\/login/, { timeout: 20_000 });
  await m.goto('/me');
  await expect(m.getByText('Login required. Please Login to access.')).toBeVisible();

  // the record's page shows who did it, when, before and after
  await row.getByRole('link', { name: dora.name }).click();
  await expect(a).toHaveURL(/\/mtz-admin\/users\/.+/);
  const log = a.getByRole('region', { name: 'Audit log' });
  await expect(log).toContainText('USER_UPDATED');
  await expect(log).toContainText('Ada Admin');
  await expect(log).toContainText('deactivated: false');
  await expect(log).toContainText('deactivated: true');
  await memberContext.close();
  await adminContext.close();
});

test('a site admin opens every section from the navigation and reads the health check', async ({ page }) => {
  await page.goto('/login');
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/mtz-admin$/);
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  const sections = [
    ['Users', '/mtz-admin/users', 'Users'], ['Companies', '/mtz-admin/companies', 'Companies'], ['Products', '/mtz-admin/products', 'Products'],
    ['Company groups', '/mtz-admin/company-groups', 'Company groups'], ['Reported contents', '/mtz-admin/reported-contents', 'Reported contents'],
    ['Exceptions', '/mtz-admin/exceptions', 'Exceptions'], ['Health check', '/mtz-admin/health-check', 'Health check'],
    ['Syncs', '/mtz-admin/syncs/users', 'Syncs: Users'], ['Home', '/mtz-admin', 'Welcome, Ada'],
  ] as const;
  for (const [name, path, heading] of sections) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await page.getByRole('link', { name: 'Health check' }).first().click();
  const components = page.getByRole('table', { name: 'Components' });
  await expect(components.getByRole('row', { name: 'Database' })).toContainText(/Greenreachable, \d+ ms/);
  for (const name of ['Event log size', 'Newest event not yet pushed', 'Open sockets', 'Mail outbox waiting', 'Mail outbox failed', 'Cron: billing', 'Cron: sponsors', 'Uploads disk use']) {
    await expect(components.getByRole('row', { name })).toBeVisible();
  }
  // this admin's own page holds a socket
  await expect(components.getByRole('row', { name: 'Open sockets' })).toContainText(/[1-9]\d* sockets of [1-9]\d* users/);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText(/Checked .+\./)).toBeVisible();
  // each job of the job queue: schedule, last run, next run, failures
  const jobs = page.getByRole('table', { name: 'Jobs' });
  for (const name of ['billing', 'sponsors', 'crmCampaigns', 'syncMirrors', 'ads', 'sitemap', 'tagAlertDigest']) {
    await expect(jobs.getByRole('row', { name, exact: true })).toBeVisible();
  }
  await expect(jobs.getByRole('row', { name: 'sitemap', exact: true })).toContainText('0 * * * *');
  // the sync mirrors ran when the server started (a kick of the job queue)
  await expect(jobs.getByRole('row', { name: 'syncMirrors', exact: true })).toContainText(/Succeeded.+None$/);
});

test('a site admin hides a reported group post: the reporter and a visitor lose it, its owner is notified', async ({ browser, request }) => {
  test.slow();
  const owner = await namedMember(request, 'Olga');
  const reporter = await namedMember(request, 'Rita');
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const group = await request.post(`${API}/company-groups`, { data: { name: `Watch Traders ${owner.lastname}` }, headers: auth(owner.accessToken) });
  expect(group.status(), await group.text()).toBe(201);
  const { id: groupId, profileName } = (await group.json()) as { id: string; profileName: string };
  const text = `Cheap watches by ${owner.lastname}`;
  const post = await request.post(`${API}/company-group-posts`, { data: { companyGroupId: groupId, content: `<p>${text}</p>` }, headers: auth(owner.accessToken) });
  expect(post.status(), await post.text()).toBe(201);
  const postId = ((await post.json()) as { id: string }).id;
  const filed = await request.post(`${API}/company-group-post-searches/${postId}/reports`, { data: { reason: 'OTHER_SITE_VIOLATION', description: 'Counterfeit goods' }, headers: auth(reporter.accessToken) });
  expect(filed.status(), await filed.text()).toBe(201);

  const reporterPage = await (await browser.newContext()).newPage();
  await signIn(reporterPage, reporter.email, reporter.password);
  await reporterPage.goto(`/groups/${profileName}`);
  await expect(reporterPage.getByText(text)).toBeVisible();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/groups/${profileName}`);
  await expect(visitor.getByText(text)).toBeVisible();

  const a = await (await browser.newContext()).newPage();
  await a.goto('/login');
  await login(a, ADMIN.email, ADMIN.password);
  await a.getByRole('link', { name: 'Open reports' }).click();
  await expect(a).toHaveURL(/\/mtz-admin\/reported-contents$/);
  const row = a.getByRole('row', { name: `Report on ${text}` });
  await expect(row).toContainText('Counterfeit goods');
  await expect(row).toContainText('Rita');
  await row.getByRole('button', { name: 'Hide content' }).click();
  await a.getByRole('alertdialog').getByRole('button', { name: 'Hide content' }).click();
  await expect(alert(a, 'Content hidden')).toBeVisible();
  await expect(row).toHaveCount(0); // the open queue no longer holds it
  await a.getByLabel('Status').selectOption('decided');
  await expect(a.getByRole('row', { name: `Report on ${text}` })).toContainText('Content hidden by Ada Admin');

  await expect(reporterPage.getByText(text)).toHaveCount(0);
  await expect(visitor.getByText(text)).toHaveCount(0, { timeout: 25_000 });
  const ownerPage = await (await browser.newContext()).newPage();
  await signIn(ownerPage, owner.email, owner.password);
  await ownerPage.goto('/me/notifications');
  await expect(ownerPage.getByText(`Your group post '${text}' was hidden by the MTZ team`)).toBeVisible();
});

test('a site admin deactivates a company from /mtz-admin/companies: the owner is notified, the company page shows the audit', async ({ browser, request }) => {
  test.slow();
  const owner = await namedMember(request, 'Cora');
  const name = `Cora Exports ${owner.lastname}`;
  const made = await request.post(`${API}/companies`, { data: { name, categoryIds: ['cat-1'] }, headers: { Authorization: `Bearer ${owner.accessToken}` } });
  expect(made.status(), await made.text()).toBe(201);

  const a = await (await browser.newContext()).newPage();
  await a.goto('/login');
  await login(a, ADMIN.email, ADMIN.password);
  await a.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Companies', exact: true }).click();
  await a.getByLabel('Search').fill(owner.email);
  const row = a.getByRole('row', { name });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  await a.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(alert(a, `${name} deactivated`)).toBeVisible();
  await expect(row).toContainText('Deactivated');
  await row.getByRole('link', { name }).click();
  await expect(a.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Admin Portal>Companies>${name}`);
  await expect(a.getByRole('region', { name: 'Audit log' })).toContainText('COMPANY_DEACTIVATED');

  const o = await (await browser.newContext()).newPage();
  await signIn(o, owner.email, owner.password);
  await o.goto('/me/notifications');
  await expect(o.getByText(`Your company '${name}' was hidden by the MTZ team: an admin deactivated it`)).toBeVisible();
});

test("an uncaught error in a visitor's page reaches /mtz-admin/exceptions, without the token it carried", async ({ browser }) => {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/about');
  const tag = `e2e-boom-${Date.now()}`;
  await visitor.evaluate((t) => { setTimeout(() => { throw new Error(`${t} while sending Bearer sekrit-token-value`); }); }, tag);

  const a = await (await browser.newContext()).newPage();
  await a.goto('/login');
  await login(a, ADMIN.email, ADMIN.password);
  await a.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Exceptions' }).click();
  await a.getByLabel('Search messages and places').fill(tag);
  const item = a.getByRole('list', { name: 'Errors' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Client');
  await expect(item).toContainText('1 times');
  await expect(item).toContainText('Bearer [redacted]');
  await expect(item).not.toContainText('sekrit-token-value');
});

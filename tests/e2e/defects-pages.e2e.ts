// Issue 31, points 2, 3, 4 and 6, walked as a person would: ##elementId## on any page, a finished introduction that
// the chat no longer sends one back to, the directory's sections as addresses of their own, and the owner's
// /me/company telling that an admin deactivated the company.
import { expect, test } from '@playwright/test';
import { freshMember, signIn } from './page-models/billing';
import { apiLogin } from './page-models/api';
import { API, bearer, namedMember } from './page-models/live';

const ADMIN = { email: 'admin@mtz.test', password: 'Admin123!' };

test('##elementId## on a page that is not a group page scrolls to the element and highlights it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 420 });
  await page.goto('/about##investor-relations##');
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Investor Relations' }) });
  await expect(section).toHaveAttribute('data-highlighted', 'true');
  await expect(section).toBeInViewport();
  // the highlight goes after a while; the element stays where the reader was taken
  await expect(section).not.toHaveAttribute('data-highlighted', 'true', { timeout: 6_000 });
});

test('a member who finished the introduction is not sent back to it by the chat', async ({ page, request }) => {
  const member = await freshMember(request, 'intro');
  await signIn(page, member.email, member.password);
  await page.goto('/me/intro?step=4');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Your introduction is complete. Welcome to the network!')).toBeVisible();

  // opening the sign-up's end and the introduction again, as a member may from a bookmark or the sidebar
  await page.goto('/register-success');
  await expect(page.getByText('You account has been successfully activated.', { exact: false })).toBeVisible();
  await page.goto('/me/intro');
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Your profile' })).toBeVisible();

  for (const path of ['/chat', '/chat/no-such-room']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Chat Rooms' })).toBeVisible();
    await page.waitForTimeout(1500); // the chat's check runs once the session is known: give it time to (not) leave
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test('the directory sections are addresses: linked, clicked, reloaded; another /directory/... is the terms page', async ({ page }) => {
  const sections = page.getByRole('navigation', { name: 'Directory sections' });
  await page.goto('/directory/groups');
  await expect(page.getByRole('heading', { name: 'Directory', level: 1 })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Groups' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Northern Traders' }).first()).toBeVisible();

  await sections.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/directory\/products$/);
  await expect(page.getByRole('link', { name: 'Stainless steel hex bolts M8' })).toBeVisible();
  await page.reload();
  await expect(sections.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Stainless steel hex bolts M8' })).toBeVisible();

  await sections.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/directory\/events$/);
  await expect(page.getByRole('link', { name: 'Baltic Trade Fair' }).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/directory\/products$/);
  await expect(sections.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/directory/companies');
  await expect(sections.getByRole('link', { name: 'Companies' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Acme Trading' }).first()).toBeVisible();

  await page.goto('/directory/nothing-here');
  await expect(page.getByRole('navigation', { name: 'Directory sections' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Terms/ }).first()).toBeVisible();
});

test("the owner's /me/company shows that an admin deactivated the company", async ({ page, request }) => {
  const owner = await namedMember(request, 'Olga');
  const name = `Olga Exports ${owner.lastname}`;
  const made = await request.post(`${API}/companies`, { data: { name, categoryIds: ['cat-1'] }, headers: bearer(owner.accessToken) });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };

  await signIn(page, owner.email, owner.password);
  await page.goto('/me/company');
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Company deactivated' })).toHaveCount(0);

  // meanwhile a site admin deactivates it from the admin portal
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const off = await request.patch(`${API}/admin/companies/${id}`, { headers: bearer(admin.accessToken), data: { deactivated: true } });
  expect(off.status(), await off.text()).toBe(200);

  await page.reload();
  const notice = page.getByRole('status', { name: 'Company deactivated' });
  await expect(notice).toContainText('An admin deactivated this company');
  await expect(notice).toContainText('The MTZ team has hidden it from search and from other members.');
  await expect(notice.getByRole('link', { name: 'Contact us' })).toBeVisible();
});

test("point 7: an event address of an unknown group says 'Invalid group!'", async ({ page }) => {
  await page.goto('/groups/no-such-group/events/x');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid group!' })).toHaveText('Invalid group!');
  await page.goto('/groups/northern-traders/events/no-such-event');
  await expect(page.getByRole('alert').filter({ hasText: 'Event not found' })).toHaveText('Event not found');
});

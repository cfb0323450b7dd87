// Status changes are announced (issue: accessibility): the app's one polite live region speaks what a click
// changed: Follow and Unfollow on a profile, Join and Leave on a group, and a saved form. The region's text is
// what a screen reader reads; a success toast is inside it and is not an interrupting alert.
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, apiMe } from './page-models/api';
import { newMemberViaApi, openGroup, signIn, tick } from './page-models/groups';

const ALICE = { email: 'alice@mtz.test', password: 'Alice123!' };
const announcer = (page: Page) => page.locator('[data-live-announcer]');

test('Follow, Unfollow, Join, Leave and a save are spoken by the polite live region', async ({ page, request }) => {
  test.slow();
  const tokens = await apiLogin(request, ALICE.email, ALICE.password);
  const me = (await apiMe(request, tokens.accessToken)) as unknown as { companyIds: string[] };
  const company = (await (await request.get(`/api/v1/company/companies/${me.companyIds[0]}`)).json()) as { profileName: string; name: string };
  const member = await newMemberViaApi(request, 'announce');
  await signIn(page, member.email, member.password);
  await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');

  await page.goto(`/profile/${company.profileName}`);
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  await expect(announcer(page)).toContainText(`You follow ${company.name}`);
  await page.getByRole('button', { name: 'Following' }).click();
  await expect(announcer(page)).toContainText(`You no longer follow ${company.name}`);

  await openGroup(page, 'hanseatic-makers');
  await page.getByRole('button', { name: 'Join group' }).click();
  await expect(announcer(page)).toContainText('You joined Hanseatic Makers');
  // the group asks a new member for their categories first; the announcement is heard while the prompt is open
  const prompt = page.getByRole('dialog', { name: 'Choose your categories in this group' });
  await tick(page, 'Metalwork');
  await prompt.getByRole('button', { name: 'Save categories' }).click();
  await expect(prompt).toBeHidden();
  await page.getByRole('button', { name: 'Leave group' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave group' });
  await expect(ask).toContainText('Leave this group?');
  await ask.getByRole('button', { name: 'Leave group' }).click();
  await expect(announcer(page)).toContainText('You left Hanseatic Makers');

  await page.goto('/me/account');
  await page.getByLabel('Last name').fill('Announced');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(announcer(page)).toContainText('Account updated');
  // polite: the saved toast is part of the region, not an alert that interrupts
  await expect(page.getByRole('alert').filter({ hasText: 'Account updated' })).toHaveCount(0);
});

// The personal area of a newcomer: sign-up without a company, /me/company and /me/network before anything, the
// introduction walked, left half-way for the chat and resumed at the same step (spec 2: ?step=&leftover=true),
// finished; the get-started checklist fills when a product and a logo are added; the new company shows in its hub.
import { expect, test, type Page } from '@playwright/test';
import { readMailedCode, uniqueEmail } from './page-models/api';
import { confirmCode, fillRegistration, type NewUser } from './page-models/auth';
import { signIn } from './page-models/groups';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAFklEQVR42mP8z8DAwMDAxMDAwMDAAAAhBQEBkDbr2QAAAABJRU5ErkJggg==', 'base64');

const stepHeading = (page: Page, n: number, title: string) => page.getByRole('heading', { name: `Step ${n} of 4: ${title}` });
const count = (page: Page, label: string) => page.getByTestId(`count-${label.toLowerCase()}`);
const storedStep = (page: Page) => page.evaluate(() => localStorage.getItem('MTZ_INTRO_STEP'));

async function signUpWithoutCompany(page: Page, request: Parameters<typeof readMailedCode>[0], u: NewUser) {
  await fillRegistration(page, u, 'Professional');
  await expect(page).toHaveURL(/\/register-confirm/);
  await confirmCode(page, await readMailedCode(request, u.email));
  await expect(page).toHaveURL(/\/register-success$/);
}

test('a newcomer walks the intro, leaves it for the chat, is sent back to the same step, finishes; the checklist and hubs follow', async ({ page, request }) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const user = { firstname: 'Nadia', lastname: 'Okafor', email: uniqueEmail('nadia'), password: 'Secret123', company: null };
  await signUpWithoutCompany(page, request, user);
  // the intro is owed from the first minute: the chat would send the newcomer to step 1
  await expect.poll(() => storedStep(page)).toBe('1');

  // no company yet: the hub says so and offers to create one
  await page.goto('/me/company');
  await expect(page.getByText("You don't have any company...")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a company' })).toHaveAttribute('href', '/me/company?create=true');
  // the network overview counts nothing yet
  await page.getByRole('navigation', { name: 'Personal area' }).getByRole('link', { name: 'Network' }).click();
  await expect(page).toHaveURL(/\/me\/network$/);
  for (const label of ['Connections', 'Followers', 'Followings', 'Groups']) await expect(count(page, label)).toHaveText('0');

  // step 1: the profile, saved
  await page.getByRole('navigation', { name: 'Personal area' }).getByRole('link', { name: 'Introduction' }).click();
  await expect(stepHeading(page, 1, 'Your profile')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Nadia');
  await page.getByLabel('Last name').fill('Okafor-Reyes');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(stepHeading(page, 2, 'Your company')).toBeVisible();
  await expect(page).toHaveURL(/\/me\/intro\?step=2$/);
  expect(await storedStep(page)).toBe('2');

  // half-way, the newcomer opens the chat and is sent back to the step they left
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/me\/intro\?step=2&leftover=true$/);
  await expect(page.getByRole('note')).toHaveText('You have not finished your introduction yet: pick up where you left off.');
  await expect(stepHeading(page, 2, 'Your company')).toBeVisible();

  // step 2: a company without a name is refused, then created
  const company = `Okafor Trading ${stamp}`;
  await page.getByRole('button', { name: 'Create and continue' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await page.getByLabel('Company Name').fill(company);
  await page.getByRole('button', { name: 'Create and continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select at least one business type.' })).toBeVisible();
  await page.getByLabel('Business type').selectOption('Wholesaler');
  await page.getByRole('button', { name: 'Create and continue' }).click();
  await expect(stepHeading(page, 3, 'Your interests')).toBeVisible();

  // step 3: follow a suggested company
  const suggested = page.getByRole('list', { name: 'Suggested companies' }).getByRole('listitem').first();
  const followed = (await suggested.getByRole('link').textContent())?.trim() ?? '';
  await suggested.getByRole('button', { name: 'Follow' }).click();
  await expect(suggested.getByRole('button', { name: 'Following' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // step 4: join an open group, then finish
  await expect(stepHeading(page, 4, 'First connections and groups')).toBeVisible();
  const openGroup = page.getByRole('list', { name: 'Suggested groups' }).getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Join / }).filter({ hasText: 'Join group' }) }).first();
  const groupName = (await openGroup.getByRole('link').textContent())?.trim() ?? '';
  const joined = page.getByRole('list', { name: 'Suggested groups' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: groupName, exact: true }) });
  await joined.getByRole('button', { name: `Join ${groupName}` }).click();
  await expect(joined.getByText('Member')).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Your introduction is complete. Welcome to the network!')).toBeVisible();
  expect(await storedStep(page)).toBeNull();
  // finished: the chat opens as itself
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Chat Rooms' })).toBeVisible();
  await expect(page).toHaveURL(/\/chat$/);

  // the network overview counts the follow and the group, and lists the follow among the recent changes
  await page.goto('/me/network');
  await expect(count(page, 'Followings')).toHaveText('1');
  await expect(count(page, 'Groups')).toHaveText('1');
  await expect(page.getByRole('list', { name: 'Recent changes' })).toContainText(`You followed ${followed}`);

  // the checklist: the group is done, the product not yet; adding a product ticks it and moves the progress
  await page.goto('/me/get-started');
  const checklist = page.getByRole('list', { name: 'Checklist' });
  const product = checklist.getByRole('listitem').filter({ hasText: 'List your first product or service' });
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Join your first group' })).toHaveAttribute('data-done', 'true');
  await expect(product).toHaveAttribute('data-done', 'false');
  const before = Number((await page.getByText(/^\d of 6 done$/).textContent())?.split(' ')[0]);
  await expect(page.getByRole('progressbar', { name: `${before} of 6 done` })).toBeVisible();
  await product.getByRole('link', { name: 'Add a product' }).click();
  await expect(page).toHaveURL(/\/me\/products\/add$/);
  const form = page.getByRole('form', { name: 'Add a product' });
  await form.getByLabel('Name').fill(`Steel bolts ${stamp}`);
  await form.getByLabel('SKU').fill(`BOLT-${stamp}`);
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText(`Product 'Steel bolts ${stamp}' added`)).toBeVisible();
  await page.goto('/me/get-started');
  await expect(product).toHaveAttribute('data-done', 'true');
  await expect(page.getByText(`${before + 1} of 6 done`)).toBeVisible();

  // the logo: the checklist sends the owner to the company page, where the logo editor saves one; it is ticked
  const logo = checklist.getByRole('listitem').filter({ hasText: /logo/i });
  await expect(logo).toHaveAttribute('data-done', 'false');
  await logo.getByRole('link', { name: 'Open your company page' }).click();
  await page.getByRole('button', { name: 'Edit logo' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit logo' });
  await editor.getByLabel('Logo image', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Logo saved')).toBeVisible();
  await page.goto('/me/get-started');
  await expect(logo).toHaveAttribute('data-done', 'true');
  await expect(page.getByText(`${before + 2} of 6 done`)).toBeVisible();

  // the company hub now shows the new company with its product
  await page.goto('/me/company');
  await expect(page.getByRole('heading', { name: company })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Products' })).toContainText('1');
  await expect(page.getByText(/^Profile \d+% complete$/)).toBeVisible();
});

test('an owner: the group stats overview links its three stats pages, the company hub, the v2 intro and the products and RFQ sub-pages', async ({ page }) => {
  await signIn(page, 'alice@mtz.test', 'Alice123!');
  await page.goto('/groups/northern-traders/stats');
  for (const title of ['Sponsor stats', 'Member keyword search stats', 'Member stats']) {
    await expect(page.getByRole('region', { name: title })).toContainText(/\d+/);
  }
  await page.getByRole('region', { name: 'Member stats' }).getByRole('link', { name: 'See member stats' }).click();
  await expect(page).toHaveURL(/\/groups\/northern-traders\/stats\/cg-member-stats$/);
  await expect(page.getByTestId('stats-chart')).toBeVisible();
  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('region', { name: 'Sponsor stats' })).toBeVisible();

  await page.goto('/me/company');
  await expect(page.getByRole('heading', { name: 'Acme Trading' })).toBeVisible();
  for (const tile of ['Members', 'Invites', 'Products', 'Menus', 'Files', 'Followers']) await expect(page.getByRole('region', { name: tile })).toContainText(/\d+/);
  await expect(page.getByRole('link', { name: 'Open the CRM' })).toHaveAttribute('href', '/me/crm');

  // the newer layout of the intro, opened at a step by its link; Back moves the step in the address
  await page.goto('/me/v2/intro?step=3');
  await expect(stepHeading(page, 3, 'Your interests')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Introduction progress' })).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(stepHeading(page, 2, 'Your company')).toBeVisible();
  await expect(page).toHaveURL(/\/me\/v2\/intro\?step=2$/);
  await expect(page.getByText('Your company Acme Trading is on the network.')).toBeVisible();

  await page.goto('/me/products/list');
  await expect(page.getByRole('heading', { name: 'Product list' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'My products' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add a product' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Products views' }).getByRole('link', { name: 'Images' }).click();
  await expect(page).toHaveURL(/\/me\/products\/uploads$/);
  await expect(page.getByRole('button', { name: /^Images of / }).first()).toBeVisible();
  await page.goto('/me/rfqs/add');
  await expect(page.getByRole('heading', { name: 'Add an RFQ' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add an RFQ' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'My RFQs' })).toHaveCount(0);
});

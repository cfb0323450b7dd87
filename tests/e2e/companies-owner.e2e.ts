// The company owner in the browser: edits company info (?selectedDialog=COMPANY_INFO) and the banner (upload,
// scale, rotate, save, seen on the profile), invites a member by email (spec messages), the invitee accepts,
// the owner removes the member; then the top-bar search dropdown opens a company.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin } from './page-models/api';
import { freshMember, signIn } from './page-models/billing';
import { alertWith } from './page-models/companies';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAFklEQVR42mP8z8DAwMDAxMDAwMDAAAAhBQEBkDbr2QAAAABJRU5ErkJggg==', 'base64');

async function ownerWithCompany(request: APIRequestContext) {
  const m = await freshMember(request, 'owner-e2e');
  const { accessToken } = await apiLogin(request, m.email, m.password);
  const res = await request.post('/api/v1/company/companies', { headers: { Authorization: `Bearer ${accessToken}` }, data: { name: 'Owner Works', categoryIds: ['cat-1'] } });
  expect(res.status(), await res.text()).toBe(201);
  const company = (await res.json()) as { id: string; profileName: string };
  return { ...m, ...company };
}

test('the owner edits info and banner, invites a member by email and removes them; the search dropdown opens a company', async ({ page, request }) => {
  const owner = await ownerWithCompany(request);
  const invitee = await freshMember(request, 'invitee-e2e');
  const name = `Owner Works ${Date.now() % 100000}`;
  await signIn(page, owner.email, owner.password);

  // company info, opened by the query
  await page.goto(`/profile/${owner.profileName}?selectedDialog=COMPANY_INFO`);
  const info = page.getByRole('dialog', { name: 'Edit company info' });
  await info.getByLabel('Company name').fill(name);
  await info.getByLabel('Website', { exact: true }).fill('not a site');
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(info.getByRole('alert')).toContainText('Please enter valid website');
  await info.getByLabel('Website', { exact: true }).fill('https://owner-works.example');
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(info).toBeHidden();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('company-detail-card')).toContainText('https://owner-works.example');

  // banner: upload, scale, rotate, save
  await page.getByRole('button', { name: 'Edit banner' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit banner' });
  await editor.getByLabel('Banner image', { exact: true }).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor.getByRole('img', { name: 'New banner image, as it will be saved', exact: true })).toBeVisible();
  await expect(editor.getByRole('img', { name: 'Banner image preview' })).toBeVisible();
  const scale = editor.getByLabel(/^Scale/);
  await scale.focus();
  for (let i = 0; i < 5; i++) await scale.press('ArrowRight');
  await expect(editor.getByText('Scale: 1.5')).toBeVisible();
  const rotate = editor.getByLabel(/^Rotate/);
  await rotate.focus();
  for (let i = 0; i < 10; i++) await rotate.press('ArrowLeft');
  await expect(editor.getByText('Rotate: -10°')).toBeVisible();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(alertWith(page, 'Banner saved')).toBeVisible();
  const banner = page.getByRole('img', { name: `${name} banner` });
  await expect(banner).toHaveAttribute('src', /\/api\/v1\/company\/company-media\//);
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);

  // invite by email (spec messages), Manage Invites
  await page.getByRole('link', { name: 'Members (1)' }).click();
  await page.getByRole('button', { name: 'Invite members' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite members' });
  await invite.getByRole('button', { name: 'Send invites' }).click();
  await expect(invite.getByRole('alert')).toHaveText('Please select at least one email');
  await invite.getByLabel('Email', { exact: true }).fill('nope');
  await invite.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(invite.getByRole('alert')).toHaveText('Please enter valid email');
  await invite.getByLabel('Email', { exact: true }).fill(invitee.email);
  await invite.getByRole('button', { name: 'Add', exact: true }).click();
  await invite.getByLabel('Email', { exact: true }).fill(invitee.email.toUpperCase());
  await invite.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(invite.getByRole('alert')).toHaveText('Email already selected');
  await invite.getByRole('button', { name: 'Send invites' }).click();
  await expect(alertWith(page, 'Invites sent')).toBeVisible();
  await page.getByRole('link', { name: 'Manage Invites' }).click();
  await expect(page.getByRole('list', { name: 'Invites' })).toContainText(invitee.email.toLowerCase());

  // the invitee accepts (another person, through the API)
  const { accessToken } = await apiLogin(request, invitee.email, invitee.password);
  const auth = { Authorization: `Bearer ${accessToken}` };
  const mine = await (await request.get('/api/v1/company/member-invites/mine', { headers: auth })).json() as { id: string }[];
  expect((await request.patch(`/api/v1/company/member-invites/${mine[0].id}/accept`, { headers: auth })).status()).toBe(200);

  // the owner removes the member; the owner is labelled (admin) and has no Remove button
  await page.goto(`/profile/${owner.profileName}/members`);
  const list = page.getByRole('list', { name: 'Members' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('(admin)');
  await expect(list.getByRole('listitem').first().getByRole('button')).toHaveCount(0);
  await list.getByRole('button', { name: 'Remove Bea Buyer' }).click();
  await page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'OK' }).click();
  await expect(alertWith(page, 'Member removed')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Members (1)' })).toBeVisible();

  // the top-bar search dropdown
  const search = page.getByRole('banner').getByLabel('Search', { exact: true });
  await search.fill('nordic');
  await page.getByRole('listbox', { name: 'Search results' }).getByRole('option', { name: 'Nordic Timber Supply' }).click();
  await expect(page.getByRole('heading', { name: 'Nordic Timber Supply', level: 1 })).toBeVisible();
});

test('the owner writes a company post; a visitor opens it at /posts/{id}, and not once it is deactivated', async ({ page, request, browser }) => {
  const owner = await ownerWithCompany(request);
  await signIn(page, owner.email, owner.password);
  await page.goto(`/profile/${owner.profileName}/posts`);
  await expect(page.getByText('No posts yet.')).toBeVisible();
  await page.getByLabel('Post title').fill('Spring catalogue');
  await page.getByRole('textbox', { name: 'New post' }).fill('Our new timber range is in stock.');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(alertWith(page, 'Post created successfully')).toBeVisible();
  const post = page.getByRole('article', { name: 'Spring catalogue' });
  await expect(post).toContainText('Our new timber range is in stock.');
  await post.getByRole('link', { name: 'Spring catalogue' }).click();
  await expect(page).toHaveURL(/\/posts\/[\w-]+$/);
  const postUrl = new URL(page.url()).pathname;

  // a visitor (not signed in) reads it, with the company link
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(postUrl);
  await expect(visitor.getByRole('heading', { name: 'Spring catalogue', level: 1 })).toBeVisible();
  await expect(visitor.getByText('Our new timber range is in stock.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Owner Works' })).toHaveAttribute('href', `/profile/${owner.profileName}/posts`);

  // the owner deactivates it (confirmed): the visitor no longer sees it
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'OK' }).click();
  await expect(alertWith(page, 'Post deactivated')).toBeVisible();
  await expect(page.getByText('Deactivated', { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText('Post not found')).toBeVisible();
  await visitor.goto(`/profile/${owner.profileName}/posts`);
  await expect(visitor.getByText('No posts yet.')).toBeVisible();
  await visitor.context().close();
});

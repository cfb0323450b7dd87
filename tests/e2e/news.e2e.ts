// The platform's news in the browser: the site admin writes a draft in /mtz-admin/news, edits and publishes it; a visitor
// opens News from the footer and reads it (list and the post's own page); the admin unpublishes it and it is gone
// for the visitor; finally the admin deletes it after confirming.
import { expect, test } from '@playwright/test';
import { alert } from './page-models/billing';
import { login } from './page-models/auth';

const ADMIN = { email: 'admin@mtz.test', password: 'Admin123!' };

test('an admin publishes a news post, a visitor reads it from the footer, unpublishing hides it', async ({ browser }) => {
  test.slow();
  const title = `Trade fair season ${Date.now().toString(36)}`;

  const a = await (await browser.newContext()).newPage();
  await a.goto('/login');
  await login(a, ADMIN.email, ADMIN.password);
  await expect(a).toHaveURL(/\/mtz-admin$/);
  await a.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'News' }).click();
  await expect(a).toHaveURL(/\/mtz-admin\/news$/);

  const form = a.getByRole('form', { name: 'New news post' });
  await form.getByLabel('Title').fill(title);
  await form.getByRole('textbox', { name: 'News text' }).fill('Meet our members at the spring fairs.');
  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(alert(a, 'News post saved as draft')).toBeVisible();
  const card = a.getByRole('article', { name: title });
  await expect(card).toContainText('Draft');
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = a.getByRole('form', { name: `Edit ${title}` });
  await edit.getByRole('textbox', { name: 'News text' }).fill('Meet our members at the spring fairs in Hall 4.');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(alert(a, 'News post saved')).toBeVisible();
  await expect(card).toContainText('Hall 4.');
  await card.getByRole('button', { name: 'Publish' }).click();
  await expect(alert(a, 'News post published')).toBeVisible();
  await expect(card).toContainText('Published');

  // a visitor without a login finds it from the footer
  const v = await (await browser.newContext()).newPage();
  await v.goto('/about');
  await v.locator('footer').getByRole('link', { name: 'News' }).click();
  await expect(v).toHaveURL(/\/mtz-news$/);
  const item = v.getByRole('article', { name: title });
  await expect(item).toContainText('Meet our members at the spring fairs in Hall 4.');
  await item.getByRole('link', { name: title }).click();
  await expect(v).toHaveURL(/\/mtz-news\/[^/]+$/);
  await expect(v.getByRole('article', { name: title })).toContainText('Meet our members at the spring fairs in Hall 4.');
  const postUrl = v.url();

  // unpublished: gone from the list and from its own page
  await card.getByRole('button', { name: 'Unpublish' }).click();
  await expect(alert(a, 'News post unpublished')).toBeVisible();
  await expect(card).toContainText('Draft');
  await v.goto('/mtz-news');
  await expect(v.getByRole('heading', { name: 'MTZ News' })).toBeVisible();
  await expect(v.getByText('Loading...')).toHaveCount(0);
  await expect(v.getByRole('article', { name: title })).toHaveCount(0);
  await v.goto(postUrl);
  await expect(v.getByRole('alert').filter({ hasText: 'News post not found' })).toBeVisible();

  // deleted after confirming
  await card.getByRole('button', { name: 'Delete' }).click();
  await a.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(alert(a, 'News post deleted')).toBeVisible();
  await expect(a.getByRole('article', { name: title })).toHaveCount(0);
});

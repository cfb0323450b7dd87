// The platform's content in the browser: a site admin adds an FAQ topic with a question in /mtz-admin/faqs and a
// visitor reads it at /faqs and /faqs/{profileName} (an unknown topic says so); the admin regenerates the sitemap and
// /sitemap.xml then lists a company made just before (each change in the record's audit log); the admin adds a user extra question and a member answers it
// at /me/extra-info (the answer is still there after a reload).
import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from './page-models/api';
import { login } from './page-models/auth';
import { alert, freshMember, signIn } from './page-models/billing';

const ADMIN = { email: 'admin@mtz.test', password: 'Admin123!' };

async function adminSection(browser: import('@playwright/test').Browser, section: string): Promise<Page> {
  const a = await (await browser.newContext()).newPage();
  await a.goto('/login');
  await login(a, ADMIN.email, ADMIN.password);
  await expect(a).toHaveURL(/\/mtz-admin$/);
  await a.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: section, exact: true }).click();
  return a;
}

test('an admin adds an FAQ topic with a question; a visitor reads it at /faqs and /faqs/{profileName}', async ({ browser }) => {
  test.slow();
  const tag = Date.now().toString(36);
  const title = `Shipping ${tag}`;
  const a = await adminSection(browser, 'FAQs');
  await expect(a).toHaveURL(/\/mtz-admin\/faqs$/);
  const form = a.getByRole('form', { name: 'New FAQ topic' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Profile name').fill(`shipping-${tag}`);
  await form.getByRole('button', { name: 'Add topic' }).click();
  await expect(alert(a, 'FAQ topic added')).toBeVisible();
  const topic = a.getByRole('region', { name: title });
  const ask = topic.getByRole('form', { name: `New question in ${title}` });
  await ask.getByLabel('Question').fill('How long does delivery take?');
  await ask.getByRole('textbox', { name: 'Answer' }).fill('Two working days within the EU.');
  await ask.getByRole('button', { name: 'Add question' }).click();
  await expect(alert(a, 'Question added')).toBeVisible();
  await expect(topic.getByRole('listitem', { name: 'How long does delivery take?' })).toContainText('Two working days within the EU.');
  await topic.getByRole('button', { name: 'History' }).click();
  await expect(topic.getByRole('region', { name: 'Audit log' })).toContainText('FAQ_QUESTION_ADDED');
  await expect(topic.getByRole('region', { name: 'Audit log' })).toContainText('Ada Admin');

  const v = await (await browser.newContext()).newPage();
  await v.goto('/faqs');
  const section = v.getByRole('region', { name: title });
  await section.getByText('How long does delivery take?').click();
  await expect(section).toContainText('Two working days within the EU.');
  await section.getByRole('link', { name: title }).click();
  await expect(v).toHaveURL(new RegExp(`/faqs/shipping-${tag}$`));
  await expect(v.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await v.getByText('How long does delivery take?').click();
  await expect(v.getByText('Two working days within the EU.')).toBeVisible();
  await v.goto('/faqs/no-such-topic');
  await expect(v.getByRole('alert').filter({ hasText: 'FAQ topic not found' })).toBeVisible();
});

test('the admin regenerates the sitemap and /sitemap.xml lists a new public company', async ({ browser, request }) => {
  const owner = await freshMember(request, 'sitemap');
  const headers = { Authorization: `Bearer ${(await apiLogin(request, owner.email, owner.password)).accessToken}` };
  const made = await request.post('/api/v1/company/companies', { headers, data: { name: `Sitemap Co ${Date.now()}`, categoryIds: ['cat-1'] } });
  expect(made.status(), await made.text()).toBe(201);
  const profile = ((await made.json()) as { profileName: string }).profileName;
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/profile/${profile}<`);

  const a = await adminSection(browser, 'Sitemap');
  await expect(a).toHaveURL(/\/mtz-admin\/sitemap$/);
  const count = a.getByTestId('sitemap-url-count');
  await expect(count).toHaveText(/^\d+$/);
  await a.getByRole('button', { name: 'Regenerate' }).click();
  await expect(alert(a, 'Sitemap regenerated')).toBeVisible();
  await expect(a.getByText('By: an admin')).toBeVisible();
  await expect(a.getByRole('region', { name: 'Audit log' })).toContainText('SITEMAP_REGENERATED');
  const xml = await a.request.get('/sitemap.xml');
  expect(xml.headers()['content-type']).toMatch(/^application\/xml/);
  expect(await xml.text()).toContain(`/profile/${profile}</loc>`);
});

test('the admin adds a user extra question and a member answers it at /me/extra-info', async ({ browser, request }) => {
  test.slow();
  const question = `Which fairs do you visit ${Date.now().toString(36)}?`;
  const a = await adminSection(browser, 'User extra questions');
  await expect(a).toHaveURL(/\/mtz-admin\/user-extra-questions$/);
  const form = a.getByRole('form', { name: 'New extra question' });
  await form.getByLabel('Question').fill(question);
  await form.getByLabel('Choices (one per line)').fill('Hannover Messe\nCanton Fair\nBauma');
  await form.getByText('Several choices may be picked').click();
  await form.getByRole('button', { name: 'Add question' }).click();
  await expect(alert(a, 'Extra question added')).toBeVisible();
  await expect(a.getByRole('article', { name: question })).toContainText('Canton Fair');

  const member = await freshMember(request, 'extra');
  const m = await (await browser.newContext()).newPage();
  await signIn(m, member.email, member.password);
  await m.goto('/me/extra-info');
  const group = m.getByRole('group', { name: question });
  await group.getByText('Canton Fair').click();
  await group.getByText('Bauma').click();
  await m.getByRole('button', { name: 'Save answers' }).click();
  await expect(alert(m, 'Answers saved')).toBeVisible();
  await m.reload();
  const again = m.getByRole('group', { name: question });
  await expect(again.getByRole('checkbox', { name: 'Canton Fair' })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'Bauma' })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'Hannover Messe' })).not.toBeChecked();
});

test('an admin takes the FAQs section from another admin, who is then refused it', async ({ browser, request }) => {
  test.slow();
  const other = await freshMember(request, 'second-admin');
  const adminToken = (await apiLogin(request, ADMIN.email, ADMIN.password)).accessToken;
  const otherId = ((await (await request.get('/api/v1/company/user', { headers: { Authorization: `Bearer ${(await apiLogin(request, other.email, other.password)).accessToken}` } })).json()) as { id: string }).id;
  const promoted = await request.patch(`/api/v1/company/admin/users/${otherId}`, { headers: { Authorization: `Bearer ${adminToken}` }, data: { admin: true } });
  expect(promoted.status(), await promoted.text()).toBe(200);

  const a = await adminSection(browser, 'Permissions');
  await expect(a).toHaveURL(/\/mtz-admin\/permissions$/);
  const tick = a.getByRole('checkbox', { name: 'Bea Buyer: FAQs' });
  await expect(tick).toBeChecked();
  await tick.click({ force: true });
  await expect(alert(a, 'Permissions saved')).toBeVisible();
  await expect(tick).not.toBeChecked();

  const o = await (await browser.newContext()).newPage();
  await o.goto('/login');
  await login(o, other.email, other.password);
  await expect(o).toHaveURL(/\/mtz-admin$/);
  await o.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'FAQs', exact: true }).click();
  await expect(o).toHaveURL(/\/mtz-admin\/faqs$/);
  await o.getByRole('form', { name: 'New FAQ topic' }).getByLabel('Title').fill('Not mine');
  await o.getByRole('button', { name: 'Add topic' }).click();
  await expect(alert(o, 'You may not use this section of the Admin Portal')).toBeVisible();
  await o.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Sitemap', exact: true }).click();
  await expect(o.getByTestId('sitemap-url-count')).toHaveText(/^\d+$/);
});

// Page models for group pages: what a person sees and clicks, plus API helpers for the other side.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readMailedCode, uniqueEmail } from './api';
import { login } from './auth';

export const G = '/api/v1/company';

/** A fresh, confirmed member created through the API; returns its e-mail and password. */
export async function newMemberViaApi(request: APIRequestContext, tag: string) {
  const email = uniqueEmail(tag);
  const password = 'Member123!';
  const reg = await request.post(`${G}/users`, {
    data: { firstname: 'Gina', lastname: tag, email, password, confirmType: 'CODE', meta: { companyName: `${tag} Co`, categoryIds: 'cat-1' } },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const code = await readMailedCode(request, email);
  const ok = await request.post(`${G}/auth`, { data: { type: 'CONFIRM_EMAIL_WITH_CODE', data: { email, confirmCode: code } } });
  expect(ok.status()).toBe(200);
  return { email, password, ...((await ok.json()) as { accessToken: string }) };
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await login(page, email, password);
  await expect(page).toHaveURL(/\/me$/);
}

export async function openGroup(page: Page, profileName: string, tab = '') {
  await page.goto(`/groups/${profileName}${tab ? `/${tab}` : ''}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

export const header = (page: Page) => page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });

/** Checks a Chakra checkbox by its label, as a person does (the styled box covers the input). */
export async function tick(page: Page, label: string) {
  await page.getByRole('dialog').getByText(label, { exact: true }).click();
}

export async function members(request: APIRequestContext, groupProfileName: string, token?: string) {
  const g = await (await request.get(`${G}/company-groups/profile/${groupProfileName}`)).json();
  const res = await request.get(`${G}/company-group-members?companyGroupId=${g.id}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return ((await res.json()) as { firstname: string; lastname: string; userId: string }[]).map((m) => m.lastname);
}

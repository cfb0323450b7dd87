// Page models for billing: what a person sees and clicks on the billing pages.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, readMailedCode, uniqueEmail } from './api';
import { login } from './auth';

/** A fresh confirmed member (registered through the API, as another person would have done). */
export async function freshMember(request: APIRequestContext, tag: string) {
  const email = uniqueEmail(tag);
  const password = 'Buyer1234!';
  const reg = await request.post('/api/v1/company/users', {
    data: { firstname: 'Bea', lastname: 'Buyer', email, password, confirmType: 'CODE', meta: { companyName: 'Buyer Co', categoryIds: 'cat-2' } },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const code = await readMailedCode(request, email);
  const ok = await request.post('/api/v1/company/auth', { data: { type: 'CONFIRM_EMAIL_WITH_CODE', data: { email, confirmCode: code } } });
  expect(ok.status()).toBe(200);
  return { email, password };
}

/** What a member set up before: a card (the default) and, when `walletCents`, a deposit by it, through the API. */
export async function cardAndWalletViaApi(request: APIRequestContext, who: { email: string; password: string }, walletCents: number) {
  const headers = { Authorization: `Bearer ${(await apiLogin(request, who.email, who.password)).accessToken}` };
  const tok = await request.post('/api/v1/payment/sandbox/tokens', { data: { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' } });
  expect(tok.status(), await tok.text()).toBe(201);
  const card = await request.post('/api/v1/payment/cards', { headers, data: { name: 'Bea Buyer', tmpToken: ((await tok.json()) as { id: string }).id } });
  expect(card.status(), await card.text()).toBe(201);
  if (walletCents === 0) return;
  const dep = await request.post('/api/v1/payment/wallet-deposits', { headers, data: { cents: walletCents, idempotencyKey: `e2e-${Date.now()}-${Math.random()}` } });
  expect(dep.status(), await dep.text()).toBe(201);
}

/** A percentage coupon the seller created before, through the API. */
export async function couponViaApi(request: APIRequestContext, seller: { email: string; password: string }, code: string, percent: number) {
  const headers = { Authorization: `Bearer ${(await apiLogin(request, seller.email, seller.password)).accessToken}` };
  const res = await request.post('/api/v1/payment/coupons', { headers, data: { code, type: 'PERCENTAGE', value: percent } });
  expect(res.status(), await res.text()).toBe(201);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await login(page, email, password);
  await expect(page).toHaveURL(/\/me$/);
}

export async function addCard(page: Page, number: string) {
  await page.goto('/me/billing/payment-accounts');
  await page.getByLabel('Name on card').fill('Bea Buyer');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Add card' }).click();
}

export async function deposit(page: Page, dollars: string) {
  await page.getByLabel('Deposit amount (USD)').fill(dollars);
  await page.getByRole('button', { name: 'Deposit' }).click();
}

export async function createCoupon(page: Page, code: string, percent: string) {
  await page.goto('/me/billing/mtz-coupons');
  await expect(page.getByRole('heading', { name: /My coupons - \(Found \d+\)/ })).toBeVisible();
  await page.getByRole('button', { name: 'New coupon' }).click();
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Percentage').fill(percent);
  await page.getByRole('button', { name: 'Create coupon' }).click();
}

/** The app's toast with this text, of any status (a success is a plain toast spoken by the announcer, an error an alert). */
/** The newest toast with this text: an earlier one with the same text may still be up (on a slow machine the
 * second action's toast comes before the first one's has gone). */
export const alert = (page: Page, text: string) => page.locator('[data-alert]').filter({ hasText: text }).last();

/** Answers the app's confirm dialog ("Are you sure?") with OK. */
export async function confirmOk(page: Page, message = 'Are you sure?') {
  const dialog = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** On a paid join page: pick a price of a tab, a method, maybe a coupon, and go on to the confirm step. */
export async function choosePrice(page: Page, tab: 'Subscription Prices' | 'One-Time Prices', price: RegExp) {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: price }).getByRole('button', { name: 'Select' }).click();
}

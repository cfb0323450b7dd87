// Platform pricing in the browser: a visitor chooses a plan on /pricing, signs in and comes back to it, pays by
// card through the one payment flow, and the top bar's plan label changes to the plan's name without a reload.
// The return page of redirect-based payments says 'Payment success!' only for an order the server confirms.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin } from './page-models/api';
import { login } from './page-models/auth';
import { axeCheck, axeReport, openRendered, type Found } from './page-models/axe';
import { cardAndWalletViaApi, freshMember, signIn } from './page-models/billing';

/** A card of the mock gateway (4242...: accepted; 4000000000000002: declined) and an MTZ plan paid with it, through the API. */
async function mtzPlanViaApi(request: APIRequestContext, who: { email: string; password: string }, number: string, idempotencyKey: string) {
  const headers = { Authorization: `Bearer ${(await apiLogin(request, who.email, who.password)).accessToken}` };
  const tok = await request.post('/api/v1/payment/sandbox/tokens', { data: { number, expMonth: 12, expYear: 2035, cvc: '123' } });
  const card = await request.post('/api/v1/payment/cards', { headers, data: { name: 'Bea Buyer', tmpToken: ((await tok.json()) as { id: string }).id } });
  expect(card.status(), await card.text()).toBe(201);
  const paymentInstrumentId = ((await card.json()) as { card: { id: string } }).card.id;
  return request.post('/api/v1/payment/mtz-plan-subscriptions', { headers, data: { mtzPlanId: 'mtz-starter', paymentMethod: 'CARD', paymentInstrumentId, couponCodes: [], idempotencyKey } });
}

test('a visitor chooses a plan on /pricing, signs in, pays by card, and the plan label becomes the plan name', async ({ page, request }) => {
  test.slow();
  const buyer = await freshMember(request, 'plan');
  await cardAndWalletViaApi(request, buyer, 0);

  await page.goto('/pricing');
  const business = page.getByRole('region', { name: 'Business plan' });
  await expect(business).toContainText('$29.00');
  await expect(business).toContainText('$290.00');
  await expect(business).toContainText('Email campaigns and layouts');
  await business.getByRole('link', { name: 'Choose Business monthly' }).click();
  await expect(page).toHaveURL(/\/login\?redirectUrl=/);
  await login(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/pricing\/business\/mtz-business$/);
  await expect(page.getByTestId('plan-label')).toHaveText('Plan: Free');

  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/pricing\/business\/mtz-business\/payment$/);
  const totals = page.getByRole('group', { name: 'Totals' });
  await expect(totals).toContainText('Price: $29.00');
  await expect(totals).toContainText('Total: $30.14'); // $29.00 + 2.9% + 30c, the server's quote
  await page.getByLabel('Card', { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm payment' }).click();

  await expect(page).toHaveURL(/\/pricing\/business\/mtz-business\/success$/);
  await expect(page.getByText('Payment success! Thank you for your subscription to the Business plan')).toBeVisible();
  await expect(page.getByTestId('plan-label')).toHaveText('Plan: Business');
  await page.getByRole('link', { name: 'Manage my MTZ subscription' }).click();
  await expect(page.getByTestId('mtz-label')).toHaveText('Business');
  // the label follows the subscription: cancelled, then resumed (spec 4)
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByTestId('plan-label')).toHaveText('Plan: Cancelled');
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByTestId('plan-label')).toHaveText('Plan: Business');
  // a change made elsewhere (another device, through the API) reaches the open page by its MTZPLANSUBSCRIPTION event
  const headers = { Authorization: `Bearer ${(await apiLogin(request, buyer.email, buyer.password)).accessToken}` };
  expect((await request.patch('/api/v1/payment/mtz-plan-subscriptions/mine', { headers, data: { cancelled: true } })).status()).toBe(200);
  await expect(page.getByTestId('plan-label')).toHaveText('Plan: Cancelled');
  expect((await request.patch('/api/v1/payment/mtz-plan-subscriptions/mine', { headers, data: { cancelled: false } })).status()).toBe(200);
  await expect(page.getByTestId('plan-label')).toHaveText('Plan: Business');
  // back on /pricing the running plan is shown and a second one cannot be started
  await page.goto('/pricing/business/mtz-business-year');
  await expect(page.getByText('You already have an MTZ plan subscription: Business')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to payment' })).toHaveCount(0);
});

test('/stripe-payment-success confirms a completed order from the server, and says so when it failed or is unknown', async ({ page, request }) => {
  const buyer = await freshMember(request, 'return');
  const declinedKey = `e2e-${Date.now()}-${Math.random()}`;
  expect((await mtzPlanViaApi(request, buyer, '4000000000000002', declinedKey)).status()).toBe(402);
  const key = `e2e-${Date.now()}-${Math.random()}`;
  const paid = await mtzPlanViaApi(request, buyer, '4242424242424242', key);
  expect(paid.status(), await paid.text()).toBe(200);
  await signIn(page, buyer.email, buyer.password);

  await page.goto(`/stripe-payment-success?ref=${encodeURIComponent(key)}`);
  await expect(page.getByTestId('payment-state')).toHaveText('Payment success!');
  await expect(page.getByText('MTZ plan Starter: $9.56')).toBeVisible();

  await page.goto(`/stripe-payment-success?ref=${encodeURIComponent(declinedKey)}`);
  await expect(page.getByTestId('payment-state')).toHaveText(/^Payment failed: /);

  await page.goto('/stripe-payment-success?orderId=no-such-order');
  await expect(page.getByTestId('payment-state')).toHaveText('We could not confirm this payment.');
  await expect(page.getByText('Payment success!')).toHaveCount(0);

  // the sandbox payout account's returns keep their own words (no payment involved)
  await page.goto('/stripe-payment-success?sandbox=account-setup');
  await expect(page.getByText('Your payout account is set up (sandbox).')).toBeVisible();

  // the plan success page, too, says success only for the subscription the server holds
  await page.goto('/pricing/starter/mtz-starter/success');
  await expect(page.getByText('Payment success! Thank you for your subscription to the Starter plan')).toBeVisible();
  await page.goto('/pricing/business/mtz-business/success');
  await expect(page.getByText('We could not confirm a subscription to this plan.')).toBeVisible();
  await expect(page.getByText('Your current plan: Starter')).toBeVisible();
});

test('the pricing pages have no serious or critical axe violations, for a visitor and a member', async ({ page, request }) => {
  test.slow();
  const found: Found[] = [];
  const visitorPages = ['/pricing', '/pricing/business/mtz-business-year', '/pricing/nope/nope'];
  for (const path of visitorPages) {
    await openRendered(page, path);
    await axeCheck(page, `visitor ${path}`, found);
  }
  const member = await freshMember(request, 'axe');
  await cardAndWalletViaApi(request, member, 0);
  await signIn(page, member.email, member.password);
  const memberPages = ['/pricing', '/pricing/starter/mtz-starter/payment', '/pricing/starter/mtz-starter/success', '/stripe-payment-success?orderId=none'];
  for (const path of memberPages) {
    await openRendered(page, path);
    await axeCheck(page, `member ${path}`, found);
  }
  expect(axeReport(found, visitorPages.length + memberPages.length, ' pricing')).toEqual([]);
});

// Billing in the browser: add a card, deposit to the wallet, create a coupon, join a paid group paying by
// wallet with the coupon or by card as a subscription, and see the order in the history. Every amount shown is the server's.
import { expect, test } from '@playwright/test';
import { addCard, alert, cardAndWalletViaApi, choosePrice, confirmOk, couponViaApi, createCoupon, deposit, freshMember, signIn } from './page-models/billing';

const ALICE = { email: 'alice@mtz.test', password: 'Alice123!' };
const couponCode = () => `e2e${Math.floor(Math.random() * 1e8)}`;

// The billing journey (card, wallet, coupon, paid join, history) in four tests: each sets up through the API what
// an earlier one did by hand, so none runs near its time limit on a busy machine and a failure names its step.
test('a seller creates a coupon; typing a code past 12 characters is refused', async ({ page }) => {
  const code = couponCode();
  await signIn(page, ALICE.email, ALICE.password);
  await createCoupon(page, code, '20');
  await expect(alert(page, 'Coupon created')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Coupons' })).toContainText(code);
  await page.getByRole('button', { name: 'New coupon' }).click();
  await page.getByLabel('Code').pressSequentially('abcdefghijklmnop');
  await expect(page.getByLabel('Code')).toHaveValue('abcdefghijkl');
});

test('a buyer adds a card (a wrong number refused first) and deposits into the wallet (under $15 refused)', async ({ page, request }) => {
  const buyer = await freshMember(request, 'buyer');
  await signIn(page, buyer.email, buyer.password);

  await addCard(page, '4111111111111111');
  await expect(page.getByText('* ERROR: Your card number is incorrect.')).toBeVisible();
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(alert(page, 'Card created')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cards' })).toContainText('•••• 4242 — Bea Buyer (default)');

  await page.goto('/me/billing/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('$0.00');
  await deposit(page, '10');
  await expect(page.getByRole('alert').filter({ hasText: 'Minimum deposit is $15' })).toHaveText('Minimum deposit is $15'); // our own rule: no provider prefix
  await deposit(page, '50');
  await expect(alert(page, 'You have successfully deposited $50 into your Wallet.')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('$50.00');
});

test('a paid group join by wallet with a coupon, then its order in the history, the wallet, the membership term and the points', async ({ page, request }) => {
  const code = couponCode();
  await couponViaApi(request, ALICE, code, 20);
  const buyer = await freshMember(request, 'buyer');
  await cardAndWalletViaApi(request, buyer, 5000);
  await signIn(page, buyer.email, buyer.password);

  // the group page's Join button of a premium group leads to the paid join
  await page.goto('/groups/premium-buyers-club');
  await page.getByRole('button', { name: 'Join group' }).click();
  await expect(page).toHaveURL(/\/me\/billing\/group-join\/premium-buyers-club$/);
  await choosePrice(page, 'One-Time Prices', /\$25\.00/);
  // Back returns to the price list
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await choosePrice(page, 'One-Time Prices', /\$25\.00/);
  const totals = page.getByRole('group', { name: 'Totals' });
  await expect(totals).toContainText('Total: $26.03'); // $25.00 + 2.9% + 30c, from the server's quote
  await page.getByLabel(/^Wallet/).check();
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Coupon ${code} applied`)).toBeVisible();
  await expect(totals).toContainText('Discount: $5.00');
  await expect(totals).toContainText('Transaction fee: $0.88');
  await expect(totals).toContainText('Total: $20.88');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/groups\/premium-buyers-club\/subscribe_success/);
  await expect(page.getByText('Payment success! Thank you for your payment to join the group Premium Buyers Club')).toBeVisible();
  await expect(page).toHaveURL(/\/groups\/premium-buyers-club$/);

  await page.goto('/me/billing/order-history');
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(orders).toContainText('Membership of Premium Buyers Club');
  await expect(orders).toContainText('$20.88');
  await orders.getByRole('row').filter({ hasText: '$20.88' }).getByRole('link', { name: 'Membership of Premium Buyers Club' }).click();
  await expect(page.getByText('Discount: $5.00')).toBeVisible();
  await page.goto('/me/billing/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('$29.12');
  await page.goto('/me/billing/subscriptions');
  await expect(page.getByText(/Begins: .* · Ends: /)).toBeVisible(); // the one-time membership's term
  // points: $20.88 -> 20
  await page.goto('/me/billing/mtz-points');
  await expect(page.getByTestId('mtz-points')).toHaveText('20');
});

test('a paid group join as a monthly subscription by the default card, then the subscription and the points', async ({ page, request }) => {
  const buyer = await freshMember(request, 'buyer');
  await cardAndWalletViaApi(request, buyer, 0);
  await signIn(page, buyer.email, buyer.password);

  await page.goto('/me/billing/group-join/premium-buyers-club');
  await choosePrice(page, 'Subscription Prices', /per month/);
  await page.getByLabel('Card', { exact: true }).check();
  await expect(page.getByLabel(/4242 — Bea Buyer \(default\)/)).toBeChecked();
  await expect(page.getByRole('group', { name: 'Totals' })).toContainText('Total: $10.59');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText('Payment success! Thank you for your subscription to join the group Premium Buyers Club')).toBeVisible();
  await expect(page).toHaveURL(/\/groups\/premium-buyers-club$/);

  await page.goto('/me/billing/subscriptions');
  await expect(page.getByText('$10.00 per month')).toBeVisible();
  await expect(page.getByText(/Next billing date: [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
  // points: $10.59 -> 10
  await page.goto('/me/billing/mtz-points');
  await expect(page.getByTestId('mtz-points')).toHaveText('10');
});

test('a failed renewal is paid again with Retry: refused by wallet, then "Payment retry succeeded" by card', async ({ page }) => {
  await signIn(page, 'bob@mtz.test', 'Bob12345!');
  await page.goto('/me/billing/subscriptions');
  await page.getByRole('link', { name: 'Premium Buyers Club' }).click();
  await expect(page).toHaveURL(/\/me\/billing\/subscriptions\/cg-member-subscriptions\/[^/]+$/); // the URL is read only once the page is there
  const subscriptionUrl = page.url();
  await expect(page.getByText('Payment error: Your wallet balance is not enough to make payment')).toBeVisible();
  const retry = page.getByRole('group', { name: 'Retry payment' });
  await retry.getByLabel('Wallet').check();
  await retry.getByRole('button', { name: 'Retry' }).click();
  await expect(alert(page, 'Your wallet balance is not enough to make payment')).toBeVisible();
  await expect(page.locator('[data-alert]').filter({ hasText: '* ERROR' })).toHaveCount(0); // our own rule, not the provider's
  await retry.getByRole('link', { name: 'Update payment info' }).click();
  await addCard(page, '4242424242424242');
  await expect(alert(page, 'Card created')).toBeVisible();
  await page.goto(subscriptionUrl);
  await retry.getByLabel('Card', { exact: true }).check();
  await expect(retry.getByLabel(/4242 — Bea Buyer \(default\)/)).toBeChecked();
  await retry.getByRole('button', { name: 'Retry' }).click();
  await expect(alert(page, 'Payment retry succeeded')).toBeVisible();
  await expect(page.getByText(/Payment error/)).toBeHidden();
  await expect(page.getByText(/Next billing date: [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
});

test('coupon manager: empty, 5 a page, update, delete after "Are you sure?"', async ({ page, request }) => {
  const seller = await freshMember(request, 'seller');
  await signIn(page, seller.email, seller.password);
  await page.goto('/me/billing/mtz-coupons');
  await expect(page.getByText('No coupons created yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My coupons - (Found 0)' })).toBeVisible();
  const tag = Math.floor(Math.random() * 1e6);
  for (let i = 1; i <= 6; i++) {
    await createCoupon(page, `c${tag}x${i}`, String(i * 5));
    await expect(page.getByRole('heading', { name: `My coupons - (Found ${i})` })).toBeVisible();
  }
  const list = page.getByRole('list', { name: 'Coupons' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await page.getByRole('navigation', { name: 'Coupon pages' }).getByRole('button', { name: '2' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(`c${tag}x1`);

  await list.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Percentage').fill('40');
  await page.getByRole('button', { name: 'Save coupon' }).click();
  await expect(alert(page, 'Coupon updated')).toBeVisible();
  await expect(list).toContainText('40% off');

  await list.getByRole('button', { name: 'Delete' }).click();
  await confirmOk(page);
  await expect(alert(page, 'Coupon deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My coupons - (Found 5)' })).toBeVisible();
});

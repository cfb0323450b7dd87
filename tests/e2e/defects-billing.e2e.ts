// Issue 31, points 1 and 5, walked as a member would: a one-time group membership is listed under 'One-time
// memberships' (not under the sponsorships), and a cancelled sponsorship no longer announces its next-billing downgrade.
import { expect, test } from '@playwright/test';
import { alert, cardAndWalletViaApi, choosePrice, confirmOk, freshMember, signIn } from './page-models/billing';
import { apiLogin } from './page-models/api';
import { API, bearer, groupId } from './page-models/live';

test('a one-time membership is listed under One-time memberships, not under Sponsorships', async ({ page, request }) => {
  const buyer = await freshMember(request, 'onetime');
  await cardAndWalletViaApi(request, buyer, 5000);
  await signIn(page, buyer.email, buyer.password);

  await page.goto('/groups/premium-buyers-club');
  await page.getByRole('button', { name: 'Join group' }).click();
  await choosePrice(page, 'One-Time Prices', /\$25\.00/);
  await page.getByLabel(/^Wallet/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText('Payment success! Thank you for your payment to join the group Premium Buyers Club')).toBeVisible();

  await page.goto('/me/billing/subscriptions');
  const oneTime = page.getByRole('region', { name: 'One-time memberships' });
  await expect(oneTime).toContainText('Premium Buyers Club');
  await expect(oneTime).toContainText(/Begins: .* · Ends: /);
  await expect(oneTime).not.toContainText('No one-time memberships');
  const sponsorships = page.getByRole('region', { name: 'Sponsorships' });
  await expect(sponsorships).toContainText('No sponsorships');
  await expect(sponsorships).not.toContainText('Premium Buyers Club');
});

test('a cancelled sponsorship says until when it is active and announces no downgrade at the next billing', async ({ page, request }) => {
  const sponsor = await freshMember(request, 'downgrade');
  await cardAndWalletViaApi(request, sponsor, 0);
  // the sponsorship itself, taken before (Silver monthly on Northern Traders, by the default card)
  const { accessToken } = await apiLogin(request, sponsor.email, sponsor.password);
  const plans = await request.get(`${API}/cg-sponsor-plans?companyGroupIds=${await groupId(request, 'northern-traders')}`, { headers: bearer(accessToken) });
  expect(plans.status(), await plans.text()).toBe(200);
  const silver = ((await plans.json()) as { name: string; prices: { id: string; type: string }[] }[]).find((p) => p.name === 'Silver');
  const price = silver?.prices.find((x) => x.type === 'month');
  expect(price, 'the seeded Silver plan has a monthly price').toBeTruthy();
  const sub = await request.post(`${API}/cg-sponsor-subscriptions`, {
    headers: { ...bearer(accessToken), 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` }, data: { cgSponsorPlanPriceId: price?.id, paymentMethod: 'CARD', couponCodes: [] },
  });
  expect(sub.status(), await sub.text()).toBe(200);

  await signIn(page, sponsor.email, sponsor.password);
  await page.goto('/me/billing/subscriptions');
  await page.getByRole('region', { name: 'Sponsorships' }).getByRole('link', { name: 'Northern Traders · Silver' }).click();
  const sponsorship = page.getByRole('group', { name: 'Sponsorship' });
  await page.getByRole('button', { name: 'Downgrade to Bronze $30.00 per month' }).click();
  await expect(sponsorship).toContainText('At the next billing: Bronze $30.00 per month');

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await confirmOk(page, 'Do you want to unsubscribe from this sponsorship?');
  await expect(alert(page, 'Sponsorship Unsubscribed')).toBeVisible();
  await expect(sponsorship).toContainText('Cancelled · active until');
  await expect(sponsorship).not.toContainText('At the next billing');
  await expect(sponsorship).not.toContainText('A plan change is pending');
  await page.reload();
  await expect(sponsorship).toContainText('Cancelled · active until');
  await expect(sponsorship).not.toContainText('At the next billing');
});

test("point 7: our own rule reads in its own words, without the card provider's '* ERROR:' prefix", async ({ page, request }) => {
  const member = await freshMember(request, 'nocard');
  await signIn(page, member.email, member.password);
  await page.goto('/me/billing/wallet');
  await page.getByLabel('Deposit amount (USD)').fill('50');
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('form', { name: 'Deposit' }).getByRole('alert')).toHaveText('You need to add a card to make payment');
});

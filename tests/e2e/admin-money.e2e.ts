// Money in the admin portal, in the browser: the site admin opens Commission rates from the navigation, changes the
// platform commission, and the next charge quote a member sees (the paid group join's totals, fee shown separately)
// has the new fee; the commission is then set back so other tests on the same server keep the default fee.
import { expect, test, type Page } from '@playwright/test';
import { alert, cardAndWalletViaApi, choosePrice, freshMember, signIn } from './page-models/billing';
import { login } from './page-models/auth';

const ADMIN = { email: 'admin@mtz.test', password: 'Admin123!' };

async function setCommission(page: Page, percent: string) {
  await page.getByRole('textbox', { name: 'Commission (per cent)' }).fill(percent);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(alert(page, `Commission set to ${percent}%`)).toBeVisible();
}

async function joinTotals(page: Page) {
  await page.goto('/groups/premium-buyers-club');
  await page.getByRole('button', { name: 'Join group' }).click();
  await choosePrice(page, 'One-Time Prices', /\$25\.00/);
  return page.getByRole('group', { name: 'Totals' });
}

test('a site admin changes the commission rate and the next quote a member sees has the new fee', async ({ page, browser, request }) => {
  test.slow();
  const buyer = await freshMember(request, 'commission');
  await cardAndWalletViaApi(request, buyer, 5000);

  await page.goto('/login');
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/mtz-admin$/);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Commission rates', exact: true }).click();
  await expect(page).toHaveURL(/\/mtz-admin\/billing\/commission-rates$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commission rates');
  await expect(page.getByLabel('Commission in force')).toContainText('In force: 2.90%');

  const member = await (await browser.newContext()).newPage();
  await signIn(member, buyer.email, buyer.password);
  const before = await joinTotals(member);
  await expect(before).toContainText('Transaction fee: $1.03'); // $25.00 x 2.90% + 30c
  await expect(before).toContainText('Total: $26.03');

  await page.getByRole('textbox', { name: 'Commission (per cent)' }).fill('fifty');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(alert(page, 'Commission: a per cent with at most two decimals, e.g. 2.90')).toBeVisible();
  await setCommission(page, '5.00');
  await expect(page.getByLabel('Commission in force')).toContainText('In force: 5.00% (500 basis points)');
  const log = page.getByRole('region', { name: 'Audit log' });
  await expect(log).toContainText('COMMISSION_CHANGED');
  await expect(log).toContainText('basisPoints: 500');

  const after = await joinTotals(member);
  await expect(after).toContainText('Transaction fee: $1.55'); // $25.00 x 5.00% + 30c
  await expect(after).toContainText('Total: $26.55');

  await setCommission(page, '2.90');
  await expect(page.getByLabel('Commission in force')).toContainText('In force: 2.90%');
  await member.context().close();
});

test('a site admin creates, edits and deletes an MTZ coupon; the record page shows its audit log', async ({ page }) => {
  test.slow();
  const code = `e2e${Math.floor(Math.random() * 1e8)}`;
  await page.goto('/login');
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/mtz-admin$/);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'MTZ coupons', exact: true }).click();
  await expect(page).toHaveURL(/\/mtz-admin\/mtz-coupons$/);
  const list = page.getByRole('table', { name: 'MTZ coupons' });
  await expect(list).toContainText('mtzlaunch20');

  await page.getByRole('button', { name: 'New coupon' }).click();
  await page.getByRole('textbox', { name: 'Code' }).fill('BAD');
  await page.getByRole('spinbutton', { name: 'Value' }).fill('25');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(alert(page, 'Code must be 6-12 lowercase letters or digits')).toBeVisible();
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('textbox', { name: 'Plans' }).fill('mtz-starter');
  await page.getByRole('spinbutton', { name: 'Max uses' }).fill('10');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(alert(page, 'The coupon is saved')).toBeVisible();
  const row = list.getByRole('row', { name: code });
  await expect(row).toContainText('25%');
  await expect(row).toContainText('0 of 10');

  await row.getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(code);
  await page.getByRole('spinbutton', { name: 'Value' }).fill('30');
  await page.getByRole('button', { name: 'Save' }).click();
  // the creation's toast may still be up: the newest one is the save's
  await expect(alert(page, 'The coupon is saved')).toBeVisible();
  const log = page.getByRole('region', { name: 'Audit log' });
  await expect(log).toContainText('MTZ_COUPON_UPDATED');
  await expect(log).toContainText('value: 30');
  await expect(log).toContainText('MTZ_COUPON_CREATED');

  await page.getByRole('button', { name: 'Delete coupon' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(alert(page, 'The coupon is deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/mtz-admin\/mtz-coupons$/);
  await expect(page.getByRole('table', { name: 'MTZ coupons' })).not.toContainText(code);
});

test("a member applies the platform's MTZ coupon at the MTZ plan checkout and the quote shows its discount", async ({ page, request }) => {
  const buyer = await freshMember(request, 'mtzcoupon');
  await cardAndWalletViaApi(request, buyer, 0);
  await signIn(page, buyer.email, buyer.password);
  await page.goto('/pricing/starter/mtz-starter/payment');
  const totals = page.getByRole('group', { name: 'Totals' });
  await expect(totals).toContainText('Total: $9.56');
  await page.getByLabel('Coupon code').fill('mtzlaunch20'); // the demo platform coupon: 20% off any plan
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon mtzlaunch20 applied')).toBeVisible();
  await expect(totals).toContainText('Discount: $1.80');
  await expect(totals).toContainText('Transaction fee: $0.51'); // ($9.00 - $1.80) x 2.90% + 30c
  await expect(totals).toContainText('Total: $7.71');
});

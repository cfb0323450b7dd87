// Advertising in the browser: Alice funds her wallet, makes an ad template (with an image through the upload box,
// previewed as it will appear) and a campaign targeting a keyword, and starts it (the budget leaves her wallet).
// Bob searches the keyword, sees the 'Sponsored' ad in the search dropdown and on the search page, and clicks it
// (he lands on Alice's company). Alice's open campaign page shows the click and the spend without a reload; she
// ends the campaign and what is left returns to her wallet.
import { expect, test, type Page } from '@playwright/test';
import { addCard, alert, confirmOk, deposit, freshMember, signIn } from './page-models/billing';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
const dollars = (c: number) => `$${(c / 100).toFixed(2)}`;
const figure = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('a campaign paid from the wallet is shown as Sponsored, counts a click live, and returns the rest when it ends', async ({ browser, request }) => {
  test.slow();
  const tag = `${Date.now() % 1e8}`;
  const keyword = `valvex${tag}`;
  const headline = `Bulk valves ${tag}`;

  const alice = await (await browser.newContext()).newPage();
  await signIn(alice, 'alice@mtz.test', 'Alice123!');
  await addCard(alice, '4242424242424242');
  await expect(alert(alice, 'Card created')).toBeVisible();
  await alice.goto('/me/billing/wallet');
  await expect(alice.getByRole('radio', { name: /4242/ }).first()).toBeChecked();
  await deposit(alice, '50');
  await expect(alert(alice, 'You have successfully deposited $50 into your Wallet.')).toBeVisible();

  // the template, previewed as it will appear
  await alice.goto('/me/advertisement');
  await alice.getByRole('navigation', { name: 'Advertisement' }).getByRole('link', { name: 'Ad Templates' }).click();
  await alice.getByLabel('Headline').fill(headline);
  await alice.getByLabel('Text', { exact: true }).fill('Gate, ball and check valves from stock');
  await alice.getByLabel('Ad image').setInputFiles({ name: 'valve.png', mimeType: 'image/png', buffer: PNG });
  await alice.getByRole('button', { name: 'Use this image' }).click();
  const preview = alice.getByRole('form', { name: 'New ad template' }).getByTestId('sponsored-ad');
  await expect(preview).toContainText('Sponsored');
  await expect(preview).toContainText(headline);
  await expect(preview.getByRole('img')).toBeVisible();
  await alice.getByRole('button', { name: 'Save template' }).click();
  await expect(alert(alice, 'Template saved')).toBeVisible();

  // the campaign: a draft, then started (the budget leaves the wallet)
  await alice.getByRole('navigation', { name: 'Advertisement' }).getByRole('link', { name: 'New Campaign' }).click();
  await alice.getByLabel('Campaign name').fill(`Valves ${tag}`);
  await alice.getByLabel('Ad template').selectOption({ label: headline });
  await alice.getByLabel('Keywords').fill(keyword);
  await alice.getByLabel('Budget ($)').fill('20');
  await alice.getByLabel('Cost per click ($)').fill('1.50');
  await alice.getByRole('button', { name: 'Create campaign' }).click();
  await expect(alice).toHaveURL(/\/me\/advertisement\/ad-campaigns\/[0-9a-f-]{36}$/);
  await expect(alice.getByTestId('campaign-state')).toHaveText('Draft');
  await expect(alice.getByTestId('wallet-balance')).toHaveText(/^\$/);
  const before = cents(await alice.getByTestId('wallet-balance').innerText());
  await alice.getByRole('button', { name: 'Start campaign' }).click();
  await confirmOk(alice, '$20.00 will be reserved from your wallet');
  await expect(alice.getByTestId('campaign-state')).toHaveText('Active');
  await expect(alice.getByTestId('wallet-balance')).toHaveText(dollars(before - 2000));
  await expect(figure(alice, 'Clicks')).toHaveText('0');

  // Bob searches the keyword: one Sponsored ad in the dropdown and on the search page; he clicks it
  const bobUser = await freshMember(request, 'bob-ads');
  const bob = await (await browser.newContext()).newPage();
  await signIn(bob, bobUser.email, bobUser.password);
  const box = bob.getByRole('search').getByRole('searchbox', { name: 'Search' });
  await box.fill(keyword);
  const dropdown = bob.getByRole('listbox', { name: 'Search results' });
  await expect(dropdown.getByTestId('sponsored-ad')).toHaveCount(1);
  await expect(dropdown.getByTestId('sponsored-ad')).toContainText(headline);
  await box.press('Enter');
  await expect(bob).toHaveURL(/\/search\?keyword=/);
  const ad = bob.getByRole('main').getByTestId('sponsored-ad');
  await expect(ad).toHaveCount(1);
  await expect(ad).toContainText('Sponsored');
  await ad.getByRole('button', { name: `Sponsored: ${headline}` }).click();
  await expect(bob).toHaveURL(/\/profile\//);

  // Alice's page, open all along: the click and the spend arrive without a reload
  await expect(figure(alice, 'Clicks')).toHaveText('1');
  await expect(figure(alice, 'Spent')).toHaveText('$1.50');
  await expect(figure(alice, 'Impressions')).toHaveText('1');
  await expect(figure(alice, 'Click rate')).toHaveText('100%');

  // the clicks page lists Bob's click under the chart
  await alice.getByRole('link', { name: 'Clicks and chart' }).click();
  await expect(alice.getByTestId('click-row')).toHaveCount(1);
  await expect(alice.getByTestId('click-row')).toContainText('$1.50');
  await expect(alice.getByTestId('click-row')).toContainText('Bea Buyer');
  await alice.goBack();

  // Alice ends it: the rest returns to her wallet
  await alice.getByRole('button', { name: 'End campaign' }).click();
  await confirmOk(alice, 'What is left of its budget returns to your wallet');
  await expect(alice.getByTestId('campaign-state')).toHaveText('Ended');
  await expect(figure(alice, 'Returned to wallet')).toHaveText('$18.50');
  await expect(alice.getByTestId('wallet-balance')).toHaveText(dollars(before - 150));
  await alice.goto('/me/billing/wallet');
  await expect(alice.getByTestId('wallet-balance')).toHaveText(dollars(before - 150));

  // ended: Bob's search shows no ad any more
  await bob.goto(`/search?keyword=${keyword}`);
  await expect(bob.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
  await expect(bob.getByTestId('sponsored-ad')).toHaveCount(0);
});

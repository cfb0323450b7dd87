// A campaign paid by card through the one payment flow, in the browser: Alice edits an ad template (the preview
// follows her typing), makes a campaign with it, pays its budget by card (the server's quote: budget + fee), and the
// campaign is active with her wallet untouched; when she ends it, the whole unspent budget returns to her wallet.
import { expect, test, type Page } from '@playwright/test';
import { alert, cardAndWalletViaApi, confirmOk, signIn } from './page-models/billing';

const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
const dollars = (c: number) => `$${(c / 100).toFixed(2)}`;
const figure = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('Alice edits a template, pays a campaign budget by card, and the rest returns to her wallet', async ({ browser, request }) => {
  test.slow();
  const tag = `${Date.now() % 1e8}`;
  await cardAndWalletViaApi(request, { email: 'alice@mtz.test', password: 'Alice123!' }, 0);
  const alice = await (await browser.newContext()).newPage();
  await signIn(alice, 'alice@mtz.test', 'Alice123!');

  // a template, then edited: the preview shows the new headline before it is saved
  // opened directly: a Save before the member's targets were read once answered 'Choose where the ad leads'
  await alice.goto('/me/advertisement/ad-templates');
  await alice.getByLabel('Headline').fill(`Pumps ${tag}`);
  await alice.getByLabel('Text', { exact: true }).fill('Centrifugal pumps from stock');
  // where the ad leads is known once the member's targets are read
  await expect(alice.getByLabel('Target')).toBeEnabled();
  await alice.getByRole('button', { name: 'Save template' }).click();
  await expect(alert(alice, 'Template saved')).toBeVisible();
  await alice.getByRole('button', { name: `Edit Pumps ${tag}` }).click();
  const edit = alice.getByRole('form', { name: 'Edit ad template' });
  await expect(edit.getByLabel('Headline')).toHaveValue(`Pumps ${tag}`);
  await edit.getByLabel('Headline').fill(`Steel pumps ${tag}`);
  await expect(edit.getByTestId('sponsored-ad')).toContainText(`Steel pumps ${tag}`);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(alice.getByRole('form', { name: 'New ad template' })).toBeVisible();
  await expect(alice.getByTestId('sponsored-ad').filter({ hasText: `Steel pumps ${tag}` }).getByRole('button', { name: `Edit Steel pumps ${tag}` })).toBeVisible();

  // the campaign, its budget paid by card through the payment flow
  await alice.getByRole('navigation', { name: 'Advertisement' }).getByRole('link', { name: 'New Campaign' }).click();
  await alice.getByLabel('Campaign name').fill(`Pumps by card ${tag}`);
  await alice.getByLabel('Ad template').selectOption({ label: `Steel pumps ${tag}` });
  await alice.getByLabel('Keywords').fill(`pumpx${tag}`);
  await alice.getByLabel('Budget ($)').fill('30');
  await alice.getByLabel('Cost per click ($)').fill('2');
  await alice.getByRole('button', { name: 'Create campaign' }).click();
  await expect(alice.getByTestId('campaign-state')).toHaveText('Draft');
  await expect(alice.getByTestId('wallet-balance')).toHaveText(/^\$/);
  const before = cents(await alice.getByTestId('wallet-balance').innerText());
  await alice.getByRole('button', { name: 'Pay budget by card or wallet' }).click();
  const pay = alice.getByRole('region', { name: 'Pay the campaign budget' });
  await pay.getByRole('button', { name: 'Select' }).click();
  await expect(pay.getByRole('group', { name: 'Totals' })).toContainText('Price: $30.00');
  await pay.getByLabel('Card', { exact: true }).check();
  await pay.getByRole('button', { name: 'Continue' }).click();
  await pay.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(alert(alice, `Campaign Pumps by card ${tag} started: its budget is paid`)).toBeVisible();
  await expect(alice.getByTestId('campaign-state')).toHaveText('Active');
  await expect(figure(alice, 'Left to spend')).toHaveText('$30.00');
  await expect(alice.getByTestId('wallet-balance')).toHaveText(dollars(before));

  // ended: the unspent budget goes to the wallet, not back to the card
  await alice.getByRole('button', { name: 'End campaign' }).click();
  await confirmOk(alice, 'What is left of its budget returns to your wallet');
  await expect(alice.getByTestId('campaign-state')).toHaveText('Ended');
  await expect(figure(alice, 'Returned to wallet')).toHaveText('$30.00');
  await expect(alice.getByTestId('wallet-balance')).toHaveText(dollars(before + 3000));
});

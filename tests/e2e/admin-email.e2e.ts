// System e-mails in the browser: the site admin opens E-mail from the navigation, edits the confirmation e-mail
// (dropping {code} is refused before Save), the live preview shows the new text with sample values; a new visitor
// signs up and the confirmation mail they receive has the new text and a working code; the admin's outbox lists that
// mail (code hidden) with its delivery state, and the home's 'Mails waiting' count opens it filtered. The mail is
// reset to its default before the home step, so later tests on the same server get the usual text.
import { expect, test } from '@playwright/test';
import { confirmCode, fillRegistration, login } from './page-models/auth';
import { uniqueEmail } from './page-models/api';
import { alert } from './page-models/billing';

const ADMIN = { email: 'admin@mtz.test', password: 'Admin123!' };
const NEW_BODY = 'Welcome aboard, {firstname}!\n\nYour MTZ code is {code}.\n\nSee you on MTZ';

test('a site admin edits the confirmation e-mail and a new sign-up receives the new text', async ({ page, browser, request }) => {
  test.slow();
  await page.goto('/login');
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/mtz-admin$/);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'E-mail', exact: true }).click();
  await expect(page).toHaveURL(/\/mtz-admin\/email-schemas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-mails');
  await page.getByRole('table', { name: 'System e-mails' }).getByRole('link', { name: 'Confirmation code' }).click();
  await expect(page).toHaveURL(/\/mtz-admin\/email-schemas\/confirmation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmation code');

  const body = page.getByRole('textbox', { name: 'Body' });
  await expect(body).toHaveValue('Hello {firstname},\n\nyour confirmation code is {code}. It expires in 5 minutes.\n\nThe MTZ team');
  await body.fill('Welcome aboard, {firstname}!');
  await expect(page.getByText('The body must keep {code}: the mail is useless without it')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await body.fill(NEW_BODY);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByLabel('Plain text')).toHaveText('Welcome aboard, Ada!\n\nYour MTZ code is 123456.\n\nSee you on MTZ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(alert(page, 'E-mail saved: the next mails use it')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Audit log' })).toContainText('EMAIL_SCHEMA_CHANGED');

  const visitor = await (await browser.newContext()).newPage();
  const email = uniqueEmail('mailtext');
  await fillRegistration(visitor, { firstname: 'Rita', lastname: 'Ozola', email, password: 'Secret123', company: 'Ozola Parts' });
  await expect(visitor).toHaveURL(/\/register-confirm/);
  let text = '';
  await expect.poll(async () => {
    const mails = (await (await request.get(`/api/v1/alert/dev/mails?to=${encodeURIComponent(email)}`)).json()) as { text: string }[];
    text = mails[0]?.text ?? '';
    return text;
  }).toMatch(/^Welcome aboard, Rita!\n\nYour MTZ code is \d{6}\.\n\nSee you on MTZ$/);
  await confirmCode(visitor, /\d{6}/.exec(text)?.[0] ?? '');
  await expect(visitor).toHaveURL(/\/register-success$/);
  await visitor.context().close();

  await page.getByRole('navigation', { name: 'E-mail' }).getByRole('link', { name: 'Outbox' }).click();
  await expect(page).toHaveURL(/\/mtz-admin\/email-schemas\/outbox$/);
  await page.getByRole('textbox', { name: 'Recipient' }).fill(email);
  const mail = page.getByRole('list', { name: 'Mails' }).getByRole('listitem');
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText('Your MTZ confirmation code: ******');
  await expect(mail).toContainText(`To ${email}`);
  await expect(mail).toContainText('Waiting');
  await mail.getByText('Text', { exact: true }).click();
  await expect(mail.locator('pre')).toHaveText('Welcome aboard, Rita!\n\nYour MTZ code is ******.\n\nSee you on MTZ');

  await page.goto('/mtz-admin/email-schemas/confirmation');
  await page.getByRole('button', { name: 'Reset to default' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(dialog).toContainText("Reset 'Confirmation code' to its default text and no layout?");
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(alert(page, 'E-mail reset to its default')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Body' })).toHaveValue(/^Hello \{firstname\},/);

  // the admin home's mail count links to the outbox filtered by that state
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Home', exact: true }).click();
  await page.getByRole('list', { name: 'Counts' }).getByRole('link', { name: 'Mails waiting' }).click();
  await expect(page).toHaveURL(/\/mtz-admin\/email-schemas\/outbox\?state=WAITING$/);
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('WAITING');
  await expect(page.getByRole('list', { name: 'Mails' }).getByRole('listitem').filter({ hasText: `To ${email}` })).toHaveCount(1);
});

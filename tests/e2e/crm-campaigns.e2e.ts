// CRM e-mail campaigns in the browser: Alice (Acme Trading's owner) makes a layout (its live preview fills the
// placeholders and runs no script), two contacts in a new contact group, and a campaign to that group (placeholder
// buttons, live preview, layout and group chosen); she sends a test to herself (the mail reaches her in the
// outbox), then sends the campaign after a confirmation naming the group and its count, and sees the totals reach
// sent. A recipient reads the mail from the outbox, opens its unsubscribe link in a fresh browser (no account),
// unsubscribes; the link says so again when reopened, and Alice's contacts list shows the contact unsubscribed.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './page-models/api';
import { axeCheck, axeReport, type Found } from './page-models/axe';
import { signIn } from './page-models/billing';
import { ALICE, alertWith } from './page-models/companies';

type Mail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };

/** The newest mail to `to` whose subject has `subject`, read from the dev outbox once it is there. */
async function mailTo(request: APIRequestContext, to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect.poll(async () => {
    const res = await request.get(`/api/v1/alert/dev/mails?to=${encodeURIComponent(to)}`);
    found = res.ok() ? ((await res.json()) as Mail[]).find((m) => m.subject.includes(subject)) : undefined;
    return found?.subject ?? '';
  }, { timeout: 30_000 }).toContain(subject);
  return found as Mail;
}

async function addContact(page: Page, email: string, firstname: string) {
  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('First name').fill(firstname);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('contact-row').filter({ hasText: email })).toBeVisible();
}

test('an owner mails a contact group through a layout, and a recipient unsubscribes with one click', async ({ page, browser, request }) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const readers = [{ email: uniqueEmail('reader.one'), firstname: 'Rita' }, { email: uniqueEmail('reader.two'), firstname: 'Ravi' }];
  const group = `Campaign readers ${stamp}`;
  const layoutName = `Newsletter frame ${stamp}`;
  await signIn(page, ALICE.email, ALICE.password);

  // a layout with a live preview (placeholders filled for the sample recipient; its script removed)
  await page.goto('/me/crm');
  await page.getByRole('link', { name: /Email Layouts/ }).click();
  await expect(page).toHaveURL(/\/me\/crm\/email-layouts$/);
  await page.getByLabel('New layout name').fill(layoutName);
  await page.getByRole('button', { name: 'Create layout' }).click();
  await expect(page).toHaveURL(/\/me\/crm\/email-layouts\/[^/]+$/);
  await page.getByLabel('HTML').fill('<h2>Acme news for {firstname}</h2><script>document.title="pwned"</script>{content}<p>See you soon</p>');
  const layoutPreview = page.frameLocator('iframe[title="Preview of the mail"]');
  await expect(layoutPreview.getByRole('heading', { name: 'Acme news for Ann' })).toBeVisible();
  await expect(layoutPreview.getByText('Hello Ann,')).toBeVisible();
  await expect(layoutPreview.locator('script')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(alertWith(page, 'Layout saved')).toBeVisible();
  await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Email Layouts' }).click();
  await expect(page.getByTestId('email-layout').filter({ hasText: layoutName })).toBeVisible();
  // a layout made by mistake goes after a confirmation
  await page.getByLabel('New layout name').fill(`Mistake ${stamp}`);
  await page.getByRole('button', { name: 'Create layout' }).click();
  await expect(page.getByLabel('HTML')).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: `Delete layout Mistake ${stamp}` }).click();
  await page.getByRole('alertdialog', { name: 'Please confirm' }).getByRole('button', { name: 'Delete' }).click();
  await expect(alertWith(page, 'Layout deleted')).toBeVisible();
  await expect(page.getByTestId('email-layout').filter({ hasText: `Mistake ${stamp}` })).toHaveCount(0);
  await expect(page.getByTestId('email-layout').filter({ hasText: layoutName })).toBeVisible();

  // two contacts in a new group
  await page.goto('/me/crm/contact-groups');
  await page.getByLabel('New group name').fill(group);
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('link', { name: group })).toBeVisible();
  await page.goto('/me/crm/contacts');
  for (const r of readers) await addContact(page, r.email, r.firstname);
  for (const r of readers) await page.getByRole('checkbox', { name: `Select ${r.email}` }).check({ force: true });
  await page.getByLabel('Contact group').selectOption({ label: group });
  await page.getByRole('button', { name: 'Add to group' }).click();
  await expect(alertWith(page, '2 contact(s) added to the group')).toBeVisible();

  // the campaign: placeholders inserted at the caret, a live preview, the layout and the group chosen
  await page.goto('/me/crm');
  await page.getByRole('link', { name: /Email Campaigns/ }).click();
  await expect(page).toHaveURL(/\/me\/crm\/email-campaigns$/);
  await page.getByLabel('New campaign name').fill(`Spring ${stamp}`);
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page).toHaveURL(/\/me\/crm\/email-campaigns\/[^/]+$/);
  const campaignUrl = page.url();
  await page.getByLabel('Subject').fill(`Spring offers ${stamp} for {firstname}`);
  await page.getByLabel('Body').fill('Dear ');
  await page.getByRole('button', { name: 'Insert {firstname}' }).click();
  await page.getByLabel('Body').press('End');
  await page.getByLabel('Body').pressSequentially(', our <b>spring</b> prices are out.');
  await expect(page.getByLabel('Body')).toHaveValue('Dear {firstname}, our <b>spring</b> prices are out.');
  const preview = page.frameLocator('iframe[title="Preview of the mail"]');
  await expect(page.getByTestId('preview-subject')).toHaveText(`Subject: Spring offers ${stamp} for Ann`);
  await expect(preview.getByText('Dear Ann, our <b>spring</b> prices are out.')).toBeVisible();
  await page.getByLabel('Layout').selectOption({ label: layoutName });
  await expect(preview.getByRole('heading', { name: 'Acme news for Ann' })).toBeVisible();
  await page.getByLabel('Contact group').selectOption({ label: `${group} (2)` });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(alertWith(page, 'Campaign saved')).toBeVisible();
  // axe on the editor's own controls; the sandboxed preview frame (the mail itself) is left out: with it in, axe's
  // run failed or hung here (2 of 3 runs, in its finishRun)
  const draftAxe = await new AxeBuilder({ page }).exclude('iframe').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(draftAxe.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical').map((x) => x.id)).toEqual([]);

  // a test to herself, in the outbox
  await page.getByRole('button', { name: 'Send test to me' }).click();
  await expect(alertWith(page, `Test mail sent to ${ALICE.email}`)).toBeVisible();
  const test1 = await mailTo(request, ALICE.email, `Spring offers ${stamp}`);
  expect(test1.text).toContain('our <b>spring</b> prices are out.');

  // Send: the confirmation names the group and its count; the totals reach sent (the page refreshes by itself)
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send the campaign' });
  await expect(confirm).toContainText(`'${group}' (2 contacts)`);
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('campaign-total-recipients')).toHaveText('2');
  await expect(page.getByTestId('campaign-total-sent')).toHaveText('2', { timeout: 60_000 });
  await expect(page.getByTestId('campaign-total-queued')).toHaveText('0');
  await expect(page.getByTestId('campaign-state')).toHaveText('Sent');
  await expect(page.getByTestId('campaign-recipient')).toHaveCount(2);
  for (const r of readers) await expect(page.getByTestId('campaign-recipient').filter({ hasText: r.email })).toContainText('Sent');
  await expect(page.getByRole('button', { name: 'Send test to me' })).toHaveCount(0);
  const found: Found[] = [];
  await axeCheck(page, 'campaign sent', found);
  await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Email Campaigns' }).click();
  await expect(page.getByTestId('email-campaign').filter({ hasText: `Spring ${stamp}` })).toContainText('Sent22');
  await page.goto(campaignUrl);

  // a recipient's mail: filled for them, in the layout, with a one-click unsubscribe link (and header)
  const mail = await mailTo(request, readers[0].email, `Spring offers ${stamp} for ${readers[0].firstname}`);
  expect(mail.html).toContain(`Acme news for ${readers[0].firstname}`);
  expect(mail.headers?.['List-Unsubscribe']).toMatch(/unsubscribe\?token=/);
  const link = mail.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  const url = new URL(link as string);

  // the recipient, in a fresh browser without an account, unsubscribes
  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  await v.goto(`${url.pathname}${url.search}`);
  await expect(v.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(v.getByText('Acme Trading').first()).toBeVisible();
  const masked = await v.getByTestId('unsubscribe-email').textContent();
  expect(masked).toMatch(/\*\*\*@example\.com$/);
  expect(masked).not.toBe(readers[0].email);
  await axeCheck(v, 'unsubscribe', found);
  await v.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(v.getByText('You are unsubscribed')).toBeVisible();
  await v.reload();
  await expect(v.getByText('You are unsubscribed')).toBeVisible();
  await expect(v.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  // a link whose token was changed says so, and offers nothing to click
  await v.goto(`${url.pathname}?token=${encodeURIComponent(`${url.searchParams.get('token') ?? ''}x`)}`);
  await expect(v.getByRole('alert').filter({ hasText: 'This unsubscribe link is not valid' })).toBeVisible();
  await expect(v.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  await visitor.close();

  // the owner sees the contact unsubscribed; the other stays subscribed
  await page.goto('/me/crm/contacts');
  await expect(page.getByTestId('contact-row').filter({ hasText: readers[0].email })).toContainText('Unsubscribed');
  await expect(page.getByTestId('contact-row').filter({ hasText: readers[1].email })).not.toContainText('Unsubscribed');
  await page.goto(campaignUrl);
  await expect(page.getByTestId('campaign-total-sent')).toHaveText('1');
  await expect(page.getByTestId('campaign-total-unsubscribed')).toHaveText('1');
  expect(axeReport(found, 2, ' (campaigns)')).toEqual([]);

  // Alice's CRM as it was (the CRM journey of crm.e2e counts her contacts and groups from zero): the two
  // contacts and the group deleted, each after the confirmation; the sent campaign keeps its recipients
  await page.goto('/me/crm/contacts');
  for (const r of readers) await page.getByRole('checkbox', { name: `Select ${r.email}` }).check({ force: true });
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  for (const r of readers) await expect(page.getByTestId('contact-row').filter({ hasText: r.email })).toHaveCount(0);
  await page.goto('/me/crm/contact-groups');
  await page.getByRole('listitem', { name: group }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('listitem', { name: group })).toHaveCount(0);
});

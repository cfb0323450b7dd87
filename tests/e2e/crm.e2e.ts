// The CRM in the browser: Alice (Acme Trading's owner) imports a generated CSV of 10,000 rows with duplicates and
// bad rows (the progress bar moves, the counts are right, the rejected rows download with their reasons),
// exports the contacts, makes a contact group and adds a contact to it; then writes and deletes a private
// note on Baltic Parts' profile. The dashboard's tiles count what she made.
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { REFERRAL_REWARD_POINTS } from '../../src/domain/crm/referrals';
import { apiLogin, readMailedCode, uniqueEmail } from './page-models/api';
import { confirmCode, fillRegistration } from './page-models/auth';
import { generatedContactsCsv } from '../fixtures/crm-csv';
import { signIn } from './page-models/billing';
import { ALICE, alertWith, openProfile } from './page-models/companies';

const text = async (d: Download) => readFile(await d.path(), 'utf8');
const lineCount = (s: string) => s.trim().split(/\r?\n/).length;

type Watch = { progressSeen: string[]; longTasks: number[] };
/** Records every value the import's progress bar shows (a MutationObserver) and the main thread's long tasks. */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    const longTasks: number[] = [];
    (window as unknown as Watch).progressSeen = seen;
    (window as unknown as Watch).longTasks = longTasks;
    new PerformanceObserver((l) => l.getEntries().forEach((e) => longTasks.push(Math.round(e.duration)))).observe({ type: 'longtask' });
    const note = () => document.querySelectorAll('[role=progressbar]').forEach((el) => {
      const v = el.getAttribute('aria-valuenow');
      if (v !== null && seen.at(-1) !== v) seen.push(v);
    });
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return async () => page.evaluate(() => ({ seen: (window as unknown as Watch).progressSeen, longTasks: (window as unknown as Watch).longTasks }));
}

test('an owner imports 10,000 rows, exports, groups a contact, and notes another company', async ({ page }) => {
  test.slow();
  await signIn(page, ALICE.email, ALICE.password);
  await page.goto('/me/crm');
  const crumbs = page.getByRole('navigation', { name: 'breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(crumbs.getByText('CRM')).toBeVisible();
  await expect(page.getByTestId('crm-count-contacts')).toHaveText('0');
  await page.getByRole('link', { name: /Contacts/ }).click();
  await expect(page).toHaveURL(/\/me\/crm\/contacts$/);

  // import
  const file = generatedContactsCsv(10_000);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import contacts from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(file.csv) });
  await expect(dialog.getByLabel('Column for Email')).toHaveValue('0');
  await expect(dialog.getByLabel('Column for Company')).toHaveValue('4');
  const progress = await watchProgress(page);
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByTestId('import-counts')).toHaveText(`${file.added} added, ${file.merged} merged, ${file.rejected} rejected (of 10000 rows)`, { timeout: 120_000 });
  const watched = await progress();
  const seen = watched.seen.map(Number);
  console.log(`CSV import of 10,000 rows: ${Date.now() - started} ms from Import to the counts; main-thread long tasks meanwhile: ${watched.longTasks.length} (${watched.longTasks.join(', ')} ms)`);
  expect(new Set(seen).size, `progress values ${seen.join(',')}`).toBeGreaterThan(3);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  const rejectedDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download rejected rows' }).click();
  const rejected = await text(await rejectedDownload);
  expect(lineCount(rejected)).toBe(1 + file.rejected);
  expect(rejected).toContain('\r\n10,noname8@example.com,,,555,Nameless Ltd,First name or last name is required\r\n11,bad-email-9,Bad,Row,,,Invalid email\r\n');
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(page.getByTestId('contacts-total')).toHaveText('7000 contact(s)');

  // the merged repeat kept its e-mail once, with the later row's fields; search is on the server
  await page.getByLabel('Search contacts').fill('person0@example.com');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('contacts-total')).toHaveText('1 contact(s) matching "person0@example.com"');
  await expect(page.getByTestId('contact-row')).toContainText(['Again']);

  // export of the current filter, then of all
  let download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect(lineCount(await text(await download))).toBe(2);
  await page.getByLabel('Search contacts').fill('');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('contacts-total')).toHaveText('7000 contact(s)');
  download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const exported = await text(await download);
  expect(lineCount(exported)).toBe(1 + file.added);
  expect(exported.split('\r\n')[0]).toBe('Email,First name,Last name,Phone,Company,Unsubscribed');

  await page.goto('/me/crm/contacts/upload-events');
  await expect(page.getByTestId('upload-event')).toContainText(['people.csv']);
  await expect(page.getByTestId('upload-event').first()).toContainText('10000700010002000Done');

  // a contact group with one contact, added from the contacts list
  await page.goto('/me/crm/contact-groups');
  await page.getByLabel('New group name').fill('Key buyers');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('link', { name: 'Key buyers' })).toBeVisible();
  await page.goto('/me/crm/contacts');
  await page.getByRole('button', { name: 'Email' }).click();
  await expect(page.getByRole('button', { name: 'Email ▲' })).toBeVisible();
  const first = page.getByTestId('contact-row').first();
  await expect(first).toContainText('person0@example.com');
  await first.getByRole('checkbox').check({ force: true });
  await page.getByLabel('Contact group').selectOption({ label: 'Key buyers' });
  await page.getByRole('button', { name: 'Add to group' }).click();
  await expect(alertWith(page, '1 contact(s) added to the group')).toBeVisible();
  await page.goto('/me/crm/contact-groups');
  await expect(page.getByRole('listitem', { name: 'Key buyers' })).toContainText('1 contact(s)');
  await page.getByRole('link', { name: 'Key buyers' }).click();
  await expect(page.getByTestId('contacts-total')).toHaveText('1 contact(s)');

  // a private note on another company, then deleted
  await openProfile(page, 'baltic-parts', 'Baltic Parts');
  await page.getByRole('button', { name: 'Note', exact: true }).click();
  const notes = page.getByRole('dialog', { name: 'Notes on Baltic Parts' });
  await notes.getByRole('button', { name: 'Save note' }).click();
  await expect(notes.getByRole('alert')).toHaveText('Title is required');
  await notes.getByLabel('Title').fill('Met at the Riga fair');
  await notes.getByLabel('Content').fill('Good prices on CNC brackets.');
  await notes.getByLabel('Files').setInputFiles({ name: 'offer.txt', mimeType: 'text/plain', buffer: Buffer.from('Offer: 0.40 EUR per bracket') });
  await notes.getByRole('button', { name: 'Save note' }).click();
  const saved = notes.getByRole('listitem', { name: 'Met at the Riga fair' });
  await expect(saved).toContainText('Good prices on CNC brackets.');
  const attachment = page.waitForEvent('download');
  await saved.getByRole('button', { name: /offer\.txt/ }).click();
  const offer = await attachment;
  expect(offer.suggestedFilename()).toBe('offer.txt');
  expect(await text(offer)).toBe('Offer: 0.40 EUR per bracket');
  await page.goto('/me/crm');
  await expect(page.getByTestId('crm-count-notes')).toHaveText('1');
  await expect(page.getByTestId('crm-count-contacts')).toHaveText('7000');
  await expect(page.getByTestId('crm-count-contactGroups')).toHaveText('1');
  await page.getByRole('link', { name: /Notes/ }).click();
  await expect(page.getByRole('listitem', { name: 'Met at the Riga fair' })).toContainText('Baltic Parts');
  await page.getByRole('listitem', { name: 'Met at the Riga fair' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(alertWith(page, 'Note deleted')).toBeVisible();
  await expect(page.getByText('No notes yet.')).toBeVisible();
});

test('an owner makes a tracking code; a visitor follows its ?tc= link, the visit shows in the log, and signing up later earns her a referral reward', async ({ page, browser, request }) => {
  await signIn(page, ALICE.email, ALICE.password);
  await page.goto('/me/crm/tracking-codes');
  await page.getByLabel('Code (letters and digits; empty for a random one)').pressSequentially('Spring Fair-27!');
  await expect(page.getByLabel('Code (letters and digits; empty for a random one)')).toHaveValue('SpringFair27');
  await page.getByLabel('Name').fill('Spring fair flyer');
  await page.getByRole('button', { name: 'Create code' }).click();
  const row = page.getByTestId('tracking-code').filter({ hasText: 'SpringFair27' });
  await expect(row).toContainText('0 visits');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/profile/baltic-parts?tc=SpringFair27');
  await expect(visitor.getByRole('heading', { name: 'Baltic Parts', level: 1 })).toBeVisible();
  await expect(row).toContainText('1 visit');
  await row.getByRole('link', { name: '1 visit' }).click();
  await expect(page).toHaveURL(/tcLogs\?tcId=SpringFair27$/);
  await expect(page.getByTestId('tc-log')).toHaveText([/SpringFair27\/profile\/baltic-parts\?tc=SpringFair27.*Visitor/]);

  // the visitor signs up later, on a page without ?tc=: the kept code travels in the tracking-codes header, and
  // once they confirm their e-mail Alice's referral rewards page shows them and the points she earned
  await page.goto('/me/crm/tracking-codes');
  await row.getByRole('link', { name: 'Referral rewards' }).click();
  await expect(page.getByTestId('referral-totals')).toHaveText('0 members registered, 0 confirmed: 0 points earned.');
  const email = uniqueEmail('referred');
  await fillRegistration(visitor, { firstname: 'Rita', lastname: 'Ozola', email, password: 'Secret123', company: 'Ozola Parts' });
  await expect(visitor).toHaveURL(/\/register-confirm/);
  await expect(page.getByTestId('referral')).toHaveText([/Rita O\..*Waiting for e-mail confirmation\s*0/]);
  await confirmCode(visitor, await readMailedCode(request, email));
  await expect(visitor).toHaveURL(/\/register-success$/);
  await page.reload();
  await expect(page.getByTestId('referral-totals')).toHaveText(`1 member registered, 1 confirmed: ${REFERRAL_REWARD_POINTS} points earned.`);
  await expect(page.getByTestId('referral')).toHaveText([/Rita O\..*Confirmed/]);
  await visitor.context().close();
  await page.goto('/me/crm');
  await expect(page.getByTestId('crm-count-trackingCodes')).toHaveText('1');
});

test("Bob's RFI to Acme reaches Alice's open RFIs page live; she marks it read and replies in a direct chat", async ({ page, request }) => {
  await signIn(page, ALICE.email, ALICE.password);
  await page.goto('/me/crm/rfis');
  await expect(page.getByRole('heading', { name: 'RFIs', level: 1 })).toBeVisible();
  const bob = await apiLogin(request, 'bob@mtz.test', 'Bob12345!');
  const acme = (await (await request.get('/api/v1/company/companies?profileNames=acme-trading')).json()) as { id: string }[];
  const sent = await request.post(`/api/v1/company/companies/${acme[0].id}/rfis`, {
    headers: { Authorization: `Bearer ${bob.accessToken}` },
    data: { rfi: { title: 'Bolts for a new line', shortDesc: 'M8 bolts, 40,000 a month', longDesc: 'Zinc plated, delivered to Kaunas.', requestTypeIds: [] }, base64Imgs: [] },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const card = page.getByRole('listitem', { name: 'Bolts for a new line' });
  await expect(card).toContainText('Bob Berzins');
  await expect(card).toContainText('New');
  await card.getByRole('button', { name: 'Mark read' }).click();
  await expect(card.getByText('New', { exact: true })).toHaveCount(0);
  await card.getByRole('button', { name: 'Reply in chat' }).click();
  await expect(page).toHaveURL(/\/chat\/[\w-]+$/);
});

test('an owner builds and publishes a form; a visitor fills it at /forms/{id} behind the captcha and becomes a contact, live on the form page', async ({ page, browser }) => {
  test.slow();
  await signIn(page, ALICE.email, ALICE.password);
  await page.goto('/me/crm/form-builders');
  await page.getByRole('button', { name: 'New form' }).click();
  await expect(page).toHaveURL(/\/me\/crm\/form-builders\/[\w-]+$/);
  const builder = page.getByRole('form', { name: 'Form builder' });
  await builder.getByLabel('Title').fill('Riga fair: meet us');
  await builder.getByRole('button', { name: 'Add field' }).click();
  const added = builder.getByRole('listitem', { name: 'Field: Field 3' });
  await added.getByLabel('Label').fill('Interested in');
  await builder.getByRole('listitem', { name: 'Field: Interested in' }).getByLabel('Type').selectOption('CHOICE');
  await builder.getByLabel('Options (one per line)').fill('Bolts\nBrackets\n');
  await builder.getByText('Published (anyone with the link can fill it)').click();
  // the preview shows the form as visitors will see it
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Riga fair: meet us' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview' }).getByText('Brackets')).toBeVisible();
  await builder.getByRole('button', { name: 'Save' }).click();
  await expect(alertWith(page, 'Form saved and published')).toBeVisible();
  const link = page.getByRole('link', { name: /\/forms\// });
  const url = (await link.getAttribute('href')) ?? '';

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(url);
  const form = visitor.getByRole('form', { name: 'Riga fair: meet us' });
  await expect(visitor.getByText('Acme Trading')).toBeVisible();
  // wrong answers stay on the fields; nothing is sent
  await form.getByLabel('E-mail').fill('ilze-at-example');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Please enter a valid e-mail address')).toBeVisible();
  await expect(form.getByText('This field is required').first()).toBeVisible();
  await form.getByLabel('E-mail').fill('Ilze.Kalna@Example.com');
  await form.getByLabel('Name').fill('Ilze');
  await form.getByText('Brackets', { exact: true }).click();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(visitor.getByText('Thank you! Your answers were sent.')).toBeVisible({ timeout: 30_000 });

  // Alice's open form page shows the submission live; the visitor is now her contact
  await expect(page.getByTestId('form-submission')).toHaveText([/ilze\.kalna@example\.com.*Ilze.*Brackets/]);
  await visitor.context().close();
  await page.goto('/me/crm/contacts');
  await page.getByLabel('Search contacts').fill('ilze.kalna');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('ilze.kalna@example.com')).toBeVisible();
});

// Feedback in the browser (issue 14): a visitor on Acme Trading's profile opens the footer's Feedback link, the
// dialog says 'Feedback to Acme Trading'; an empty message is refused; the sent feedback (proof-of-work captcha
// solved in the browser) appears live on Alice's open /me/crm/feedbacks, she marks it read, and the report
// counts it (one more than the demo's) on the statistics chart with the average rating. Alice, on a page of no
// company, writes to the platform with her e-mail filled in. A member on that profile sends, through 'Report a
// problem', a feedback with the recording of their session attached; Alice downloads it from her list and
// `npm run replay` replays it without divergence.
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from './page-models/billing';
import { ALICE, openProfile } from './page-models/companies';
import { namedMember } from './page-models/live';
import { replay } from './page-models/replay';

test('a visitor sends feedback from the footer on a company profile; the owner sees it live and in the report', async ({ page, browser }) => {
  test.slow();
  await signIn(page, ALICE.email, ALICE.password);
  await page.goto('/me/crm/feedbacks');
  await expect(page.getByRole('heading', { name: 'Feedbacks' })).toBeVisible();
  // the demo's feedbacks: counted before, so the visitor's shows as one more
  const summary = page.getByTestId('feedbacks-summary');
  await expect(summary).toBeVisible();
  const [total, unread] = ((await summary.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
  expect(total).toBeGreaterThan(0);

  const visitor = await (await browser.newContext()).newPage();
  await openProfile(visitor, 'acme-trading', 'Acme Trading');
  await visitor.getByRole('contentinfo').getByRole('button', { name: 'Feedback' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Feedback to Acme Trading' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please write your feedback');
  await dialog.getByLabel('Your feedback').fill('Quick answers, but <b>the catalogue</b> needs prices.');
  await dialog.getByRole('radio', { name: '4 of 5' }).click();
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your e-mail');
  await dialog.getByLabel('Your e-mail').fill('Visitor.One@Example.com');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Thank you for your feedback')).toBeVisible({ timeout: 30_000 });
  await visitor.context().close();

  // live on Alice's open page, the message as plain text
  const item = page.getByRole('listitem', { name: 'Feedback from visitor.one@example.com' });
  await expect(item).toBeVisible();
  await expect(item.getByText('Quick answers, but <b>the catalogue</b> needs prices.')).toBeVisible();
  await expect(item.getByLabel('Rating 4 of 5')).toBeVisible();
  await expect(item.getByText('Footer')).toBeVisible();
  await expect(summary).toHaveText(`${total + 1} feedback(s), ${unread + 1} unread`);
  await item.getByRole('button', { name: 'Mark read' }).click();
  await expect(summary).toHaveText(`${total + 1} feedback(s), ${unread} unread`);
  await expect(item.getByRole('button', { name: 'Mark read' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Report' }).click();
  await expect(page).toHaveURL(/\/me\/crm\/feedbacks\/report$/);
  await expect(page.getByTestId('feedback-report-summary')).toHaveText(new RegExp(`^${total + 1} feedback\\(s\\) · average rating [\\d.]+ of 5 \\(\\d+ rated\\)$`));
  const chart = page.getByRole('region', { name: 'Feedbacks' });
  await expect(chart.getByText('No Data found')).toHaveCount(0);
  await expect(chart.getByTestId('stats-chart').locator('svg').first()).toBeVisible();
  await chart.getByLabel('Grouping').selectOption('MONTH');
  await expect(chart.getByTestId('stats-chart')).toHaveAttribute('data-grouping', 'MONTH');

  // a member elsewhere writes to the platform: their e-mail is filled in
  await page.goto('/pricing');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Feedback' }).click();
  const own = page.getByRole('dialog', { name: 'Feedback' });
  await expect(own.getByLabel('Your e-mail')).toHaveValue(ALICE.email);
  await own.getByLabel('Your feedback').fill('The pricing page could compare plans side by side.');
  await own.getByRole('button', { name: 'Send feedback' }).click();
  await expect(own.getByText('Thank you for your feedback')).toBeVisible({ timeout: 30_000 });
});

test("a member sends a feedback with the session's recording; the company's owner downloads it and it replays", async ({ browser, request }) => {
  test.slow();
  const member = await namedMember(request, 'Reporter');
  const page = await (await browser.newContext()).newPage();
  await signIn(page, member.email, member.password);
  await openProfile(page, 'acme-trading', 'Acme Trading');

  await page.getByRole('contentinfo').getByRole('button', { name: 'Report a problem' }).click();
  await page.getByRole('dialog', { name: 'Report a problem' }).getByRole('button', { name: 'Send it with feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback to Acme Trading' });
  await expect(dialog.getByRole('checkbox', { name: 'Attach a recording of this session' })).toBeChecked();
  const summary = dialog.getByTestId('recording-summary');
  await expect(summary).toHaveText(/^Recent screens' data and actions, with passwords, tokens and card data removed\. \d+ entries, [\d.]+ (KB|MB|bytes)\.$/);
  await dialog.getByLabel('Your feedback').fill('The profile page jumped while loading.');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Thank you for your feedback')).toBeVisible({ timeout: 30_000 });
  await page.context().close();

  const alice = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signIn(alice, ALICE.email, ALICE.password);
  await alice.goto('/me/crm/feedbacks');
  const item = alice.getByRole('listitem', { name: `Feedback from ${member.email.toLowerCase()}` });
  await expect(item.getByText(/^Recording attached \(\d+ entries, /)).toBeVisible();
  const downloading = alice.waitForEvent('download');
  await item.getByRole('button', { name: /^Download the recording/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mtz-recording-.*\.json$/);
  mkdirSync('.tmp/recorder', { recursive: true });
  const file = `.tmp/recorder/feedback-${download.suggestedFilename()}`;
  await download.saveAs(file);
  const text = readFileSync(file, 'utf8');
  expect(text).not.toContain(member.password);
  expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
  const recording = JSON.parse(text) as { userId: string; entries: { kind: string }[] };
  expect(recording.userId).toBe(member.id);
  expect(recording.entries.some((e) => e.kind === 'machine')).toBe(true);

  const { code, result } = await replay(file);
  expect(result.divergence).toBeNull();
  expect(code).toBe(0);
});

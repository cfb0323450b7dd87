// Page models for group sponsorship: what a group admin and a sponsor see and click.
import { expect, type Page } from '@playwright/test';
import { alert } from './billing';

export const sponsorsTab = (profileName: string) => `/groups/${profileName}/sponsors`;

/** A group admin on the Sponsors tab creates a plan and gives it a monthly price. */
export async function createPlanWithPrice(page: Page, profileName: string, plan: { name: string; description: string; max: string; rank: string; dollars: string }) {
  await page.goto(sponsorsTab(profileName));
  const form = page.getByRole('form', { name: 'Create sponsor plan' });
  await form.getByLabel('Name').fill(plan.name);
  await expect(form.getByLabel(/3-500 characters/)).toHaveAttribute('placeholder', 'max 1000 characters');
  await form.getByLabel(/Description/).fill(plan.description);
  await form.getByLabel('Subscription max').fill(plan.max);
  await form.getByLabel('Rank').fill(plan.rank);
  await form.getByRole('button', { name: 'Create plan' }).click();
  const manage = page.getByRole('region', { name: `Manage plan ${plan.name}` });
  await expect(manage).toBeVisible();
  await expect(page.getByRole('article', { name: `Plan ${plan.name}` })).toContainText('No payment plan found. This sponsorship plan may not be ready yet.');
  await manage.getByLabel('Price (USD)').fill(plan.dollars);
  await manage.getByRole('button', { name: 'Add price' }).click();
  await expect(alert(page, 'Price added')).toBeVisible();
  await expect(page.getByRole('article', { name: `Plan ${plan.name}` })).toContainText(`$${plan.dollars} per month`);
}

/** A group admin on the Sponsors tab invites someone by email with a message. */
export async function inviteSponsor(page: Page, email: string, message: string) {
  const form = page.getByRole('form', { name: 'Invite a sponsor' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Send invite' }).click();
  await expect(alert(page, 'Invites sent')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sponsor invites' })).toContainText(email);
}

/** On the checkout page: the one payment flow, by the default card. */
export async function payByCard(page: Page) {
  await page.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByRole('group', { name: 'Totals' })).toContainText('Total:');
  await page.getByLabel('Card', { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
}

export const sponsorWithText = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

// Page models for sign-up, confirmation and login: what a person sees and clicks.
import { expect, type Page } from '@playwright/test';

/** company null: a professional without a company (the server then asks for the business type Professional). */
export type NewUser = { firstname: string; lastname: string; email: string; password: string; company: string | null };

export async function fillRegistration(page: Page, u: NewUser, businessType = 'Wholesaler') {
  await page.goto('/register');
  await page.getByLabel('First name').fill(u.firstname);
  await page.getByLabel('Last name').fill(u.lastname);
  await page.getByLabel('Email').fill(u.email);
  await page.getByLabel('Password', { exact: true }).fill(u.password);
  await page.getByLabel('Confirm Password').fill(u.password);
  if (u.company === null) await page.getByText('I am a professional without a company', { exact: true }).click();
  else await page.getByLabel('Company Name').fill(u.company);
  // Chakra's styled box covers the hidden checkbox input: click the label, as a person does.
  await page.getByText(businessType, { exact: true }).click();
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

export async function confirmCode(page: Page, code: string) {
  await page.getByLabel('Confirmation code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

export async function login(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export const bell = (page: Page) => page.getByTestId('alerts-bell');

export async function expectBellCount(page: Page, n: number) {
  await expect(bell(page)).toHaveAccessibleName(`Alerts, ${n} unread`);
}

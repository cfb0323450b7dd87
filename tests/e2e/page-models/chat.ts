// Page models for the chat: what a person sees and clicks on /chat.
import { expect, type Browser, type Page } from '@playwright/test';
import { login } from './auth';

export const ALICE = { email: 'alice@mtz.test', password: 'Alice123!', name: 'Alice Andersen' };
export const BOB = { email: 'bob@mtz.test', password: 'Bob12345!', name: 'Bob Berzins' };
export const LOUNGE = 'Northern Traders lounge';

/** A fresh browser context signed in as `who`, on /chat. */
export async function chatAs(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await login(page, who.email, who.password);
  await expect(page).toHaveURL(/\/me$/);
  await page.goto('/chat');
  await expect(page.getByRole('navigation', { name: 'Chat Rooms' })).toBeVisible();
  return page;
}

export const roomItem = (page: Page, title: string) =>
  page.getByRole('navigation', { name: 'Chat Rooms' }).getByTestId('room-item').filter({ hasText: title });

/** The room's unread count as the list shows it (data-unread), once the room is listed. */
export async function unreadOf(page: Page, title: string): Promise<number> {
  await expect(roomItem(page, title)).toBeVisible();
  return Number(await roomItem(page, title).getAttribute('data-unread'));
}

export async function expectUnread(page: Page, title: string, n: number) {
  await expect(roomItem(page, title)).toHaveAttribute('data-unread', String(n));
  const badge = roomItem(page, title).getByTestId('room-unread');
  if (n === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(n > 10 ? '10+' : String(n));
}

export async function openRoom(page: Page, title: string) {
  await roomItem(page, title).click();
  await expect(page.getByTestId('room-title')).toHaveText(title);
  await expect(page.getByRole('log', { name: 'Messages' }).getByText('Loading...')).toHaveCount(0);
  // the first page is in: as many loaded as the page holds (10) or the room has
  await expect.poll(async () => {
    const m = /(\d+) of (\d+) messages loaded/.exec((await page.getByTestId('room-counts').textContent()) ?? '');
    return m !== null && Number(m[1]) >= Math.min(Number(m[2]), 10) && (await messages(page).count()) === Number(m[1]);
  }).toBe(true);
}

export async function sendMessage(page: Page, text: string) {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
}

export const messages = (page: Page) => page.getByRole('log', { name: 'Messages' }).getByTestId('message');

export async function uploadFile(page: Page, name: string, content: string) {
  await page.getByRole('button', { name: 'Upload file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload file' });
  await dialog.getByLabel('File').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
  await dialog.getByRole('button', { name: 'Send file' }).click();
  await expect(dialog).toBeHidden();
}

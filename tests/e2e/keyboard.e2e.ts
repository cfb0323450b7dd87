// Keyboard only: a member signs in, opens a chat room, sends a message, opens and closes a dialog, and never
// touches the mouse. Every step moves focus with Tab / Shift+Tab and acts with Enter, Space or Escape.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newMemberViaApi } from './page-models/groups';

/** Presses Tab until `target` has the focus (at most `max` presses), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('sign in, open a chat room, send a message, open and close a dialog: keyboard only', async ({ page, request }) => {
  test.slow();
  const member = await newMemberViaApi(request, 'keys');
  const roomName = `Keyboard room ${Date.now()}`;
  const room = await request.post('/api/v1/chat/rooms', { data: { name: roomName }, headers: { authorization: `Bearer ${member.accessToken}` } });
  expect(room.status(), await room.text()).toBe(201);

  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible(); // the app has rendered (index.html's skeleton has a link of its own)
  // the first Tab stop is the skip link; it moves the focus to the page's content
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(member.email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(member.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/me$/);

  // to the chat through the Messages pill
  await tabTo(page, page.getByTestId('messages-panel'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chat$/);
  const item = page.getByRole('navigation', { name: 'Chat Rooms' }).getByTestId('room-item').filter({ hasText: roomName });
  await expect(item).toBeVisible();
  await tabTo(page, item);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('room-title')).toHaveText(roomName);

  // opening the room put the caret in its message box
  const box = page.getByPlaceholder('Write a message');
  await expect(box).toBeFocused();
  const text = `Typed without a mouse ${Date.now()}`;
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log', { name: 'Messages' }).getByTestId('message').filter({ hasText: text })).toBeVisible();

  // a dialog: opened with the keyboard, closed with Escape, the focus back on the button that opened it
  const members = page.getByRole('button', { name: 'Members', exact: true });
  await tabTo(page, members);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1); // the focus moved into the dialog
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(members).toBeFocused();
});

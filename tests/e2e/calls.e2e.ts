import { expect, test, type Browser, type Page } from '@playwright/test';
import { login } from './page-models/auth';
import { ALICE, BOB, messages, openRoom } from './page-models/chat';

// Chromium runs with a fake camera and microphone (playwright.config.ts); each context is granted both.
async function memberWithMedia(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
  const page = await context.newPage();
  await page.goto('/login');
  await login(page, who.email, who.password);
  await expect(page).toHaveURL(/\/me$/);
  await page.goto('/chat');
  return page;
}

/** The call page's remote video shows moving frames. */
async function expectRemoteFrames(call: Page) {
  const video = call.getByTestId('remote-video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth > 0 && v.currentTime > 0)).toBe(true);
}

test('a video call in a direct room: one calls, the other is asked and answers, both connect; a voice note arrives as an mp3', async ({ browser }) => {
  test.setTimeout(180_000); // two members, two popups and a recording: a long journey on a busy machine
  const alice = await memberWithMedia(browser, ALICE);
  const bob = await memberWithMedia(browser, BOB);
  await openRoom(alice, BOB.name);
  await openRoom(bob, ALICE.name);

  // Alice calls: a popup at /chat/calls?roomId=... waits for the others
  const [aliceCall] = await Promise.all([alice.waitForEvent('popup'), alice.getByRole('button', { name: 'Video call' }).click()]);
  await expect(aliceCall).toHaveURL(/\/chat\/calls\?roomId=/);
  await expect(aliceCall.getByTestId('call-state')).toHaveText('Calling…');
  await expect(aliceCall.getByTestId('local-video')).toBeVisible();

  // Bob is asked to answer; answering opens his popup, and both connect with video from the other
  const ask = bob.getByRole('alertdialog', { name: 'Video call' });
  await expect(ask).toContainText('Incoming video call. Do you want to answer?');
  const [bobCall] = await Promise.all([bob.waitForEvent('popup'), ask.getByRole('button', { name: 'Answer' }).click()]);
  await expect(bobCall).toHaveURL(aliceCall.url());
  await expect(bobCall.getByTestId('call-state')).toHaveText('Connected');
  await expect(aliceCall.getByTestId('call-state')).toHaveText('Connected');
  await expectRemoteFrames(aliceCall);
  await expectRemoteFrames(bobCall);
  await expect(aliceCall.getByLabel(`Video of ${BOB.name}`)).toBeVisible();

  // Bob hangs up: the call ends for both
  await bobCall.getByRole('button', { name: 'Hang up' }).click();
  await expect(bobCall.getByTestId('call-state')).toHaveText('Call ended');
  await expect(aliceCall.getByTestId('call-state')).toHaveText('Call ended');
  await expect(aliceCall.getByTestId('remote-video')).toHaveCount(0);

  // A voice note: recording counts seconds, stops into an mp3 file, and arrives as a file message
  await alice.getByRole('button', { name: 'Record voice note' }).click();
  const note = alice.getByRole('dialog', { name: 'Voice note' });
  await note.getByRole('button', { name: 'Start recording' }).click();
  await expect(note.getByTestId('voice-note-seconds')).toHaveText('Recording 0:01');
  await note.getByRole('button', { name: 'Stop recording' }).click();
  const fileName = (await note.getByTestId('voice-note-file').textContent({ timeout: 20_000 }))?.split(' · ')[0] ?? '';
  expect(fileName).toMatch(/^voice-note-[\d-]+\.mp3$/);
  await note.getByRole('button', { name: 'Send voice note' }).click();
  await expect(note).toBeHidden();
  const arrived = bob.getByRole('log', { name: 'Messages' }).getByTestId('message-file').filter({ hasText: fileName });
  await expect(arrived).toBeVisible();
  await expect(messages(bob).filter({ hasText: fileName })).toHaveCount(1);
  await alice.context().close();
  await bob.context().close();
});

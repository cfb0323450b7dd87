// The flight recorder in the browser: a member chats in two rooms and pays a group join by card with a coupon,
// opens 'Report a problem' and downloads the recording (sent with a feedback instead: feedback.e2e.ts); `npm run
// replay` on that file reproduces the store's contents and the machines' final states, the file holds no password,
// token or card number, and the same file with one frame dropped is reported as diverging at that frame.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from './page-models/api';
import { alert, choosePrice, createCoupon, signIn } from './page-models/billing';
import { ALICE, BOB, expectUnread, messages, openRoom, sendMessage } from './page-models/chat';
import { bearer, namedMember } from './page-models/live';
import { replay } from './page-models/replay';

/** The recording lives in the page's memory (a reload starts a new one): the journey moves inside the app. */
async function visit(page: Page, path: string) {
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

test('a recorded session (two rooms, a coupon payment) replays to the same store and machine states', async ({ browser, request }) => {
  test.slow();
  const code = `rec${Math.floor(Math.random() * 1e8)}`;
  const alice = await (await browser.newContext()).newPage();
  await signIn(alice, ALICE.email, ALICE.password);
  await createCoupon(alice, code, '20');
  await expect(alert(alice, 'Coupon created')).toBeVisible();

  const rita = await namedMember(request, 'Rita');
  const roomA = `Recorder room A ${code}`;
  const roomB = `Recorder room B ${code}`;
  const rooms: Record<string, { token: string; id: string }> = {};
  for (const [who, name] of [[ALICE, roomA], [BOB, roomB]] as const) {
    const { accessToken } = await apiLogin(request, who.email, who.password);
    const res = await request.post('/api/v1/chat/rooms', { headers: bearer(accessToken), data: { name, memberIds: [rita.id] } });
    expect(res.status(), await res.text()).toBe(201);
    rooms[name] = { token: accessToken, id: ((await res.json()) as { id: string }).id };
  }

  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signIn(page, rita.email, rita.password);
  const tokens = await page.evaluate(() => localStorage.getItem('mtz.logins') ?? '');
  const secrets = [...tokens.matchAll(/"(?:accessToken|refreshToken)":"([^"]+)"/g)].map((m) => m[1]);
  expect(secrets.length).toBeGreaterThan(0);

  await visit(page, '/chat');
  for (const room of [roomA, roomB]) {
    await openRoom(page, room);
    const text = `Hello from Rita in ${room}`;
    await sendMessage(page, text);
    await expect(messages(page).filter({ hasText: text })).toBeVisible();
  }
  // Alice writes in room A while Rita looks at room B: the frame raises room A's badge
  const reply = await request.post('/api/v1/chat/messages', { headers: bearer(rooms[roomA].token), data: { roomId: rooms[roomA].id, content: 'Alice answers' } });
  expect(reply.status(), await reply.text()).toBe(201);
  await expectUnread(page, roomA, 1);

  await visit(page, '/me/billing/payment-accounts');
  await page.getByLabel('Name on card').fill('Rita Recorder');
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('CVC').fill('987');
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(alert(page, 'Card created')).toBeVisible();

  await visit(page, '/me/billing/group-join/premium-buyers-club');
  await choosePrice(page, 'One-Time Prices', /\$25\.00/);
  await page.getByLabel('Card', { exact: true }).check();
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Coupon ${code} applied`)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Totals' })).toContainText('Discount: $5.00');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText('Payment success! Thank you for your payment to join the group Premium Buyers Club')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Report a problem' }).click();
  await page.getByRole('dialog', { name: 'Report a problem' }).getByRole('button', { name: 'Download the recording' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mtz-recording-.*\.json$/);
  await expect(page.getByRole('status').filter({ hasText: /Recording saved \(\d+ entries\)/ })).toBeVisible();
  mkdirSync('.tmp/recorder', { recursive: true });
  const file = `.tmp/recorder/${download.suggestedFilename()}`;
  await download.saveAs(file);

  const text = readFileSync(file, 'utf8');
  for (const s of [...secrets, rita.password, '4242424242424242', '"987"']) expect(text).not.toContain(s);
  expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
  type Stored = { rooms: { id: string; name: string; unread: number }[]; messages: Record<string, { messages: { content: string }[] }> };
  const recording = JSON.parse(text) as { entries: { kind: string; machine?: string; actor?: string; value?: unknown; status?: string }[]; store: Stored };
  const kinds = new Set(recording.entries.map((e) => e.kind));
  expect([...kinds].sort()).toEqual(['command', 'frame', 'machine', 'rest', 'view']);
  expect(recording.store.rooms.map((r) => [r.name, r.unread])).toEqual(expect.arrayContaining([[roomA, 1], [roomB, 0]]));
  // the messages of both rooms as the page last saw them
  for (const room of [roomA, roomB]) {
    const id = recording.store.rooms.find((r) => r.name === room)?.id ?? '';
    expect(recording.store.messages[id]?.messages.map((m) => m.content)).toContain(`Hello from Rita in ${room}`);
  }
  console.log(`recording: ${recording.entries.length} entries, ${text.length} bytes`);

  const { code: exit, result } = await replay(file);
  expect(result.divergence).toBeNull();
  expect(exit).toBe(0);
  expect(result.store).toEqual(recording.store);
  // every machine's final state is its last recorded one; the payment ended in success
  const last = new Map<string, { machine?: string; value?: unknown; status?: string }>();
  for (const e of recording.entries) if (e.kind === 'machine' && e.actor) last.set(e.actor, e);
  expect(Object.keys(result.machines).sort()).toEqual([...last.keys()].sort());
  for (const [actor, e] of last) expect(result.machines[actor]).toEqual({ machine: e.machine, value: e.value, status: e.status });
  expect(Object.values(result.machines).some((m) => m.machine === 'payment' && m.value === 'success')).toBe(true);

  // one frame dropped: reported at that frame (the next frame now stands there; the pipeline stays before the gap)
  const frames = recording.entries.map((e, i) => (e.kind === 'frame' ? i : -1)).filter((i) => i >= 0);
  expect(frames.length).toBeGreaterThan(2);
  const dropped = frames[Math.floor(frames.length / 2)];
  const edited = { ...recording, entries: recording.entries.filter((_, i) => i !== dropped) };
  const droppedFile = file.replace(/\.json$/, '.dropped.json');
  writeFileSync(droppedFile, JSON.stringify(edited));
  const diverged = await replay(droppedFile);
  expect(diverged.code).toBe(1);
  expect(diverged.result.divergence).toMatchObject({ index: edited.entries.findIndex((e, i) => i >= dropped && e.kind === 'frame'), kind: 'frame' });
});

// How many REST reads one realtime event causes (issue 27, targeted refresh). Alice has four pages open in
// Chromium — her company profile, /me, a group page and /me/billing — each recording its requests (its sync
// worker's included). Bob follows and then unfollows Alice's company through the API, sends her a chat
// message, and the admin sends her a notification: each event may cause at most one GET, on the page whose
// data it changes (the profile's follower count), and none elsewhere; the chat message and the notification
// cause none. Then Alice follows another company herself from its profile: at most one GET after the command
// (the command's own event does not refresh again). The table of GETs per page is printed.
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, sendNotification } from './page-models/api';
import { signIn } from './page-models/billing';
import { API, bearer, companyId, namedMember, recordRequests, type Req } from './page-models/live';

const ALICE = { email: 'alice@mtz.test', password: 'Alice123!' };
const ADMIN = { email: 'admin@mtz.test', password: 'Admin123!' };
const GROUP = 'premium-buyers-club';
/** no request for this long: the page has done what the event made it do */
const QUIET_MS = 2000;

const getsOf = (log: Req[], page: string, from: number) =>
  log.filter((r) => r.page === page && r.method === 'GET' && r.url.includes('/api/') && r.t >= from);

async function quiet(log: Req[], ms = QUIET_MS): Promise<void> {
  await expect.poll(() => Date.now() - Math.max(0, ...log.map((r) => r.t)), { timeout: 30_000, intervals: [250] }).toBeGreaterThan(ms);
}

const followersOf = async (page: Page) => Number((await page.getByText(/^\d+ followers?$/).textContent())?.split(' ')[0]);

test('one event causes at most one GET, on the page it changes; a command at most one after it', async ({ browser, request }) => {
  test.slow();
  const bob = await namedMember(request, 'Bob');
  const acme = await companyId(request, 'acme-trading');
  const aliceTokens = await apiLogin(request, ALICE.email, ALICE.password);
  const aliceId = ((await (await request.get(`${API}/user`, { headers: bearer(aliceTokens.accessToken) })).json()) as { id: string }).id;

  const context = await browser.newContext();
  const log: Req[] = [];
  const pages: Record<string, Page> = {};
  const open = async (name: string, url: string, ready: (p: Page) => Promise<void>) => {
    const p = await context.newPage();
    recordRequests(p, name, log);
    if (Object.keys(pages).length === 0) await signIn(p, ALICE.email, ALICE.password);
    await p.goto(url);
    await ready(p);
    pages[name] = p;
  };
  await open('profile', '/profile/acme-trading', (p) => expect(p.getByText(/^\d+ followers?$/)).toBeVisible());
  await open('me', '/me', (p) => expect(p.getByRole('main')).toBeVisible());
  await open('group', `/groups/${GROUP}`, (p) => expect(p.getByRole('heading', { name: 'Premium Buyers Club' }).first()).toBeVisible());
  await open('billing', '/me/billing', (p) => expect(p.getByRole('main')).toBeVisible());
  await quiet(log);

  const table: Record<string, Record<string, number>> = {};
  const measure = async (row: string, act: () => Promise<void>, shown?: () => Promise<void>) => {
    const from = Date.now();
    await act();
    if (shown) await shown();
    await quiet(log);
    table[row] = Object.fromEntries(Object.keys(pages).map((name) => [name, getsOf(log, name, from).length]));
  };

  // Bob follows and unfollows Alice's company (one FOLLOW event each on Alice's socket)
  const before = await followersOf(pages.profile);
  let followId = '';
  await measure('Bob follows Acme', async () => {
    const res = await request.post(`${API}/follows`, { data: { companyId: acme, followerId: bob.id }, headers: bearer(bob.accessToken) });
    expect(res.status(), await res.text()).toBe(201);
    followId = ((await res.json()) as { id: string }).id;
  }, () => expect.poll(() => followersOf(pages.profile)).toBe(before + 1));
  await measure('Bob unfollows Acme', async () => {
    const res = await request.delete(`${API}/follows/${followId}`, { headers: bearer(bob.accessToken) });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }, () => expect.poll(() => followersOf(pages.profile)).toBe(before));

  // a chat message (the direct room is made first, outside the window)
  const room = await request.post('/api/v1/chat/direct-rooms', { data: { toMemberId: aliceId }, headers: bearer(bob.accessToken) });
  expect(room.status(), await room.text()).toBeLessThan(300);
  const roomId = ((await room.json()) as { id: string }).id;
  await quiet(log);
  await measure('Bob sends a chat message', async () => {
    const res = await request.post('/api/v1/chat/messages', { data: { roomId, content: 'Hello Alice' }, headers: bearer(bob.accessToken) });
    expect(res.status(), await res.text()).toBeLessThan(300);
  });

  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  await measure('a notification to Alice', () => sendNotification(request, admin.accessToken, aliceId, 'Refresh count check'));

  // Alice follows another company herself, from its profile (opened in place of her own)
  await pages.profile.goto('/profile/thames-electronics');
  const follow = pages.profile.getByRole('button', { name: 'Follow', exact: true });
  await expect(follow).toBeEnabled();
  await quiet(log);
  await measure('Alice follows Thames (command)', () => follow.click(),
    () => expect(pages.profile.getByRole('button', { name: 'Following', exact: true })).toBeVisible());
  await context.close();

  const names = ['profile', 'me', 'group', 'billing'];
  console.log(`GETs per event, by page (quiet window ${QUIET_MS} ms)\n${['event'.padEnd(32), ...names.map((n) => n.padStart(8))].join('')}`);
  for (const [row, counts] of Object.entries(table)) console.log([row.padEnd(32), ...names.map((n) => String(counts[n]).padStart(8))].join(''));

  for (const row of ['Bob follows Acme', 'Bob unfollows Acme']) {
    expect(table[row].profile, row).toBeLessThanOrEqual(1);
    for (const n of ['me', 'group', 'billing']) expect(table[row][n], `${row}: ${n}`).toBe(0);
  }
  for (const row of ['Bob sends a chat message', 'a notification to Alice']) for (const n of names) expect(table[row][n], `${row}: ${n}`).toBe(0);
  expect(table['Alice follows Thames (command)'].profile).toBeLessThanOrEqual(1);
  for (const n of ['me', 'group', 'billing']) expect(table['Alice follows Thames (command)'][n], n).toBe(0);
});

// Offline revisits: a member visits a company profile, a group page and /me/billing by clicking through the
// app (one page load), then the server becomes unreachable for this page — its /api requests fail at the
// network level as with a stopped server (page.route aborts the page's own; the sync worker refuses its own
// at once, see serverUnreachable) and the worker's /ws socket is closed, new ones failing — and the member
// clicks back to each page: each shows its last data and the offline mark within 300 ms of the click (times
// read in the page and printed). Writes while offline (Connect, and the follow toggle) are refused with the
// offline message and change nothing on the server.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API, bearer, companyId, groupId, namedMember, seenAt, serverUnreachable, signInWithCuttableSocket, type Probe } from './page-models/live';

const COMPANY = { profile: 'acme-trading', name: 'Acme Trading' };
const GROUP = { profile: 'hanseatic-makers', name: 'Hanseatic Makers' };
const OFFLINE_MARK = 'Offline: showing saved data';
const OFFLINE_WRITE = 'You are offline. Nothing was changed: try again when the connection is back.';
const LIMIT_MS = 300;

const meNav = (page: Page, label: string) => page.getByRole('navigation', { name: 'Personal area' }).getByRole('link', { name: label, exact: true });
const home = (page: Page) => page.getByRole('link', { name: /^MTZ\s*trade network$/ });
const mark = (page: Page) => page.getByTestId('offline-mark');

test('company profile, group page and /me/billing reopen from the store with the offline mark; writes are refused', async ({ page, request }) => {
  test.slow();
  const member = await namedMember(request, 'Mia');
  const follow = await request.post(`${API}/follows`, { data: { companyId: await companyId(request, COMPANY.profile), followerId: member.id }, headers: bearer(member.accessToken) });
  expect(follow.status(), await follow.text()).toBe(201);
  const join = await request.post(`${API}/company-group-members/join`, { data: { companyGroupId: await groupId(request, GROUP.profile) }, headers: bearer(member.accessToken) });
  expect(join.status(), await join.text()).toBe(200);

  const socket = await signInWithCuttableSocket(page, member.email, member.password);
  await page.evaluate(() => Reflect.set(window, '__sameLoad', true)); // gone if the page ever reloads

  // online: the three pages, reached by clicks (the app is loaded once, at sign-in)
  await meNav(page, 'Followings').click();
  await page.getByRole('link', { name: COMPANY.name }).click();
  await expect(page.getByRole('heading', { name: COMPANY.name, level: 1 })).toBeVisible();
  const followers = page.getByText(/^\d+ followers$/);
  await expect(followers).toBeVisible();
  const followersText = (await followers.textContent()) ?? '';
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible();

  await home(page).click();
  await meNav(page, 'Groups').click();
  await page.getByRole('list', { name: 'My groups' }).getByRole('link', { name: GROUP.name }).click();
  // a new member of a group with categories is asked once to pick theirs
  await page.getByRole('dialog', { name: 'Choose your categories in this group' }).getByRole('button', { name: 'Close dialog' }).click();
  await expect(page.getByRole('heading', { name: GROUP.name, level: 1 })).toBeVisible();
  const groupMembers = page.getByText(/^\d+ members$/);
  await expect(groupMembers).toBeVisible();
  const groupMembersText = (await groupMembers.textContent()) ?? '';

  await home(page).click();
  await meNav(page, 'Billing').click();
  await expect(page.getByText('Wallet balance: $0.00')).toBeVisible();
  await expect(mark(page)).toHaveCount(0);
  await expect(page.locator('[data-sync-status]')).toHaveCount(0); // live
  expect(await socket.sockets(), 'the worker\'s socket is the test\'s to cut').toEqual({ made: 1, open: 1 });

  // the server becomes unreachable for this page (its worker included): REST fails, the socket is gone
  await serverUnreachable(page, socket);
  await expect(page.locator('[data-sync-status]')).toBeVisible();
  // the banner names the retry the engine waits for (spec: 3 retries, 4 s apart)
  await expect(page.locator('[data-sync-status="reconnecting"]')).toHaveText(/^Reconnecting \([123] of 3\)…$/);

  const times: Record<string, number> = {};
  /** Clicks `link` and returns the ms from just before the click to the page showing every probe and the mark. */
  async function revisit(label: string, link: Locator, probes: Probe[]) {
    await expect(link).toBeVisible();
    const data = seenAt(page, probes, 5000);
    const seen = seenAt(page, [...probes, { sel: '[data-testid="offline-mark"]', text: OFFLINE_MARK }], 5000);
    // the page's clock just before the click, taken in the page (no test-side delay in between)
    const before = await link.evaluate((el) => {
      const t = Date.now();
      (el as HTMLElement).click();
      return t;
    });
    const ms = (await seen) - before;
    times[label] = ms;
    times[`${label} (data only)`] = (await data) - before;
    console.log(`offline revisit of ${label}: ${ms} ms to data and mark, ${times[`${label} (data only)`]} ms to data`);
    return ms;
  }

  await home(page).click();
  await meNav(page, 'Followings').click();
  await expect(page.getByRole('link', { name: COMPANY.name })).toBeVisible();
  const profileMs = await revisit('company profile', page.getByRole('link', { name: COMPANY.name }), [
    { sel: 'h1', text: COMPANY.name, exact: true }, { sel: 'p', text: followersText, exact: true },
  ]);
  await expect(page.getByRole('heading', { name: COMPANY.name, level: 1 })).toBeVisible();
  await expect(mark(page)).toHaveText(OFFLINE_MARK);
  await expect(followers).toHaveText(followersText);
  expect(profileMs, 'company profile: ms from the click to its saved data and the offline mark').toBeLessThan(LIMIT_MS);

  // writes are refused at once and change nothing
  const refusal = page.getByRole('alert').filter({ hasText: OFFLINE_WRITE });
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(refusal).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible();
  await refusal.getByRole('button', { name: 'Dismiss' }).click();
  await expect(refusal).toHaveCount(0);
  await page.getByRole('button', { name: 'Following' }).click();
  await expect(refusal).toBeVisible();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await expect(followers).toHaveText(followersText);

  await home(page).click();
  await meNav(page, 'Groups').click();
  const groupMs = await revisit('group page', page.getByRole('list', { name: 'My groups' }).getByRole('link', { name: GROUP.name }), [
    { sel: 'h1', text: GROUP.name, exact: true }, { sel: 'p', text: groupMembersText, exact: true },
  ]);
  await expect(page.getByRole('heading', { name: GROUP.name, level: 1 })).toBeVisible();
  await expect(mark(page).first()).toHaveText(OFFLINE_MARK);
  expect(groupMs, 'group page: ms from the click to its saved data and the offline mark').toBeLessThan(LIMIT_MS);

  await home(page).click();
  const billingMs = await revisit('/me/billing', meNav(page, 'Billing'), [{ sel: 'p', text: 'Wallet balance: $0.00', exact: true }]);
  await expect(page.getByText('Wallet balance: $0.00')).toBeVisible();
  await expect(mark(page)).toHaveText(OFFLINE_MARK);
  expect(billingMs, '/me/billing: ms from the click to its saved data and the offline mark').toBeLessThan(LIMIT_MS);
  console.log(`offline revisits (ms from the click): ${JSON.stringify(times)}`);
  expect(await page.evaluate(() => Reflect.get(window, '__sameLoad')), 'the app was never reloaded').toBe(true);

  // nothing was changed on the server: the follow is there, no connection was asked
  const follows = await request.get(`${API}/follows?followerIds=${member.id}`);
  expect(((await follows.json()) as { companyId: string }[]).length).toBe(1);
  const connections = await request.get(`${API}/connections`, { headers: bearer(member.accessToken) });
  expect(await connections.json()).toEqual([]);
});

// Two people, two browser contexts, one data path: Bob (a fresh member) follows Alice's company, accepts her
// connection request and joins her paid group by card, while Alice has four pages open — her company profile,
// the group's member list, her connections and her sales. Each of Alice's pages shows the change within 1 s
// of Bob's page confirming his action, without a reload and without a timer: Alice's pages send no GET in the
// 3 s before Bob acts, and every GET they send afterwards follows one of Bob's actions (the realtime event
// refreshes the queries on screen). Times are read in the pages (10 ms checks) and printed.
import { expect, test, type Page } from '@playwright/test';
import { countOf } from '../../src/domain/shared/words';
import { apiLogin } from './page-models/api';
import { alert, choosePrice, signIn } from './page-models/billing';
import { apiGets, bearer, API, namedMember, recordRequests, seenAt, type Req } from './page-models/live';

const ALICE = { email: 'alice@mtz.test', password: 'Alice123!', name: 'Alice Andersen' };
const GROUP = { profile: 'premium-buyers-club', name: 'Premium Buyers Club' };
const LIMIT_MS = 1000;

const money = (s: string) => Math.round(Number(s.replace(/[^0-9.]/g, '')) * 100);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

type Action = { name: string; click: number; confirmed: number };

test('Alice sees Bob\'s follow, accepted connection, group join and payment live on four open pages', async ({ browser, request }) => {
  test.slow();
  const bob = await namedMember(request, 'Bob');

  // Alice asks Bob to connect (before her pages open: the quiet window below starts clean)
  const aliceTokens = await apiLogin(request, ALICE.email, ALICE.password);
  const aliceId = ((await (await request.get(`${API}/user`, { headers: bearer(aliceTokens.accessToken) })).json()) as { id: string }).id;
  const asked = await request.post(`${API}/connections`, { data: { fromUserId: aliceId, toUserId: bob.id }, headers: bearer(aliceTokens.accessToken) });
  expect(asked.status(), await asked.text()).toBe(201);

  // Bob: signed in, with a card for the paid join
  const bobContext = await browser.newContext();
  const b = await bobContext.newPage();
  await signIn(b, bob.email, bob.password);
  await b.goto('/me/billing/payment-accounts');
  // the form refuses a card sent before the page's engine is up ('You are offline...'): wait for its data
  await expect(b.getByText('You have no card')).toBeVisible();
  await b.getByLabel('Name on card').fill(bob.name);
  await b.getByLabel('Card number').fill('4242424242424242');
  await b.getByLabel('CVC').fill('123');
  await b.getByRole('button', { name: 'Add card' }).click();
  await expect(alert(b, 'Card created')).toBeVisible();

  // Alice: four pages of one signed-in context, each recording its requests (its worker's included)
  const aliceContext = await browser.newContext();
  const requests: Req[] = [];
  const profile = await aliceContext.newPage();
  recordRequests(profile, 'profile', requests);
  await signIn(profile, ALICE.email, ALICE.password);
  await profile.goto('/profile/acme-trading');
  const followers = profile.getByText(/^\d+ followers?$/);
  await expect(followers).toBeVisible();
  const followersBefore = Number((await followers.textContent())?.split(' ')[0]);

  const members = await aliceContext.newPage();
  recordRequests(members, 'members', requests);
  await members.goto(`/groups/${GROUP.profile}/members`);
  const memberList = members.getByRole('list', { name: 'Members' });
  await expect(memberList).toContainText(ALICE.name);
  await expect(memberList).not.toContainText(bob.name);

  const connections = await aliceContext.newPage();
  recordRequests(connections, 'connections', requests);
  await connections.goto('/me/connections');
  await expect(connections.getByRole('region', { name: 'Sent' })).toContainText(bob.name);
  const connected = connections.getByRole('region', { name: 'Connected' });
  await expect(connected).not.toContainText(bob.name);

  const sales = await aliceContext.newPage();
  recordRequests(sales, 'sales', requests);
  await sales.goto('/me/billing/seller');
  const balance = sales.getByText(/^Balance: \$/);
  await expect(balance).toBeVisible();
  const balanceBefore = money((await balance.textContent()) ?? '');
  const balanceAfter = `Balance: ${dollars(balanceBefore + 2500)}`; // the one-time price, $25.00, no coupon

  // Bob waits on Acme's profile, the Follow button ready
  await b.goto('/profile/acme-trading');
  const follow = b.getByRole('button', { name: 'Follow', exact: true });
  await expect(follow).toBeEnabled();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');

  // the deliberate quiet window: nothing changes, so Alice's four pages send no GET at all
  const quietFrom = Date.now();
  await profile.waitForTimeout(3000);
  const quietTo = Date.now();
  expect(apiGets(requests, quietFrom, quietTo), 'GETs of Alice\'s pages while nothing changed').toEqual([]);

  const actions: Action[] = [];
  const timings: Record<string, { fromClick: number; fromConfirmed: number }> = {};

  /** Bob's click, his page's confirmation, and the moment each of Alice's watched pages showed the change. */
  async function act(name: string, bobPage: Page, click: () => Promise<void>, confirm: { sel: string; text: string; exact?: boolean }, watched: { page: Page; label: string; sel: string; text: string; exact?: boolean }[]) {
    const seen = watched.map((w) => seenAt(w.page, { sel: w.sel, text: w.text, exact: w.exact }));
    const confirmed = seenAt(bobPage, confirm);
    const clickAt = Date.now();
    await click();
    const confirmedAt = await confirmed;
    actions.push({ name, click: clickAt, confirmed: confirmedAt });
    for (const [i, w] of watched.entries()) {
      const at = await seen[i];
      timings[w.label] = { fromClick: at - clickAt, fromConfirmed: at - confirmedAt };
    }
    return confirmedAt;
  }

  // 1. Bob follows Alice's company: a FOLLOW event to the owner
  await act('follow', b, () => follow.click(),
    { sel: 'button[aria-pressed="true"]', text: 'Following', exact: true },
    [{ page: profile, label: 'profile: follower count', sel: 'p', text: countOf(followersBefore + 1, 'follower'), exact: true }]);
  await expect(followers).toHaveText(countOf(followersBefore + 1, 'follower'), { timeout: LIMIT_MS });

  // 2. Bob accepts Alice's connection request: a CONNECTION event to both
  await b.goto('/me/connections');
  await expect(b.getByRole('region', { name: 'Requests' })).toContainText(`Connection request from ${ALICE.name}`);
  await act('accept connection', b, () => b.getByRole('region', { name: 'Requests' }).getByRole('button', { name: 'Accept' }).click(),
    { sel: 'section[aria-label="Connected"]', text: ALICE.name },
    [{ page: connections, label: 'connections: Bob connected', sel: 'section[aria-label="Connected"]', text: bob.name }]);
  await expect(connected).toContainText(bob.name, { timeout: LIMIT_MS });
  await expect(connections.getByRole('region', { name: 'Sent' })).not.toContainText(bob.name, { timeout: LIMIT_MS });

  // 3. Bob joins Alice's paid group and pays the one-time membership by card: an ORDER event to the seller
  await b.goto(`/groups/${GROUP.profile}`);
  await b.getByRole('button', { name: 'Join group' }).click();
  await expect(b).toHaveURL(new RegExp(`/me/billing/group-join/${GROUP.profile}$`));
  await choosePrice(b, 'One-Time Prices', /\$25\.00/);
  // the method is chosen once the review (quote, cards, wallet) is in
  await expect(b.getByRole('group', { name: 'Totals' })).toContainText('Total: $26.03');
  await b.getByLabel('Card', { exact: true }).check();
  await expect(b.getByLabel(/4242 — /)).toBeChecked();
  await b.getByRole('button', { name: 'Continue' }).click();
  const pay = b.getByRole('button', { name: 'Confirm payment' });
  await expect(pay).toBeEnabled();
  await act('paid join', b, () => pay.click(),
    { sel: 'p', text: `Payment success! Thank you for your payment to join the group ${GROUP.name}` },
    [
      { page: members, label: 'members: Bob listed', sel: 'ul[aria-label="Members"]', text: bob.name },
      { page: sales, label: 'sales: balance', sel: 'p', text: balanceAfter, exact: true },
      { page: sales, label: 'sales: new sale', sel: 'ul[aria-label="Sales"] > li:first-child', text: `Membership of ${GROUP.name}: $25.00` },
    ]);
  await expect(memberList).toContainText(bob.name, { timeout: LIMIT_MS });
  await expect(balance).toHaveText(balanceAfter, { timeout: LIMIT_MS });
  await expect(sales.getByRole('list', { name: 'Sales' }).getByRole('listitem').first()).toContainText(`Membership of ${GROUP.name}: $25.00`, { timeout: LIMIT_MS });

  console.log(`live updates (ms): ${JSON.stringify(timings)}`);
  for (const [label, t] of Object.entries(timings)) expect(t.fromConfirmed, `${label}: ms after Bob's page confirmed`).toBeLessThan(LIMIT_MS);

  // no timer: every GET Alice's pages sent after the quiet window follows one of Bob's actions (from his
  // click to 2 s after his page confirmed it), and each changed view was fetched again after the click
  const end = Date.now();
  const unexplained = apiGets(requests, quietFrom, end).filter((r) => !actions.some((a) => r.t >= a.click && r.t <= a.confirmed + 2000));
  expect(unexplained, 'GETs of Alice\'s pages that followed no action of Bob').toEqual([]);
  const refetched = (page: string, path: string, a: Action) => apiGets(requests, a.click, end).some((r) => r.page === page && r.url.includes(path));
  const [followed, accepted, paid] = actions;
  expect(refetched('profile', '/companies?profileNames=acme-trading', followed)).toBe(true);
  expect(refetched('connections', '/connections', accepted)).toBe(true);
  expect(refetched('members', '/company-group-members?', paid)).toBe(true);
  expect(refetched('sales', '/sales?', paid)).toBe(true);
  console.log(`Alice's GETs after the quiet window: ${apiGets(requests, quietFrom, end).length} (${[...new Set(apiGets(requests, quietFrom, end).map((r) => r.page))].join(', ')})`);

  await bobContext.close();
  await aliceContext.close();
});

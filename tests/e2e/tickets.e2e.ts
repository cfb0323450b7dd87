// Event tickets in the browser: Alice (the group's owner) adds a paid ticket type from the event's admin menu; Bob
// buys two by card through the payment flow and Alice's page shows what remains, live; Alice checks one of Bob's
// tickets in by its code and a second check-in is refused; Bob cancels the other from his billing and is refunded.
import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from './page-models/api';
import { addCard, alert, confirmOk, freshMember, signIn } from './page-models/billing';
import { G } from './page-models/groups';
import { aliceEvent } from './page-models/tickets';

const remaining = (page: Page, name: string) => page.getByRole('listitem', { name: `Ticket type ${name}` }).getByTestId('remaining');

test('Alice sells tickets, Bob buys two by card, one is checked in once, the other is cancelled and refunded', async ({ browser, request }) => {
  test.slow();
  const tag = Math.floor(Math.random() * 1e8);
  const { event, path: eventPath } = await aliceEvent(request, `Trade Expo ${tag}`);

  // Alice: the event's admin menu -> Ticket types -> a paid type of 10
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, 'alice@mtz.test', 'Alice123!');
  await owner.goto(eventPath);
  await owner.getByRole('button', { name: 'Ticket types' }).click();
  const types = owner.getByRole('dialog', { name: `Ticket types: ${event.name}` });
  await types.getByLabel('Ticket name').fill('Standard');
  await types.getByLabel('Price ($, blank for free)').fill('25');
  await types.getByLabel('Quantity').fill('10');
  await types.getByRole('button', { name: 'Add ticket type' }).click();
  await expect(alert(owner, 'Ticket type created')).toBeVisible();
  await expect(types.getByRole('list', { name: 'Ticket types' })).toContainText('Standard · $25.00 · 0 / 10 sold');
  await types.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(remaining(owner, 'Standard')).toHaveText('10 left');

  // Bob: a card, then two tickets through the payment flow
  const bobLogin = await freshMember(request, 'bob-tickets');
  const bob = await (await browser.newContext()).newPage();
  await signIn(bob, bobLogin.email, bobLogin.password);
  await addCard(bob, '4242424242424242');
  await expect(alert(bob, 'Card created')).toBeVisible();
  await bob.goto(eventPath);
  await bob.getByRole('button', { name: 'Buy Standard' }).click();
  await bob.getByLabel('Quantity').fill('2');
  await bob.getByRole('listitem').filter({ hasText: 'Standard × 2' }).getByRole('button', { name: 'Select' }).click();
  const review = bob.getByRole('group', { name: 'Totals' });
  await expect(review).toContainText('Price: $50.00');
  await bob.getByLabel('Card', { exact: true }).check();
  await bob.getByRole('button', { name: 'Continue' }).click();
  await bob.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(bob.getByRole('status').filter({ hasText: `Your tickets to ${event.name}` })).toBeVisible();
  const total = (await bob.getByRole('group', { name: 'Totals' }).getByText(/^Total:/).textContent())!.replace('Total: ', '');
  // Alice's open page follows the sale without a reload
  await expect(remaining(owner, 'Standard')).toHaveText('8 left');

  // Bob's first ticket: its page holds the QR code and the code a desk can type
  await bob.getByRole('link', { name: 'Ticket 1: Standard' }).click();
  await expect(bob.getByRole('img', { name: 'Check-in QR code' })).toBeVisible();
  const code = (await bob.getByLabel('Ticket code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}-[0-9A-F]{10}$/);
  await expect(bob.getByLabel('Ticket state')).toHaveText('Valid');

  // Alice checks it in at the desk; a second check-in of it is refused
  await owner.getByRole('button', { name: 'Check in tickets' }).click();
  const desk = owner.getByRole('dialog', { name: `Check in: ${event.name}` });
  await expect(desk.getByLabel('Checked in')).toHaveText('0 of 2 tickets checked in');
  await desk.getByLabel('Ticket code').fill(code);
  await desk.getByRole('button', { name: 'Check in' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Ticket checked in: Standard' })).toBeVisible();
  await expect(desk.getByLabel('Checked in')).toHaveText('1 of 2 tickets checked in');
  await desk.getByLabel('Ticket code').fill(code);
  await desk.getByRole('button', { name: 'Check in' }).click();
  await expect(desk.getByRole('alert').filter({ hasText: 'Ticket already used' })).toBeVisible();
  await desk.getByRole('button', { name: 'Close', exact: true }).click();
  // Bob's ticket page shows it checked in, live
  await expect(bob.getByLabel('Ticket state')).toHaveText(/^Checked in /);

  // Bob: his ticket orders (from /me/network), the order in billing, the other ticket cancelled and refunded to his card
  await bob.goto('/me/network');
  await bob.getByRole('link', { name: 'My event ticket orders' }).click();
  await bob.getByRole('link', { name: `${event.name}: 2 × Standard, ${total}` }).click();
  await expect(bob).toHaveURL(/\/me\/billing\/order-history\/ticket-orders\//);
  const tickets = bob.getByRole('list', { name: 'Tickets' });
  await expect(tickets.getByRole('listitem', { name: 'Ticket 1' })).toContainText('Checked in');
  await expect(tickets.getByRole('button', { name: 'Cancel ticket 1' })).toHaveCount(0);
  await tickets.getByRole('button', { name: 'Cancel ticket 2' }).click();
  await confirmOk(bob, 'Cancel this ticket?');
  await expect(alert(bob, 'Ticket cancelled and refunded')).toBeVisible();
  await expect(tickets.getByRole('listitem', { name: 'Ticket 2' })).toContainText('Cancelled');
  await expect(bob.getByLabel('Refunded')).toHaveText(/^Refunded \$\d+\.\d{2} to your card$/);
  const refunded = Number((await bob.getByLabel('Refunded').textContent())!.match(/\$(\d+\.\d{2})/)![1]);
  expect(refunded).toBeCloseTo(Number(total.replace('$', '')) / 2, 1);
  // the freed ticket is on sale again, on Alice's open page
  await expect(remaining(owner, 'Standard')).toHaveText('9 left');
});

test('a visitor buys a ticket as a guest by card and gets its page with the QR code', async ({ browser, request }) => {
  const tag = Math.floor(Math.random() * 1e8);
  const alice = await apiLogin(request, 'alice@mtz.test', 'Alice123!');
  const auth = { Authorization: `Bearer ${alice.accessToken}` };
  const group = (await (await request.post(`${G}/company-groups`, { headers: auth, data: { name: `Guests ${tag}` } })).json()) as { id: string; profileName: string };
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const event = (await (await request.post(`${G}/company-group-events`, {
    headers: auth, data: { companyGroupId: group.id, name: `Open Day ${tag}`, type: 'ONLINE', startDate: day, startTime: '10:00', endDate: day, endTime: '12:00', timeZone: 'UTC' },
  })).json()) as { id: string; profileName: string; startTimeMillis: number };
  const typed = await request.post(`${G}/cg-event-ticket-types`, {
    headers: auth, data: { cgEventId: event.id, name: 'Visitor', cents: 1000, quantity: 5, salesStartAt: Date.now() - 60_000, salesEndAt: event.startTimeMillis },
  });
  expect(typed.status(), await typed.text()).toBe(201);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/groups/${group.profileName}/events/${event.profileName}`);
  await expect(remaining(visitor, 'Visitor')).toHaveText('5 left');
  await visitor.getByRole('button', { name: 'Buy Visitor' }).click();
  const form = visitor.getByRole('form', { name: 'Buy Visitor as a guest' });
  await form.getByLabel('Email').fill(`gus.${tag}@example.com`);
  await form.getByLabel('First name').fill('Gus');
  await form.getByLabel('Last name').fill('Guest');
  await form.getByLabel('Card number').fill('4000000000000002');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Pay by card' }).click();
  // a declined card takes nothing; the sandbox's good card pays
  await expect(form.getByRole('alert')).toBeVisible();
  await form.getByLabel('Card number').fill('4242424242424242');
  await form.getByRole('button', { name: 'Pay by card' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: /^Paid \$\d+\.\d{2}\./ })).toBeVisible();
  await expect(remaining(visitor, 'Visitor')).toHaveText('4 left');
  await visitor.getByRole('link', { name: 'Ticket 1: Visitor' }).click();
  await expect(visitor.getByRole('img', { name: 'Check-in QR code' })).toBeVisible();
  await expect(visitor.getByLabel('Ticket state')).toHaveText('Valid');
});

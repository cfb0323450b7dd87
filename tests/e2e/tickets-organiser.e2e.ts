// The organiser's side of tickets in the browser: Alice edits a ticket type (a quantity below the tickets sold is
// refused with the server's message, then the price and quantity change), and refunds Bob's order from the event's
// 'Ticket orders': his two card-paid tickets are cancelled and refunded once, and he is notified.
import { expect, test } from '@playwright/test';
import { apiLogin } from './page-models/api';
import { alert, cardAndWalletViaApi, confirmOk, freshMember, signIn } from './page-models/billing';
import { G } from './page-models/groups';
import { aliceEvent, buyViaApi, ticketTypeViaApi } from './page-models/tickets';

test('Alice edits a ticket type and refunds an order; Bob is refunded to his card and told', async ({ browser, request }) => {
  test.slow();
  const tag = Math.floor(Math.random() * 1e8);
  const fx = await aliceEvent(request, `Refund Expo ${tag}`);
  const { event } = fx;
  const typeId = await ticketTypeViaApi(request, fx, 'Standard', 1000, 5);
  const bobUser = await freshMember(request, 'bob-refund');
  await cardAndWalletViaApi(request, bobUser, 0);
  const order = await buyViaApi(request, bobUser, typeId, 2);
  const bobAuth = { Authorization: `Bearer ${(await apiLogin(request, bobUser.email, bobUser.password)).accessToken}` };

  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, 'alice@mtz.test', 'Alice123!');
  await owner.goto(fx.path);

  // the ticket type: a quantity below the 2 sold is refused, then price and quantity change
  await owner.getByRole('button', { name: 'Ticket types' }).click();
  const types = owner.getByRole('dialog', { name: `Ticket types: ${event.name}` });
  await types.getByRole('button', { name: 'Edit Standard' }).click();
  const form = types.getByRole('form', { name: 'Edit ticket type Standard' });
  await form.getByLabel('Quantity').fill('1');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('alert')).toHaveText('Quantity cannot be less than the tickets sold');
  await form.getByLabel('Price ($, blank for free)').fill('12.50');
  await form.getByLabel('Quantity').fill('4');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(alert(owner, 'Ticket type updated')).toBeVisible();
  await expect(types.getByRole('list', { name: 'Ticket types' })).toContainText('Standard · $12.50 · 2 / 4 sold');
  await types.getByRole('button', { name: 'Close', exact: true }).click();

  // the order, refunded by the organiser
  await owner.getByRole('button', { name: 'Ticket orders' }).click();
  const orders = owner.getByRole('dialog', { name: `Ticket orders: ${event.name}` });
  const row = orders.getByTestId('event-order');
  await expect(row).toContainText('Bea Buyer · 2 × Standard');
  await expect(row).toContainText('by card · 2 valid');
  await row.getByRole('button', { name: 'Refund order' }).click();
  await confirmOk(owner, "Cancel Bea Buyer's tickets and refund them the way they paid?");
  await expect(alert(owner, '2 tickets cancelled and refunded')).toBeVisible();
  await expect(row).toContainText('0 valid');
  await expect(row.getByRole('button', { name: 'Refund order' })).toHaveCount(0);

  // Bob: both tickets cancelled, the whole amount back, and a notification that says so
  const seen = (await (await request.get(`${G}/cg-event-ticket-orders/${order.id}`, { headers: bobAuth })).json()) as { refundedCents: number; tickets: { status: string }[] };
  expect(seen.tickets.map((t) => t.status)).toEqual(['CANCELLED', 'CANCELLED']);
  expect(seen.refundedCents).toBe(order.finalCents);
  const bobPage = await (await browser.newContext()).newPage();
  await signIn(bobPage, bobUser.email, bobUser.password);
  await bobPage.goto(`/me/billing/order-history/ticket-orders/${order.id}`);
  await expect(bobPage.getByRole('main')).toContainText('Cancelled');
});

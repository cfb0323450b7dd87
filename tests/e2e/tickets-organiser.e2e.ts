// The organiser's side of tickets in the browser: Alice edits a ticket type (a quantity below the tickets sold is
// refused with the server's message, then the price and quantity change), and refunds Bob's order from the event's
// 'Ticket orders': his two card-paid tickets are cancelled and refunded once, and he is notified.
import { expect, test } from '@playwright/test';
import { apiLogin } from './page-models/api';
import { alert, cardAndWalletViaApi, confirmOk, freshMember, signIn } from './page-models/billing';
import { G } from './page-models/groups';

test('Alice edits a ticket type and refunds an order; Bob is refunded to his card and told', async ({ browser, request }) => {
  test.slow();
  const tag = Math.floor(Math.random() * 1e8);
  const alice = await apiLogin(request, 'alice@mtz.test', 'Alice123!');
  const auth = { Authorization: `Bearer ${alice.accessToken}` };
  const group = (await (await request.post(`${G}/company-groups`, { headers: auth, data: { name: `Refunds ${tag}` } })).json()) as { id: string; profileName: string };
  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const ev = await request.post(`${G}/company-group-events`, {
    headers: auth, data: { companyGroupId: group.id, name: `Refund Expo ${tag}`, type: 'ONLINE', startDate: day, startTime: '09:00', endDate: day, endTime: '17:00', timeZone: 'UTC' },
  });
  expect(ev.status(), await ev.text()).toBe(201);
  const event = (await ev.json()) as { id: string; profileName: string; name: string };
  const type = await request.post(`${G}/cg-event-ticket-types`, {
    headers: auth, data: { cgEventId: event.id, name: 'Standard', cents: 1000, quantity: 5, salesStartAt: Date.now() - 60_000, salesEndAt: Date.parse(`${day}T08:00:00Z`) },
  });
  expect(type.status(), await type.text()).toBe(201);
  const bobUser = await freshMember(request, 'bob-refund');
  await cardAndWalletViaApi(request, bobUser, 0);
  const bob = await apiLogin(request, bobUser.email, bobUser.password);
  const bobAuth = { Authorization: `Bearer ${bob.accessToken}` };
  const key = `refund-${tag}`;
  const bought = await request.post(`${G}/cg-event-ticket-orders`, {
    headers: { ...bobAuth, 'Idempotency-Key': key },
    data: { cgEventTicketTypeId: ((await type.json()) as { ticketType: { id: string } }).ticketType.id, quantity: 2, paymentMethod: 'CARD', idempotencyKey: key },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  const order = ((await bought.json()) as { ticketOrder: { id: string; finalCents: number } }).ticketOrder;

  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, 'alice@mtz.test', 'Alice123!');
  await owner.goto(`/groups/${group.profileName}/events/${event.profileName}`);

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

// API helpers of the ticket browser tests: what Alice set up before (a group with an event in 20 days, a ticket
// type) and a purchase another member made, through the API.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiLogin } from './api';
import { G } from './groups';

export type EventFx = { auth: { Authorization: string }; group: { id: string; profileName: string }; event: { id: string; profileName: string; name: string }; day: string; path: string };

/** Alice's new group and an online event in it, 20 days from now. */
export async function aliceEvent(request: APIRequestContext, name: string): Promise<EventFx> {
  const alice = await apiLogin(request, 'alice@mtz.test', 'Alice123!');
  const auth = { Authorization: `Bearer ${alice.accessToken}` };
  const group = (await (await request.post(`${G}/company-groups`, { headers: auth, data: { name: `Group of ${name}` } })).json()) as EventFx['group'];
  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post(`${G}/company-group-events`, {
    headers: auth, data: { companyGroupId: group.id, name, type: 'ONLINE', startDate: day, startTime: '09:00', endDate: day, endTime: '17:00', timeZone: 'UTC' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as EventFx['event'];
  return { auth, group, event, day, path: `/groups/${group.profileName}/events/${event.profileName}` };
}

/** A ticket type on sale from a minute ago until the event's morning; its id. */
export async function ticketTypeViaApi(request: APIRequestContext, fx: EventFx, name: string, cents: number, quantity: number): Promise<string> {
  const r = await request.post(`${G}/cg-event-ticket-types`, {
    headers: fx.auth, data: { cgEventId: fx.event.id, name, cents, quantity, salesStartAt: Date.now() - 60_000, salesEndAt: Date.parse(`${fx.day}T08:00:00Z`) },
  });
  expect(r.status(), await r.text()).toBe(201);
  return ((await r.json()) as { ticketType: { id: string } }).ticketType.id;
}

export type BoughtOrder = { id: string; finalCents: number; tickets: { id: string; code: string }[] };

/** Tickets a member bought by card (their default card; none needed when free). */
export async function buyViaApi(request: APIRequestContext, who: { email: string; password: string }, typeId: string, quantity: number): Promise<BoughtOrder> {
  const login = await apiLogin(request, who.email, who.password);
  const key = `e2e-${Date.now()}-${Math.random()}`;
  const r = await request.post(`${G}/cg-event-ticket-orders`, {
    headers: { Authorization: `Bearer ${login.accessToken}`, 'Idempotency-Key': key },
    data: { cgEventTicketTypeId: typeId, quantity, paymentMethod: 'CARD', idempotencyKey: key },
  });
  expect(r.status(), await r.text()).toBe(201);
  return ((await r.json()) as { ticketOrder: BoughtOrder }).ticketOrder;
}

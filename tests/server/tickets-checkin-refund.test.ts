// Event tickets at the door and cancelled: a ticket is checked in once ('Ticket already used' after), refused at
// another event's desk and when made up; only the event's group admins check in. Cancelling a ticket before the
// event refunds its share once, the way it was paid (card: a gateway refund; wallet: credited), and frees it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, newMember, type Api, type TestServer } from './harness';
import { addCard, depositCents, P } from './billing/helpers';
import { buy, C, eventOf, groupOf, remainingOf, ticketCounts, ticketTypeOf, type U } from './tickets-helpers';

describe.each(backends())('event tickets: check-in and cancel on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let owner: U;
  let admin: U;
  let member: U;
  let groupId: string;
  beforeAll(async () => {
    s = await backend.start();
    api = client(s);
    [owner, admin, member] = await Promise.all([newMember(api, 'own'), newMember(api, 'adm'), newMember(api, 'mem')]);
    groupId = await groupOf(s, owner, admin, [member]);
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });
  const checkIn = (token: string, cgEventId: string, code: string) => api.post(`${C}/cg-event-ticket-check-ins`, { cgEventId, code }, token);

  it('check-in: valid once, then already used; another event refuses it; made-up codes and non-admins are refused', async () => {
    const [ev, other] = [await eventOf(s, groupId), await eventOf(s, groupId)];
    const type = await ticketTypeOf(api, s, admin.accessToken, ev, { cents: 0, quantity: 10, name: 'Free' });
    const buyer = await newMember(api, 'door');
    const bought = await buy(api, buyer.accessToken, type.id, { quantity: 2 });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    expect(bought.body.order.finalCents).toBe(0);
    const [t1, t2] = bought.body.ticketOrder.tickets as { id: string; code: string }[];
    expect((await checkIn(member.accessToken, ev.id, t1!.code)).status).toBe(403);
    expect((await checkIn(buyer.accessToken, ev.id, t1!.code)).status).toBe(403);
    const wrong = await checkIn(admin.accessToken, other.id, t1!.code);
    expect([wrong.status, wrong.body.message]).toEqual([409, 'This ticket is for another event']);
    const forged = `${t1!.code.slice(0, 9)}${t1!.code.slice(9) === '0000000000' ? '1111111111' : '0000000000'}`;
    for (const bad of [forged, 'hello', `${t2!.code.slice(0, 8)}-${t1!.code.slice(9)}`]) {
      const r = await checkIn(admin.accessToken, ev.id, bad);
      expect([r.status, r.body.message]).toEqual([400, 'This is not a valid ticket code']);
    }
    expect((await api.get(`${C}/cg-event-tickets/${t1!.id}`)).body.checkedInAt).toBeNull();
    // the scanner reads the check-in link; the desk sends its code, typed in lower case too
    const ok = await checkIn(admin.accessToken, ev.id, t1!.code.toLowerCase());
    expect([ok.status, ok.body.message, ok.body.ticket.id]).toEqual([201, 'Ticket checked in', t1!.id]);
    const [again, racing] = await Promise.all([checkIn(owner.accessToken, ev.id, t1!.code), checkIn(admin.accessToken, ev.id, t1!.code)]);
    expect([again.status, again.body.message, racing.status, racing.body.message]).toEqual([409, 'Ticket already used', 409, 'Ticket already used']);
    expect((await api.get(`${C}/cg-event-tickets/${t1!.id}`)).body.checkedInAt).toBe(ok.body.ticket.checkedInAt);
    const desk = await api.get(`${C}/cg-event-ticket-check-ins?cgEventId=${ev.id}`, admin.accessToken);
    expect([desk.body.checkedIn, desk.body.valid, desk.body.tickets.length]).toEqual([1, 2, 2]);
    expect((await api.get(`${C}/cg-event-ticket-check-ins?cgEventId=${ev.id}`, member.accessToken)).status).toBe(403);
    // a checked-in ticket cannot be cancelled
    const cancel = await api.post(`${C}/cg-event-tickets/${t1!.id}/cancel`, {}, buyer.accessToken);
    expect([cancel.status, cancel.body.message]).toEqual([400, 'A ticket that was checked in cannot be cancelled']);
  });

  it('cancel by card: one ticket of two is refunded its share once at the gateway, freed; the buyer and the seller books balance', async () => {
    const ev = await eventOf(s, groupId);
    const type = await ticketTypeOf(api, s, admin.accessToken, ev, { cents: 2500, quantity: 2 });
    const buyer = await newMember(api, 'card');
    await addCard(api, buyer.accessToken);
    const bought = await buy(api, buyer.accessToken, type.id, { quantity: 2 });
    expect(await remainingOf(api, ev.id, type.id)).toBe(0);
    const order = bought.body.order as { id: string; finalCents: number; cents: number };
    const [t1, t2] = bought.body.ticketOrder.tickets as { id: string }[];
    expect((await api.post(`${C}/cg-event-tickets/${t1!.id}/cancel`, {}, member.accessToken)).status).toBe(403);
    const before = await ticketCounts(s);
    const [x, y] = await Promise.all([1, 2].map(() => api.post(`${C}/cg-event-tickets/${t1!.id}/cancel`, {}, buyer.accessToken)));
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(x.body.message).toBe('Ticket cancelled and refunded');
    const half = Math.floor(order.finalCents / 2);
    expect([x.body.ticket.status, x.body.ticket.refundedCents]).toEqual(['CANCELLED', half]);
    const after = await ticketCounts(s);
    expect([after.gateway - before.gateway, after.ops - before.ops]).toEqual([1, 1]);
    expect(await remainingOf(api, ev.id, type.id)).toBe(1);
    const refund = await s.db.selectFrom('pay_sandbox_charges').select(['kind', 'cents']).where('idempotency_key', '=', `ticket-refund:${t1!.id}`).execute();
    expect(refund).toEqual([{ kind: 'REFUND', cents: half }]);
    const view = await api.get(`${C}/cg-event-ticket-orders/${bought.body.ticketOrder.id}`, buyer.accessToken);
    expect([view.body.refundedCents, view.body.tickets.map((t: { status: string }) => t.status)]).toEqual([half, ['CANCELLED', 'VALID']]);
    expect((await api.get(`${P}/orders/${order.id}`, buyer.accessToken)).body.refundedAt).toBeNull();
    // the second ticket takes the rest: the shares sum to the order exactly, and the order is then refunded in full
    const z = await api.post(`${C}/cg-event-tickets/${t2!.id}/cancel`, {}, buyer.accessToken);
    expect(z.body.ticket.refundedCents).toBe(order.finalCents - half);
    const ledger = await s.db.selectFrom('pay_ledger').select(['account', 'cents']).where('order_id', '=', order.id).execute();
    const sum = (acct: string) => ledger.filter((l) => l.account === acct).reduce((n, l) => n + l.cents, 0);
    expect([sum('CARD'), sum('SELLER'), sum('PLATFORM')]).toEqual([0, 0, 0]);
    expect((await api.get(`${P}/orders/${order.id}`, buyer.accessToken)).body.refundedAt).not.toBeNull();
    expect(await remainingOf(api, ev.id, type.id)).toBe(2);
  });

  it('cancel by wallet credits the wallet; after the event has started nothing is cancelled', async () => {
    const ev = await eventOf(s, groupId, 2);
    const type = await ticketTypeOf(api, s, admin.accessToken, ev, { cents: 1000, quantity: 5 });
    const buyer = await newMember(api, 'wal');
    await addCard(api, buyer.accessToken);
    await depositCents(api, buyer.accessToken, 5000);
    const bought = await buy(api, buyer.accessToken, type.id, { quantity: 2, paymentMethod: 'WALLET' });
    const wallet = async () => (await api.get(`${P}/wallets/mine`, buyer.accessToken)).body.cents as number;
    const paid = await wallet();
    expect(paid).toBe(5000 - bought.body.order.finalCents);
    const [t1, t2] = bought.body.ticketOrder.tickets as { id: string }[];
    const r = await api.post(`${C}/cg-event-tickets/${t1!.id}/cancel`, {}, buyer.accessToken);
    expect(r.status).toBe(200);
    expect(await wallet()).toBe(paid + r.body.ticket.refundedCents);
    expect((await api.post(`${C}/cg-event-tickets/${t1!.id}/cancel`, {}, buyer.accessToken)).status).toBe(200);
    expect(await wallet()).toBe(paid + r.body.ticket.refundedCents);
    // the event begins
    await s.db.updateTable('cg_events').set({ start_time_millis: s.clock.now() - 1 }).where('id', '=', ev.id).execute();
    const late = await api.post(`${C}/cg-event-tickets/${t2!.id}/cancel`, {}, buyer.accessToken);
    expect([late.status, late.body.message]).toEqual([400, 'The event has started: tickets can no longer be cancelled']);
    expect((await api.get(`${C}/cg-event-tickets/${t2!.id}`)).body.status).toBe('VALID');
    // an event with tickets sold is not deleted (their money would stay with the organiser)
    const del = await api.call('DELETE', `${C}/company-group-events/${ev.id}`, undefined, owner.accessToken);
    expect([del.status, del.body.message]).toEqual([409, 'An event with tickets sold cannot be deleted']);
  });
});

// Event tickets on the server: group admins give an event ticket types (others refused, bad input 4xx with nothing
// written); buying goes through billing's pay path (amount from the server, one charge per key); two buyers taking
// the last ticket at once: exactly one gets it, the other's charge is refunded; a guest buys with a card token.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionFeeCents } from '../../src/domain/billing';
import { backends, client, newMember, type Api, type TestServer } from './harness';
import { addCard, depositCents, GOOD, P } from './billing/helpers';
import { buy, C, eventOf, groupOf, remainingOf, ticketCounts, ticketTypeOf, type U } from './tickets-helpers';

describe.each(backends())('event tickets: types and buying on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let owner: U;
  let admin: U;
  let member: U;
  let stranger: U;
  let groupId: string;
  beforeAll(async () => {
    s = await backend.start();
    api = client(s);
    [owner, admin, member, stranger] = await Promise.all([newMember(api, 'own'), newMember(api, 'adm'), newMember(api, 'mem'), newMember(api, 'str')]);
    groupId = await groupOf(s, owner, admin, [member]);
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  it('a group admin adds, changes and deletes ticket types; others are refused and bad input writes nothing', async () => {
    const ev = await eventOf(s, groupId);
    const draft = { cgEventId: ev.id, name: 'Early bird', cents: 2500, quantity: 10, salesStartAt: s.clock.now(), salesEndAt: ev.start };
    const before = await ticketCounts(s);
    const refused: [string | undefined, Record<string, unknown>, number, string][] = [
      [member.accessToken, draft, 403, 'Only a group admin may do this'],
      [stranger.accessToken, draft, 403, 'Only a group admin may do this'],
      [undefined, draft, 401, 'Unauthorized'],
      [admin.accessToken, { ...draft, name: '  ' }, 400, 'Ticket name is required'],
      [admin.accessToken, { ...draft, salesEndAt: draft.salesStartAt }, 400, 'Sales must end after they start'],
      [admin.accessToken, { ...draft, salesEndAt: ev.end + 1 }, 400, 'Sales must end before the event ends'],
      [admin.accessToken, { ...draft, cgEventId: 'nope' }, 404, 'Event not found'],
    ];
    for (const [t, body, status, message] of refused) {
      const r = await api.post(`${C}/cg-event-ticket-types`, body, t);
      expect([r.status, r.body.message]).toEqual([status, message]);
    }
    for (const bad of [{ cents: -1 }, { cents: 1.5 }, { quantity: 0 }, { quantity: 'ten' }]) {
      const r = await api.post(`${C}/cg-event-ticket-types`, { ...draft, ...bad }, admin.accessToken);
      expect(r.status).toBe(400);
      expect(typeof r.body.message).toBe('string');
    }
    expect(await ticketCounts(s)).toEqual(before);
    const created = await api.post(`${C}/cg-event-ticket-types`, draft, admin.accessToken);
    expect([created.status, created.body.message]).toEqual([201, 'Ticket type created']);
    expect(created.body.ticketType).toMatchObject({ name: 'Early bird', cents: 2500, quantity: 10, sold: 0, remaining: 10, onSale: true });
    const list = await api.get(`${C}/cg-event-ticket-types?cgEventId=${ev.id}`);
    expect(list.body.map((t: { name: string }) => t.name)).toEqual(['Early bird']);
    const typeId = created.body.ticketType.id as string;
    expect((await api.patch(`${C}/cg-event-ticket-types/${typeId}`, { quantity: 5 }, member.accessToken)).status).toBe(403);
    const changed = await api.patch(`${C}/cg-event-ticket-types/${typeId}`, { quantity: 5, name: 'Early' }, owner.accessToken);
    expect([changed.status, changed.body.ticketType.remaining, changed.body.ticketType.name]).toEqual([200, 5, 'Early']);
    await addCard(api, member.accessToken);
    expect((await buy(api, member.accessToken, typeId, { quantity: 2 })).status).toBe(201);
    const below = await api.patch(`${C}/cg-event-ticket-types/${typeId}`, { quantity: 1 }, owner.accessToken);
    expect([below.status, below.body.message]).toEqual([400, 'Quantity cannot be less than the tickets sold']);
    const del = await api.call('DELETE', `${C}/cg-event-ticket-types/${typeId}`, undefined, owner.accessToken);
    expect([del.status, del.body.message]).toEqual([409, 'A ticket type with tickets sold cannot be deleted']);
  });

  it('buying: the server computes the amount (price x quantity + fee), a double submit charges once, every ticket is its own row', async () => {
    const ev = await eventOf(s, groupId);
    const type = await ticketTypeOf(api, s, admin.accessToken, ev, { cents: 1500, quantity: 5 });
    const buyer = await newMember(api, 'buy');
    await addCard(api, buyer.accessToken);
    const dry = await buy(api, buyer.accessToken, type.id, { quantity: 2, _dryRun: true, idempotencyKey: undefined });
    expect(dry.body.quote).toEqual({ cents: 3000, discountCents: 0, tranxCents: transactionFeeCents(3000), finalCents: 3000 + transactionFeeCents(3000), couponCodes: [] });
    const before = await ticketCounts(s);
    const body = { cgEventTicketTypeId: type.id, quantity: 2, paymentMethod: 'CARD', idempotencyKey: randomUUID(), cents: 1, finalCents: 1 };
    const [x, y] = await Promise.all([api.post(`${C}/cg-event-ticket-orders`, body, buyer.accessToken), api.post(`${C}/cg-event-ticket-orders`, body, buyer.accessToken)]);
    expect([x.status, y.status]).toEqual([201, 201]);
    expect(y.body.order.id).toBe(x.body.order.id);
    expect([x.body.order.kind, x.body.order.cents, x.body.order.sellerUserId]).toEqual(['TICKET_ORDER', 3000, owner.id]);
    expect(x.body.ticketOrder.tickets).toHaveLength(2);
    const after = await ticketCounts(s);
    expect([after.orders - before.orders, after.tickets - before.tickets, after.payOrders - before.payOrders, after.gateway - before.gateway]).toEqual([1, 2, 1, 1]);
    expect(await remainingOf(api, ev.id, type.id)).toBe(3);
    const mine = await api.get(`${C}/cg-event-ticket-orders/mine`, buyer.accessToken);
    expect(mine.body.map((o: { id: string }) => o.id)).toEqual([x.body.ticketOrder.id]);
    expect((await api.get(`${C}/cg-event-ticket-orders/${x.body.ticketOrder.id}`, stranger.accessToken)).status).toBe(404);
    const page = await api.get(`${C}/cg-event-tickets/${x.body.ticketOrder.tickets[0].id}`);
    expect(page.body).toMatchObject({ status: 'VALID', checkedInAt: null, eventName: x.body.ticketOrder.eventName });
    expect(page.body.code).toMatch(/^[A-Z2-9]{8}-[0-9A-F]{10}$/);
  });

  it('refusals: too many, not on sale, wallet too low, bad input: 4xx and nothing written', async () => {
    const ev = await eventOf(s, groupId);
    const type = await ticketTypeOf(api, s, admin.accessToken, ev, { cents: 1000, quantity: 2 });
    const later = await api.post(`${C}/cg-event-ticket-types`, { cgEventId: ev.id, name: 'Later', cents: 0, quantity: 5, salesStartAt: s.clock.now() + 3_600_000, salesEndAt: ev.start }, admin.accessToken);
    const buyer = await newMember(api, 'ref');
    const before = await ticketCounts(s);
    const cases: [Record<string, unknown>, number, string | null][] = [
      [{ quantity: 3 }, 409, 'Only 2 tickets left'],
      [{ paymentMethod: 'WALLET' }, 402, 'Your wallet balance is not enough to make payment'],
      [{ cgEventTicketTypeId: later.body.ticketType.id }, 400, 'Tickets are not on sale'],
      [{ cgEventTicketTypeId: 'nope' }, 404, 'Ticket type not found'],
      [{ quantity: 0 }, 400, null],
      [{ quantity: 11 }, 400, null],
      [{ paymentMethod: 'GOLD' }, 400, null],
    ];
    for (const [extra, status, message] of cases) {
      const r = await buy(api, buyer.accessToken, type.id, extra);
      expect(r.status, JSON.stringify(extra)).toBe(status);
      if (message) expect(r.body.message).toBe(message);
    }
    const noKey = await api.post(`${C}/cg-event-ticket-orders`, { cgEventTicketTypeId: type.id, quantity: 1, paymentMethod: 'CARD' }, buyer.accessToken);
    expect([noKey.status, noKey.body.message]).toEqual([400, 'Idempotency-Key is required']);
    expect(await ticketCounts(s)).toEqual(before);
    expect(await remainingOf(api, ev.id, type.id)).toBe(2);
  });

  it('no oversell: two buyers take the last ticket at once by card, and by wallet: exactly one gets it each time', async () => {
    const ev = await eventOf(s, groupId);
    const [a, b, c, d] = await Promise.all([newMember(api, 'pa'), newMember(api, 'pb'), newMember(api, 'pc'), newMember(api, 'pd')]);
    await Promise.all([a, b, c, d].map((u) => addCard(api, u.accessToken)));
    await Promise.all([c, d].map((u) => depositCents(api, u.accessToken, 5000)));
    for (const [method, x, y] of [['CARD', a, b], ['WALLET', c, d]] as const) {
      const type = await ticketTypeOf(api, s, admin.accessToken, ev, { cents: 2000, quantity: 1, name: method });
      const before = await ticketCounts(s);
      const results = await Promise.all([x, y].map((u) => buy(api, u.accessToken, type.id, { paymentMethod: method })));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses, JSON.stringify(results.map((r) => r.body))).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)!.body.message).toBe('Sold out');
      const after = await ticketCounts(s);
      expect([after.orders - before.orders, after.tickets - before.tickets, after.payOrders - before.payOrders]).toEqual([1, 1, 1]);
      expect(await remainingOf(api, ev.id, type.id)).toBe(0);
      // the loser's money: a card charge made in the race is refunded in full; a wallet is never debited
      const loser = results[0]!.status === 409 ? x : y;
      if (method === 'CARD') {
        const moves = await s.db.selectFrom('pay_sandbox_charges').select(['kind', 'cents']).where('idempotency_key', 'like', `%${loser.id}%`).execute();
        const charged = moves.filter((m) => m.kind === 'CHARGE').reduce((n, m) => n + m.cents, 0);
        const refunded = moves.filter((m) => m.kind === 'REFUND').reduce((n, m) => n + m.cents, 0);
        expect(charged).toBe(refunded);
      } else {
        expect((await api.get(`${P}/wallets/mine`, loser.accessToken)).body.cents).toBe(5000);
      }
    }
  });

  it('six buyers at once for three tickets: three get one each, three are refused, nothing is sold twice', async () => {
    const ev = await eventOf(s, groupId);
    const type = await ticketTypeOf(api, s, admin.accessToken, ev, { cents: 900, quantity: 3 });
    const buyers = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => newMember(api, `rush${i}`)));
    await Promise.all(buyers.map((u) => addCard(api, u.accessToken)));
    const results = await Promise.all(buyers.map((u) => buy(api, u.accessToken, type.id)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    const sold = await s.db.selectFrom('tk_tickets').select((eb) => eb.fn.countAll<string>().as('c')).where('cg_event_id', '=', ev.id).executeTakeFirstOrThrow();
    expect([Number(sold.c), await remainingOf(api, ev.id, type.id)]).toEqual([3, 0]);
  });

  it('a visitor buys as a guest with a card token; a guest cannot pay from a wallet', async () => {
    const ev = await eventOf(s, groupId);
    const type = await ticketTypeOf(api, s, admin.accessToken, ev, { cents: 1200, quantity: 3 });
    const token = (await api.post(`${P}/sandbox/tokens`, { number: GOOD, expMonth: 12, expYear: 2035, cvc: '123' })).body.id as string;
    const guest = { cgEventTicketTypeId: type.id, quantity: 1, paymentMethod: 'CARD', buyerEmail: 'gus@example.test', buyerFirstname: 'Gus', buyerLastname: 'Guest', paymentSource: token, idempotencyKey: randomUUID() };
    const wallet = await api.post(`${C}/cg-event-ticket-orders/guest`, { ...guest, paymentMethod: 'WALLET' });
    expect([wallet.status, wallet.body.message]).toEqual([403, 'Guests pay by card']);
    const noMail = await api.post(`${C}/cg-event-ticket-orders/guest`, { ...guest, buyerEmail: ' ' });
    expect([noMail.status, noMail.body.message]).toEqual([400, 'Email is required']);
    const badMail = await api.post(`${C}/cg-event-ticket-orders/guest`, { ...guest, buyerEmail: 'not-an-address' });
    expect([badMail.status, badMail.body.message]).toEqual([400, 'Email is not valid']);
    const r = await api.post(`${C}/cg-event-ticket-orders/guest`, guest);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.ticketOrder.tickets).toHaveLength(1);
    expect(r.body.order.finalCents).toBe(1200 + transactionFeeCents(1200));
    const again = await api.post(`${C}/cg-event-ticket-orders/guest`, guest);
    expect(again.body.order.id).toBe(r.body.order.id);
    expect(await remainingOf(api, ev.id, type.id)).toBe(2);
    const row = await s.db.selectFrom('tk_orders').select(['buyer_email', 'buyer_name']).where('id', '=', r.body.ticketOrder.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ buyer_email: 'gus@example.test', buyer_name: 'Gus Guest' });
    // the guest is mailed the links of the tickets (once: the double submit mailed nothing more)
    const mails = (await api.get(`/api/v1/alert/dev/mails?to=gus@example.test`)).body as { subject: string; text: string }[];
    expect(mails.map((m) => m.subject)).toEqual([`Your ticket to ${r.body.ticketOrder.eventName}`]);
    expect(mails[0]!.text).toContain(`/tickets/${r.body.ticketOrder.tickets[0].id}`);
  });
});

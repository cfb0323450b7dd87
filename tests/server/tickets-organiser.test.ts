// Refunds by the organiser: a group admin cancels one ticket order, or the event's ticket sales as a whole. Every
// holder is refunded the way they paid (card: a gateway refund through pay_operations; wallet: credited), once: a
// second request refunds nothing and tells no one again; the tickets are freed (sold goes down, sales end) and the
// holders get a notification and an e-mail. Members and strangers are refused with nothing written.
import { describe, expect, it } from 'vitest';
import { backends, newMember } from './harness';
import { addCard, depositCents, P } from './billing/helpers';
import { buy, C, eventOf, ticketCounts, ticketTypeOf, ticketWorld } from './tickets-helpers';

describe.each(backends())('event tickets: refunds by the organiser on $name', (backend) => {
  const w = ticketWorld(backend, 'o');
  const wallet = async (token: string) => (await w.api.get(`${P}/wallets/mine`, token)).body.cents as number;
  const notes = (userId: string) => w.s.db.selectFrom('notifications').select(['content', 'link']).where('receiver_id', '=', userId).where('content', 'like', 'The organiser of %').execute();
  const mails = (to: string) => w.s.db.selectFrom('mails').select('subject').where('to', '=', to).where('subject', 'like', '%were cancelled').execute();
  const refunds = (orderId: string) => w.s.db.selectFrom('pay_operations').select(['status', 'cents']).where('order_id', '=', orderId).where('kind', '=', 'REFUND').execute();

  it('an admin refunds an order (card) and then cancels the sales (wallet holder refunded too); once; others refused', async () => {
    const { s, api, owner, admin, member, groupId } = w;
    const ev = await eventOf(s, groupId);
    const type = await ticketTypeOf(api, s, admin.accessToken, ev, { cents: 2500, quantity: 10 });
    const [cardBuyer, walletBuyer] = [await newMember(api, 'ocard'), await newMember(api, 'owal')];
    await addCard(api, cardBuyer.accessToken);
    await addCard(api, walletBuyer.accessToken);
    await depositCents(api, walletBuyer.accessToken, 10_000);
    const byCard = await buy(api, cardBuyer.accessToken, type.id, { quantity: 2 });
    const byWallet = await buy(api, walletBuyer.accessToken, type.id, { quantity: 1, paymentMethod: 'WALLET' });
    expect([byCard.status, byWallet.status]).toEqual([201, 201]);
    const cardOrder = byCard.body.ticketOrder;
    const walletOrder = byWallet.body.ticketOrder;
    // one of the card buyer's tickets was already let in: the organiser refunds it all the same
    expect((await api.post(`${C}/cg-event-ticket-check-ins`, { cgEventId: ev.id, code: cardOrder.tickets[0].code }, admin.accessToken)).status).toBe(201);
    const walletAfterBuy = await wallet(walletBuyer.accessToken);

    const list = await api.get(`${C}/cg-event-ticket-orders?cgEventId=${ev.id}`, admin.accessToken);
    expect(list.status).toBe(200);
    expect(list.body.map((o: { id: string; valid: number; checkedIn: number }) => [o.id, o.valid, o.checkedIn]).sort()).toEqual([[cardOrder.id, 2, 1], [walletOrder.id, 1, 0]].sort());

    const before = await ticketCounts(s);
    for (const token of [member.accessToken, cardBuyer.accessToken]) {
      expect((await api.get(`${C}/cg-event-ticket-orders?cgEventId=${ev.id}`, token)).status).toBe(403);
      expect((await api.post(`${C}/cg-event-ticket-orders/${cardOrder.id}/refund`, {}, token)).status).toBe(403);
      expect((await api.post(`${C}/cg-event-ticket-sales/cancel`, { cgEventId: ev.id }, token)).status).toBe(403);
    }
    expect((await api.post(`${C}/cg-event-ticket-orders/nope/refund`, {}, admin.accessToken)).status).toBe(404);
    expect(await ticketCounts(s)).toEqual(before);

    const r = await api.post(`${C}/cg-event-ticket-orders/${cardOrder.id}/refund`, {}, admin.accessToken);
    expect([r.status, r.body]).toEqual([200, { refunded: 2, failed: 0, message: '2 tickets cancelled and refunded' }]);
    const ops = await refunds(cardOrder.id);
    expect(ops.map((o) => o.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    expect(ops.reduce((n, o) => n + o.cents, 0)).toBe(byCard.body.order.finalCents);
    const seen = (await api.get(`${C}/cg-event-ticket-orders/${cardOrder.id}`, cardBuyer.accessToken)).body;
    expect(seen.tickets.map((t: { status: string }) => t.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect(seen.refundedCents).toBe(byCard.body.order.finalCents);
    expect((await s.db.selectFrom('tk_ticket_types').select('sold').where('id', '=', type.id).executeTakeFirstOrThrow()).sold).toBe(1);
    expect(await notes(cardBuyer.id)).toEqual([{ content: expect.stringContaining('cancelled your 2 tickets'), link: `/me/billing/order-history/ticket-orders/${cardOrder.id}` }]);
    expect(await mails(cardBuyer.email)).toHaveLength(1);

    // again: nothing refunded twice, no one told twice
    const again = await api.post(`${C}/cg-event-ticket-orders/${cardOrder.id}/refund`, {}, owner.accessToken);
    expect([again.status, again.body.refunded]).toEqual([200, 0]);
    expect(await refunds(cardOrder.id)).toHaveLength(2);
    expect(await notes(cardBuyer.id)).toHaveLength(1);

    // the whole event's sales: the wallet holder gets what they paid back on the wallet; sales are over
    const all = await api.post(`${C}/cg-event-ticket-sales/cancel`, { cgEventId: ev.id }, owner.accessToken);
    expect([all.status, all.body]).toEqual([200, { refunded: 1, failed: 0, message: 'Ticket sales cancelled: 1 ticket refunded' }]);
    expect(await wallet(walletBuyer.accessToken)).toBe(walletAfterBuy + byWallet.body.order.finalCents);
    expect(await notes(walletBuyer.id)).toHaveLength(1);
    expect(await notes(cardBuyer.id)).toHaveLength(1);
    const types = (await api.get(`${C}/cg-event-ticket-types?cgEventId=${ev.id}`)).body;
    expect(types[0]).toMatchObject({ sold: 0, onSale: false });
    const late = await buy(api, member.accessToken, type.id);
    expect([late.status, late.body.message]).toEqual([400, 'Tickets are not on sale']);
    const twice = await api.post(`${C}/cg-event-ticket-sales/cancel`, { cgEventId: ev.id }, owner.accessToken);
    expect(twice.body.refunded).toBe(0);
    expect(await wallet(walletBuyer.accessToken)).toBe(walletAfterBuy + byWallet.body.order.finalCents);
    // the organiser's seller balance gave back exactly what the buyers' shares were
    const seller = await s.db.selectFrom('pay_ledger').select((eb) => eb.fn.sum<string>('cents').as('c')).where('user_id', '=', owner.id).where('account', '=', 'SELLER').executeTakeFirstOrThrow();
    expect(Number(seller.c ?? 0)).toBe(0);
  });
});

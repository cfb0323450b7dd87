// Editing a ticket type (PATCH /cg-event-ticket-types/{id}): a group admin changes name, price, quantity and the sales
// window; refused with nothing written: a member or stranger (403), no sign-in (401), an unknown type (404), an empty
// name, a window that ends before it starts or after the event, a quantity below the tickets sold (400), bad fields.
import { describe, expect, it } from 'vitest';
import { backends } from './harness';
import { addCard } from './billing/helpers';
import { buy, C, eventOf, ticketTypeOf, ticketWorld } from './tickets-helpers';

describe.each(backends())('editing ticket types on $name', (backend) => {
  const w = ticketWorld(backend, 'e');

  it('a group admin edits every field; refusals answer 4xx and change nothing', async () => {
    const { s, api, owner, admin, member, stranger, groupId } = w;
    const ev = await eventOf(s, groupId);
    const type = await ticketTypeOf(api, s, admin.accessToken, ev, { cents: 2000, quantity: 5 });
    await addCard(api, member.accessToken);
    expect((await buy(api, member.accessToken, type.id, { quantity: 3 })).status).toBe(201);
    const row = () => s.db.selectFrom('tk_ticket_types').selectAll().where('id', '=', type.id).executeTakeFirstOrThrow();
    const before = await row();
    const path = `${C}/cg-event-ticket-types/${type.id}`;
    const refused: [string | undefined, string, Record<string, unknown>, number, string | null][] = [
      [member.accessToken, path, { name: 'Mine' }, 403, 'Only a group admin may do this'],
      [stranger.accessToken, path, { name: 'Mine' }, 403, 'Only a group admin may do this'],
      [undefined, path, { name: 'Mine' }, 401, 'Unauthorized'],
      [admin.accessToken, `${C}/cg-event-ticket-types/nope`, { name: 'X' }, 404, null],
      [admin.accessToken, path, { name: '  ' }, 400, 'Ticket name is required'],
      [admin.accessToken, path, { salesEndAt: before.sales_start_at }, 400, 'Sales must end after they start'],
      [admin.accessToken, path, { salesEndAt: ev.end + 1 }, 400, 'Sales must end before the event ends'],
      [admin.accessToken, path, { quantity: 2 }, 400, 'Quantity cannot be less than the tickets sold'],
      [admin.accessToken, path, { cents: -1 }, 400, null],
      [admin.accessToken, path, { cents: 10.5 }, 400, null],
    ];
    for (const [token, p, body, status, message] of refused) {
      const r = await api.patch(p, body, token);
      expect(r.status, JSON.stringify([body, r.body])).toBe(status);
      if (message) expect(r.body.message).toBe(message);
    }
    expect(await row()).toEqual(before);

    const start = s.clock.now() + 60_000;
    const changed = await api.patch(path, { name: 'Late entry', cents: 3500, quantity: 3, salesStartAt: start, salesEndAt: ev.start - 60_000 }, owner.accessToken);
    expect(changed.status).toBe(200);
    expect(changed.body.ticketType).toMatchObject({ name: 'Late entry', cents: 3500, quantity: 3, sold: 3, remaining: 0, salesStartAt: start, salesEndAt: ev.start - 60_000, onSale: false });
    // the orders already paid keep their price
    const order = await s.db.selectFrom('tk_orders').select('unit_cents').where('ticket_type_id', '=', type.id).executeTakeFirstOrThrow();
    expect(order.unit_cents).toBe(2000);
  });

  it('the demo fair has its seeded ticket types, on sale until it starts', async () => {
    const { s, api } = w;
    const e = await s.db.selectFrom('cg_events').select(['id', 'start_time_millis']).where('profile_name', '=', 'baltic-trade-fair').executeTakeFirstOrThrow();
    const types = (await api.get(`${C}/cg-event-ticket-types?cgEventId=${e.id}`)).body;
    // on sale until the fair starts (the template database may have been seeded at another clock than this server's)
    expect(types.map((t: { name: string; cents: number; quantity: number; salesEndAt: number }) => [t.name, t.cents, t.quantity, t.salesEndAt]))
      .toEqual([['Standard', 2500, 200, e.start_time_millis], ['Exhibitor', 15000, 20, e.start_time_millis]]);
  });
});

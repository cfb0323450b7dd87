// Demo data of event tickets: the Baltic Trade Fair (Northern Traders, Alice's group) sells a Standard and an
// Exhibitor ticket from now until the fair starts, so a fresh demo shows tickets on sale and the admin's desk.
import { randomUUID } from 'node:crypto';
import { inTransaction, type AppContext } from '../context';

export const TICKET_SEED = {
  event: 'baltic-trade-fair',
  types: [{ name: 'Standard', cents: 2500, quantity: 200 }, { name: 'Exhibitor', cents: 15000, quantity: 20 }],
} as const;

export async function seedTickets(ctx: AppContext): Promise<void> {
  await inTransaction(ctx, async ({ trx, now }) => {
    const e = await trx.selectFrom('cg_events').select(['id', 'start_time_millis']).where('profile_name', '=', TICKET_SEED.event).executeTakeFirst();
    if (!e || e.start_time_millis <= now) return;
    if (await trx.selectFrom('tk_ticket_types').select('id').where('cg_event_id', '=', e.id).executeTakeFirst()) return;
    await trx.insertInto('tk_ticket_types').values(TICKET_SEED.types.map((t, i) => ({
      id: randomUUID(), cg_event_id: e.id, name: t.name, cents: t.cents, quantity: t.quantity, sales_start_at: now, sales_end_at: e.start_time_millis, created_at: now + i,
    }))).execute();
  });
}

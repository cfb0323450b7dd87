// What the buyer, the ticket's page and the check-in desk read: tickets and ticket orders with their event.
import type { Kysely } from 'kysely';
import type { PaymentMethod } from '../../../src/domain/billing';
import { TICKET_MESSAGES as M, type Ticket, type TicketOrder } from '../../../src/domain/tickets';
import type { AppContext } from '../context';
import type { DB } from '../db/schema';
import type { Db } from '../groups/access';
import { HttpError } from '../http/errors';
import { signedCode } from './codes';

const ticketQuery = (db: Db) => db.selectFrom('tk_tickets as t').innerJoin('tk_orders as o', 'o.id', 't.order_id')
  .innerJoin('tk_ticket_types as tt', 'tt.id', 'o.ticket_type_id').innerJoin('cg_events as e', 'e.id', 't.cg_event_id')
  .innerJoin('company_groups as g', 'g.id', 'e.company_group_id')
  .select(['t.id', 't.order_id', 't.cg_event_id', 't.code', 't.status', 't.checked_in_at', 't.refunded_cents', 't.position', 'tt.name as type_name', 'e.name as event_name',
    'e.start_time_millis', 'e.profile_name as event_profile_name', 'g.profile_name as group_profile_name', 'o.buyer_user_id']);
type TicketJoined = Awaited<ReturnType<ReturnType<typeof ticketQuery>['executeTakeFirstOrThrow']>>;

export const toTicket = (secret: Buffer, r: TicketJoined): Ticket => ({
  id: r.id, orderId: r.order_id, typeName: r.type_name, cgEventId: r.cg_event_id, eventName: r.event_name, eventStartAt: r.start_time_millis,
  groupProfileName: r.group_profile_name, eventProfileName: r.event_profile_name, status: r.status, checkedInAt: r.checked_in_at,
  refundedCents: r.refunded_cents, code: signedCode(secret, r.id, r.code),
});

export async function ticketRow(db: Db, id: string) {
  const r = await ticketQuery(db).where('t.id', '=', id).executeTakeFirst();
  if (!r) throw new HttpError(404, M.ticketNotFound);
  return r;
}

export async function eventTickets(ctx: AppContext, cgEventId: string): Promise<Ticket[]> {
  const rows = await ticketQuery(ctx.db).where('t.cg_event_id', '=', cgEventId).orderBy('o.created_at').orderBy('t.position').execute();
  return rows.map((r) => toTicket(ctx.jwtSecret, r));
}

/** A ticket order with its tickets; the buyer's only (404 to anyone else, as if it did not exist). */
export async function ticketOrder(db: Kysely<DB>, secret: Buffer, userId: string, id: string): Promise<TicketOrder> {
  const o = await db.selectFrom('tk_orders as o').innerJoin('pay_orders as p', 'p.id', 'o.pay_order_id')
    .innerJoin('tk_ticket_types as tt', 'tt.id', 'o.ticket_type_id').innerJoin('cg_events as e', 'e.id', 'o.cg_event_id')
    .innerJoin('company_groups as g', 'g.id', 'e.company_group_id')
    .select(['o.id', 'o.cg_event_id', 'o.quantity', 'o.unit_cents', 'o.created_at', 'o.buyer_user_id', 'p.final_cents', 'p.payment_method', 'tt.name as type_name',
      'e.name as event_name', 'e.start_time_millis', 'e.profile_name as event_profile_name', 'g.profile_name as group_profile_name'])
    .where('o.id', '=', id).executeTakeFirst();
  if (!o || o.buyer_user_id !== userId) throw new HttpError(404, M.orderNotFound);
  const tickets = (await ticketQuery(db).where('t.order_id', '=', id).orderBy('t.position').execute()).map((r) => toTicket(secret, r));
  return {
    id: o.id, cgEventId: o.cg_event_id, eventName: o.event_name, groupProfileName: o.group_profile_name, eventProfileName: o.event_profile_name,
    eventStartAt: o.start_time_millis, typeName: o.type_name, quantity: o.quantity, unitCents: o.unit_cents, finalCents: o.final_cents,
    paymentMethod: o.payment_method as PaymentMethod, refundedCents: tickets.reduce((n, t) => n + t.refundedCents, 0), createdAt: o.created_at, tickets,
  };
}

export async function myTicketOrders(ctx: AppContext, userId: string, q: { skip: number; limit: number }): Promise<TicketOrder[]> {
  const ids = await ctx.db.selectFrom('tk_orders').select('id').where('buyer_user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id')
    .limit(q.limit).offset(q.skip).execute();
  return Promise.all(ids.map((r) => ticketOrder(ctx.db, ctx.jwtSecret, userId, r.id)));
}

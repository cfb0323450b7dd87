// Refunds by the organiser: a group admin of the event cancels one ticket order, or the event's ticket sales as a
// whole (every ticket type's sales end now, and every valid ticket is cancelled). Each ticket goes through the
// buyer's cancel path (cancel.ts) as the organiser: freed, and its share refunded the way it was paid (wallet: at
// once; card: billing's refund operation in pay_operations, the gateway called outside any transaction). Once: a
// ticket already cancelled refunds nothing again (a card refund left PENDING or FAILED is sent again under its key).
// The holders whose tickets this call cancelled are told: a notification (members) and an e-mail (members and guests).
import { TICKET_MESSAGES as M } from '../../../src/domain/tickets';
import { formatCents } from '../../../src/domain/billing';
import { inTransaction, type AppContext } from '../context';
import type { PaymentGateway } from '../billing/gateway';
import { GUEST_DONOR_ID } from '../billing/donations-pay';
import { runOperation } from '../billing/operations';
import { notify } from '../groups/notify';
import { requireGroupAdmin } from '../groups/access';
import { HttpError } from '../http/errors';
import type { Caller } from '../http/registry';
import { systemMail } from '../mailtemplates/compose';
import { startCancel } from './cancel';
import { eventRow, groupRefOf, tellEventAudience, type EventRow } from './ticket-types';

export const ORGANISER_MESSAGES = {
  orderRefunded: (n: number) => `${n} ${n === 1 ? 'ticket' : 'tickets'} cancelled and refunded`,
  salesCancelled: (n: number) => `Ticket sales cancelled: ${n} ${n === 1 ? 'ticket' : 'tickets'} refunded`,
  someFailed: (n: number) => `${n} card ${n === 1 ? 'refund was' : 'refunds were'} refused by the payment provider; try again`,
  holderText: (event: string, n: number) => `The organiser of ${event} cancelled your ${n === 1 ? 'ticket' : `${n} tickets`}: refunded the way you paid`,
} as const;

export type OrganiserRefund = { refunded: number; failed: number; message: string };

/** Cancels and refunds the order's valid tickets as the organiser; tells the holder once if any were cancelled now. */
async function refundOrderTickets(ctx: AppContext, gateway: PaymentGateway, caller: Caller, e: EventRow, orderId: string): Promise<{ refunded: number; failed: number }> {
  const tickets = await ctx.db.selectFrom('tk_tickets').select(['id', 'status']).where('order_id', '=', orderId).orderBy('position').execute();
  let refunded = 0;
  let failed = 0;
  for (const t of tickets) {
    const start = await inTransaction(ctx, (uow) => startCancel(uow, caller, t.id, 'ORGANISER'));
    if (start.fresh) refunded += 1;
    if (!start.op) continue;
    try {
      await runOperation(ctx, gateway, start.op);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      failed += 1;
    }
  }
  if (refunded > 0) await tellHolder(ctx, e, orderId, refunded);
  return { refunded, failed };
}

async function tellHolder(ctx: AppContext, e: EventRow, orderId: string, n: number): Promise<void> {
  await inTransaction(ctx, async (uow) => {
    const o = await uow.trx.selectFrom('tk_orders as o').innerJoin('pay_orders as p', 'p.id', 'o.pay_order_id')
      .select(['o.buyer_user_id', 'o.buyer_email', 'p.payment_method']).where('o.id', '=', orderId).executeTakeFirstOrThrow();
    const refunded = await uow.trx.selectFrom('tk_tickets').select((eb) => eb.fn.sum<string>('refunded_cents').as('c')).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const text = `${ORGANISER_MESSAGES.holderText(e.name, n)} (${o.payment_method === 'WALLET' ? 'wallet' : 'card'}, ${formatCents(Number(refunded.c ?? 0))} in all).`;
    if (o.buyer_user_id !== GUEST_DONOR_ID) await notify(uow, o.buyer_user_id, text, `/me/billing/order-history/ticket-orders/${orderId}`);
    if (o.buyer_email) await uow.mail(await systemMail(uow.trx, o.buyer_email, 'tickets-cancelled', { event: e.name, message: text }));
  });
}

const answer = (r: { refunded: number; failed: number }, ok: string): OrganiserRefund => ({ ...r, message: r.failed > 0 ? ORGANISER_MESSAGES.someFailed(r.failed) : ok });

/** A group admin of the order's event cancels the order's tickets and refunds them. */
export async function organiserRefundOrder(ctx: AppContext, gateway: PaymentGateway, caller: Caller, orderId: string): Promise<OrganiserRefund> {
  const o = await ctx.db.selectFrom('tk_orders').select(['id', 'cg_event_id']).where('id', '=', orderId).executeTakeFirst();
  if (!o) throw new HttpError(404, M.orderNotFound);
  const e = await eventRow(ctx.db, o.cg_event_id);
  await requireGroupAdmin(ctx.db, groupRefOf(e), caller, M.orderNotFound);
  const r = await refundOrderTickets(ctx, gateway, caller, e, o.id);
  return answer(r, ORGANISER_MESSAGES.orderRefunded(r.refunded));
}

/** A group admin ends every ticket type's sales now and cancels and refunds every ticket of the event. */
export async function cancelTicketSales(ctx: AppContext, gateway: PaymentGateway, caller: Caller, cgEventId: string): Promise<OrganiserRefund> {
  const e = await inTransaction(ctx, async (uow) => {
    const ev = await eventRow(uow.trx, cgEventId);
    await requireGroupAdmin(uow.trx, groupRefOf(ev), caller, 'Event not found');
    const now = uow.now;
    // the sales window ends now (a window that had not started yet becomes one that is over)
    await uow.trx.updateTable('tk_ticket_types').set((eb) => ({
      sales_start_at: eb.fn('least', [eb.ref('sales_start_at'), eb.val(now - 1)]), sales_end_at: eb.fn('least', [eb.ref('sales_end_at'), eb.val(now)]),
    })).where('cg_event_id', '=', ev.id).execute();
    await tellEventAudience(uow, ev, { salesCancelled: true });
    return ev;
  });
  const orders = await ctx.db.selectFrom('tk_orders').select('id').where('cg_event_id', '=', e.id).orderBy('created_at').execute();
  const total = { refunded: 0, failed: 0 };
  for (const o of orders) {
    const r = await refundOrderTickets(ctx, gateway, caller, e, o.id);
    total.refunded += r.refunded;
    total.failed += r.failed;
  }
  return answer(total, ORGANISER_MESSAGES.salesCancelled(total.refunded));
}

export type EventOrderLine = {
  id: string; buyerName: string; typeName: string; quantity: number; valid: number; checkedIn: number; finalCents: number; refundedCents: number;
  paymentMethod: 'WALLET' | 'CARD'; createdAt: number;
};

/** The event's ticket orders for its group admins: who bought what, how many tickets are still valid, what was refunded. */
export async function eventOrders(ctx: AppContext, caller: Caller, cgEventId: string): Promise<EventOrderLine[]> {
  const e = await eventRow(ctx.db, cgEventId);
  await requireGroupAdmin(ctx.db, groupRefOf(e), caller, 'Event not found');
  const rows = await ctx.db.selectFrom('tk_orders as o').innerJoin('pay_orders as p', 'p.id', 'o.pay_order_id').innerJoin('tk_ticket_types as tt', 'tt.id', 'o.ticket_type_id')
    .innerJoin('tk_tickets as t', 't.order_id', 'o.id')
    .select((eb) => ['o.id', 'o.buyer_name', 'tt.name', 'o.quantity', 'p.final_cents', 'p.payment_method', 'o.created_at',
      eb.fn.sum<string>(eb.case().when('t.status', '=', 'VALID').then(1).else(0).end()).as('valid'),
      eb.fn.sum<string>(eb.case().when('t.checked_in_at', 'is not', null).then(1).else(0).end()).as('checked_in'),
      eb.fn.sum<string>('t.refunded_cents').as('refunded')])
    .where('o.cg_event_id', '=', e.id).groupBy(['o.id', 'o.buyer_name', 'tt.name', 'o.quantity', 'p.final_cents', 'p.payment_method', 'o.created_at'])
    .orderBy('o.created_at', 'desc').orderBy('o.id').limit(500).execute();
  return rows.map((r) => ({
    id: r.id, buyerName: r.buyer_name, typeName: r.name, quantity: r.quantity, valid: Number(r.valid), checkedIn: Number(r.checked_in), finalCents: r.final_cents,
    refundedCents: Number(r.refunded), paymentMethod: r.payment_method === 'WALLET' ? 'WALLET' : 'CARD', createdAt: r.created_at,
  }));
}

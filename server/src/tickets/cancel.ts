// Cancelling a ticket before its event: the ticket is freed for others and its share of the order is refunded the
// way it was paid (wallet: credited at once; card: billing's refund operation, the gateway called outside any
// transaction and the refund booked when it succeeds, by the cron after a crash). Shares are integer cents that
// sum to the order's amounts exactly (ticketShareCents). A cancelled ticket's retry refunds nothing twice.
import { randomUUID } from 'node:crypto';
import { TICKET_MESSAGES as M, ticketShareCents, type Ticket } from '../../../src/domain/tickets';
import { emitTo, inTransaction, type AppContext, type UnitOfWork } from '../context';
import type { PaymentGateway } from '../billing/gateway';
import { availableCents, lockBalance, openOperation, runOperation, type OperationRow } from '../billing/operations';
import { onPartRefundDone } from '../billing/refunds';
import { HttpError } from '../http/errors';
import type { Caller } from '../http/registry';
import { requireGroupAdmin } from '../groups/access';
import { eventRow, groupRefOf, tellEventAudience } from './ticket-types';
import { ticketRow, toTicket } from './views';

const KEY_PREFIX = 'ticket-refund:';

/** The refund of one ticket on our side: the buyer's account credited, the seller's share and the platform's fee reversed. */
async function bookTicketRefund(uow: UnitOfWork, payOrderId: string, ticketId: string, account: 'WALLET' | 'CARD', buyerCents: number, sellerCents: number): Promise<void> {
  const { trx, now } = uow;
  const o = await trx.selectFrom('pay_orders').selectAll().where('id', '=', payOrderId).forUpdate().executeTakeFirstOrThrow();
  const key = `${KEY_PREFIX}${ticketId}`;
  await trx.insertInto('pay_ledger').values([
    { account, user_id: o.buyer_user_id, cents: buyerCents },
    { account: 'SELLER' as const, user_id: o.seller_user_id, cents: -sellerCents },
    { account: 'PLATFORM' as const, user_id: null, cents: -(buyerCents - sellerCents) },
  ].map((e) => ({ id: randomUUID(), order_id: o.id, idempotency_key: key, created_at: now, ...e }))).execute();
  await trx.updateTable('tk_tickets').set({ refunded_cents: buyerCents }).where('id', '=', ticketId).execute();
  const refunded = await trx.selectFrom('tk_tickets').select((eb) => eb.fn.sum<string>('refunded_cents').as('c')).where('order_id', '=', payOrderId).executeTakeFirstOrThrow();
  if (Number(refunded.c ?? 0) >= o.final_cents) await trx.updateTable('pay_orders').set({ refunded_at: now }).where('id', '=', o.id).execute();
  await emitTo(uow, [o.buyer_user_id, o.seller_user_id], 'ORDER', 'UPDATED', { id: o.id, ticketId });
}

// a ticket's card refund the gateway made: booked with the shares its operation holds
onPartRefundDone(KEY_PREFIX, async (uow, op) => {
  if (!op.order_id) return;
  await bookTicketRefund(uow, op.order_id, op.idempotency_key.slice(KEY_PREFIX.length), 'CARD', op.cents, op.reserved_cents);
});

/** The refund to send (a card's), and whether this call cancelled the ticket (a retry did not). */
type Start = { op: OperationRow | null; fresh: boolean };
/** BUYER: the ticket's buyer, before the event and before check-in; ORGANISER: a group admin of its event, any valid ticket. */
export type CancelBy = 'BUYER' | 'ORGANISER';

export async function startCancel(uow: UnitOfWork, caller: Caller, ticketId: string, by: CancelBy = 'BUYER'): Promise<Start> {
  const { trx, now } = uow;
  const t = await trx.selectFrom('tk_tickets as t').innerJoin('tk_orders as o', 'o.id', 't.order_id')
    .select(['t.id', 't.status', 't.checked_in_at', 't.refunded_cents', 't.cg_event_id', 't.order_id', 'o.buyer_user_id', 'o.pay_order_id', 'o.quantity', 'o.ticket_type_id'])
    .where('t.id', '=', ticketId).forUpdate().executeTakeFirst();
  if (!t) throw new HttpError(404, M.ticketNotFound);
  const e = await eventRow(trx, t.cg_event_id);
  if (by === 'ORGANISER') await requireGroupAdmin(trx, groupRefOf(e), caller, M.ticketNotFound);
  else if (t.buyer_user_id !== caller.userId) throw new HttpError(403, M.onlyBuyer);
  const key = `${KEY_PREFIX}${t.id}`;
  if (t.status === 'CANCELLED') {
    // a retry: a card refund under way or refused by the gateway is sent again under its key; anything else is done
    const prev = await trx.selectFrom('pay_operations').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
    if (!prev || prev.status === 'SUCCEEDED') return { op: null, fresh: false };
    if (prev.status === 'PENDING') return { op: prev, fresh: false };
    const { kind, idempotency_key, user_id, order_id, gateway_target, cents, reserved_cents } = prev;
    return { op: await openOperation(uow, { kind, idempotency_key, user_id, order_id, gateway_target, cents, reserved_cents }), fresh: false };
  }
  if (by === 'BUYER' && now >= e.start_time_millis) throw new HttpError(400, M.eventStarted);
  if (by === 'BUYER' && t.checked_in_at !== null) throw new HttpError(400, M.checkedInNoCancel);
  const o = await trx.selectFrom('pay_orders').selectAll().where('id', '=', t.pay_order_id).forUpdate().executeTakeFirstOrThrow();
  // the order's row lock orders cancellations of its tickets: `before` is exact
  const before = Number((await trx.selectFrom('tk_tickets').select((eb) => eb.fn.countAll<string>().as('c')).where('order_id', '=', t.order_id).where('status', '=', 'CANCELLED').executeTakeFirstOrThrow()).c);
  const buyerCents = ticketShareCents(o.final_cents, t.quantity, before);
  const sellerCents = ticketShareCents(o.cents - o.discount_cents, t.quantity, before);
  if (buyerCents > 0 && o.seller_user_id) {
    await lockBalance(trx, o.seller_user_id);
    if ((await availableCents(trx, o.seller_user_id)) < sellerCents) throw new HttpError(400, M.balance);
  }
  await trx.updateTable('tk_tickets').set({ status: 'CANCELLED' }).where('id', '=', t.id).execute();
  await trx.updateTable('tk_ticket_types').set((eb) => ({ sold: eb('sold', '-', 1) })).where('id', '=', t.ticket_type_id).execute();
  await tellEventAudience(uow, e, { ticketId: t.id });
  if (buyerCents === 0) return { op: null, fresh: true };
  if (o.payment_method === 'WALLET') {
    await trx.insertInto('pay_wallets').values({ user_id: o.buyer_user_id, cents: buyerCents, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ cents: eb('pay_wallets.cents', '+', buyerCents), updated_at: now }))).execute();
    await bookTicketRefund(uow, o.id, t.id, 'WALLET', buyerCents, sellerCents);
    return { op: null, fresh: true };
  }
  return {
    op: await openOperation(uow, {
      kind: 'REFUND', idempotency_key: key, user_id: o.seller_user_id ?? caller.userId, order_id: o.id, gateway_target: o.gateway_ref ?? `order:${o.id}`,
      cents: buyerCents, reserved_cents: sellerCents,
    }),
    fresh: true,
  };
}

/** Cancels one ticket of the caller's (before its event starts) and refunds its share; a retry refunds nothing twice. */
export async function cancelTicket(ctx: AppContext, gateway: PaymentGateway, caller: Caller, ticketId: string): Promise<{ ticket: Ticket; message: string }> {
  const start = await inTransaction(ctx, (uow) => startCancel(uow, caller, ticketId));
  if (start.op) await runOperation(ctx, gateway, start.op);
  return { ticket: toTicket(ctx.jwtSecret, await ticketRow(ctx.db, ticketId)), message: M.cancelled };
}

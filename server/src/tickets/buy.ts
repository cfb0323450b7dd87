// Buying tickets through the one paying path (billing's pay() inside a payable): the amount is the ticket type's
// price times the quantity, computed here; one idempotency key charges once. No oversell: the tickets are taken
// by one conditional update (sold + n <= quantity) in the transaction that records the payment; a card charge's
// first run is rolled back, and if the last tickets went to someone else before the charge was committed, the
// charge is refunded (intents.ts). A visitor buys as a guest with a one-time card token, as donations do.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { isValidEmail } from '../../../src/domain/shared/email';
import { TICKET_MESSAGES as M, type TicketBuyInput, type TicketBuyResult } from '../../../src/domain/tickets';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import { ensureGuestDonor, GUEST_DONOR_ID } from '../billing/donations-pay';
import type { CardDetails, PaymentGateway } from '../billing/gateway';
import { payable, runPayable } from '../billing/intents';
import { pay, quoteFor, toOrder } from '../billing/payments';
import { requireGroupContent } from '../groups/access';
import { HttpError } from '../http/errors';
import type { Caller } from '../http/registry';
import { systemMail } from '../mailtemplates/compose';
import { newTicketCode } from './codes';
import { eventRow, groupRefOf, tellEventAudience } from './ticket-types';
import { ticketOrder } from './views';

type GuestCard = CardDetails & { id: string };
type BuyArgs = { callerUserId: string | null; r: TicketBuyInput; idempotencyKey: string; guestCard: GuestCard | null };
/** What the payable answers: the signed codes are read after it, with the server's secret (kept out of the intent's arguments). */
type Bought = Omit<TicketBuyResult, 'ticketOrder'> & { buyer: string; ticketOrderId: string | null };

/** The ticket type on sale now, its event and group; refusals that do not depend on the payment. */
async function onSale(uow: UnitOfWork, typeId: string, userId: string | null) {
  const t = await uow.trx.selectFrom('tk_ticket_types').selectAll().where('id', '=', typeId).executeTakeFirst();
  if (!t) throw new HttpError(404, M.typeNotFound);
  const e = await eventRow(uow.trx, t.cg_event_id);
  await requireGroupContent(uow.trx, groupRefOf(e), userId, M.typeNotFound);
  if (uow.now < t.sales_start_at || uow.now >= t.sales_end_at || uow.now >= e.end_time_millis) throw new HttpError(400, M.notOnSale);
  return { t, e };
}

const priorOrder = (uow: UnitOfWork, payKey: string) => uow.trx.selectFrom('tk_orders as o').innerJoin('pay_orders as p', 'p.id', 'o.pay_order_id')
  .select(['o.id', 'p.id as pay_order_id']).where('p.idempotency_key', '=', payKey).executeTakeFirst();

const buyPayable = payable('tickets.buy', async (uow: UnitOfWork, gateway: PaymentGateway, a: BuyArgs): Promise<Bought> => {
  const { r } = a;
  const { t, e } = await onSale(uow, r.cgEventTicketTypeId, a.callerUserId);
  const priceCents = t.cents * r.quantity;
  const couponCodes = r.couponCodes ?? [];
  if (r._dryRun) return { quote: await quoteFor(uow.trx, { sellerUserId: e.owner_id, priceCents, couponCodes }, uow.now), order: null, ticketOrderId: null, buyer: '', message: null };
  const buyer = a.callerUserId ?? GUEST_DONOR_ID;
  // pay()'s own lock on the key (re-entrant): a double submit finds the first order and takes no tickets
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`${buyer}:${a.idempotencyKey}`}))`.execute(uow.trx);
  const prior = await priorOrder(uow, `${buyer}:${a.idempotencyKey}`);
  if (prior) return answer(uow, buyer, prior.id, prior.pay_order_id, r.quantity, e.name);
  const taken = await uow.trx.updateTable('tk_ticket_types').set((eb) => ({ sold: eb('sold', '+', r.quantity) }))
    .where('id', '=', t.id).where(sql<boolean>`sold + ${r.quantity} <= quantity`).executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) {
    const now = await uow.trx.selectFrom('tk_ticket_types').select(['sold', 'quantity']).where('id', '=', t.id).executeTakeFirstOrThrow();
    throw new HttpError(409, now.quantity - now.sold <= 0 ? M.soldOut : M.fewLeft(now.quantity - now.sold));
  }
  let instrument = r.paymentInstrumentId ?? null;
  if (a.callerUserId === null) {
    if (!a.guestCard) throw new HttpError(400, M.needCard);
    await ensureGuestDonor(uow);
    instrument = a.guestCard.id;
    await uow.trx.insertInto('pay_cards').values({
      id: instrument, user_id: GUEST_DONOR_ID, name: `Guest ${r.buyerEmail ?? ''}`.slice(0, 200), brand: a.guestCard.brand, last4: a.guestCard.last4,
      gateway_ref: a.guestCard.gatewayRef, as_default: false, created_at: uow.now,
    }).onConflict((oc) => oc.column('id').doNothing()).execute();
  }
  const paid = await pay(uow, gateway, {
    kind: 'TICKET_ORDER', description: `${r.quantity} × ${t.name}, ${e.name}`.slice(0, 300), buyerUserId: buyer, sellerUserId: e.owner_id, priceCents, couponCodes,
    paymentMethod: r.paymentMethod, paymentInstrumentId: instrument, idempotencyKey: a.idempotencyKey, companyGroupId: e.group_id,
    meta: { cgEventId: e.id, ticketTypeId: t.id, quantity: String(r.quantity), ...(a.callerUserId === null ? { guest: 'true', email: r.buyerEmail ?? '' } : {}) },
  });
  if (a.callerUserId === null && instrument) await uow.trx.deleteFrom('pay_cards').where('id', '=', instrument).where('user_id', '=', GUEST_DONOR_ID).execute();
  const user = await uow.trx.selectFrom('users').select(['email', 'firstname', 'lastname']).where('id', '=', buyer).executeTakeFirstOrThrow();
  const guest = a.callerUserId === null;
  await uow.trx.insertInto('tk_orders').values({
    id: paid.order.id, ticket_type_id: t.id, cg_event_id: e.id, buyer_user_id: buyer, pay_order_id: paid.order.id, quantity: r.quantity, unit_cents: t.cents,
    buyer_email: guest ? (r.buyerEmail ?? '').trim() : user.email, buyer_name: guest ? `${r.buyerFirstname ?? ''} ${r.buyerLastname ?? ''}`.trim() : `${user.firstname} ${user.lastname}`,
    created_at: uow.now,
  }).execute();
  await uow.trx.insertInto('tk_tickets').values(Array.from({ length: r.quantity }, (_, i) => ({
    id: randomUUID(), order_id: paid.order.id, cg_event_id: e.id, position: i + 1, code: newTicketCode(), checked_in_at: null, checked_in_by: null, created_at: uow.now,
  }))).execute();
  const ids = await uow.trx.selectFrom('tk_tickets').select('id').where('order_id', '=', paid.order.id).orderBy('position').execute();
  await uow.mail(await systemMail(uow.trx, guest ? (r.buyerEmail ?? '').trim() : user.email, 'ticket-receipt', {
    tickets: r.quantity === 1 ? 'ticket' : 'tickets', event: e.name, quantity: String(r.quantity), ticketType: t.name, links: ids.map((x) => `/tickets/${x.id}`).join('\n'),
  }));
  await tellEventAudience(uow, e, { ticketOrderId: paid.order.id });
  return answer(uow, buyer, paid.order.id, paid.order.id, r.quantity, e.name);
});

async function answer(uow: UnitOfWork, buyer: string, id: string, payOrderId: string, quantity: number, eventName: string): Promise<Bought> {
  const order = toOrder(await uow.trx.selectFrom('pay_orders').selectAll().where('id', '=', payOrderId).executeTakeFirstOrThrow());
  const quote = { cents: order.cents, discountCents: order.discountCents, tranxCents: order.tranxCents, finalCents: order.finalCents, couponCodes: order.couponCodes };
  return { quote, order, buyer, ticketOrderId: id, message: `Your ${quantity === 1 ? 'ticket' : 'tickets'} to ${eventName}` };
}

function guestProblem(r: TicketBuyInput): string | null {
  if (r.paymentMethod === 'WALLET') return M.guestWallet;
  if (!r.buyerEmail?.trim()) return M.email;
  if (!isValidEmail(r.buyerEmail)) return M.emailInvalid;
  if (!r.buyerFirstname?.trim() || !r.buyerLastname?.trim()) return M.name;
  return null;
}

/** Buys tickets; caller null: a guest. A dry run answers the quote and writes nothing. */
export async function buyTickets(ctx: AppContext, gateway: PaymentGateway, caller: Caller | null, r: TicketBuyInput, idempotencyKey: string): Promise<TicketBuyResult> {
  if (caller === null && !r._dryRun) {
    const problem = guestProblem(r);
    if (problem) throw new HttpError(problem === M.guestWallet ? 403 : 400, problem);
  }
  const guestCard = caller === null && !r._dryRun ? await attachGuestCard(ctx, gateway, r, idempotencyKey) : null;
  const { buyer, ticketOrderId, ...bought } = await runPayable(ctx, gateway, buyPayable, { callerUserId: caller?.userId ?? null, r, idempotencyKey, guestCard });
  return { ...bought, ticketOrder: ticketOrderId ? await ticketOrder(ctx.db, ctx.jwtSecret, buyer, ticketOrderId) : null };
}

/** A guest's one-time token made a card at the gateway, outside any transaction, once the tickets are known to be on sale. */
async function attachGuestCard(ctx: AppContext, gateway: PaymentGateway, r: TicketBuyInput, idempotencyKey: string): Promise<GuestCard | null> {
  const done = () => ctx.db.selectFrom('pay_orders').select('id').where('idempotency_key', '=', `${GUEST_DONOR_ID}:${idempotencyKey}`).executeTakeFirst();
  await inTransaction(ctx, (uow) => onSale(uow, r.cgEventTicketTypeId, null));
  if (await done()) return null;
  if (!r.paymentSource) throw new HttpError(400, M.needCard);
  const attached = await gateway.attachCard(ctx.db, r.paymentSource, ctx.clock.now());
  if (attached.ok) return { ...attached.value, id: randomUUID() };
  if (await done()) return null;
  throw new HttpError(402, attached.message);
}

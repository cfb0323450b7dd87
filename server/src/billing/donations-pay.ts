// Donation payments (spec 3, 5, 7): {cgDonationPriceId, donor contact, paymentMethod, paymentInstrumentId, paymentSource}.
// The amount is the price's, never the client's; the group's owner is paid through pay() (one idempotency key, charged
// once); the owner cannot donate to their own group; a disabled donation takes nothing. A visitor donates as a guest
// with a one-time card token (paymentSource): the token becomes a single-use card of the built-in guest donor, who
// is the order's buyer; the donor's contact is kept in the order's meta. A guest cannot pay from a wallet.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { DONATION_MESSAGES, formatCents, type DonationPaymentInput, type DonationPaymentResult } from '../../../src/domain/billing';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import type { DB } from '../db/schema';
import { requireGroupContent } from '../groups/access';
import { notify } from '../groups/notify';
import { HttpError } from '../http/errors';
import type { Caller } from '../http/registry';
import type { CardDetails, PaymentGateway } from './gateway';
import { payable, runPayable } from './intents';
import { pay, quoteFor, toOrder } from './payments';

/** The buyer of guests' donations: created on the first guest donation (never by a migration: the demo seed runs
 * only on an empty users table). Nobody can sign in as it: no password hash, not activated, and an e-mail with capitals
 * and spaces that no sign-in, confirm or reset request can name (they look addresses up trimmed and lower-cased). */
export const GUEST_DONOR_ID = 'guest-donor';
export const GUEST_DONOR_EMAIL = 'GUEST DONOR (cannot sign in)';

export async function ensureGuestDonor({ trx }: UnitOfWork): Promise<void> {
  const locked = { email: GUEST_DONOR_EMAIL, password_hash: '!', activated: false, admin: false };
  await trx.insertInto('users').values({
    id: GUEST_DONOR_ID, firstname: 'Guest', lastname: 'Donor', profile_name: 'guest-donor-0', logo: null, meta: JSON.stringify({ guestDonor: true }), created_at: 0, ...locked,
  }).onConflict((oc) => oc.column('id').doUpdateSet(locked)).execute();
}

/** The first spec-5 rule the request breaks, or null (checked before anything is read or written). */
export function donationPaymentError(r: DonationPaymentInput, guest: boolean): string | null {
  if (!r.cgDonationPriceId) return DONATION_MESSAGES.amount;
  if (!r.buyerUserEmail.trim()) return DONATION_MESSAGES.email;
  if (r.buyerUserConfirmEmail !== undefined && r.buyerUserConfirmEmail.trim().toLowerCase() !== r.buyerUserEmail.trim().toLowerCase()) {
    return DONATION_MESSAGES.emailMismatch;
  }
  if (!r.buyerUserFirstname.trim()) return DONATION_MESSAGES.firstname;
  if (!r.buyerUserLastname.trim()) return DONATION_MESSAGES.lastname;
  if (!r.paymentMethod) return DONATION_MESSAGES.method;
  if (guest && r.paymentMethod === 'WALLET') return DONATION_MESSAGES.guestWallet;
  return null;
}

/** The amount on offer; a private group's only to its members (404 to anyone else). */
async function target(uow: UnitOfWork, priceId: string, userId: string | null) {
  const row = await uow.trx.selectFrom('cg_donation_prices as p').innerJoin('cg_donations as d', 'd.id', 'p.cg_donation_id')
    .innerJoin('company_groups as g', 'g.id', 'd.company_group_id')
    .select(['p.id', 'p.cents', 'd.id as donation_id', 'd.as_enabled', 'g.id as group_id', 'g.name as group_name', 'g.owner_id', 'g.as_private'])
    .where('p.id', '=', priceId).executeTakeFirst();
  if (!row) throw new HttpError(404, DONATION_MESSAGES.invalid);
  await requireGroupContent(uow.trx, { id: row.group_id, owner_id: row.owner_id, as_private: row.as_private }, userId, DONATION_MESSAGES.invalid);
  if (!row.as_enabled) throw new HttpError(400, DONATION_MESSAGES.disabled);
  return row;
}

/** A guest's card as the gateway attached it (before the payment, outside any transaction), with the id its single-use card row takes. */
type GuestCard = CardDetails & { id: string };
type DonationArgs = { callerUserId: string | null; r: DonationPaymentInput; idempotencyKey: string; guestCard?: GuestCard | null };

const guestOrder = (db: Kysely<DB>, idempotencyKey: string) =>
  db.selectFrom('pay_orders').selectAll().where('idempotency_key', '=', `${GUEST_DONOR_ID}:${idempotencyKey}`).executeTakeFirst();

const donationPayable = payable('donations.pay', async (uow: UnitOfWork, gateway: PaymentGateway, { callerUserId, r, idempotencyKey, guestCard }: DonationArgs) => {
  const caller = callerUserId === null ? null : { userId: callerUserId };
  const guest = caller === null;
  const method = r.paymentMethod ?? 'CARD';
  const t = await target(uow, r.cgDonationPriceId, caller?.userId ?? null);
  if (caller && caller.userId === t.owner_id) throw new HttpError(403, DONATION_MESSAGES.ownGroup);
  if (r._dryRun) {
    return { quote: await quoteFor(uow.trx, { sellerUserId: t.owner_id, priceCents: t.cents, couponCodes: [], companyGroupId: t.group_id }, uow.now), order: null, message: null };
  }
  const buyerUserId = caller?.userId ?? GUEST_DONOR_ID;
  let instrument = r.paymentInstrumentId ?? null;
  if (guest) {
    // the same per-key lock pay() takes (re-entrant in this transaction): a double submit finds the first order
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`${buyerUserId}:${idempotencyKey}`}))`.execute(uow.trx);
    const prior = await guestOrder(uow.trx, idempotencyKey);
    if (prior) {
      const order = toOrder(prior);
      return { quote: { cents: order.cents, discountCents: order.discountCents, tranxCents: order.tranxCents, finalCents: order.finalCents, couponCodes: [] }, order, message: thanks(t.group_name) };
    }
    if (!guestCard) throw new HttpError(400, DONATION_MESSAGES.needCard);
    await ensureGuestDonor(uow);
    instrument = guestCard.id;
    await uow.trx.insertInto('pay_cards').values({
      id: instrument, user_id: GUEST_DONOR_ID, name: `Guest ${r.buyerUserEmail.trim()}`.slice(0, 200), brand: guestCard.brand, last4: guestCard.last4,
      gateway_ref: guestCard.gatewayRef, as_default: false, created_at: uow.now,
    }).onConflict((oc) => oc.column('id').doNothing()).execute();
  }
  const paid = await pay(uow, gateway, {
    kind: 'DONATION', description: `Donation to ${t.group_name}`, buyerUserId, sellerUserId: t.owner_id, priceCents: t.cents, couponCodes: [],
    paymentMethod: method, paymentInstrumentId: instrument, idempotencyKey, companyGroupId: t.group_id,
    meta: {
      email: r.buyerUserEmail.trim(), firstname: r.buyerUserFirstname.trim(), lastname: r.buyerUserLastname.trim(),
      cgDonationId: t.donation_id, cgDonationPriceId: t.id, ...(guest ? { guest: 'true' } : {}),
    },
  });
  // a guest's card is single-use: no reusable card reference is kept for visitors
  if (guest && instrument) await uow.trx.deleteFrom('pay_cards').where('id', '=', instrument).where('user_id', '=', GUEST_DONOR_ID).execute();
  if (!paid.replayed) {
    // the owner's bell rises and their donations page refetches
    const who = `${r.buyerUserFirstname.trim()} ${r.buyerUserLastname.trim()}`;
    await notify(uow, t.owner_id, `${who} donated ${formatCents(t.cents)} to ${t.group_name}`, '/me/billing/donations');
  }
  return { quote: paid.quote, order: paid.order, message: thanks(t.group_name) };
});

/** Pays a donation; caller null: a guest. A dry run answers the quote and writes nothing. */
export async function payDonation(
  ctx: AppContext, gateway: PaymentGateway, caller: Caller | null, r: DonationPaymentInput, idempotencyKey: string,
): Promise<DonationPaymentResult> {
  const guest = caller === null;
  const problem = donationPaymentError(r, guest);
  if (problem) throw new HttpError(problem === DONATION_MESSAGES.guestWallet ? 403 : 400, problem);
  const guestCard = guest && !r._dryRun ? await attachGuestCard(ctx, gateway, r, idempotencyKey) : null;
  return runPayable(ctx, gateway, donationPayable, { callerUserId: caller?.userId ?? null, r, idempotencyKey, guestCard });
}

/**
 * A guest's one-time token becomes a card reference at the gateway, outside any transaction, once the donation
 * is known to be accepted (the amount on offer, no payment made under the key yet). Null: a replay (no card needed).
 */
async function attachGuestCard(ctx: AppContext, gateway: PaymentGateway, r: DonationPaymentInput, idempotencyKey: string): Promise<GuestCard | null> {
  await inTransaction(ctx, (uow) => target(uow, r.cgDonationPriceId, null));
  if (await guestOrder(ctx.db, idempotencyKey)) return null;
  if (!r.paymentSource) throw new HttpError(400, DONATION_MESSAGES.needCard);
  const attached = await gateway.attachCard(ctx.db, r.paymentSource, ctx.clock.now());
  if (attached.ok) return { ...attached.value, id: randomUUID() };
  // the token used by a double submit that has paid meanwhile: its donation is answered
  if (await guestOrder(ctx.db, idempotencyKey)) return null;
  throw new HttpError(402, attached.message);
}

const thanks = (groupName: string) => `Thank you for your donation to ${groupName}`;

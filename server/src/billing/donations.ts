// Donations to a group (spec 5): at least $2, paid to the group's owner through the one paying path, with the
// donor's contact kept on the order; MTZ points derived from the caller's paid orders (rule in the domain).
import { DONATION_MESSAGES, MIN_DONATION_CENTS, pointsFor, type Donation, type Donations, type MtzPoints, type Order, type PointsEntry, type PaymentMethod } from '../../../src/domain/billing';
import { referralPoints } from '../crm/referrals';
import type { AppContext, UnitOfWork } from '../context';
import { seesContent, viewerOf } from '../groups/access';
import { HttpError } from '../http/errors';
import type { PaymentGateway } from './gateway';
import { payable, runPayable } from './intents';
import { pay, toOrder } from './payments';

export type DonationRequest = {
  companyGroupId: string; cents: number; buyerUserEmail: string; buyerUserFirstname: string; buyerUserLastname: string;
  paymentMethod: PaymentMethod; paymentInstrumentId?: string | null | undefined; couponCodes: string[]; idempotencyKey: string;
};

/** The first spec-5 rule a donation breaks, or null (checked before anything is written). */
export function donationError(r: Pick<DonationRequest, 'cents' | 'buyerUserEmail' | 'buyerUserFirstname' | 'buyerUserLastname'>): string | null {
  if (!r.buyerUserEmail.trim()) return DONATION_MESSAGES.email;
  if (!r.buyerUserFirstname.trim()) return DONATION_MESSAGES.firstname;
  if (!r.buyerUserLastname.trim()) return DONATION_MESSAGES.lastname;
  if (r.cents < MIN_DONATION_CENTS) return DONATION_MESSAGES.minimum;
  return null;
}

const donatePayable = payable('donations.donate', async (uow: UnitOfWork, gateway: PaymentGateway, { userId, r }: { userId: string; r: DonationRequest }) => {
  const g = await uow.trx.selectFrom('company_groups').select(['id', 'name', 'owner_id', 'as_private']).where('id', '=', r.companyGroupId).executeTakeFirst();
  // a private group is as unknown as a missing one to all but its members
  if (!g || (g.as_private && !seesContent(g, await viewerOf(uow.trx, g, userId)))) throw new HttpError(400, 'Invalid company group');
  const paid = await pay(uow, gateway, {
    kind: 'DONATION', description: `Donation to ${g.name}`, buyerUserId: userId, sellerUserId: g.owner_id, priceCents: r.cents, couponCodes: r.couponCodes,
    paymentMethod: r.paymentMethod, paymentInstrumentId: r.paymentInstrumentId, idempotencyKey: r.idempotencyKey, companyGroupId: g.id,
    meta: { email: r.buyerUserEmail.trim(), firstname: r.buyerUserFirstname.trim(), lastname: r.buyerUserLastname.trim() },
  });
  return { order: paid.order, message: `Thank you for your donation to ${g.name}` };
});

export async function donate(ctx: AppContext, gateway: PaymentGateway, userId: string, r: DonationRequest): Promise<{ order: Order; message: string }> {
  const problem = donationError(r);
  if (problem) throw new HttpError(400, problem);
  return runPayable(ctx, gateway, donatePayable, { userId, r });
}

const donationQuery = (ctx: AppContext) => ctx.db.selectFrom('pay_orders as o').leftJoin('company_groups as g', 'g.id', 'o.company_group_id')
  .selectAll('o').select(['g.name as group_name', 'g.profile_name as group_profile']).where('o.kind', '=', 'DONATION');

export async function listDonations(ctx: AppContext, userId: string): Promise<Donations> {
  const toDonation = (r: Awaited<ReturnType<ReturnType<typeof donationQuery>['execute']>>[number]): Donation => ({
    ...toOrder(r), groupName: r.group_name ?? '', groupProfileName: r.group_profile ?? '', donorEmail: r.meta.email ?? '',
    donorName: `${r.meta.firstname ?? ''} ${r.meta.lastname ?? ''}`.trim(), guest: r.meta.guest === 'true',
  });
  const [given, received] = await Promise.all([
    donationQuery(ctx).where('o.buyer_user_id', '=', userId).orderBy('o.created_at', 'desc').orderBy('o.n', 'desc').limit(100).execute(),
    donationQuery(ctx).where('o.seller_user_id', '=', userId).orderBy('o.created_at', 'desc').orderBy('o.n', 'desc').limit(100).execute(),
  ]);
  return { given: given.map(toDonation), received: received.map(toDonation) };
}

export async function myPoints(ctx: AppContext, userId: string): Promise<MtzPoints> {
  const rows = await ctx.db.selectFrom('pay_orders').selectAll().where('buyer_user_id', '=', userId).orderBy('created_at', 'desc').orderBy('n', 'desc').execute();
  // the points the order earned when it was made (rates and promotions then); older orders: one per dollar
  const earned = (r: (typeof rows)[number], o: Order) => (o.refundedAt !== null ? 0 : (r.points ?? pointsFor(o)));
  const paid: PointsEntry[] = rows.map((r) => ({ r, o: toOrder(r) })).map(({ r, o }) => ({ orderId: o.id, description: o.description, points: earned(r, o), createdAt: o.createdAt })).filter((e) => e.points > 0);
  const entries = [...paid, ...await referralPoints(ctx.db, userId)].sort((a, b) => b.createdAt - a.createdAt);
  return { points: entries.reduce((a, e) => a + e.points, 0), entries };
}

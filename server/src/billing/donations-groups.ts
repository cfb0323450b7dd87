// A group's donation and its amounts (spec 3, 5, 7): read by anyone who sees the group; written by the group's owner
// or a group ADMIN. The donation is created first, then amounts are added; amounts are managed only while it is enabled.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  DONATION_MESSAGES, donationAmountCheck, donationDraftError, sortDonationPrices, type CgDonation, type CgDonationDraft, type CgDonationPrice,
} from '../../../src/domain/billing';
import { inTransaction, type AppContext } from '../context';
import type { Db } from '../groups/access';
import { groupRow, requireGroupAdmin, visibleGroupSql } from '../groups/access';
import type { Caller } from '../http/registry';
import { HttpError } from '../http/errors';
import type { BillingTables } from './tables';

type DonationRow = Selectable<BillingTables['cg_donations']>;
type PriceRow = Selectable<BillingTables['cg_donation_prices']>;

const toPrice = (r: PriceRow): CgDonationPrice => ({ id: r.id, cgDonationId: r.cg_donation_id, cents: r.cents });
const toDonation = (r: DonationRow, prices: PriceRow[]): CgDonation => ({
  id: r.id, title: r.title, description: r.description, asEnabled: r.as_enabled, companyGroupId: r.company_group_id,
  prices: sortDonationPrices(prices.map(toPrice)),
});

async function load(db: Db, row: DonationRow): Promise<CgDonation> {
  const prices = await db.selectFrom('cg_donation_prices').selectAll().where('cg_donation_id', '=', row.id).execute();
  return toDonation(row, prices);
}

/** Public: the group's donation with its amounts, or null when it has none. */
export async function groupDonation(db: Db, companyGroupId: string): Promise<CgDonation | null> {
  const row = await db.selectFrom('cg_donations').selectAll().where('company_group_id', '=', companyGroupId).executeTakeFirst();
  return row ? load(db, row) : null;
}

export async function createDonation(ctx: AppContext, caller: Caller, d: CgDonationDraft): Promise<{ donation: CgDonation; message: string }> {
  const problem = donationDraftError(d);
  if (problem) throw new HttpError(400, problem);
  return inTransaction(ctx, async ({ trx, now }) => {
    const group = await groupRow(trx, d.companyGroupId);
    await requireGroupAdmin(trx, group, caller);
    const row = await trx.insertInto('cg_donations').values({
      id: randomUUID(), company_group_id: group.id, title: d.title.trim(), description: d.description, as_enabled: d.asEnabled, created_at: now, updated_at: now,
    }).onConflict((oc) => oc.column('company_group_id').doNothing()).returningAll().executeTakeFirst();
    if (!row) throw new HttpError(409, DONATION_MESSAGES.exists);
    return { donation: toDonation(row, []), message: DONATION_MESSAGES.created };
  });
}

/** The donation locked for a write by a group admin. */
async function adminDonation(db: Db, caller: Caller, id: string): Promise<DonationRow> {
  const row = await db.selectFrom('cg_donations').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new HttpError(404, DONATION_MESSAGES.invalid);
  await requireGroupAdmin(db, await groupRow(db, row.company_group_id), caller);
  return row;
}

export async function updateDonation(
  ctx: AppContext, caller: Caller, id: string, patch: { title?: string | undefined; description?: string | undefined; asEnabled?: boolean | undefined },
): Promise<{ donation: CgDonation; message: string }> {
  const problem = donationDraftError(patch);
  if (problem) throw new HttpError(400, problem);
  return inTransaction(ctx, async ({ trx, now }) => {
    await adminDonation(trx, caller, id);
    const row = await trx.updateTable('cg_donations').set({
      ...(patch.title !== undefined ? { title: patch.title.trim() } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.asEnabled !== undefined ? { as_enabled: patch.asEnabled } : {}),
      updated_at: now,
    }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    return { donation: await load(trx, row), message: DONATION_MESSAGES.updated };
  });
}

async function enabledDonationOfPrice(db: Db, caller: Caller, donationId: string): Promise<{ row: DonationRow; cents: number[] }> {
  const row = await adminDonation(db, caller, donationId);
  if (!row.as_enabled) throw new HttpError(400, DONATION_MESSAGES.enableFirst);
  const prices = await db.selectFrom('cg_donation_prices').select(['id', 'cents']).where('cg_donation_id', '=', row.id).execute();
  return { row, cents: prices.map((p) => p.cents) };
}

export async function createDonationPrice(ctx: AppContext, caller: Caller, cgDonationId: string, cents: number): Promise<{ donation: CgDonation; price: CgDonationPrice; message: string }> {
  return inTransaction(ctx, async ({ trx, now }) => {
    const { row, cents: existing } = await enabledDonationOfPrice(trx, caller, cgDonationId);
    const check = donationAmountCheck(cents, existing);
    if (!check.ok) throw new HttpError(400, check.message);
    const price = await trx.insertInto('cg_donation_prices').values({ id: randomUUID(), cg_donation_id: row.id, cents: check.cents, created_at: now })
      .returningAll().executeTakeFirstOrThrow();
    return { donation: await load(trx, row), price: toPrice(price), message: DONATION_MESSAGES.amountAdded };
  });
}

async function priceRow(db: Db, id: string): Promise<PriceRow> {
  const row = await db.selectFrom('cg_donation_prices').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, DONATION_MESSAGES.invalid);
  return row;
}

export async function updateDonationPrice(ctx: AppContext, caller: Caller, id: string, cents: number): Promise<{ donation: CgDonation; message: string }> {
  return inTransaction(ctx, async ({ trx }) => {
    const price = await priceRow(trx, id);
    const { row, cents: existing } = await enabledDonationOfPrice(trx, caller, price.cg_donation_id);
    const others = existing.filter((_, i) => i !== existing.indexOf(price.cents));
    const check = donationAmountCheck(cents, others);
    if (!check.ok) throw new HttpError(400, check.message);
    await trx.updateTable('cg_donation_prices').set({ cents: check.cents }).where('id', '=', id).execute();
    return { donation: await load(trx, row), message: DONATION_MESSAGES.updated };
  });
}

export async function deleteDonationPrice(ctx: AppContext, caller: Caller, id: string): Promise<{ donation: CgDonation; message: string }> {
  return inTransaction(ctx, async ({ trx }) => {
    const price = await priceRow(trx, id);
    const { row } = await enabledDonationOfPrice(trx, caller, price.cg_donation_id);
    await trx.deleteFrom('cg_donation_prices').where('id', '=', id).execute();
    return { donation: await load(trx, row), message: DONATION_MESSAGES.amountDeleted };
  });
}

/** Public: the amounts of the donations named (spec 7 "donation prices (cgDonationIds)"), ascending. */
/** The amounts of the donations named; a private group's only to its members. */
export async function donationPrices(db: Db, cgDonationIds: readonly string[], userId: string | null): Promise<CgDonationPrice[]> {
  if (cgDonationIds.length === 0) return [];
  const rows = await db.selectFrom('cg_donation_prices as p').innerJoin('cg_donations as d', 'd.id', 'p.cg_donation_id').innerJoin('company_groups as g', 'g.id', 'd.company_group_id')
    .selectAll('p').where('p.cg_donation_id', 'in', [...cgDonationIds]).where(visibleGroupSql('g', userId)).execute();
  return sortDonationPrices(rows.map(toPrice));
}

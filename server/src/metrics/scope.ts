// Whose views a statistics request reads: a company's profile views and its products' views are its owner's (one
// company when companyId is given, else every company the caller owns); RFQ views are the RFQ owner's (one RFQ or
// all of theirs). Anyone else is refused: 404 for what does not exist, 403 for what is someone else's.
import { PRODUCT_MESSAGES } from '../../../src/domain/companies/products';
import { MESSAGES } from '../../../src/domain/companies/rules';
import { ownedCompany, type Db } from '../companies/shared';
import { HttpError } from '../http/errors';
import type { Caller } from '../http/registry';
import { notAdmin } from '../ads/views';

export const VIEW_AREAS = { 'company-views': 'PROFILE_VIEW', 'product-views': 'PRODUCT_VIEW', 'rfq-views': 'RFQ_VIEW' } as const;
export type ViewArea = keyof typeof VIEW_AREAS;
export type ViewQuery = { companyId?: string | undefined; productId?: string | undefined; rfqId?: string | undefined };
export type ViewScope =
  | { kind: 'PROFILE_VIEW' | 'PRODUCT_VIEW'; companyIds: string[]; productId: string | null }
  | { kind: 'RFQ_VIEW'; ownerId: string; rfqId: string | null };

export const RFQ_ONLY_OWNER = 'Only the RFQ owner may do this';

async function ownedCompanies(db: Db, caller: Caller, companyId: string | undefined): Promise<string[]> {
  if (companyId) return [(await ownedCompany(db, companyId, caller.userId)).id];
  const rows = await db.selectFrom('companies').select('id').where('owner_id', '=', caller.userId).execute();
  if (rows.length === 0) throw new HttpError(403, PRODUCT_MESSAGES.noCompany);
  return rows.map((r) => r.id);
}

async function ownedProduct(db: Db, caller: Caller, productId: string, companyIds: string[]): Promise<void> {
  const p = await db.selectFrom('products').innerJoin('companies as c', 'c.id', 'products.company_id')
    .select(['products.company_id', 'c.owner_id']).where('products.id', '=', productId).executeTakeFirst();
  if (!p) throw new HttpError(404, PRODUCT_MESSAGES.productNotFound);
  if (p.owner_id !== caller.userId) throw new HttpError(403, MESSAGES.onlyOwner);
  if (!companyIds.includes(p.company_id)) throw new HttpError(404, PRODUCT_MESSAGES.productNotFound);
}

async function ownedRfq(db: Db, caller: Caller, rfqId: string): Promise<void> {
  const r = await db.selectFrom('rfqs').select('owner_id').where('id', '=', rfqId).executeTakeFirst();
  if (!r) throw new HttpError(404, PRODUCT_MESSAGES.rfqNotFound);
  if (r.owner_id !== caller.userId) throw new HttpError(403, RFQ_ONLY_OWNER);
}

/** The caller's scope of an area's views, or the refusal. */
export async function viewScope(db: Db, caller: Caller, area: ViewArea, q: ViewQuery): Promise<ViewScope> {
  notAdmin(caller);
  const kind = VIEW_AREAS[area];
  if (kind === 'RFQ_VIEW') {
    if (q.rfqId) await ownedRfq(db, caller, q.rfqId);
    return { kind, ownerId: caller.userId, rfqId: q.rfqId ?? null };
  }
  if (q.productId && kind === 'PRODUCT_VIEW') {
    const p = await db.selectFrom('products').select('company_id').where('id', '=', q.productId).executeTakeFirst();
    const companyIds = await ownedCompanies(db, caller, q.companyId ?? p?.company_id);
    await ownedProduct(db, caller, q.productId, companyIds);
    return { kind, companyIds, productId: q.productId };
  }
  return { kind, companyIds: await ownedCompanies(db, caller, q.companyId), productId: null };
}

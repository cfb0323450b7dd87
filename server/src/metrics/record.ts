// The one recording of listings seen and pages viewed (organic_events), read by two reports: the advertising
// module's organic listings and this module's view statistics. Each item counts at most once per viewer and clock
// hour (a unique index; a repeat in the same hour inserts nothing); an owner's own views are never counted: a
// company or product viewed by the company's owner or members, an RFQ viewed by its owner.
import { randomUUID } from 'node:crypto';
import type { Db } from '../companies/shared';
import { emitTo, inTransaction, type AppContext } from '../context';

export const EVENT_KINDS = ['SEARCH_APPEARANCE', 'SEARCH_CLICK', 'PROFILE_VIEW', 'PRODUCT_VIEW', 'RFQ_VIEW'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_ITEM_TYPES = ['COMPANY', 'PRODUCT', 'RFQ'] as const;
export type EventItem = { type: (typeof EVENT_ITEM_TYPES)[number]; id: string };
/** Who looks: their key (user, browser or user agent), their user id when signed in, the companies they own or belong to. */
export type EventViewer = { key: string; userId: string | null; companyIds: string[] };

export const HOUR_MS = 60 * 60 * 1000;

/** Which items a kind takes: RFQ views take RFQs only, the others companies and products. */
const fits = (kind: EventKind, item: EventItem) => (kind === 'RFQ_VIEW') === (item.type === 'RFQ');

/** Records the events of the items that exist and are not the viewer's own; answers how many were new this hour and whose items they were. */
export async function recordEvents(db: Db, kind: EventKind, items: EventItem[], viewer: EventViewer, now: number): Promise<{ recorded: number; owners: string[] }> {
  const ids = (type: EventItem['type']) => [...new Set(items.filter((i) => i.type === type && fits(kind, i)).map((i) => i.id))];
  const [companyIds, productIds, rfqIds] = [ids('COMPANY'), ids('PRODUCT'), ids('RFQ')];
  const companies = companyIds.length ? await db.selectFrom('companies').select(['id', 'owner_id']).where('id', 'in', companyIds).execute() : [];
  const products = productIds.length ? await db.selectFrom('products').innerJoin('companies as c', 'c.id', 'products.company_id')
    .select(['products.id', 'products.company_id', 'c.owner_id']).where('products.id', 'in', productIds).execute() : [];
  const rfqs = rfqIds.length ? await db.selectFrom('rfqs').select(['id', 'owner_id']).where('id', 'in', rfqIds).execute() : [];
  const mine = (companyId: string) => viewer.companyIds.includes(companyId);
  const targets = [
    ...companies.filter((c) => !mine(c.id)).map((c) => ({ company_id: c.id, product_id: null, rfq_id: null, owner: c.owner_id })),
    ...products.filter((p) => !mine(p.company_id)).map((p) => ({ company_id: p.company_id, product_id: p.id, rfq_id: null, owner: p.owner_id })),
    ...rfqs.filter((r) => r.owner_id !== viewer.userId).map((r) => ({ company_id: null, product_id: null, rfq_id: r.id, owner: r.owner_id })),
  ];
  if (targets.length === 0) return { recorded: 0, owners: [] };
  const rows = targets.map(({ owner: _owner, ...t }) => ({ ...t, id: randomUUID(), kind, created_at: now, viewer_key: viewer.key, user_id: viewer.userId, hour: Math.floor(now / HOUR_MS) }));
  const added = new Set((await db.insertInto('organic_events').values(rows).onConflict((oc) => oc.doNothing()).returning('id').execute()).map((r) => r.id));
  return { recorded: added.size, owners: [...new Set(targets.filter((_, i) => added.has(rows[i].id)).map((t) => t.owner))] };
}

const VIEW_KINDS: readonly EventKind[] = ['PROFILE_VIEW', 'PRODUCT_VIEW', 'RFQ_VIEW'];

/**
 * Records as recordEvents does and, for newly counted views, tells the items' owners (METRIC VIEWED: their open
 * statistics pages refresh; the event names the kind and how many, never who viewed). Search appearances and
 * clicks tell no one: a results page would reach every company on it.
 */
export async function recordAndTell(ctx: AppContext, kind: EventKind, items: EventItem[], viewer: EventViewer): Promise<number> {
  return inTransaction(ctx, async (uow) => {
    const { recorded, owners } = await recordEvents(uow.trx, kind, items, viewer, uow.now);
    if (recorded > 0 && VIEW_KINDS.includes(kind)) await emitTo(uow, owners, 'METRIC', 'VIEWED', { kind, recorded });
    return recorded;
  });
}

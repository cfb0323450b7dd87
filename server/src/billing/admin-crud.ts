// The routes one kind of admin-set money record shares (platform coupons, point rates, point promotions, company
// group commissions): a paginated, sortable list; one record with its audit log; create, edit (the whole record) and
// delete. Site admin only (the 'money' section of the admin permissions); every change is audited with the record
// before and after, in the transaction that makes it; a refused input writes nothing.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import { audit, auditOf, auditRowSchema } from '../admin/audit';
import type { TargetType } from '../admin/shared';
import type { Db } from '../companies/shared';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import { HttpError } from '../http/errors';
import { idParam } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';

export type ListQuery<S extends string> = { sort: S; dir: 'asc' | 'desc'; skip: number; limit: number };

export type MoneyResource<Item extends { id: string }, Draft, S extends string> = {
  /** the API path of the list, below the admin base */
  path: string;
  /** 'Coupon': in the summaries and the 404 message */
  noun: string;
  target: TargetType;
  /** the audit actions are <action>_CREATED, _UPDATED, _DELETED */
  action: string;
  item: z.ZodType<Item>;
  draft: z.ZodType<Draft>;
  sorts: readonly [S, ...S[]];
  list(db: Db, q: ListQuery<S>): Promise<{ total: number; items: Item[] }>;
  one(db: Db, id: string): Promise<Item | undefined>;
  /** throws a 4xx when the draft breaks a rule (id: the record being edited, null for a new one) */
  check(db: Db, draft: Draft, id: string | null): Promise<void>;
  insert(uow: UnitOfWork, id: string, draft: Draft): Promise<void>;
  update(uow: UnitOfWork, id: string, draft: Draft): Promise<void>;
  remove(uow: UnitOfWork, id: string): Promise<void>;
};

/** The list's query: sort key and direction, page window. */
const listQuery = <S extends string>(sorts: readonly [S, ...S[]]) => z.object({
  sort: z.enum(sorts).default(sorts[0]), dir: z.enum(['asc', 'desc']).default('desc'),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0), limit: z.coerce.number().int().min(1).max(100).default(16),
});

export function moneyRoutes<Item extends { id: string }, Draft, S extends string>(ctx: AppContext, base: string, r: MoneyResource<Item, Draft, S>): AnyRoute[] {
  const P = `${base}/${r.path}`;
  const found = async (db: Db, id: string): Promise<Item> => {
    const item = await r.one(db, id);
    if (!item) throw new HttpError(404, `${r.noun} not found`);
    return item;
  };
  const common = { tag: 'admin', auth: 'admin' } as const;
  const write = (id: string | null, draft: Draft, callerId: string) => inTransaction(ctx, async (uow) => {
    const before = id === null ? null : await found(uow.trx, id);
    await r.check(uow.trx, draft, id);
    const key = id ?? randomUUID();
    await (id === null ? r.insert(uow, key, draft) : r.update(uow, key, draft));
    const after = await found(uow.trx, key);
    await audit(uow, { actorId: callerId, action: `${r.action}_${id === null ? 'CREATED' : 'UPDATED'}`, targetType: r.target, targetId: key, before, after });
    return after;
  });
  return [
    defineRoute({
      ...common, method: 'get', path: P, summary: `${r.noun}s, a page sorted by ${r.sorts.join(', ')} (site admin)`,
      query: listQuery(r.sorts), response: z.object({ total: z.number(), items: z.array(r.item) }),
      handler: ({ query }) => r.list(ctx.db, query as ListQuery<S>),
    }),
    defineRoute({
      ...common, method: 'get', path: `${P}/{id}`, summary: `One ${r.noun.toLowerCase()} with its audit log (site admin)`,
      params: idParam, response: z.object({ item: r.item, audit: z.array(auditRowSchema) }),
      handler: async ({ params }) => ({ item: await found(ctx.db, params.id), audit: await auditOf(ctx, r.target, params.id) }),
    }),
    defineRoute({
      ...common, method: 'post', path: P, status: 201, summary: `Create a ${r.noun.toLowerCase()} (site admin; audited)`,
      body: r.draft, response: r.item, handler: ({ body, caller }) => write(null, body as Draft, caller.userId),
    }),
    defineRoute({
      ...common, method: 'patch', path: `${P}/{id}`, summary: `Change a ${r.noun.toLowerCase()}, the whole record (site admin; audited)`,
      params: idParam, body: r.draft, response: r.item, handler: ({ params, body, caller }) => write(params.id, body as Draft, caller.userId),
    }),
    defineRoute({
      ...common, method: 'delete', path: `${P}/{id}`, summary: `Delete a ${r.noun.toLowerCase()} (site admin; audited)`,
      params: idParam, response: z.object({ ok: z.literal(true) }),
      handler: ({ params, caller }) => inTransaction(ctx, async (uow) => {
        const before = await found(uow.trx, params.id);
        await r.remove(uow, params.id);
        await audit(uow, { actorId: caller.userId, action: `${r.action}_DELETED`, targetType: r.target, targetId: params.id, before, after: null });
        return { ok: true as const };
      }),
    }),
  ];
}

/** The total and one page of rows, mapped. */
export async function pageOf<Row, Item>(count: Promise<{ n: string | number | bigint }>, rows: Promise<Row[]>, map: (r: Row) => Item): Promise<{ total: number; items: Item[] }> {
  const [c, rs] = await Promise.all([count, rows]);
  return { total: Number(c.n), items: rs.map(map) };
}

/** ORDER BY a column in a direction, empty values last when descending and first when ascending. */
export const orderOf = (column: string, dir: 'asc' | 'desc') => sql`${sql.ref(column)} ${dir === 'asc' ? sql`ASC NULLS FIRST` : sql`DESC NULLS LAST`}`;

// Admin portal: companies, products and company groups (/mtz-admin/companies, /products, /company-groups): search by
// name, filter active or deactivated, sort and page on the server; open one with its audit log; deactivate or
// reactivate it (spec 4), its owner notified, the change audited in the same transaction.
import { sql } from 'kysely';
import { z } from 'zod';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { idParam, skipLimit } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { audit, auditOf, auditRowSchema } from './audit';
import { ADMIN_BASE, likePattern } from './shared';
import { contentTargets, setHidden, targetKey, type ContentType } from './targets';

/** Each kind: its path, its type, and one SELECT giving id, name, detail, owner, hidden, created_at. */
const KINDS = {
  companies: {
    type: 'COMPANY', label: 'Company',
    rows: sql`SELECT c.id, c.name, c.profile_name AS detail, c.owner_id, u.firstname || ' ' || u.lastname AS owner_name, u.email AS owner_email,
      c.deactivated AS hidden, c.created_at FROM companies c JOIN users u ON u.id = c.owner_id`,
  },
  products: {
    type: 'PRODUCT', label: 'Product',
    rows: sql`SELECT p.id, p.name, co.name || ' · ' || p.sku AS detail, co.owner_id, u.firstname || ' ' || u.lastname AS owner_name, u.email AS owner_email,
      p.deactivated AS hidden, p.created_at FROM products p JOIN companies co ON co.id = p.company_id JOIN users u ON u.id = co.owner_id`,
  },
  'company-groups': {
    type: 'COMPANY_GROUP', label: 'Company group',
    rows: sql`SELECT g.id, g.name, g.profile_name || CASE WHEN g.as_private THEN ' · private' ELSE ' · public' END AS detail, g.owner_id,
      u.firstname || ' ' || u.lastname AS owner_name, u.email AS owner_email, g.deactivated AS hidden, g.created_at
      FROM company_groups g JOIN users u ON u.id = g.owner_id`,
  },
} as const;
type Kind = keyof typeof KINDS;

type Row = { id: string; name: string; detail: string; owner_id: string; owner_name: string; owner_email: string; hidden: boolean; created_at: string };
const itemSchema = z.object({
  id: z.string(), name: z.string(), detail: z.string(), ownerId: z.string(), ownerName: z.string(), ownerEmail: z.string(), deactivated: z.boolean(), createdAt: z.number(),
});
const toItem = (r: Row): z.output<typeof itemSchema> => ({
  id: r.id, name: r.name, detail: r.detail, ownerId: r.owner_id, ownerName: r.owner_name, ownerEmail: r.owner_email, deactivated: r.hidden, createdAt: Number(r.created_at),
});

const listQuery = z.object({
  keyword: z.string().trim().max(200).default(''),
  status: z.enum(['all', 'active', 'deactivated']).default('all'),
  sort: z.enum(['createdAt', 'name']).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  ...skipLimit,
});

async function one(ctx: AppContext, kind: Kind, id: string): Promise<Row> {
  const r = await sql<Row>`SELECT * FROM (${KINDS[kind].rows}) x WHERE x.id = ${id}`.execute(ctx.db);
  if (!r.rows[0]) throw new HttpError(404, `${KINDS[kind].label} not found`);
  return r.rows[0];
}

function kindRoutes(ctx: AppContext, kind: Kind): AnyRoute[] {
  const { type, label, rows } = KINDS[kind];
  return [
    defineRoute({
      method: 'get', path: `${ADMIN_BASE}/${kind}`, tag: 'admin', auth: 'admin',
      summary: `${label}s by name, owner's e-mail or ${kind === 'products' ? 'SKU' : 'profile name'}; active or deactivated; sorted and paged (site admin)`,
      query: listQuery,
      response: z.object({ total: z.number(), items: z.array(itemSchema) }),
      handler: async ({ query }) => {
        const like = likePattern(query.keyword);
        const where = sql.join([
          query.keyword ? sql`(x.name ILIKE ${like} OR x.detail ILIKE ${like} OR x.owner_email ILIKE ${like})` : sql`true`,
          query.status === 'active' ? sql`NOT x.hidden` : query.status === 'deactivated' ? sql`x.hidden` : sql`true`,
        ], sql` AND `);
        const order = query.sort === 'name' ? sql`lower(x.name)` : sql`x.created_at`;
        const dir = query.dir === 'asc' ? sql`ASC` : sql`DESC`;
        const total = await sql<{ n: string }>`SELECT count(*) AS n FROM (${rows}) x WHERE ${where}`.execute(ctx.db);
        const page = await sql<Row>`SELECT * FROM (${rows}) x WHERE ${where} ORDER BY ${order} ${dir}, x.id LIMIT ${query.limit} OFFSET ${query.skip}`.execute(ctx.db);
        return { total: Number(total.rows[0].n), items: page.rows.map(toItem) };
      },
    }),
    defineRoute({
      method: 'get', path: `${ADMIN_BASE}/${kind}/{id}`, tag: 'admin', auth: 'admin',
      summary: `One ${label.toLowerCase()} with the audit log of admin actions on it (site admin)`,
      params: idParam,
      response: z.object({ item: itemSchema, audit: z.array(auditRowSchema) }),
      handler: async ({ params }) => ({ item: toItem(await one(ctx, kind, params.id)), audit: await auditOf(ctx, type, params.id) }),
    }),
    defineRoute({
      method: 'patch', path: `${ADMIN_BASE}/${kind}/{id}`, tag: 'admin', auth: 'admin',
      summary: `Deactivate or reactivate a ${label.toLowerCase()}; its owner is notified (site admin; audited)`,
      params: idParam,
      body: z.object({ deactivated: z.boolean() }).strict(),
      response: itemSchema,
      handler: async ({ params, body, caller }) => {
        await inTransaction(ctx, async (uow) => {
          const target = (await contentTargets(uow.trx, [{ type, id: params.id }])).get(targetKey(type, params.id));
          if (!target) throw new HttpError(404, `${label} not found`);
          if (target.hidden === body.deactivated) throw new HttpError(409, `This ${label.toLowerCase()} is already ${body.deactivated ? 'deactivated' : 'active'}`);
          await setHidden(uow, target, body.deactivated, body.deactivated ? 'an admin deactivated it' : 'an admin reactivated it');
          await audit(uow, {
            actorId: caller.userId, action: `${type}_${body.deactivated ? 'DEACTIVATED' : 'REACTIVATED'}`, targetType: type as ContentType, targetId: params.id,
            before: { deactivated: target.hidden }, after: { deactivated: body.deactivated },
          });
        });
        return toItem(await one(ctx, kind, params.id));
      },
    }),
  ];
}

export const contentRoutes = (ctx: AppContext): AnyRoute[] => (Object.keys(KINDS) as Kind[]).flatMap((k) => kindRoutes(ctx, k));

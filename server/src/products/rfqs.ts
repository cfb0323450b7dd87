// RFQs (owner-only edits; the owner's company location is kept for location search) and RFIs to a company
// (JSON, or multipart with parts "files" and "rfi" as in spec 7).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Rfq } from '../../../src/domain/companies/types';
import { RFI_IMAGE_LIMIT, RFI_LONG_MAX, RFI_SHORT_MAX } from '../../../src/domain/companies/rules';
import { emitTo, inTransaction, type AppContext } from '../context';
import { publishedThen } from '../tagalerts/publish';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/registry';
import { fileList, fileToDataUrl, filesOf } from './products';
import { insertRoom } from '../chat/rooms';
import { BASE, companyOr404, ownedCompany, type Db } from '../companies/shared';
import { dataUrl, idList, idParam, okSchema, readBodyAs, required, skipLimit } from '../http/inputs';

const rfqSchema = z.object({ id: z.string(), ownerId: z.string(), ownerName: z.string(), title: z.string(), description: z.string(), images: z.array(z.string()), createdAt: z.number() });
/** a created RFQ; roomId when it was asked for from a product (its RFQ room with the supplier) */
const createdRfqSchema = rfqSchema.extend({ roomId: z.string().optional() });

async function toRfqs(db: Db, ids: string[]): Promise<Rfq[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('rfqs as r').innerJoin('users as u', 'u.id', 'r.owner_id').select(['r.id', 'r.owner_id', 'r.title', 'r.description', 'r.images', 'r.created_at', 'u.firstname', 'u.lastname']).where('r.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ id: r.id, ownerId: r.owner_id, ownerName: `${r.firstname} ${r.lastname}`, title: r.title, description: r.description, images: r.images, createdAt: Number(r.created_at) }] : [];
  });
}

const rfqInput = z.object({
  title: required('Title', 200), description: z.string().max(1000).default(''), base64Imgs: z.array(dataUrl).max(5).default([]),
  /** a quote asked for from a product's page: the RFQ comes with an RFQ room of the buyer and the product's supplier */
  productId: z.string().uuid('Invalid product').optional(),
});

export const QUOTE_MESSAGES = {
  productNotFound: 'Product not found',
  ownCompany: 'You cannot request a quote from your own company',
} as const;

/** The supplier (the owner of the product's company) a quote for `productId` goes to; refusals before anything is written. */
async function supplierOf(db: Db, productId: string, buyerId: string): Promise<string> {
  const row = await db.selectFrom('products as p').innerJoin('companies as c', 'c.id', 'p.company_id')
    .select(['c.owner_id', 'p.deactivated', 'c.deactivated as companyDeactivated'])
    .where('p.id', '=', productId).executeTakeFirst();
  if (!row || row.deactivated || row.companyDeactivated) throw new HttpError(404, QUOTE_MESSAGES.productNotFound);
  if (row.owner_id === buyerId) throw new HttpError(400, QUOTE_MESSAGES.ownCompany);
  return row.owner_id;
}

export function rfqRoutes(ctx: AppContext): AnyRoute[] {
  const mine = async (id: string, userId: string) => {
    const r = await ctx.db.selectFrom('rfqs').select(['id', 'owner_id']).where('id', '=', id).executeTakeFirst();
    if (!r) throw new HttpError(404, 'RFQ not found');
    if (r.owner_id !== userId) throw new HttpError(403, 'Only the RFQ owner may do this');
  };
  return [
    defineRoute({
      method: 'post', path: `${BASE}/rfqs`, tag: 'rfqs', auth: 'user', status: 201,
      summary: 'Post a request for quotation (with productId: also opens its RFQ room with the product\'s supplier)',
      body: rfqInput,
      response: createdRfqSchema,
      handler: async ({ body, caller }) => {
        const supplierId = body.productId ? await supplierOf(ctx.db, body.productId, caller.userId) : null;
        const company = await ctx.db.selectFrom('companies').select(['country', 'city', 'zip_code']).where('owner_id', '=', caller.userId).orderBy('created_at').executeTakeFirst();
        const id = randomUUID();
        // the RFQ and its room are written together: no RFQ without the room it was asked for with
        const roomId = await inTransaction(ctx, async (uow) => {
          await uow.trx.insertInto('rfqs').values({
            id, owner_id: caller.userId, title: body.title, description: body.description, images: JSON.stringify(body.base64Imgs),
            owner_country: company?.country ?? null, owner_city: company?.city ?? null, owner_zip_code: company?.zip_code ?? null, created_at: uow.now,
          }).execute();
          if (!supplierId) return undefined;
          const room = await insertRoom(uow, { type: 'RFQROOM', name: `RFQ: ${body.title}`.slice(0, 100), creatorId: caller.userId, memberIds: [supplierId], rfqId: id, supplierId });
          return room.id;
        });
        return publishedThen(ctx, 'RFQ', { ...(await toRfqs(ctx.db, [id]))[0], ...(roomId ? { roomId } : {}) }, caller.userId);
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/rfqs`, tag: 'rfqs', auth: 'none',
      summary: 'RFQs, newest first (optionally of given owners)',
      query: z.object({ ownerIds: idList.optional(), ...skipLimit }),
      response: z.object({ items: z.array(rfqSchema), count: z.number() }),
      handler: async ({ query }) => {
        let q = ctx.db.selectFrom('rfqs');
        if (query.ownerIds?.length) q = q.where('owner_id', 'in', query.ownerIds);
        const [rows, total] = await Promise.all([
          q.select('id').orderBy('created_at', 'desc').orderBy('id').offset(query.skip).limit(query.limit).execute(),
          q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        ]);
        return { items: await toRfqs(ctx.db, rows.map((r) => r.id)), count: Number(total.n) };
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/rfqs/{id}`, tag: 'rfqs', auth: 'none',
      summary: 'One RFQ',
      params: idParam,
      response: rfqSchema,
      handler: async ({ params }) => {
        const [r] = await toRfqs(ctx.db, [params.id]);
        if (!r) throw new HttpError(404, 'RFQ not found');
        return r;
      },
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/rfqs/{id}`, tag: 'rfqs', auth: 'user',
      summary: 'Edit an RFQ (owner only)',
      params: idParam,
      body: z.object({ title: required('Title', 200).optional(), description: z.string().max(1000).optional() }).strict(),
      response: rfqSchema,
      handler: async ({ params, body, caller }) => {
        await mine(params.id, caller.userId);
        const set = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
        if (Object.keys(set).length) await ctx.db.updateTable('rfqs').set(set).where('id', '=', params.id).execute();
        return (await toRfqs(ctx.db, [params.id]))[0];
      },
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/rfqs/{id}`, tag: 'rfqs', auth: 'user',
      summary: 'Delete an RFQ (owner only)',
      params: idParam,
      response: okSchema,
      handler: async ({ params, caller }) => {
        await mine(params.id, caller.userId);
        await ctx.db.deleteFrom('rfqs').where('id', '=', params.id).execute();
        return { ok: true as const };
      },
    }),
  ];
}

export const rfiInputSchema = z.object({
  title: required('Title', 200),
  shortDesc: required('Short description', 10_000).refine((s) => s.length <= RFI_SHORT_MAX, { error: `Short description: at most ${RFI_SHORT_MAX} characters` }),
  longDesc: z.string().max(RFI_LONG_MAX, { error: `Long description: at most ${RFI_LONG_MAX} characters` }).default(''),
  requestTypeIds: z.array(z.string().max(100)).max(10).default([]),
});

const rfiJson = z.string().max(20_000).transform((s, c) => {
  try {
    return JSON.parse(s) as unknown;
  } catch {
    c.addIssue({ code: 'custom', message: 'not valid JSON' });
    return z.NEVER;
  }
}).pipe(rfiInputSchema);

const rfiSchema = z.object({
  id: z.string(), companyId: z.string(), senderId: z.string(), title: z.string(), shortDesc: z.string(), longDesc: z.string(),
  requestTypeIds: z.array(z.string()), images: z.array(z.string()), createdAt: z.number(),
});

const rfiBody = {
  multipart: z.object({ rfi: rfiJson, files: fileList(RFI_IMAGE_LIMIT, `At most ${RFI_IMAGE_LIMIT} images`) }),
  json: z.object({ rfi: rfiInputSchema, base64Imgs: z.array(dataUrl).max(RFI_IMAGE_LIMIT, { error: `At most ${RFI_IMAGE_LIMIT} images` }).default([]) }),
};

export function rfiRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${BASE}/rfi-types`, tag: 'rfqs', auth: 'none',
      summary: 'Request types an RFI may tick',
      response: z.array(z.object({ id: z.string(), description: z.string() })),
      handler: () => ctx.db.selectFrom('rfi_types').select(['id', 'description']).orderBy('position').execute(),
    }),
    defineRoute({
      method: 'post', path: `${BASE}/companies/{id}/rfis`, tag: 'rfqs', auth: 'user', status: 201,
      summary: 'Send a request for information to a company (multipart parts "rfi" (JSON) and "files", or JSON {rfi, base64Imgs})',
      params: idParam,
      response: rfiSchema,
      handler: async ({ params, request, caller }) => {
        const body = await readBodyAs(request, rfiBody);
        const company = await companyOr404(ctx.db, params.id);
        if (company.owner_id === caller.userId) throw new HttpError(400, 'You cannot send an RFI to your own company');
        const rfi = body.rfi;
        const types = rfi.requestTypeIds.length ? await ctx.db.selectFrom('rfi_types').select('id').where('id', 'in', rfi.requestTypeIds).execute() : [];
        if (types.length !== new Set(rfi.requestTypeIds).size) throw new HttpError(400, 'requestTypeIds: unknown request type');
        const images = 'base64Imgs' in body ? body.base64Imgs : await Promise.all(filesOf(body.files).map(fileToDataUrl));
        const row = {
          id: randomUUID(), company_id: company.id, sender_id: caller.userId, title: rfi.title, short_desc: rfi.shortDesc, long_desc: rfi.longDesc,
          request_type_ids: JSON.stringify([...new Set(rfi.requestTypeIds)]), images: JSON.stringify(images), created_at: ctx.clock.now(),
        };
        // the receiving company's owner sees it in the CRM's RFIs at once
        await inTransaction(ctx, async (uow) => {
          await uow.trx.insertInto('rfis').values(row).execute();
          await emitTo(uow, [company.owner_id], 'CRM', 'CREATED', { kind: 'RFI', id: row.id });
        });
        return { id: row.id, companyId: row.company_id, senderId: row.sender_id, title: row.title, shortDesc: row.short_desc, longDesc: row.long_desc, requestTypeIds: [...new Set(rfi.requestTypeIds)], images, createdAt: row.created_at };
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/rfis`, tag: 'rfqs', auth: 'user',
      summary: 'RFIs received by a company (owner only)',
      query: z.object({ companyId: z.string().min(1).max(100), ...skipLimit }),
      response: z.object({ items: z.array(rfiSchema), count: z.number() }),
      handler: async ({ query, caller }) => {
        await ownedCompany(ctx.db, query.companyId, caller.userId);
        const base = ctx.db.selectFrom('rfis').where('company_id', '=', query.companyId);
        const [rows, total] = await Promise.all([
          base.selectAll().orderBy('created_at', 'desc').offset(query.skip).limit(query.limit).execute(),
          base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        ]);
        return {
          items: rows.map((r) => ({ id: r.id, companyId: r.company_id, senderId: r.sender_id, title: r.title, shortDesc: r.short_desc, longDesc: r.long_desc, requestTypeIds: r.request_type_ids, images: r.images, createdAt: Number(r.created_at) })),
          count: Number(total.n),
        };
      },
    }),
  ];
}

// Companies' private files: the owner uploads and deletes them; others ask for access, which the owner accepts or
// deletes; the contents are shown to the owner and accepted requesters only. FILEACCESS events reach both sides.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { authenticate } from '../identity/users';
import { emitTo, inTransaction, type AppContext, type UnitOfWork } from '../context';
import { HttpError } from '../http/errors';
import { idParam, isUniqueViolation, okSchema, required } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE, companyOr404, ownedCompany, userCardSchema, userCards } from '../companies/shared';

const accessSchema = z.object({ id: z.string(), fileId: z.string(), userId: z.string(), accepted: z.boolean(), createdAt: z.number(), user: userCardSchema.optional(), fileName: z.string().optional() });
const fileSchema = z.object({ id: z.string(), companyId: z.string(), name: z.string(), createdAt: z.number(), url: z.string().nullable(), access: accessSchema.nullable() });
type AccessRow = { id: string; file_id: string; user_id: string; accepted: boolean; created_at: number };
const toAccess = (a: AccessRow) => ({ id: a.id, fileId: a.file_id, userId: a.user_id, accepted: a.accepted, createdAt: Number(a.created_at) });

const fileDataUrl = z.string().max(700_000).regex(/^data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/=]+$/, { error: 'must be a base64 data URL' });

export function privateFileRoutes(ctx: AppContext): AnyRoute[] {
  const fileOr404 = async (id: string) => {
    const f = await ctx.db.selectFrom('company_private_files').selectAll().where('id', '=', id).executeTakeFirst();
    if (!f) throw new HttpError(404, 'File not found');
    return f;
  };
  /** public routes still know a signed-in viewer */
  const viewerId = async (headers: Headers) => (await authenticate(ctx, headers.get('authorization') ?? undefined))?.userId ?? null;
  /** The owner sees the file; others see it once their access is accepted. */
  const view = async (files: { id: string; company_id: string; name: string; url: string; created_at: number }[], userId: string | null) => {
    if (files.length === 0) return [];
    const owners = new Map((await ctx.db.selectFrom('companies').select(['id', 'owner_id']).where('id', 'in', files.map((f) => f.company_id)).execute()).map((c) => [c.id, c.owner_id]));
    const accesses = userId ? await ctx.db.selectFrom('company_private_file_accesses').selectAll().where('user_id', '=', userId).where('file_id', 'in', files.map((f) => f.id)).execute() : [];
    return files.map((f) => {
      const a = accesses.find((x) => x.file_id === f.id);
      const visible = userId !== null && (owners.get(f.company_id) === userId || a?.accepted === true);
      return { id: f.id, companyId: f.company_id, name: f.name, createdAt: Number(f.created_at), url: visible ? f.url : null, access: a ? toAccess(a) : null };
    });
  };
  return [
    // registered before /{id} so 'accesses' and 'owned' are not taken for an id
    ...ownedFileRoutes(ctx),
    defineRoute({
      method: 'get', path: `${BASE}/company-private-files/accesses`, tag: 'files', auth: 'user',
      summary: "Access requests: the caller's own (mine=true), or those to the caller's companies",
      query: z.object({ mine: z.enum(['true', 'false']).default('true') }),
      response: z.array(accessSchema),
      handler: async ({ query, caller }) => {
        let q = ctx.db.selectFrom('company_private_file_accesses as a').innerJoin('company_private_files as f', 'f.id', 'a.file_id').innerJoin('companies as c', 'c.id', 'f.company_id')
          .select(['a.id', 'a.file_id', 'a.user_id', 'a.accepted', 'a.created_at', 'f.name']);
        q = query.mine === 'true' ? q.where('a.user_id', '=', caller.userId) : q.where('c.owner_id', '=', caller.userId);
        const rows = await q.orderBy('a.created_at', 'desc').limit(500).execute();
        const cards = await userCards(ctx.db, rows.map((r) => r.user_id));
        return rows.map((r) => ({ ...toAccess(r), fileName: r.name, user: cards.get(r.user_id) }));
      },
    }),
    defineRoute({
      method: 'post', path: `${BASE}/company-private-files`, tag: 'files', auth: 'user', status: 201,
      summary: 'Upload a private file to a company (owner only)',
      body: z.object({ companyId: z.string().min(1).max(100), name: required('Name', 200), base64: fileDataUrl }),
      response: fileSchema,
      handler: async ({ body, caller }) => {
        await ownedCompany(ctx.db, body.companyId, caller.userId);
        const row = { id: randomUUID(), company_id: body.companyId, name: body.name, url: body.base64, created_at: ctx.clock.now() };
        await ctx.db.insertInto('company_private_files').values(row).execute();
        return (await view([row], caller.userId))[0];
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/company-private-files`, tag: 'files', auth: 'none',
      summary: "A company's private files (contents only for the owner and accepted requesters)",
      query: z.object({ companyId: z.string().min(1).max(100) }),
      response: z.array(fileSchema),
      handler: async ({ query, headers }) => {
        await companyOr404(ctx.db, query.companyId);
        const files = await ctx.db.selectFrom('company_private_files').selectAll().where('company_id', '=', query.companyId).orderBy('created_at', 'desc').execute();
        return view(files, await viewerId(headers));
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/company-private-files/{id}`, tag: 'files', auth: 'none',
      summary: 'One private file (contents only for the owner and accepted requesters)',
      params: idParam,
      response: fileSchema,
      handler: async ({ params, headers }) => (await view([await fileOr404(params.id)], await viewerId(headers)))[0],
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/company-private-files/{id}`, tag: 'files', auth: 'user',
      summary: 'Delete a private file (owner only)',
      params: idParam,
      response: okSchema,
      handler: async ({ params, caller }) => {
        const f = await fileOr404(params.id);
        await ownedCompany(ctx.db, f.company_id, caller.userId);
        await ctx.db.deleteFrom('company_private_files').where('id', '=', f.id).execute();
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: 'post', path: `${BASE}/company-private-files/{id}/accesses/request`, tag: 'files', auth: 'user', status: 201,
      summary: 'Ask the owner for access to a private file',
      params: idParam,
      response: accessSchema,
      handler: async ({ params, caller }) => {
        const f = await fileOr404(params.id);
        const company = await companyOr404(ctx.db, f.company_id);
        if (company.owner_id === caller.userId) throw new HttpError(400, 'You own this file');
        const row = { id: randomUUID(), file_id: f.id, user_id: caller.userId, accepted: false, created_at: ctx.clock.now() };
        try {
          await inTransaction(ctx, async (uow) => {
            await uow.trx.insertInto('company_private_file_accesses').values(row).execute();
            await emitAccess(uow, [company.owner_id, caller.userId], 'CREATED', toAccess(row));
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw new HttpError(409, 'Access already requested');
          throw err;
        }
        return toAccess(row);
      },
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/company-private-files/{fileId}/accesses/{id}/accept`, tag: 'files', auth: 'user',
      summary: 'Accept an access request (company owner only)',
      params: z.object({ fileId: z.string().min(1).max(100), id: z.string().min(1).max(100) }),
      response: accessSchema,
      handler: async ({ params, caller }) => {
        const f = await fileOr404(params.fileId);
        await ownedCompany(ctx.db, f.company_id, caller.userId);
        const a = await ctx.db.selectFrom('company_private_file_accesses').selectAll().where('id', '=', params.id).where('file_id', '=', f.id).executeTakeFirst();
        if (!a) throw new HttpError(404, 'Access request not found');
        const accepted = toAccess({ ...a, accepted: true });
        await inTransaction(ctx, async (uow) => {
          await uow.trx.updateTable('company_private_file_accesses').set({ accepted: true }).where('id', '=', a.id).execute();
          await emitAccess(uow, [caller.userId, a.user_id], 'UPDATED', accepted);
        });
        return accepted;
      },
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/company-private-files/{fileId}/accesses/{id}`, tag: 'files', auth: 'user',
      summary: 'Delete an access (the company owner, or the requester)',
      params: z.object({ fileId: z.string().min(1).max(100), id: z.string().min(1).max(100) }),
      response: okSchema,
      handler: async ({ params, caller }) => {
        const f = await fileOr404(params.fileId);
        const a = await ctx.db.selectFrom('company_private_file_accesses').selectAll().where('id', '=', params.id).where('file_id', '=', f.id).executeTakeFirst();
        if (!a) throw new HttpError(404, 'Access request not found');
        const company = await companyOr404(ctx.db, f.company_id);
        if (a.user_id !== caller.userId && company.owner_id !== caller.userId) throw new HttpError(403, 'Only the company owner or the requester may do this');
        await inTransaction(ctx, async (uow) => {
          await uow.trx.deleteFrom('company_private_file_accesses').where('id', '=', a.id).execute();
          await emitAccess(uow, [company.owner_id, a.user_id], 'DELETED', toAccess(a));
        });
        return { ok: true as const };
      },
    }),
  ];
}

/** A private file's access changed: the company's owner and the requester hear of it. */
async function emitAccess(uow: UnitOfWork, userIds: readonly string[], action: 'CREATED' | 'UPDATED' | 'DELETED', access: unknown): Promise<void> {
  await emitTo(uow, userIds, 'FILEACCESS', action, access);
}

const ownedFileSchema = z.object({ id: z.string(), companyId: z.string(), name: z.string(), createdAt: z.number(), url: z.string(), requests: z.number(), accepted: z.number() });

/** Mounted by privateFileRoutes before /company-private-files/{id}, so 'owned' is not taken for an id. */
const ownedFileRoutes = (ctx: AppContext): AnyRoute[] => [
  defineRoute({
    method: 'get', path: `${BASE}/company-private-files/owned`, tag: 'files', auth: 'user',
    summary: "The caller's companies and their private files with request counts (for /me/mtz-files)",
    response: z.object({ companies: z.array(z.object({ id: z.string(), name: z.string() })), files: z.array(ownedFileSchema) }),
    handler: async ({ caller }) => {
      const companies = await ctx.db.selectFrom('companies').select(['id', 'name']).where('owner_id', '=', caller.userId).orderBy('created_at').execute();
      if (companies.length === 0) return { companies: [], files: [] };
      const files = await ctx.db.selectFrom('company_private_files').selectAll().where('company_id', 'in', companies.map((c) => c.id)).orderBy('created_at', 'desc').execute();
      const counts = files.length
        ? await ctx.db.selectFrom('company_private_file_accesses').select(['file_id', 'accepted', (eb) => eb.fn.countAll<string>().as('n')]).where('file_id', 'in', files.map((f) => f.id)).groupBy(['file_id', 'accepted']).execute()
        : [];
      const n = (id: string, accepted?: boolean) => counts.filter((c) => c.file_id === id && (accepted === undefined || c.accepted === accepted)).reduce((s, c) => s + Number(c.n), 0);
      return {
        companies,
        files: files.map((f) => ({ id: f.id, companyId: f.company_id, name: f.name, createdAt: Number(f.created_at), url: f.url, requests: n(f.id), accepted: n(f.id, true) })),
      };
    },
  }),
];

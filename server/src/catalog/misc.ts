// Reports (spec 9 reasons), private company files with access requests, and geo look-ups.
import { randomUUID } from 'node:crypto';
import countries from 'i18n-iso-countries';
import { z } from 'zod';
import type { Country } from '../../../src/domain/companies/types';
import { DEFAULT_REPORT_REASON, REPORT_REASONS, type ReportTarget } from '../../../src/domain/companies/rules';
import { authenticate } from '../identity/users';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import { seesProfile } from '../groups/access';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/registry';
import { ownedFileRoutes } from './ext-network';
import { GEO_STATES } from './geo-data';
import { BASE, companyOr404, idParam, isUniqueViolation, okSchema, ownedCompany, required, userCardSchema, userCards, type Db } from './shared';

// Reports on group posts (company-group-post-searches) are the groups module's: it owns the posts.
const REPORT_PATHS: [string, Exclude<ReportTarget, 'COMPANY_GROUP_POST'>][] = [
  ['company-searches', 'COMPANY'],
  ['company-group-searches', 'COMPANY_GROUP'],
  ['product-searches', 'PRODUCT'],
];

/** A private group is reported only by those who see it (to anyone else it does not exist). */
async function targetExists(db: Db, type: Exclude<ReportTarget, 'COMPANY_GROUP_POST'>, id: string, userId: string): Promise<boolean> {
  if (type === 'COMPANY') return !!(await db.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst());
  if (type === 'PRODUCT') return !!(await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst());
  const g = await db.selectFrom('company_groups').select(['id', 'owner_id', 'as_private']).where('id', '=', id).executeTakeFirst();
  return !!g && (await seesProfile(db, g, userId));
}

export function reportRoutes(ctx: AppContext): AnyRoute[] {
  return REPORT_PATHS.map(([path, type]) =>
    defineRoute({
      method: 'post', path: `${BASE}/${path}/{id}/reports`, tag: 'reports', auth: 'user', status: 201,
      summary: `Report a ${type.toLowerCase().replace(/_/g, ' ')}`,
      params: idParam,
      body: z
        .object({ reason: z.enum(REPORT_REASONS, { error: 'Report reason is required' }).default(DEFAULT_REPORT_REASON), description: z.string().trim().max(1000).default('') })
        .refine((b) => b.reason !== 'OTHER_SITE_VIOLATION' || b.description.length > 0, { error: 'Please describe the violation', path: ['description'] }),
      response: z.object({ id: z.string(), reason: z.string() }),
      handler: async ({ params, body, caller }) => {
        if (!(await targetExists(ctx.db, type, params.id, caller.userId))) throw new HttpError(404, 'Not found');
        const id = randomUUID();
        await ctx.db.insertInto('reports').values({ id, reporter_id: caller.userId, target_type: type, target_id: params.id, reason: body.reason, description: body.description, created_at: ctx.clock.now() }).execute();
        return { id, reason: body.reason };
      },
    }),
  );
}

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
  for (const userId of new Set(userIds)) await uow.emit(userId, 'FILEACCESS', action, access);
}

let countryList: Country[] | null = null;
export function allCountries(): Country[] {
  countryList ??= Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return countryList;
}

const countryParam = z.object({ code: z.string().regex(/^[A-Za-z]{2}$/, { error: 'a two-letter country code' }).transform((s) => s.toUpperCase()) });

export function geoRoutes(): AnyRoute[] {
  const known = (code: string) => {
    if (!countries.isValid(code)) throw new HttpError(404, 'Unknown country');
  };
  return [
    defineRoute({
      method: 'get', path: `${BASE}/geo/countries`, tag: 'geo', auth: 'none',
      summary: 'ISO 3166-1 countries with English names, optionally filtered by keyword',
      query: z.object({ keyword: z.string().max(100).optional() }),
      response: z.array(z.object({ code: z.string(), name: z.string() })),
      handler: async ({ query }) => {
        const k = (query.keyword ?? '').trim().toLowerCase();
        return k ? allCountries().filter((c) => c.name.toLowerCase().includes(k) || c.code.toLowerCase() === k) : allCountries();
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/geo/countries/{code}/states`, tag: 'geo', auth: 'none',
      summary: 'States of a country (small shipped dataset)',
      params: countryParam,
      response: z.array(z.object({ code: z.string(), name: z.string() })),
      handler: async ({ params }) => {
        known(params.code);
        return (GEO_STATES[params.code] ?? []).map(({ code, name }) => ({ code, name }));
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/geo/countries/{code}/cities`, tag: 'geo', auth: 'none',
      summary: 'Cities of a country, optionally of one state (small shipped dataset)',
      params: countryParam,
      query: z.object({ stateCode: z.string().max(10).optional() }),
      response: z.array(z.string()),
      handler: async ({ params, query }) => {
        known(params.code);
        const states = (GEO_STATES[params.code] ?? []).filter((s) => !query.stateCode || s.code === query.stateCode);
        return states.flatMap((s) => s.cities).sort((a, b) => a.localeCompare(b));
      },
    }),
  ];
}

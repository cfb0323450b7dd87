// Company profiles: read by id or profile name, owner-only update, gallery images, deactivate and reactivate.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import { inTransaction, type AppContext } from '../context';
import { tagAlertsPublished } from '../tagalerts/publish';
import { defineRoute, type AnyRoute } from '../http/registry';
import { dataUrl, idList, idParam, optText } from '../http/inputs';
import { coordinatesOnSave } from './locate';
import { BASE, companyOr404, companySchema, ownedCompany, readCompanies, toCompanies } from './shared';
import { MESSAGES } from '../../../src/domain/companies/rules';
import { HttpError } from '../http/errors';

const website = z
  .string()
  .trim()
  .max(300)
  .refine((s) => s === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(s), { error: 'Please enter valid website' })
  .nullable()
  .optional();

export const companyUpdateSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'Company Name is required!!' }).max(100).optional(),
    description: z.string().max(1000, { error: 'you have pasted/written more than 1000 characters, below description will not save' }).optional(),
    website,
    phone: z.string().trim().regex(/^[0-9 ()-]{0,20}$/, { error: 'Please enter valid phone' }).nullable().optional(),
    countryCode: z.string().trim().regex(/^\+?\d{0,4}$/, { error: 'Please enter valid country code' }).nullable().optional(),
    address: optText(300),
    city: optText(100),
    state: optText(100),
    country: z.string().trim().regex(/^([A-Z]{2})?$/, { error: 'country: a two-letter country code' }).nullable().optional(),
    zipCode: optText(20),
    lat: z.number().min(-90).max(90).nullable().optional(),
    lng: z.number().min(-180).max(180).nullable().optional(),
  })
  .strict();

const nullIfBlank = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim());

export function companyProfileRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${BASE}/companies`, tag: 'company', auth: 'none',
      summary: 'Companies by ids or profile names',
      query: z.object({ ids: idList.optional(), profileNames: idList.optional() }),
      response: z.array(companySchema),
      handler: async ({ query }) => {
        if (!query.ids?.length && !query.profileNames?.length) return [];
        const where = query.ids?.length ? sql`companies.id = ANY(${query.ids}::text[])` : sql`companies.profile_name = ANY(${query.profileNames ?? []}::text[])`;
        return readCompanies(ctx.db, where);
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/companies/{id}`, tag: 'company', auth: 'none',
      summary: 'One company',
      params: idParam,
      response: companySchema,
      handler: async ({ params }) => {
        const [company] = await readCompanies(ctx.db, sql`companies.id = ${params.id}`, 1);
        if (!company) throw new HttpError(404, MESSAGES.companyNotFound);
        return company;
      },
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/companies/{id}`, tag: 'company', auth: 'user',
      summary: 'Update company info (owner only)',
      params: idParam,
      body: companyUpdateSchema,
      response: companySchema,
      handler: async ({ params, body, caller }) => {
        const row = await ownedCompany(ctx.db, params.id, caller.userId);
        const set = {
          name: body.name,
          description: body.description,
          website: nullIfBlank(body.website),
          phone: nullIfBlank(body.phone),
          country_code: nullIfBlank(body.countryCode),
          address: nullIfBlank(body.address),
          city: nullIfBlank(body.city),
          state: nullIfBlank(body.state),
          country: nullIfBlank(body.country),
          zip_code: nullIfBlank(body.zipCode),
          lat: body.lat,
          lng: body.lng,
        };
        const stored = { address: row.address, city: row.city, state: row.state, country: row.country, zipCode: row.zip_code, lat: row.lat, lng: row.lng };
        const saved = { address: set.address, city: set.city, state: set.state, country: set.country, zipCode: set.zip_code };
        const after = { ...stored, ...Object.fromEntries(Object.entries(saved).filter(([, v]) => v !== undefined)) };
        // no point entered: the geocoder's, else the city's centre (./locate.ts)
        Object.assign(set, await coordinatesOnSave(stored, after, { lat: body.lat, lng: body.lng }));
        const defined = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
        if (Object.keys(defined).length > 0) await ctx.db.updateTable('companies').set(defined).where('id', '=', params.id).execute();
        return (await toCompanies(ctx.db, [await companyOr404(ctx.db, params.id)]))[0];
      },
    }),
    // PATCH /companies/{id}/logo-banner (multipart files or data URLs): ./media.ts
    defineRoute({
      method: 'post', path: `${BASE}/companies/{id}/images`, tag: 'company', auth: 'user', status: 201,
      summary: 'Add images to the company gallery (owner only)',
      params: idParam,
      body: z.object({ base64Imgs: z.array(dataUrl).min(1).max(16) }),
      response: companySchema,
      handler: async ({ params, body, caller }) => {
        await ownedCompany(ctx.db, params.id, caller.userId);
        await inTransaction(ctx, async ({ trx, now }) => {
          await trx.insertInto('company_images').values(body.base64Imgs.map((url, i) => ({ id: randomUUID(), company_id: params.id, url, created_at: now + i }))).execute();
        });
        return (await toCompanies(ctx.db, [await companyOr404(ctx.db, params.id)]))[0];
      },
    }),
    ...(['deactivate', 'reactivate'] as const).map((action) =>
      defineRoute({
        method: 'patch', path: `${BASE}/companies/{id}/${action}`, tag: 'company', auth: 'user',
        summary: `${action === 'deactivate' ? 'Deactivate' : 'Reactivate'} the company (owner only)`,
        params: idParam,
        response: companySchema,
        handler: async ({ params, caller }) => {
          await ownedCompany(ctx.db, params.id, caller.userId);
          await ctx.db.updateTable('companies').set({ deactivated: action === 'deactivate' }).where('id', '=', params.id).execute();
          if (action === 'reactivate') tagAlertsPublished(ctx, { type: 'COMPANY', id: params.id, by: caller.userId });
          return (await toCompanies(ctx.db, [await companyOr404(ctx.db, params.id)]))[0];
        },
      }),
    ),
  ];
}

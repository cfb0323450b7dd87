// Helpers shared by the catalog handlers: row mapping, ownership checks, id lists in queries.
import { z } from 'zod';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Company, UserCard } from '../../../src/domain/companies/types';
import { MESSAGES } from '../../../src/domain/companies/rules';
import type { DB } from '../db/schema';
import { HttpError } from '../http/errors';
import { checkForm, checkText, zodMessage } from '../http/registry';
import { memberCounts } from './owner/schema';

export const BASE = '/api/v1/company';
export type Db = Kysely<DB> | Transaction<DB>;

export const idParam = z.object({ id: z.string().min(1).max(100) });
/** comma-joined ids in a query string */
export const idList = z
  .string()
  .max(5000)
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean));
export const skipLimit = {
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(128).default(16),
};
export const optText = (max: number) => z.string().trim().max(max).nullable().optional();
export const required = (what: string, max: number) => z.string().trim().min(1, { error: `${what} is required` }).max(max);

/** An image as a data URL (base64): what the reference server stores for uploads. */
export const dataUrl = z
  .string()
  .max(700_000)
  .regex(/^data:image\/(png|jpe?g|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/, { error: 'must be a base64 image data URL' });

type CompanyRow = Selectable<DB['companies']>;

export async function companyOr404(db: Db, id: string): Promise<CompanyRow> {
  const row = await db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, MESSAGES.companyNotFound);
  return row;
}

export async function ownedCompany(db: Db, id: string, userId: string): Promise<CompanyRow> {
  const row = await companyOr404(db, id);
  if (row.owner_id !== userId) throw new HttpError(403, MESSAGES.onlyOwner);
  return row;
}

export async function toCompanies(db: Db, rows: CompanyRow[]): Promise<Company[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [followers, products, images, members] = await Promise.all([
    db.selectFrom('follows').select(['company_id', (eb) => eb.fn.countAll<string>().as('n')]).where('company_id', 'in', ids).groupBy('company_id').execute(),
    db.selectFrom('products').select(['company_id', (eb) => eb.fn.countAll<string>().as('n')]).where('company_id', 'in', ids).where('deactivated', '=', false).groupBy('company_id').execute(),
    db.selectFrom('company_images').select(['company_id', 'url']).where('company_id', 'in', ids).orderBy('created_at').execute(),
    memberCounts(db, ids),
  ]);
  const count = (list: { company_id: string; n: string }[], id: string) => Number(list.find((x) => x.company_id === id)?.n ?? 0);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    profileName: r.profile_name,
    ownerId: r.owner_id,
    description: r.description,
    website: r.website,
    phone: r.phone,
    countryCode: r.country_code,
    address: r.address,
    city: r.city,
    state: r.state,
    country: r.country,
    zipCode: r.zip_code,
    lat: r.lat,
    lng: r.lng,
    logoUrl: r.logo_url,
    bannerUrl: r.banner_url,
    images: images.filter((i) => i.company_id === r.id).map((i) => i.url),
    points: r.points,
    deactivated: r.deactivated,
    createdAt: Number(r.created_at),
    followerCount: count(followers, r.id),
    memberCount: members.get(r.id) ?? 1,
    productCount: count(products, r.id),
  }));
}

export async function userCards(db: Db, ids: string[]): Promise<Map<string, UserCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'firstname', 'lastname', 'profile_name', 'logo']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((u) => [u.id, { id: u.id, firstname: u.firstname, lastname: u.lastname, profileName: u.profile_name, logo: u.logo }]));
}

export const companySchema = z.object({
  id: z.string(), name: z.string(), profileName: z.string(), ownerId: z.string(), description: z.string(),
  website: z.string().nullable(), phone: z.string().nullable(), countryCode: z.string().nullable(), address: z.string().nullable(),
  city: z.string().nullable(), state: z.string().nullable(), country: z.string().nullable(), zipCode: z.string().nullable(),
  lat: z.number().nullable(), lng: z.number().nullable(), logoUrl: z.string().nullable(), bannerUrl: z.string().nullable(),
  images: z.array(z.string()), points: z.number(), deactivated: z.boolean(), createdAt: z.number(),
  followerCount: z.number(), memberCount: z.number(), productCount: z.number(),
});
export const userCardSchema = z.object({ id: z.string(), firstname: z.string(), lastname: z.string(), profileName: z.string(), logo: z.string().nullable() });
export const okSchema = z.object({ ok: z.literal(true) });

export const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

/**
 * The body of a route that takes JSON or multipart/form-data (spec 7 uploads): multipart parts become an
 * object (a repeated part an array, files as File), then each is validated by its own schema.
 */
export async function readBodyAs<J extends z.ZodType, M extends z.ZodType>(request: Request, schemas: { json: J; multipart: M }): Promise<z.output<J> | z.output<M>> {
  let raw: unknown;
  const multipart = /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '');
  if (multipart) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new HttpError(400, 'body: not valid multipart form data');
    }
    checkForm(form);
    const out: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      const all = form.getAll(key);
      out[key] = all.length === 1 ? all[0] : all;
    }
    raw = out;
  } else {
    const text = await request.text();
    try {
      raw = text.trim() === '' ? undefined : JSON.parse(text);
    } catch {
      throw new HttpError(400, 'body: not valid JSON');
    }
    checkText(raw, 'body');
  }
  const result = (multipart ? schemas.multipart : schemas.json).safeParse(raw);
  if (!result.success) throw new HttpError(400, zodMessage(result.error, 'body'));
  checkText(result.data, 'body'); // a part may hold JSON whose strings only now show
  return result.data as z.output<J> | z.output<M>;
}

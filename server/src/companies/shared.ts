// What the company-service modules (companies, products, network, search) share: the service's base path,
// company rows as the API answers them, ownership checks, and user cards.
import { z } from 'zod';
import { sql, type Kysely, type RawBuilder, type Selectable, type Transaction } from 'kysely';
import type { Company, UserCard } from '../../../src/domain/companies/types';
import { MESSAGES } from '../../../src/domain/companies/rules';
import type { DB } from '../db/schema';
import { HttpError } from '../http/errors';
import { withOwner } from './tables';

export const BASE = '/api/v1/company';
export type Db = Kysely<DB> | Transaction<DB>;

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

/**
 * What the API shows of a company beside its row, as subqueries of the same statement: followers, active products,
 * members (the owner included: 1 + membership rows) and the gallery, oldest first. One round trip per read.
 */
const EXTRAS = sql<CompanyExtras>`(SELECT count(*) FROM follows f WHERE f.company_id = companies.id)::int AS follower_count,
  (SELECT count(*) FROM products p WHERE p.company_id = companies.id AND NOT p.deactivated)::int AS product_count,
  1 + (SELECT count(*) FROM company_members m WHERE m.company_id = companies.id)::int AS member_count,
  ARRAY(SELECT i.url FROM company_images i WHERE i.company_id = companies.id ORDER BY i.created_at) AS image_urls`;
type CompanyExtras = { follower_count: number; product_count: number; member_count: number; image_urls: string[] };

/** The companies of the rows given, in their order, with counts and gallery: one statement for all of them. */
export async function toCompanies(db: Db, rows: CompanyRow[]): Promise<Company[]> {
  if (rows.length === 0) return [];
  const { rows: extras } = await sql<CompanyExtras & { id: string }>`SELECT companies.id, ${EXTRAS} FROM companies WHERE companies.id = ANY(${rows.map((r) => r.id)}::text[])`.execute(db);
  const byId = new Map(extras.map((e) => [e.id, e]));
  return rows.map((r) => toCompany(r, byId.get(r.id)));
}

/** Companies chosen by a filter on `companies`, read with their counts and gallery in one statement. */
export async function readCompanies(db: Db, where: RawBuilder<unknown>, limit = 128): Promise<Company[]> {
  const { rows } = await sql<CompanyRow & CompanyExtras>`SELECT companies.*, ${EXTRAS} FROM companies WHERE ${where} LIMIT ${limit}`.execute(db);
  return rows.map((r) => toCompany(r, r));
}

function toCompany(r: CompanyRow, x: CompanyExtras | undefined): Company {
  return {
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
    images: x?.image_urls ?? [],
    points: r.points,
    deactivated: r.deactivated,
    createdAt: Number(r.created_at),
    followerCount: Number(x?.follower_count ?? 0),
    memberCount: Number(x?.member_count ?? 1),
    productCount: Number(x?.product_count ?? 0),
  };
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

/** members per company, the owner included (1 + membership rows) */
export async function memberCounts(db: Db, companyIds: string[]): Promise<Map<string, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await withOwner(db)
    .selectFrom('company_members')
    .select(['company_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('company_id', 'in', companyIds)
    .groupBy('company_id')
    .execute();
  const byId = new Map(rows.map((r) => [r.company_id, Number(r.n)]));
  return new Map(companyIds.map((id) => [id, 1 + (byId.get(id) ?? 0)]));
}

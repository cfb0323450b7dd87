// What the company-service modules (companies, products, network, search) share: the service's base path,
// company rows as the API answers them, ownership checks, and user cards.
import { z } from 'zod';
import type { Kysely, Selectable, Transaction } from 'kysely';
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

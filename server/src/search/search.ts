// Search across companies, products, groups, group events and RFQs: prefix full-text queries on GIN-indexed
// tsvectors, ranked by ts_rank then name; a blank keyword lists everything newest first (the directory). The
// summary of every type (the dropdown) ranks among a capped set of candidates and counts up to a cap (search()).
import countries from 'i18n-iso-countries';
import { sql, type RawBuilder } from 'kysely';
import { z } from 'zod';
import type { SearchHit, SearchPage, SearchSummary, SearchType } from '../../../src/domain/companies/types';
import { descriptionLine, DROPDOWN_PER_TYPE, SEARCH_COUNT_CAP, SEARCH_TYPES, toPrefixTsQuery } from '../../../src/domain/companies/rules';
import { authenticate } from '../identity/users';
import type { AppContext } from '../context';
import { visibleGroupSql } from '../groups/access';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE, type Db } from '../companies/shared';

export type SearchQuery = {
  keyword?: string;
  country?: string;
  city?: string;
  zipCode?: string;
  skip: number;
  limit: number;
  /** the signed-in searcher: private groups (and their events) are found only by their members */
  userId?: string | null;
};

type Row = { id: string; title: string; subtitle: string | null; link: string; image_url: string | null; city: string | null; country: string | null; descr: string | null };

const eq = (col: string, v: string | undefined): RawBuilder<unknown> | null => (v?.trim() ? sql`lower(${sql.ref(col)}) = lower(${v.trim()})` : null);
const and = (parts: (RawBuilder<unknown> | null)[]) => {
  const list = parts.filter((p): p is RawBuilder<unknown> => p !== null);
  return list.length ? sql.join(list, sql` AND `) : sql`true`;
};

const GROUP_TSV = sql`(setweight(to_tsvector('simple', coalesce(g.name, '')), 'A') || setweight(to_tsvector('simple', coalesce(g.description, '')), 'C'))`;

const EVENT_TSV = sql`(setweight(to_tsvector('simple', coalesce(e.name, '')), 'A') || setweight(to_tsvector('simple', coalesce(e.description, '')), 'C'))`;

/** The start of a description: enough for one line once its markup is gone (descriptionLine). */
const descr = (col: string) => sql`left(${sql.ref(col)}, 600) AS descr`;

/**
 * One type's query: FROM (a table or a join, parenthesised so it can be joined to), WHERE, its id column, the
 * select list of a hit, its rank (text match) or, without a keyword, its age.
 */
function parts(type: SearchType, q: SearchQuery, tsq: string | null) {
  const match = (tsv: RawBuilder<unknown>) => (tsq ? sql`${tsv} @@ to_tsquery('simple', ${tsq})` : null);
  const score = (tsv: RawBuilder<unknown>, created: RawBuilder<unknown>) => (tsq ? sql`ts_rank(${tsv}, to_tsquery('simple', ${tsq}))` : created);
  switch (type) {
    case 'COMPANY':
      return {
        from: sql`companies c`, id: sql`c.id`,
        where: and([sql`NOT c.deactivated`, match(sql`c.search`), eq('c.country', q.country), eq('c.city', q.city), eq('c.zip_code', q.zipCode)]),
        select: sql`c.id, c.name AS title, NULL::text AS subtitle, '/profile/' || c.profile_name AS link, c.logo_url AS image_url, c.city, c.country, ${descr('c.description')}`,
        score: score(sql`c.search`, sql`c.created_at`),
      };
    case 'PRODUCT':
      return {
        from: sql`(products p JOIN companies c ON c.id = p.company_id)`, id: sql`p.id`,
        where: and([sql`NOT p.deactivated AND NOT c.deactivated`, match(sql`p.search`), eq('c.country', q.country), eq('c.city', q.city), eq('c.zip_code', q.zipCode)]),
        select: sql`p.id, p.name AS title, c.name || ' · SKU ' || p.sku AS subtitle, '/products/' || c.profile_name || '/' || p.sku AS link,
          (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image_url, c.city, c.country, ${descr('p.description')}`,
        score: score(sql`p.search`, sql`p.created_at`),
      };
    case 'RFQ':
      return {
        from: sql`(rfqs r JOIN users u ON u.id = r.owner_id)`, id: sql`r.id`,
        where: and([match(sql`r.search`), eq('r.owner_country', q.country), eq('r.owner_city', q.city), eq('r.owner_zip_code', q.zipCode)]),
        select: sql`r.id, r.title, u.firstname || ' ' || u.lastname AS subtitle, '/rfqs/' || r.id AS link, NULL::text AS image_url, r.owner_city AS city, r.owner_country AS country, ${descr('r.description')}`,
        score: score(sql`r.search`, sql`r.created_at`),
      };
    case 'GROUP':
      return {
        from: sql`company_groups g`, id: sql`g.id`,
        // groups have no location: a location filter leaves none
        where: and([visibleGroupSql('g', q.userId ?? null), match(GROUP_TSV), q.country?.trim() || q.city?.trim() || q.zipCode?.trim() ? sql`false` : null]),
        select: sql`g.id, g.name AS title, NULL::text AS subtitle, '/groups/' || g.profile_name AS link, g.logo_url AS image_url, NULL::text AS city, NULL::text AS country, ${descr('g.description')}`,
        score: score(GROUP_TSV, sql`g.created_at`),
      };
    case 'GROUPEVENT':
      // cg_events is the groups module's table, migrated after this module; the groups module indexes this
      // same expression (GIN, cg_events_search), as it does company_groups' (company_groups_search)
      return {
        from: sql`(cg_events e JOIN company_groups g ON g.id = e.company_group_id)`, id: sql`e.id`,
        where: and([visibleGroupSql('g', q.userId ?? null), match(EVENT_TSV), eq('e.country', q.country), eq('e.city', q.city), eq('e.zip_code', q.zipCode)]),
        select: sql`e.id, e.name AS title, g.name || ' · ' || e.start_date AS subtitle, '/groups/' || g.profile_name || '/events/' || e.profile_name AS link, e.banner_url AS image_url, e.city, e.country, ${descr('e.description')}`,
        score: score(EVENT_TSV, sql`e.start_time_millis`),
      };
  }
}

const countryName = (code: string | null): string | null => (code ? (countries.getName(code, 'en', { select: 'alias' }) ?? countries.getName(code, 'en') ?? code) : null);

const toHit = (type: SearchType) => (r: Row): SearchHit => ({
  type, id: r.id, title: r.title, subtitle: r.subtitle ?? '', link: r.link, imageUrl: r.image_url,
  place: [r.city, countryName(r.country)].filter((x): x is string => Boolean(x?.trim())).join(', '),
  description: descriptionLine(r.descr ?? ''),
});

/** The capped summary of one type from its candidates (at most SEARCH_COUNT_CAP + 1, unordered when there is a keyword). */
function cappedPage(type: SearchType, cand: (Row & { score: number })[], q: SearchQuery, withItems: boolean): SearchPage {
  cand.sort((a, b) => Number(b.score) - Number(a.score) || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
  const page = withItems ? cand.slice(q.skip, q.skip + q.limit) : [];
  return { items: page.map(toHit(type)), count: Math.min(cand.length, SEARCH_COUNT_CAP), countCapped: cand.length > SEARCH_COUNT_CAP };
}

/** One type's candidates for the capped summary: a simple query (no CTE joined back, which takes longer to plan than to run here). */
function candidates(type: SearchType, q: SearchQuery, tsq: string | null) {
  const p = parts(type, q, tsq);
  return sql`SELECT ${sql.lit(type)}::text AS type, ${p.select}, (${p.score})::float8 AS score FROM ${p.from} WHERE ${p.where} ${tsq ? sql`` : sql`ORDER BY score DESC`} LIMIT ${SEARCH_COUNT_CAP + 1}`;
}

/**
 * One type, exactly: the page of hits in rank order and how many match in all (the pages of one type), in one
 * statement (the total as a window count beside the page; a page past the end asks for the count alone).
 * `capped`: the summary of one type as the dropdown makes it (searchAll, which asks for every type in one statement).
 */
export async function search(db: Db, type: SearchType, q: SearchQuery, withItems = true, capped = false): Promise<SearchPage> {
  const tsq = q.keyword === undefined ? null : toPrefixTsQuery(q.keyword);
  if (capped) return cappedPage(type, (await candidates(type, q, tsq).execute(db)).rows as (Row & { score: number })[], q, withItems);
  const p = parts(type, q, tsq);
  const count = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${p.from} WHERE ${p.where}`.execute(db)).rows[0].n);
  if (!withItems) return { items: [], count: await count() };
  const { rows } = await sql<Row & { total: string }>`
    SELECT ${p.select}, count(*) OVER () AS total FROM ${p.from} WHERE ${p.where} ORDER BY ${p.score} DESC, 2 OFFSET ${q.skip} LIMIT ${q.limit}`.execute(db);
  const total = rows.length > 0 ? Number(rows[0].total) : q.skip === 0 ? 0 : await count();
  return { items: rows.map(toHit(type)), count: total };
}

/**
 * The summary of every type at once (the dropdown, /search's tabs), which must answer in a few milliseconds however
 * many rows match: per type the index finds at most SEARCH_COUNT_CAP + 1 candidates, the page is ranked among them,
 * and the count says '100+' past the cap. Ranking every match of a word that half the rows contain, and counting
 * them, is what made a full-text search barely faster than a scan. All the types in one statement (UNION ALL).
 */
export async function searchAll(db: Db, types: readonly SearchType[], q: SearchQuery): Promise<Record<SearchType, SearchPage>> {
  const tsq = q.keyword === undefined ? null : toPrefixTsQuery(q.keyword);
  const byType = new Map<string, (Row & { score: number })[]>(types.map((t) => [t, []]));
  if (types.length > 0) {
    const { rows } = await sql<Row & { type: string; score: number }>`${sql.join(types.map((t) => sql`(${candidates(t, q, tsq)})`), sql` UNION ALL `)}`.execute(db);
    for (const r of rows) byType.get(r.type)?.push(r);
  }
  return Object.fromEntries(SEARCH_TYPES.map((t) => [t, byType.has(t) ? cappedPage(t, byType.get(t) ?? [], q, true) : { items: [], count: 0 }])) as Record<SearchType, SearchPage>;
}

const hitSchema = z.object({
  type: z.enum(SEARCH_TYPES), id: z.string(), title: z.string(), subtitle: z.string(), link: z.string(), imageUrl: z.string().nullable(), place: z.string(), description: z.string(),
});
const pageSchema = z.object({ items: z.array(hitSchema), count: z.number(), countCapped: z.boolean().optional() });
const filters = {
  keyword: z.string().max(200).optional(),
  country: z.string().max(100).optional(),
  city: z.string().max(100).optional(),
  zipCode: z.string().max(20).optional(),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(128).default(DROPDOWN_PER_TYPE),
};
/** RFQs filter on the owner's location (spec 7): ownerCountry, ownerCity, ownerZipCode. */
const rfqFilters = { ...filters, ownerCountry: z.string().max(100).optional(), ownerCity: z.string().max(100).optional(), ownerZipCode: z.string().max(20).optional() };
const TYPE_PATHS: [string, SearchType][] = [
  ['company-searches', 'COMPANY'], ['product-searches', 'PRODUCT'], ['company-group-event-searches', 'GROUPEVENT'], ['rfq-searches', 'RFQ'], ['company-group-searches', 'GROUP'],
];

type RfqQ = SearchQuery & { ownerCountry?: string; ownerCity?: string; ownerZipCode?: string };
const normalise = (q: RfqQ): SearchQuery => ({ ...q, country: q.ownerCountry ?? q.country, city: q.ownerCity ?? q.city, zipCode: q.ownerZipCode ?? q.zipCode });

export function searchRoutes(ctx: AppContext): AnyRoute[] {
  /** The query with the searcher (a token that is not valid searches as a visitor). */
  const withSearcher = async (query: RfqQ, headers: Headers): Promise<SearchQuery> =>
    ({ ...normalise(query), userId: (await authenticate(ctx, headers.get('authorization') ?? undefined))?.userId ?? null });

  return [
    ...TYPE_PATHS.flatMap(([path, type]) => [
      defineRoute({
        method: 'get', path: `${BASE}/${path}/stats`, tag: 'search', auth: 'none',
        summary: `How many ${type} results match`,
        query: z.object(rfqFilters),
        response: z.object({ count: z.number() }),
        handler: async ({ query, headers }) => ({ count: (await search(ctx.db, type, await withSearcher(query, headers), false)).count }),
      }),
      defineRoute({
        method: 'get', path: `${BASE}/${path}`, tag: 'search', auth: 'none',
        summary: `Search ${type} (keyword, skip, limit=4, country, city, zipCode)`,
        query: z.object(rfqFilters),
        response: pageSchema,
        handler: async ({ query, headers }) => search(ctx.db, type, await withSearcher(query, headers)),
      }),
    ]),
    defineRoute({
      method: 'get', path: `${BASE}/searches`, tag: 'search', auth: 'none',
      summary: 'Every type at once: `limit` hits and the count per type (the top-bar dropdown and /search)',
      query: z.object({ ...rfqFilters, types: z.string().max(100).optional() }),
      response: z.object(Object.fromEntries(SEARCH_TYPES.map((t) => [t, pageSchema])) as Record<SearchType, typeof pageSchema>),
      handler: async ({ query, headers }) => {
        const wanted = new Set((query.types ?? SEARCH_TYPES.join(',')).split(',').map((s) => s.trim()));
        return searchAll(ctx.db, SEARCH_TYPES.filter((t) => wanted.has(t)), await withSearcher(query, headers)) as Promise<SearchSummary>;
      },
    }),
  ];
}

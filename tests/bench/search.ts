// Search latency with 100,000 seeded rows per type (companies, products, RFQs, groups, group events): the
// dropdown's queries (the summary: GIN-indexed tsvector prefix queries ranked among capped candidates, counts
// capped at SEARCH_COUNT_CAP) and a single type's exact search, against a plain ILIKE '%…%' scan of the same
// rows (the first 4 by name and the count) in the same run.
// Run: `npx tsx tests/bench/search.ts` (or through `npm run bench`: runSearchBench()).
import { sql } from 'kysely';
import { startServer } from '../../server/src/app';
import { search } from '../../server/src/search/search';
import { DROPDOWN_PER_TYPE, SEARCH_TYPES } from '../../src/domain/companies/rules';
import type { SearchType } from '../../src/domain/companies/types';

const PREFIXES = ['Nordic', 'Baltic', 'Hansa', 'Atlas', 'Polar', 'Amber', 'Granite', 'Summit', 'Harbor', 'Meridian', 'Vertex', 'Cobalt', 'Juniper', 'Falcon', 'Orion', 'Sterling'];
const TRADES = ['Timber', 'Textiles', 'Electronics', 'Foods', 'Logistics', 'Plastics', 'Metals', 'Packaging', 'Chemicals', 'Machinery', 'Furniture', 'Ceramics', 'Paper', 'Glass', 'Tools', 'Lighting'];
const SUFFIXES = ['Trading', 'Supply', 'Works', 'Group', 'Industries', 'Partners', 'Export', 'Import', 'Holding', 'Factory', 'Studio', 'Systems'];
const GOODS = ['bolts', 'screws', 'pallets', 'beams', 'cables', 'panels', 'boxes', 'film', 'shafts', 'brackets', 'fabric', 'jackets', 'almonds', 'cranberries', 'valves', 'pumps', 'bearings', 'gaskets', 'hinges', 'filters'];
const KEYWORDS = ['nord', 'baltic timber', 'electro', 'pallets', 'hansa text', 'cobalt', 'bearings', 'granite works', 'juniper', 'gaskets steel', 'amber', 'pump', 'orion logistics', 'ceram', 'filters'];

export type BenchRow = { name: string; p50: number; p95: number; runs: number };

const arr = (xs: string[]) => sql.raw(`ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Wall-clock time per query, or with BENCH_CPU_TIME=1 this process's CPU time (PGlite runs in this process):
 * on a machine shared with other work, CPU time is what the query costs, wall time what other jobs leave.
 */
const cpuTime = process.env.BENCH_CPU_TIME === '1';
const now = () => (cpuTime ? (({ user, system }) => (user + system) / 1000)(process.cpuUsage()) : performance.now());

async function time(runs: number, f: (i: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await f(i); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = now();
    await f(i);
    ms.push(now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50: Math.round(percentile(ms, 50) * 100) / 100, p95: Math.round(percentile(ms, 95) * 100) / 100 };
}

export async function runSearchBench(opts: { companies?: number; products?: number; others?: number; runs?: number; log?: (s: string) => void } = {}): Promise<BenchRow[]> {
  const companies = opts.companies ?? 100_000;
  const products = opts.products ?? 100_000;
  const others = opts.others ?? 100_000;
  const runs = opts.runs ?? 60;
  const log = opts.log ?? ((s: string) => console.log(s));
  const s = await startServer({ port: 0, dataDir: 'memory://', log: false });
  try {
    const owner = await s.db.selectFrom('users').select('id').where('email', '=', 'alice@mtz.test').executeTakeFirstOrThrow();
    const t0 = performance.now();
    // one INSERT ... SELECT per table: seconds, not minutes (STACK.md: batch where it matters)
    await sql`
      INSERT INTO companies (id, name, profile_name, owner_id, category_ids, created_at, description, city, country)
      SELECT 'bench-c-' || i,
        (${arr(PREFIXES)})[1 + i % 16] || ' ' || (${arr(TRADES)})[1 + (i / 16) % 16] || ' ' || (${arr(SUFFIXES)})[1 + (i / 256) % 12] || ' ' || i,
        'bench-c-' || i, ${owner.id}, '[]', i,
        'Makers of ' || (${arr(GOODS)})[1 + i % 20] || ' and ' || (${arr(GOODS)})[1 + (i * 7) % 20] || ' for industry.',
        (ARRAY['Riga','Kaunas','Tallinn','Hamburg','London','Chicago'])[1 + i % 6], (ARRAY['LV','LT','EE','DE','GB','US'])[1 + i % 6]
      FROM generate_series(1, ${companies}) AS i`.execute(s.db);
    await sql`
      INSERT INTO products (id, company_id, name, sku, service, description, created_at)
      SELECT 'bench-p-' || i, 'bench-c-' || (1 + i % ${companies}),
        initcap((${arr(GOODS)})[1 + i % 20]) || ' ' || (${arr(TRADES)})[1 + (i / 20) % 16] || ' ' || (${arr(PREFIXES)})[1 + (i / 320) % 16],
        'SKU-' || i, i % 10 = 0,
        'Steel ' || (${arr(GOODS)})[1 + (i * 3) % 20] || ', sold by the pallet.', i
      FROM generate_series(1, ${products}) AS i`.execute(s.db);
    await sql`
      INSERT INTO rfqs (id, owner_id, title, description, owner_country, owner_city, created_at)
      SELECT 'bench-r-' || i, ${owner.id}, 'Need ' || (${arr(GOODS)})[1 + i % 20] || ' from ' || (${arr(PREFIXES)})[1 + (i / 20) % 16] || ' suppliers ' || i,
        'Monthly order of ' || (${arr(GOODS)})[1 + (i * 7) % 20] || ' and ' || (${arr(TRADES)})[1 + i % 16] || '.', 'LV', 'Riga', i
      FROM generate_series(1, ${others}) AS i`.execute(s.db);
    await sql`
      INSERT INTO company_groups (id, name, profile_name, description, owner_id, created_at)
      SELECT 'bench-g-' || i, (${arr(PREFIXES)})[1 + i % 16] || ' ' || (${arr(TRADES)})[1 + (i / 16) % 16] || ' Circle ' || i, 'bench-g-' || i,
        'Buyers of ' || (${arr(GOODS)})[1 + i % 20] || ' meet here.', ${owner.id}, i
      FROM generate_series(1, ${others}) AS i`.execute(s.db);
    await sql`
      INSERT INTO cg_events (id, company_group_id, name, profile_name, description, type, start_date, start_time, end_date, end_time, time_zone,
        start_time_millis, end_time_millis, city, country, created_at)
      SELECT 'bench-e-' || i, 'bench-g-' || (1 + i % ${others}), (${arr(PREFIXES)})[1 + i % 16] || ' ' || (${arr(GOODS)})[1 + (i / 16) % 20] || ' Fair ' || i, 'bench-e-' || i,
        'A day on ' || (${arr(TRADES)})[1 + i % 16] || '.', 'PHYSICAL', '2027-01-01', '10:00', '2027-01-01', '18:00', 'UTC', i, i + 1, 'Riga', 'LV', i
      FROM generate_series(1, ${others}) AS i`.execute(s.db);
    for (const table of ['companies', 'products', 'rfqs', 'company_groups', 'cg_events']) await sql`ANALYZE ${sql.table(table)}`.execute(s.db);
    log(`times are ${cpuTime ? 'CPU time of this process (BENCH_CPU_TIME=1)' : 'wall-clock'}`);
    log(`seeded ${companies} companies, ${products} products and ${others} RFQs, groups and events each in ${Math.round(performance.now() - t0)} ms`);

    const kw = (i: number) => KEYWORDS[i % KEYWORDS.length];
    // the dropdown's query of one type: 4 hits ranked among the capped candidates, the capped count
    const dropdown = (type: SearchType) => (i: number) => search(s.db, type, { keyword: kw(i), skip: 0, limit: DROPDOWN_PER_TYPE }, true, true);
    // the same type exactly: every match ranked and counted (a type's own pages)
    const exact = (type: SearchType) => (i: number) => search(s.db, type, { keyword: kw(i), skip: 0, limit: DROPDOWN_PER_TYPE });
    const ilike = (table: string, cols: [string, string]) => async (i: number) => {
      const pattern = `%${kw(i)}%`;
      const t = sql.table(table);
      const [a, b] = cols.map((c) => sql.ref(c));
      await Promise.all([
        sql`SELECT id, ${a} FROM ${t} WHERE ${a} ILIKE ${pattern} OR ${b} ILIKE ${pattern} ORDER BY ${a} LIMIT 4`.execute(s.db),
        sql`SELECT count(*) FROM ${t} WHERE ${a} ILIKE ${pattern} OR ${b} ILIKE ${pattern}`.execute(s.db),
      ]);
    };
    const TABLES: Record<SearchType, [string, [string, string]]> = {
      COMPANY: ['companies', ['name', 'description']], PRODUCT: ['products', ['name', 'description']], RFQ: ['rfqs', ['title', 'description']],
      GROUP: ['company_groups', ['name', 'description']], GROUPEVENT: ['cg_events', ['name', 'description']],
    };
    const rows: BenchRow[] = [];
    const measure = async (name: string, f: (i: number) => Promise<unknown>) => {
      const r = await time(runs, f);
      rows.push({ name, ...r, runs });
      log(`${name.padEnd(40)} p50 ${String(r.p50).padStart(8)} ms   p95 ${String(r.p95).padStart(8)} ms   (${runs} queries)`);
      return r;
    };
    for (const type of SEARCH_TYPES) {
      const d = await measure(`dropdown ${type} (capped, GIN)`, dropdown(type));
      await measure(`exact ${type} (all ranked and counted)`, exact(type));
      const [table, cols] = TABLES[type];
      const scan = await measure(`scan ${table} (ILIKE %…%, 4 + count)`, ilike(table, cols));
      log(`  ${type}: dropdown query ${(scan.p50 / d.p50).toFixed(1)}x faster than the scan at p50, ${(scan.p95 / d.p95).toFixed(1)}x at p95; p95 ${d.p95} ms (goal < 15 ms, >= 10x)`);
    }
    await measure('whole dropdown answer (5 types)', async (i) => Promise.all(SEARCH_TYPES.map((t) => dropdown(t)(i))));
    return rows;
  } finally {
    await s.close();
  }
}

if (process.argv[1] && /tests[\\/]bench[\\/]search\.ts$/.test(process.argv[1])) {
  runSearchBench().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}

// Search latency on 100,000 seeded companies and products: the server's full-text search (GIN-indexed
// tsvector prefix queries, ranked, with counts) against a plain ILIKE '%…%' scan of the same data in the same run.
// Run: `npx tsx tests/bench/search.ts` (or through `npm run bench`: runSearchBench()).
import { sql } from 'kysely';
import { startServer } from '../../server/src/app';
import { search } from '../../server/src/search/search';

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

async function time(runs: number, f: (i: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await f(i); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await f(i);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50: Math.round(percentile(ms, 50) * 100) / 100, p95: Math.round(percentile(ms, 95) * 100) / 100 };
}

export async function runSearchBench(opts: { companies?: number; products?: number; runs?: number; log?: (s: string) => void } = {}): Promise<BenchRow[]> {
  const companies = opts.companies ?? 50_000;
  const products = opts.products ?? 50_000;
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
    await sql`ANALYZE companies`.execute(s.db);
    await sql`ANALYZE products`.execute(s.db);
    log(`seeded ${companies} companies and ${products} products in ${Math.round(performance.now() - t0)} ms`);

    const kw = (i: number) => KEYWORDS[i % KEYWORDS.length];
    const fts = (type: 'COMPANY' | 'PRODUCT') => (i: number) => search(s.db, type, { keyword: kw(i), skip: 0, limit: 4 });
    const ilike = (table: 'companies' | 'products') => async (i: number) => {
      const pattern = `%${kw(i)}%`;
      const t = sql.table(table);
      await Promise.all([
        sql`SELECT id, name FROM ${t} WHERE name ILIKE ${pattern} OR description ILIKE ${pattern} ORDER BY name LIMIT 4`.execute(s.db),
        sql`SELECT count(*) FROM ${t} WHERE name ILIKE ${pattern} OR description ILIKE ${pattern}`.execute(s.db),
      ]);
    };
    const rows: BenchRow[] = [];
    for (const [name, f] of [
      ['search COMPANY (full-text, GIN)', fts('COMPANY')],
      ['scan companies (ILIKE %…%)', ilike('companies')],
      ['search PRODUCT (full-text, GIN)', fts('PRODUCT')],
      ['scan products (ILIKE %…%)', ilike('products')],
    ] as const) {
      const r = await time(runs, f);
      rows.push({ name, ...r, runs });
      log(`${name.padEnd(34)} p50 ${String(r.p50).padStart(8)} ms   p95 ${String(r.p95).padStart(8)} ms   (${runs} queries, limit 4 + count)`);
    }
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

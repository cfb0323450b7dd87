// Shared set-up of the view statistics tests: an owner with a company, a product and an RFQ; a member of that company;
// views posted as the browser posts them; the counted totals of the three statistics routes.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { client, newMember, type Api, type Backend, type TestServer } from '../harness';
import { C } from '../companies/setup';

/** Access tokens that outlive the hours these tests move the clock through. */
export const LONG_TOKENS = { accessTokenTtlSeconds: 20 * 365 * 24 * 3600 };

/** A server of the backend for the file's describe block (tokens outlive the clock's jumps), and helpers on it. */
export function metricsServer(backend: Backend) {
  const state = {} as { s: TestServer; api: Api };
  beforeAll(async () => {
    state.s = await backend.start(LONG_TOKENS);
    state.api = client(state.s);
  });
  afterAll(async () => {
    await state.s.close();
  });
  const count = async (table: 'metric_viewer_settings' | 'organic_events') => Number((await state.s.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('c')).executeTakeFirstOrThrow()).c);
  return { state, count, member: () => newMember(state.api) };
}

export const M = '/api/v1/metric';
export const AREAS = ['company-views', 'product-views', 'rfq-views'] as const;
export type Area = (typeof AREAS)[number];
export const KIND_OF = { 'company-views': 'PROFILE_VIEW', 'product-views': 'PRODUCT_VIEW', 'rfq-views': 'RFQ_VIEW' } as const;
const TYPE_OF = { 'company-views': 'COMPANY', 'product-views': 'PRODUCT', 'rfq-views': 'RFQ' } as const;

const ok = <T>(r: { status: number; body: T }, what: string): T => {
  if (r.status !== 201 && r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};

/** A fresh company of `owner` with one product and one RFQ of theirs; `member` (if any) joins the company. */
export async function listings(s: TestServer, api: Api, owner: { id: string; accessToken: string }, member?: { id: string }) {
  const company = ok(await api.post(`${C}/companies`, { name: `Views Co ${randomUUID().slice(0, 6)}`, categoryIds: ['cat-1'] }, owner.accessToken), 'company') as { id: string };
  const product = ok(await api.post(`${C}/products`, { companyId: company.id, name: 'Brass valve', sku: `BV-${randomUUID().slice(0, 8)}` }, owner.accessToken), 'product') as { id: string };
  const rfq = ok(await api.post(`${C}/rfqs`, { title: 'Need 500 gaskets' }, owner.accessToken), 'rfq') as { id: string };
  if (member) await sql`INSERT INTO company_members (id, company_id, user_id, created_at) VALUES (${randomUUID()}, ${company.id}, ${member.id}, ${s.clock.now()})`.execute(s.db);
  return { companyId: company.id, productId: product.id, rfqId: rfq.id, itemOf: { 'company-views': company.id, 'product-views': product.id, 'rfq-views': rfq.id } as Record<Area, string> };
}

/** One page opened, as the client records it: by a signed-in member (token) or a visitor (their browser's id). */
export const view = (api: Api, area: Area, id: string, who: { token?: string; visitor?: string }) =>
  api.post(`${C}/organic-events`, { kind: KIND_OF[area], items: [{ type: TYPE_OF[area], id }], ...(who.visitor ? { visitor: who.visitor } : {}) }, who.token);

/** The query that reads one item's views in an area. */
export const scopeOf = (area: Area, l: { companyId: string; productId: string; rfqId: string }) =>
  area === 'company-views' ? `companyId=${l.companyId}` : area === 'product-views' ? `companyId=${l.companyId}&productId=${l.productId}` : `rfqId=${l.rfqId}`;

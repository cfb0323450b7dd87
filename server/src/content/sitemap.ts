// The sitemap (spec 2: served at /sitemap.xml): the public pages, FAQ topics, and the public companies, groups,
// events and products. Private groups (and their events), deactivated or hidden companies, groups and products, and
// the products of hidden companies are left out. It is generated at start, every hour (cron 'sitemap') and when a
// site admin asks (audited); /sitemap.xml serves the last generation with absolute addresses (PUBLIC_URL, else the
// request's own origin), XML-escaped, at most 50,000 URLs (the sitemap protocol's limit).
import { z } from 'zod';
import type { SitemapState } from '../../../src/domain/content/content';
import { audit } from '../admin/audit';
import { trackCron } from '../admin/cron-runs';
import { registerJob } from '../shared/jobs/queue';
import { ADMIN_BASE } from '../admin/shared';
import type { Db } from '../companies/shared';
import { inTransaction, type AppContext } from '../context';
import { defineRoute, fileResponse, type AnyRoute } from '../http/registry';

export const SITEMAP_CRON_MS = 3_600_000;
export const SITEMAP_MAX_URLS = 50_000;
const ROW = 'sitemap';
/** the public pages every sitemap lists */
export const STATIC_PATHS = ['/', '/about', '/pricing', '/contact', '/terms', '/privacy', '/faqs', '/mtz-news', '/directory'];

const enc = encodeURIComponent;

/** Every public path, in a stable order. */
export async function publicPaths(db: Db): Promise<string[]> {
  const topics = await db.selectFrom('faq_topics').select('profile_name').orderBy('position').orderBy('id').execute();
  const companies = await db.selectFrom('companies').select('profile_name').where('deactivated', '=', false).orderBy('profile_name').execute();
  const groups = await db.selectFrom('company_groups').select('profile_name')
    .where('deactivated', '=', false).where('as_private', '=', false).orderBy('profile_name').execute();
  const events = await db.selectFrom('cg_events as e').innerJoin('company_groups as g', 'g.id', 'e.company_group_id')
    .select(['g.profile_name as group', 'e.profile_name as event'])
    .where('g.deactivated', '=', false).where('g.as_private', '=', false).orderBy('g.profile_name').orderBy('e.profile_name').execute();
  const products = await db.selectFrom('products as p').innerJoin('companies as c', 'c.id', 'p.company_id')
    .select(['c.profile_name as company', 'p.sku'])
    .where('p.deactivated', '=', false).where('c.deactivated', '=', false).orderBy('c.profile_name').orderBy('p.sku').execute();
  return [
    ...STATIC_PATHS,
    ...topics.map((t) => `/faqs/${enc(t.profile_name)}`),
    ...companies.map((c) => `/profile/${enc(c.profile_name)}`),
    ...groups.map((g) => `/groups/${enc(g.profile_name)}`),
    ...events.map((e) => `/groups/${enc(e.group)}/events/${enc(e.event)}`),
    ...products.map((p) => `/products/${enc(p.company)}/${enc(p.sku)}`),
  ].slice(0, SITEMAP_MAX_URLS);
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&${({ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' })[c]};`);

export const sitemapXml = (origin: string, paths: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${
    paths.map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>\n`).join('')}</urlset>\n`;

/** Generates the sitemap now and keeps it as the last generation. */
async function generate(ctx: AppContext, trigger: 'SCHEDULE' | 'ADMIN', actorId?: string): Promise<SitemapState> {
  return inTransaction(ctx, async (uow) => {
    const paths = await publicPaths(uow.trx);
    const row = { id: ROW, paths: JSON.stringify(paths), url_count: paths.length, trigger, generated_at: uow.now };
    const before = await state(uow.trx);
    await uow.trx.insertInto('sitemaps').values(row).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
    const after = { generatedAt: uow.now, urlCount: paths.length, trigger };
    if (actorId) await audit(uow, { actorId, action: 'SITEMAP_REGENERATED', targetType: 'SITEMAP', targetId: ROW, before, after });
    return after;
  });
}

async function state(db: Db): Promise<SitemapState> {
  const r = await db.selectFrom('sitemaps').select(['url_count', 'trigger', 'generated_at']).where('id', '=', ROW).executeTakeFirst();
  return r ? { generatedAt: Number(r.generated_at), urlCount: r.url_count, trigger: r.trigger } : { generatedAt: null, urlCount: 0, trigger: null };
}

const stateSchema = z.object({ generatedAt: z.number().nullable(), urlCount: z.number(), trigger: z.enum(['SCHEDULE', 'ADMIN']).nullable() });

export function sitemapRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: '/sitemap.xml', tag: 'content', auth: 'none',
      summary: 'The sitemap (XML, sitemaps.org 0.9) of the last generation; generated now if there is none yet', response: fileResponse,
      handler: async ({ request }) => {
        let r = await ctx.db.selectFrom('sitemaps').select('paths').where('id', '=', ROW).executeTakeFirst();
        if (!r) {
          await generate(ctx, 'SCHEDULE');
          r = await ctx.db.selectFrom('sitemaps').select('paths').where('id', '=', ROW).executeTakeFirstOrThrow();
        }
        const origin = (process.env.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/+$/, '');
        return new Response(sitemapXml(origin, r.paths), { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' } });
      },
    }),
    defineRoute({
      method: 'get', path: `${ADMIN_BASE}/sitemap`, tag: 'content', auth: 'admin',
      summary: "The last sitemap generation: when, how many URLs, and whether the schedule or an admin made it (site admin)",
      response: stateSchema, handler: () => state(ctx.db),
    }),
    defineRoute({
      method: 'post', path: `${ADMIN_BASE}/sitemap`, tag: 'content', auth: 'admin',
      summary: 'Generate the sitemap now (site admin; audited)', response: stateSchema,
      handler: ({ caller }) => generate(ctx, 'ADMIN', caller.userId),
    }),
  ];
}

/** The schedule: a job-queue cron task (../shared/jobs), hourly across processes, and once when a process starts. */
export function startSitemapCron(ctx: AppContext): () => void {
  registerJob(ctx.db, { name: 'sitemap', everyMs: SITEMAP_CRON_MS, onStart: true, run: () => trackCron(ctx, 'sitemap', () => generate(ctx, 'SCHEDULE')) });
  return () => {};
}

// The network part of the catalog module (connections, watchlists, private files): its own migrations (ids 'catalog_network_000N_…',
// appended after CATALOG_MIGRATIONS in this order: owner, products, network) and routes.
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Migration } from '../db/migrations';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE } from './shared';

export const NETWORK_MIGRATIONS: Migration[] = [];

const ownedFileSchema = z.object({ id: z.string(), companyId: z.string(), name: z.string(), createdAt: z.number(), url: z.string(), requests: z.number(), accepted: z.number() });

export const networkExtRoutes = (_ctx: AppContext): AnyRoute[] => [];

/** Mounted by privateFileRoutes (misc.ts) before /company-private-files/{id}, so 'owned' is not taken for an id. */
export const ownedFileRoutes = (ctx: AppContext): AnyRoute[] => [
  defineRoute({
    method: 'get', path: `${BASE}/company-private-files/owned`, tag: 'files', auth: 'user',
    summary: "The caller's companies and their private files with request counts (for /me/mtz-files)",
    response: z.object({ companies: z.array(z.object({ id: z.string(), name: z.string() })), files: z.array(ownedFileSchema) }),
    handler: async ({ caller }) => {
      const companies = await ctx.db.selectFrom('companies').select(['id', 'name']).where('owner_id', '=', caller.userId).orderBy('created_at').execute();
      if (companies.length === 0) return { companies: [], files: [] };
      const files = await ctx.db.selectFrom('company_private_files').selectAll().where('company_id', 'in', companies.map((c) => c.id)).orderBy('created_at', 'desc').execute();
      const counts = files.length
        ? await ctx.db.selectFrom('company_private_file_accesses').select(['file_id', 'accepted', (eb) => eb.fn.countAll<string>().as('n')]).where('file_id', 'in', files.map((f) => f.id)).groupBy(['file_id', 'accepted']).execute()
        : [];
      const n = (id: string, accepted?: boolean) => counts.filter((c) => c.file_id === id && (accepted === undefined || c.accepted === accepted)).reduce((s, c) => s + Number(c.n), 0);
      return {
        companies,
        files: files.map((f) => ({ id: f.id, companyId: f.company_id, name: f.name, createdAt: Number(f.created_at), url: f.url, requests: n(f.id), accepted: n(f.id, true) })),
      };
    },
  }),
];

// The admin home's live counts: users, companies, groups, open reports, failed payments, the mail queue.
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../context';
import { defineRoute, type AnyRoute } from '../http/registry';
import { openReportCount } from './reports';
import { ADMIN_BASE } from './shared';

export const adminCountsSchema = z.object({
  users: z.number(), companies: z.number(), groups: z.number(), openReports: z.number(), failedPayments: z.number(),
  mailWaiting: z.number(), mailFailed: z.number(),
});

export function countRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${ADMIN_BASE}/counts`, tag: 'admin', auth: 'admin',
      summary: 'Counts for the admin home (site admin)',
      response: adminCountsSchema,
      handler: async () => {
        const r = await sql<Record<string, string>>`SELECT
          (SELECT count(*) FROM users) AS "users",
          (SELECT count(*) FROM companies) AS "companies",
          (SELECT count(*) FROM company_groups) AS "groups",
          (SELECT count(*) FROM pay_intents WHERE status = 'FAILED') AS "failedPayments",
          (SELECT count(*) FROM mails WHERE sent_at IS NULL AND last_error IS NULL) AS "mailWaiting",
          (SELECT count(*) FROM mails WHERE sent_at IS NULL AND last_error IS NOT NULL) AS "mailFailed"`.execute(ctx.db);
        const row = r.rows[0];
        const counts = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as Omit<z.output<typeof adminCountsSchema>, 'openReports'>;
        return { ...counts, openReports: await openReportCount(ctx) };
      },
    }),
  ];
}

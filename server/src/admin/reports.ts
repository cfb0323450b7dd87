// Reported contents (/mtz-admin/reported-contents): the reports filed through the report dialogs (companies, groups
// and products in `reports`, group posts in `cg_post_reports`) in one queue. An admin dismisses a report, or hides
// the content, which decides every open report on it; the queue keeps who decided what and when.
import { sql, type RawBuilder } from 'kysely';
import { z } from 'zod';
import { REPORT_REASONS } from '../../../src/domain/companies/rules';
import { emitTo, inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { idParam, isUniqueViolation, skipLimit } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { audit } from './audit';
import { ADMIN_BASE } from './shared';
import { notify } from '../groups/notify';
import { CONTENT_TYPES, contentTargets, KIND_LABEL, setHidden, targetKey } from './targets';

export const REPORT_DECISIONS = ['DISMISSED', 'HIDDEN'] as const;
export const REPORT_MESSAGES = {
  notFound: 'Report not found',
  decided: 'This report was already decided',
  gone: 'The reported content no longer exists',
} as const;

/** Every report of both tables, as one relation. */
const ALL_REPORTS = sql`(SELECT id, target_type, target_id, reporter_id, reason, description, created_at FROM reports
  UNION ALL SELECT id, 'COMPANY_GROUP_POST', cg_post_id, reporter_id, reason, description, created_at FROM cg_post_reports)`;

type ReportRow = {
  id: string; target_type: string; target_id: string; reporter_id: string; reason: string; description: string; created_at: string;
  reporter_name: string; decision: string | null; decided_by: string | null; decider_name: string | null; decided_at: string | null;
};

const reportSchema = z.object({
  id: z.string(), targetType: z.enum(CONTENT_TYPES), targetId: z.string(), targetName: z.string().nullable(), targetHidden: z.boolean().nullable(),
  reporterId: z.string(), reporterName: z.string(), reason: z.string(), comment: z.string(), createdAt: z.number(),
  decision: z.enum(REPORT_DECISIONS).nullable(), decidedBy: z.string().nullable(), deciderName: z.string().nullable(), decidedAt: z.number().nullable(),
});
type Report = z.output<typeof reportSchema>;

function select(where: RawBuilder<unknown>, tail: RawBuilder<unknown>) {
  return sql<ReportRow>`SELECT r.*, u.firstname || ' ' || u.lastname AS reporter_name, d.decision, d.decided_by, d.decided_at,
      a.firstname || ' ' || a.lastname AS decider_name
    FROM ${ALL_REPORTS} r JOIN users u ON u.id = r.reporter_id
    LEFT JOIN admin_report_decisions d ON d.report_id = r.id LEFT JOIN users a ON a.id = d.decided_by
    WHERE ${where} ${tail}`;
}

async function toReports(ctx: AppContext, rows: ReportRow[]): Promise<Report[]> {
  const targets = await contentTargets(ctx.db, rows.map((r) => ({ type: r.target_type, id: r.target_id })));
  return rows.map((r) => {
    const t = targets.get(targetKey(r.target_type, r.target_id));
    return {
      id: r.id, targetType: r.target_type as Report['targetType'], targetId: r.target_id, targetName: t?.name ?? null, targetHidden: t?.hidden ?? null,
      reporterId: r.reporter_id, reporterName: r.reporter_name, reason: r.reason, comment: r.description, createdAt: Number(r.created_at),
      decision: r.decision as Report['decision'], decidedBy: r.decided_by, deciderName: r.decider_name, decidedAt: r.decided_at === null ? null : Number(r.decided_at),
    };
  });
}

/** How many reports no admin has decided yet (the admin home's count). */
export async function openReportCount(ctx: AppContext): Promise<number> {
  const r = await sql<{ n: string }>`SELECT count(*) AS n FROM ${ALL_REPORTS} r WHERE NOT EXISTS (SELECT 1 FROM admin_report_decisions d WHERE d.report_id = r.id)`.execute(ctx.db);
  return Number(r.rows[0].n);
}

const listQuery = z.object({
  status: z.enum(['open', 'decided', 'all']).default('open'),
  targetType: z.enum(CONTENT_TYPES).optional(),
  reason: z.enum(REPORT_REASONS).optional(),
  dir: z.enum(['asc', 'desc']).default('desc'),
  ...skipLimit,
});

export function reportRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${ADMIN_BASE}/reports`, tag: 'admin', auth: 'admin',
      summary: 'Reported contents in one queue: open, decided or all; by kind and reason; paged (site admin)',
      query: listQuery,
      response: z.object({ total: z.number(), items: z.array(reportSchema) }),
      handler: async ({ query }) => {
        const parts = [
          query.status === 'open' ? sql`d.report_id IS NULL` : query.status === 'decided' ? sql`d.report_id IS NOT NULL` : sql`true`,
          query.targetType ? sql`r.target_type = ${query.targetType}` : sql`true`,
          query.reason ? sql`r.reason = ${query.reason}` : sql`true`,
        ];
        const where = sql.join(parts, sql` AND `);
        const total = await sql<{ n: string }>`SELECT count(*) AS n FROM (${select(where, sql``)}) x`.execute(ctx.db);
        const dir = query.dir === 'asc' ? sql`ASC` : sql`DESC`;
        const rows = await select(where, sql`ORDER BY r.created_at ${dir}, r.id LIMIT ${query.limit} OFFSET ${query.skip}`).execute(ctx.db);
        return { total: Number(total.rows[0].n), items: await toReports(ctx, rows.rows) };
      },
    }),
    defineRoute({
      method: 'patch', path: `${ADMIN_BASE}/reports/{id}`, tag: 'admin', auth: 'admin',
      summary: 'Decide a report: dismiss it, or hide the content (every open report on it is decided; its owner is notified)',
      params: idParam,
      body: z.object({ decision: z.enum(REPORT_DECISIONS) }).strict(),
      response: reportSchema,
      handler: async ({ params, body, caller }) => {
        await inTransaction(ctx, async (uow) => {
          const found = await select(sql`r.id = ${params.id}`, sql``).execute(uow.trx);
          const report = found.rows[0];
          if (!report) throw new HttpError(404, REPORT_MESSAGES.notFound);
          if (report.decision) throw new HttpError(409, REPORT_MESSAGES.decided);
          let decided = [report.id];
          if (body.decision === 'HIDDEN') {
            const target = (await contentTargets(uow.trx, [{ type: report.target_type, id: report.target_id }])).get(targetKey(report.target_type, report.target_id));
            if (!target) throw new HttpError(404, REPORT_MESSAGES.gone);
            const open = await select(sql`r.target_type = ${report.target_type} AND r.target_id = ${report.target_id} AND d.report_id IS NULL`, sql``).execute(uow.trx);
            decided = open.rows.map((r) => r.id);
            if (!target.hidden) {
              await setHidden(uow, target, true, `it was reported (${report.reason.toLowerCase().replace(/_/g, ' ')}) and an admin agreed`);
              // the reporters hear of it; a hidden group post also leaves their open views of the group (a reporter
              // need not be a member, so the group's own POST event does not reach them)
              const reporters = new Set(open.rows.map((r) => r.reporter_id));
              for (const reporterId of reporters) {
                await notify(uow, reporterId, `The ${KIND_LABEL[target.type]} '${target.name}' you reported was hidden. Thank you for your report.`, null);
              }
              if (target.type === 'COMPANY_GROUP_POST') await emitTo(uow, reporters, 'POST', 'UPDATED', { id: target.id, companyGroupId: target.companyGroupId });
              await audit(uow, { actorId: caller.userId, action: `${target.type}_HIDDEN`, targetType: target.type, targetId: target.id, before: { hidden: false }, after: { hidden: true, reportId: report.id } });
            }
          }
          await uow.trx.insertInto('admin_report_decisions')
            .values(decided.map((id) => ({ report_id: id, decision: body.decision, decided_by: caller.userId, decided_at: uow.now }))).execute();
          for (const id of decided) {
            await audit(uow, { actorId: caller.userId, action: `REPORT_${body.decision}`, targetType: 'REPORT', targetId: id, before: { decision: null }, after: { decision: body.decision } });
          }
        }).catch((err: unknown) => {
          // another admin decided it at the same moment
          if (isUniqueViolation(err)) throw new HttpError(409, REPORT_MESSAGES.decided);
          throw err;
        });
        const out = await select(sql`r.id = ${params.id}`, sql``).execute(ctx.db);
        return (await toReports(ctx, out.rows))[0];
      },
    }),
  ];
}

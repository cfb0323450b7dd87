// The admin audit log: every admin action is written in the same transaction as the change, with the record's
// state before and after; every site admin hears of it (ADMIN event) so open admin pages refresh live.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { emitTo, type AppContext, type UnitOfWork } from '../context';
import { defineRoute, type AnyRoute } from '../http/registry';
import { ADMIN_BASE, TARGET_TYPES, type TargetType } from './shared';

export type AuditEntry = { actorId: string; action: string; targetType: TargetType; targetId: string; before: unknown; after: unknown };

export async function audit(uow: UnitOfWork, e: AuditEntry): Promise<void> {
  await uow.trx.insertInto('admin_audit').values({
    id: randomUUID(), actor_id: e.actorId, action: e.action, target_type: e.targetType, target_id: e.targetId,
    before: JSON.stringify(e.before ?? null), after: JSON.stringify(e.after ?? null), created_at: uow.now,
  }).execute();
  await notifyAdmins(uow, { targetType: e.targetType, targetId: e.targetId, action: e.action });
}

/** An ADMIN event to every site admin: their open admin lists and counts refresh. */
export async function notifyAdmins(uow: UnitOfWork, resource: { targetType: string; targetId: string; action: string }): Promise<void> {
  const admins = await uow.trx.selectFrom('users').select('id').where('admin', '=', true).execute();
  await emitTo(uow, admins.map((a) => a.id), 'ADMIN', 'UPDATED', resource);
}

export const auditRowSchema = z.object({
  id: z.string(), action: z.string(), actorId: z.string(), actorName: z.string(), targetType: z.string(), targetId: z.string(),
  before: z.unknown(), after: z.unknown(), createdAt: z.number(),
});
export type AuditRow = z.output<typeof auditRowSchema>;

export async function auditOf(ctx: AppContext, targetType: TargetType, targetId: string, limit = 100): Promise<AuditRow[]> {
  const rows = await ctx.db.selectFrom('admin_audit as a').innerJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.action', 'a.actor_id', 'u.firstname', 'u.lastname', 'a.target_type', 'a.target_id', 'a.before', 'a.after', 'a.created_at'])
    .where('a.target_type', '=', targetType).where('a.target_id', '=', targetId)
    .orderBy('a.n', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id, action: r.action, actorId: r.actor_id, actorName: `${r.firstname} ${r.lastname}`, targetType: r.target_type, targetId: r.target_id,
    before: r.before, after: r.after, createdAt: Number(r.created_at),
  }));
}

export function auditRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${ADMIN_BASE}/audit`, tag: 'admin', auth: 'admin',
      summary: 'The audit log of one record (site admin)',
      query: z.object({ targetType: z.enum(TARGET_TYPES), targetId: z.string().min(1).max(100) }),
      response: z.array(auditRowSchema),
      handler: ({ query }) => auditOf(ctx, query.targetType, query.targetId),
    }),
  ];
}

// Resource limits (/mtz-admin/resource-limits): one settings row ('resource_limits', JSON) read through
// readLimits with the defaults of src/domain/admin/limits.ts; the checks that enforce a limit read it in their own
// transaction, so a change takes effect at once. GET and PATCH are site admin only; a change is audited.
import { z } from 'zod';
import { DEFAULT_RESOURCE_LIMITS, limitMessages, limitMin, megabytes, RESOURCE_LIMITS, type ResourceLimitKey, type ResourceLimits } from '../../../src/domain/admin/limits';
import { inTransaction, type AppContext } from '../context';
import type { Db } from '../companies/shared';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/registry';
import { audit, auditOf, auditRowSchema } from './audit';
import { ADMIN_BASE } from './shared';

const KEY = 'resource_limits';

/** The limits in force: the stored values over the defaults (a stored value that is not a sane integer is ignored). */
export async function readLimits(db: Db): Promise<ResourceLimits> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
  return merge(row?.value);
}

/** One limit in force. */
export const readLimit = async (db: Db, key: ResourceLimitKey): Promise<number> => (await readLimits(db))[key];

type UploadKind = 'uploadMb' | 'chatFileMb';

/** The largest upload in force, in bytes: images and documents (uploadMb) or chat attachments (chatFileMb). */
export const uploadMaxBytes = async (db: Db, kind: UploadKind = 'uploadMb'): Promise<number> => megabytes(await readLimit(db, kind));

/** Refuses (413, naming the field and the limit in force) a file above the upload size limit of its kind. */
export async function checkUploadSize(db: Db, file: { size: number }, field: string, kind: UploadKind = 'uploadMb'): Promise<void> {
  const mb = await readLimit(db, kind);
  if (file.size > megabytes(mb)) throw new HttpError(413, `${field}: ${limitMessages[kind](mb)}`);
}

function merge(stored: string | undefined): ResourceLimits {
  let saved: Record<string, unknown> = {};
  try {
    saved = stored ? (JSON.parse(stored) as Record<string, unknown>) : {};
  } catch {
    saved = {};
  }
  const limits = { ...DEFAULT_RESOURCE_LIMITS };
  for (const l of RESOURCE_LIMITS) {
    const v = saved[l.key];
    if (typeof v === 'number' && Number.isInteger(v) && v >= limitMin(l) && v <= l.max) limits[l.key] = v;
  }
  return limits;
}

const limitsSchema = z.object(Object.fromEntries(RESOURCE_LIMITS.map((l) => [l.key, z.number()])) as Record<ResourceLimitKey, z.ZodNumber>);
const patchSchema = z.strictObject(Object.fromEntries(RESOURCE_LIMITS.map((l) => [
  l.key,
  z.number({ error: `${l.label} must be a number` }).int({ error: `${l.label} must be a whole number` })
    .min(limitMin(l), { error: limitMin(l) === 0 ? `${l.label} cannot be negative` : `${l.label} is at least ${limitMin(l)}` }).max(l.max, { error: `${l.label} is at most ${l.max}` }).optional(),
])) as Record<ResourceLimitKey, z.ZodOptional<z.ZodNumber>>).refine((b) => Object.keys(b).length > 0, { error: 'Nothing to change' });

const answerSchema = z.object({ limits: limitsSchema, defaults: limitsSchema, audit: z.array(auditRowSchema) });

async function answer(ctx: AppContext) {
  return { limits: await readLimits(ctx.db), defaults: DEFAULT_RESOURCE_LIMITS, audit: await auditOf(ctx, 'SETTING', KEY, 20) };
}

export function limitRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${ADMIN_BASE}/resource-limits`, tag: 'admin', auth: 'admin',
      summary: 'The resource limits in force, their defaults and the latest changes (site admin)',
      response: answerSchema,
      handler: () => answer(ctx),
    }),
    defineRoute({
      method: 'patch', path: `${ADMIN_BASE}/resource-limits`, tag: 'admin', auth: 'admin',
      summary: 'Change resource limits; in force at once (site admin)',
      body: patchSchema,
      response: answerSchema,
      handler: async ({ body, caller }) => {
        await inTransaction(ctx, async (uow) => {
          await uow.trx.insertInto('settings').values({ key: KEY, value: '{}' }).onConflict((oc) => oc.column('key').doNothing()).execute();
          const row = await uow.trx.selectFrom('settings').select('value').where('key', '=', KEY).forUpdate().executeTakeFirstOrThrow();
          const before = merge(row.value);
          const after = { ...before, ...body };
          await uow.trx.updateTable('settings').set({ value: JSON.stringify(after) }).where('key', '=', KEY).execute();
          await audit(uow, { actorId: caller.userId, action: 'RESOURCE_LIMITS_CHANGED', targetType: 'SETTING', targetId: KEY, before, after });
        });
        return answer(ctx);
      },
    }),
  ];
}

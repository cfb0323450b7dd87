// Syncs (/mtz-admin/syncs/{kind} and /{id}): each record's copy in the system it is mirrored to, as last written
// (admin_sync_mirrors: the document, when it was written), compared with the record now (./syncs-source.ts). Lists
// are searched, filtered to the records out of sync, sorted and paged in SQL. Re-sync rewrites the copy from the
// record and audits it (before: the old copy, after: the new one); a copy already equal is left alone, unaudited.
// The mirrors are fed by the `syncMirrors` cron too (at server start, then every SYNC_MIRRORS_CRON_MS, 60 s by
// default): per kind, up to MIRROR_BATCH records whose copy is missing or differs (the list's SQL comparison), those
// never copied or copied longest ago first, are copied in one statement with synced_at; those writes are not audited.
import { sql } from 'kysely';
import { z } from 'zod';
import {
  SYNC_KIND_INFO, SYNC_KINDS, SYNC_MESSAGES, SYNC_SORTS, syncDifferences, type SyncDetail, type SyncDoc, type SyncKind, type SyncRecord,
} from '../../../src/domain/admin/syncs';
import { inTransaction, type AppContext } from '../context';
import type { Db } from '../companies/shared';
import { HttpError } from '../http/errors';
import { skipLimit } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { audit, auditOf, auditRowSchema } from './audit';
import { CRON_JOBS, trackCron } from './cron-runs';
import { registerJob } from '../shared/jobs/queue';
import { ADMIN_BASE, likePattern, type TargetType } from './shared';
import { SYNC_SOURCES } from './syncs-source';

const S = `${ADMIN_BASE}/syncs`;
const TARGET: Record<SyncKind, TargetType> = { users: 'USER', companies: 'COMPANY', products: 'PRODUCT', 'mtz-plan-subscriptions': 'MTZ_PLAN_SUBSCRIPTION' };

type Row = { id: string; label: string; doc: SyncDoc; mirror: SyncDoc | null; synced_at: string | number | null };

const kindParam = z.object({ kind: z.enum(SYNC_KINDS) });
const recordParams = kindParam.extend({ id: z.string().min(1).max(100) });
const listQuery = z.object({
  keyword: z.string().trim().max(200).default(''),
  outOfSync: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  sort: z.enum(SYNC_SORTS).default('label'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  ...skipLimit,
});

/** a copied field's value: the copies hold scalars only (names, flags, cents, times) */
const valueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const docSchema = z.record(z.string(), valueSchema);
const recordSchema = z.object({
  id: z.string(), label: z.string(), system: z.enum(['SEARCH_INDEX', 'PAYMENT_GATEWAY']), syncedAt: z.number().nullable(), inSync: z.boolean(),
  differences: z.array(z.object({ field: z.string(), source: valueSchema.optional(), mirror: valueSchema.optional() })),
});
const detailSchema = recordSchema.extend({ kind: z.enum(SYNC_KINDS), source: docSchema, mirror: docSchema.nullable(), audit: z.array(auditRowSchema) });

function toRecord(kind: SyncKind, r: Row): SyncRecord {
  const differences = syncDifferences(kind, r.doc, r.mirror);
  return {
    id: r.id, label: r.label, system: SYNC_KIND_INFO[kind].system, syncedAt: r.synced_at === null ? null : Number(r.synced_at),
    inSync: r.mirror !== null && differences.length === 0, differences,
  };
}

/** The records of a kind with their copies; `where` narrows them (SQL over r, m and the kind's joins). */
const selectRows = (kind: SyncKind, where: ReturnType<typeof sql>, tail = sql``) => {
  const s = SYNC_SOURCES[kind];
  return sql<Row>`SELECT r.id, ${s.label} AS label, ${s.doc} AS doc, m.doc AS mirror, m.synced_at
    FROM ${s.from} LEFT JOIN admin_sync_mirrors m ON m.kind = ${kind} AND m.record_id = r.id WHERE ${where} ${tail}`;
};

async function oneRecord(db: Db, kind: SyncKind, id: string, lock = false): Promise<Row> {
  const row = (await selectRows(kind, sql`r.id = ${id}`, lock ? sql`FOR UPDATE OF ${SYNC_SOURCES[kind].lock}` : sql``).execute(db)).rows[0];
  if (!row) throw new HttpError(404, SYNC_MESSAGES.notFound);
  return row;
}

async function detail(ctx: AppContext, kind: SyncKind, id: string): Promise<SyncDetail> {
  const row = await oneRecord(ctx.db, kind, id);
  return { ...toRecord(kind, row), kind, source: row.doc, mirror: row.mirror, audit: (await auditOf(ctx, TARGET[kind], id)).filter((a) => a.action === 'RESYNC') };
}

async function list(ctx: AppContext, kind: SyncKind, q: z.output<typeof listQuery>) {
  const s = SYNC_SOURCES[kind];
  const like = likePattern(q.keyword);
  const where = sql.join([
    q.keyword ? sql`(${s.label} ILIKE ${like} OR ${s.also} ILIKE ${like})` : sql`true`,
    q.outOfSync ? sql`(m.doc IS NULL OR m.doc IS DISTINCT FROM ${s.doc})` : sql`true`,
  ], sql` AND `);
  const total = await sql<{ n: string | number }>`SELECT count(*) AS n FROM ${s.from} LEFT JOIN admin_sync_mirrors m ON m.kind = ${kind} AND m.record_id = r.id WHERE ${where}`.execute(ctx.db);
  const order = q.sort === 'label' ? sql`lower(${s.label})` : sql`m.synced_at`;
  const dir = q.dir === 'asc' ? sql`ASC NULLS FIRST` : sql`DESC NULLS LAST`;
  const rows = await selectRows(kind, where, sql`ORDER BY ${order} ${dir}, r.id LIMIT ${q.limit} OFFSET ${q.skip}`).execute(ctx.db);
  return { total: Number(total.rows[0].n), items: rows.rows.map((r) => toRecord(kind, r)) };
}

/** Rewrites the copy from the record unless it already equals it; the source row is locked meanwhile. */
async function resync(ctx: AppContext, kind: SyncKind, id: string, actorId: string): Promise<{ changed: boolean }> {
  return inTransaction(ctx, async (uow) => {
    const row = await oneRecord(uow.trx, kind, id, true);
    if (row.mirror !== null && syncDifferences(kind, row.doc, row.mirror).length === 0) return { changed: false };
    await sql`INSERT INTO admin_sync_mirrors (kind, record_id, doc, synced_at) VALUES (${kind}, ${id}, ${JSON.stringify(row.doc)}::jsonb, ${uow.now})
      ON CONFLICT (kind, record_id) DO UPDATE SET doc = EXCLUDED.doc, synced_at = EXCLUDED.synced_at`.execute(uow.trx);
    await audit(uow, { actorId, action: 'RESYNC', targetType: TARGET[kind], targetId: id, before: row.mirror, after: row.doc });
    return { changed: true };
  });
}

/** Copies per kind and cron run. */
export const MIRROR_BATCH = 500;

/** One copying pass over every kind: answers how many copies each kind had written. */
async function copyMirrors(ctx: AppContext, batch: number): Promise<Record<SyncKind, number>> {
  const out = {} as Record<SyncKind, number>;
  for (const kind of SYNC_KINDS) {
    const s = SYNC_SOURCES[kind];
    const now = ctx.clock.now();
    const written = await sql<{ n: string | number }>`WITH w AS (
        INSERT INTO admin_sync_mirrors (kind, record_id, doc, synced_at)
        SELECT ${kind}::text, r.id, ${s.doc}, ${now}::int8 FROM ${s.from} LEFT JOIN admin_sync_mirrors m ON m.kind = ${kind} AND m.record_id = r.id
        WHERE m.doc IS NULL OR m.doc IS DISTINCT FROM ${s.doc} ORDER BY m.synced_at ASC NULLS FIRST, r.id LIMIT ${batch}
        ON CONFLICT (kind, record_id) DO UPDATE SET doc = EXCLUDED.doc, synced_at = EXCLUDED.synced_at WHERE admin_sync_mirrors.doc IS DISTINCT FROM EXCLUDED.doc
        RETURNING 1)
      SELECT count(*) AS n FROM w`.execute(ctx.db);
    out[kind] = Number(written.rows[0].n);
  }
  return out;
}

const passes = new WeakMap<AppContext, Promise<unknown>>();

/** A recorded `syncMirrors` run, after any run of this process still going. */
export function runSyncMirrors(ctx: AppContext, batch = MIRROR_BATCH): Promise<Record<SyncKind, number>> {
  const pass = (passes.get(ctx) ?? Promise.resolve()).catch(() => undefined).then(() => trackCron(ctx, 'syncMirrors', () => copyMirrors(ctx, batch)));
  passes.set(ctx, pass);
  return pass;
}

/**
 * The mirrors' feeder, a job-queue cron task (../shared/jobs): a run when a process starts, then one every
 * SYNC_MIRRORS_CRON_MS (60 s by default; rounded up to a crontab step, a day = daily at 00:00 UTC), across processes.
 */
export function startSyncMirrors(ctx: AppContext): () => Promise<void> {
  registerJob(ctx.db, { name: 'syncMirrors', everyMs: Number(process.env.SYNC_MIRRORS_CRON_MS) || CRON_JOBS.syncMirrors, onStart: true, run: () => runSyncMirrors(ctx) });
  return async () => {
    await (passes.get(ctx) ?? Promise.resolve()).catch(() => undefined);
  };
}

export function syncRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${S}/{kind}`, tag: 'admin', auth: 'admin',
      summary: "Records of a kind with their mirror's state: searched, filtered to those out of sync, sorted and paged (site admin)",
      params: kindParam, query: listQuery, response: z.object({ total: z.number(), items: z.array(recordSchema) }),
      handler: ({ params, query }) => list(ctx, params.kind, query),
    }),
    defineRoute({
      method: 'get', path: `${S}/{kind}/{id}`, tag: 'admin', auth: 'admin',
      summary: 'One record, its copy in the mirror, the differences and the Re-syncs made (site admin)',
      params: recordParams, response: detailSchema,
      handler: ({ params }) => detail(ctx, params.kind, params.id),
    }),
    defineRoute({
      method: 'post', path: `${S}/{kind}/{id}/resync`, tag: 'admin', auth: 'admin',
      summary: 'Rewrite the mirror from the record (idempotent: an equal copy is left alone; audited) (site admin)',
      params: recordParams, response: detailSchema.extend({ changed: z.boolean() }),
      handler: async ({ params, caller }) => {
        const { changed } = await resync(ctx, params.kind, params.id, caller.userId);
        return { ...(await detail(ctx, params.kind, params.id)), changed };
      },
    }),
  ];
}

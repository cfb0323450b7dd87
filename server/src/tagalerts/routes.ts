// Routes of tag alerts (/me/tag-alerts): a member's watched keywords and categories, their daily digest setting and
// recent matches. Everything is the caller's own: an alert of someone else cannot be read or removed.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  KEYWORD_MAX_CHARS, TAG_ALERTS_MAX, TAG_ALERT_MESSAGES, normalizeKeyword, type TagAlert, type TagAlertItemType, type TagAlertsPage,
} from '../../../src/domain/tagalerts/match';
import { inTransaction, type AppContext } from '../context';
import type { Db } from '../companies/shared';
import { HttpError } from '../http/errors';
import { idParam, isUniqueViolation, okSchema } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { withTagAlerts } from './tables';

const BASE = '/api/v1/alert/tag-alerts';
const RECENT = 20;

const alertSchema = z.object({
  id: z.string(), kind: z.enum(['KEYWORD', 'CATEGORY']), keyword: z.string().nullable(), categoryId: z.string().nullable(),
  categoryName: z.string().nullable(), createdAt: z.number(),
});
const pageSchema = z.object({
  alerts: z.array(alertSchema), dailyDigest: z.boolean(),
  recent: z.array(z.object({ itemType: z.enum(['COMPANY', 'PRODUCT', 'RFQ', 'GROUP_EVENT']), itemId: z.string(), title: z.string(), link: z.string(), matched: z.string(), createdAt: z.number() })),
});

async function alertsOf(db: Db, userId: string): Promise<TagAlert[]> {
  const rows = await withTagAlerts(db).selectFrom('tag_alerts as a').leftJoin('categories as c', 'c.id', 'a.category_id')
    .select(['a.id', 'a.kind', 'a.keyword', 'a.category_id', 'a.created_at', 'c.name']).where('a.user_id', '=', userId)
    .orderBy('a.created_at').orderBy('a.kind', 'desc').orderBy('a.keyword').orderBy('a.category_id').execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, keyword: r.keyword, categoryId: r.category_id, categoryName: r.name, createdAt: Number(r.created_at) }));
}

async function pageOf(db: Db, userId: string): Promise<TagAlertsPage> {
  const t = withTagAlerts(db);
  const [alerts, settings, recent] = await Promise.all([
    alertsOf(db, userId),
    t.selectFrom('tag_alert_settings').select('daily_digest').where('user_id', '=', userId).executeTakeFirst(),
    t.selectFrom('tag_alert_hits').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('item_id').limit(RECENT).execute(),
  ]);
  return {
    alerts, dailyDigest: settings?.daily_digest ?? false,
    recent: recent.map((r) => ({ itemType: r.item_type as TagAlertItemType, itemId: r.item_id, title: r.title, link: r.link, matched: r.matched, createdAt: Number(r.created_at) })),
  };
}

const createBody = z.object({
  keyword: z.string().max(KEYWORD_MAX_CHARS * 4).optional(),
  categoryId: z.string().min(1).max(100).optional(),
}).strict();

async function createAlert(ctx: AppContext, userId: string, body: z.output<typeof createBody>): Promise<TagAlert> {
  if ((body.keyword === undefined) === (body.categoryId === undefined)) throw new HttpError(400, TAG_ALERT_MESSAGES.oneOf);
  let keyword: string | null = null;
  if (body.keyword !== undefined) {
    const norm = normalizeKeyword(body.keyword);
    if ('error' in norm) throw new HttpError(400, norm.error);
    keyword = norm.keyword;
  }
  const categoryId = body.categoryId ?? null;
  if (categoryId && !(await ctx.db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst())) throw new HttpError(400, TAG_ALERT_MESSAGES.noCategory);
  try {
    return await inTransaction(ctx, async ({ trx, now }) => {
      // the member's row lock: two requests at once cannot both pass the limit
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      const t = withTagAlerts(trx);
      const have = await t.selectFrom('tag_alerts').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      if (Number(have.n) >= TAG_ALERTS_MAX) throw new HttpError(400, TAG_ALERT_MESSAGES.tooMany);
      const id = randomUUID();
      await t.insertInto('tag_alerts').values({ id, user_id: userId, kind: keyword ? 'KEYWORD' : 'CATEGORY', keyword, category_id: categoryId, created_at: now }).execute();
      const made = (await alertsOf(trx, userId)).find((a) => a.id === id);
      if (!made) throw new Error('tag alert vanished');
      return made;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, TAG_ALERT_MESSAGES.duplicate);
    throw err;
  }
}

export function tagAlertRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: BASE, tag: 'tagalerts', auth: 'user',
      summary: "The caller's tag alerts, daily digest setting and recent matches",
      response: pageSchema,
      handler: ({ caller }) => pageOf(ctx.db, caller.userId),
    }),
    defineRoute({
      method: 'post', path: BASE, tag: 'tagalerts', auth: 'user', status: 201,
      summary: `Watch a keyword (1-3 words, whole-word match) or a category; at most ${TAG_ALERTS_MAX} per member`,
      body: createBody, response: alertSchema,
      handler: ({ body, caller }) => createAlert(ctx, caller.userId, body),
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/{id}`, tag: 'tagalerts', auth: 'user',
      summary: 'Stop watching (the alert\'s owner only)',
      params: idParam, response: okSchema,
      handler: async ({ params, caller }) => {
        const t = withTagAlerts(ctx.db);
        const row = await t.selectFrom('tag_alerts').select('user_id').where('id', '=', params.id).executeTakeFirst();
        if (!row) throw new HttpError(404, TAG_ALERT_MESSAGES.notFound);
        if (row.user_id !== caller.userId) throw new HttpError(403, TAG_ALERT_MESSAGES.notYours);
        await t.deleteFrom('tag_alerts').where('id', '=', params.id).execute();
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/settings`, tag: 'tagalerts', auth: 'user',
      summary: 'Turn the daily e-mail digest of matches on or off',
      body: z.object({ dailyDigest: z.boolean() }).strict(), response: z.object({ dailyDigest: z.boolean() }),
      handler: async ({ body, caller }) => {
        await withTagAlerts(ctx.db).insertInto('tag_alert_settings').values({ user_id: caller.userId, daily_digest: body.dailyDigest })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ daily_digest: body.dailyDigest })).execute();
        return { dailyDigest: body.dailyDigest };
      },
    }),
  ];
}

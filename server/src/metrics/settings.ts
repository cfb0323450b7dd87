// The member's choice 'Show me to the companies whose pages I view' (off unless they turn it on: a visit is private by
// default). Turning it on shows them for the views they make from then on; turning it off hides all of them again.
import { z } from 'zod';
import type { AppContext } from '../context';
import { defineRoute, type AnyRoute } from '../http/registry';
import { notAdmin } from '../ads/views';
import { METRIC, METRICS_TAG } from './reports';

const settingsSchema = z.object({ showMe: z.boolean(), since: z.number().nullable() });

export function settingsRoutes(ctx: AppContext): AnyRoute[] {
  const read = async (userId: string) => {
    const row = await ctx.db.selectFrom('metric_viewer_settings').select('shown_since').where('user_id', '=', userId).executeTakeFirst();
    const since = row?.shown_since ?? null;
    return { showMe: since !== null, since };
  };
  return [
    defineRoute({
      method: 'get', path: `${METRIC}/viewer-settings`, tag: METRICS_TAG, auth: 'user', response: settingsSchema,
      summary: "The caller's choice to be shown to the companies whose pages they view (off by default) and since when",
      handler: async ({ caller }) => {
        notAdmin(caller);
        return read(caller.userId);
      },
    }),
    defineRoute({
      method: 'patch', path: `${METRIC}/viewer-settings`, tag: METRICS_TAG, auth: 'user', response: settingsSchema,
      summary: 'Show or hide the caller to the owners of the pages they view (shown for the views made while it is on)',
      body: z.strictObject({ showMe: z.boolean() }),
      handler: async ({ caller, body }) => {
        notAdmin(caller);
        const current = await read(caller.userId);
        if (current.showMe === body.showMe) return current;
        const now = ctx.clock.now();
        const shown_since = body.showMe ? now : null;
        await ctx.db.insertInto('metric_viewer_settings').values({ user_id: caller.userId, shown_since, updated_at: now })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ shown_since, updated_at: now })).execute();
        return { showMe: body.showMe, since: shown_since };
      },
    }),
  ];
}

// Routes of the alert service: notifications, their stats, the event log, and the dev mailbox (a dev route:
// mounted only when development endpoints are switched on, see server/src/app.ts).
import { z } from 'zod';
import type { AppContext } from '../context';
import { readEvents } from '../db/events';
import { mailsTo } from '../db/outbox';
import { defineRoute, type AnyRoute } from '../http/registry';
import { createNotification, listNotifications, notificationStats, updateNotification } from './notifications';

const BASE = '/api/v1/alert';

const millis = z.coerce.number().int().min(0);
export const notificationSchema = z.object({
  id: z.string(),
  receiverId: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  hasRead: z.boolean(),
  createdAt: z.number(),
});
const booleanString = z.enum(['true', 'false']).transform((v) => v === 'true');
const eventSchema = z.object({ resourceType: z.string(), action: z.string(), resource: z.unknown(), seq: z.number() });

export function alertRoutes(ctx: AppContext): AnyRoute[] {
  const routes: AnyRoute[] = [
    defineRoute({
      method: 'get', path: `${BASE}/notifications`, tag: 'alert', auth: 'user',
      summary: "The caller's notifications, newest first",
      query: z.object({
        skip: z.coerce.number().int().min(0).default(0),
        limit: z.coerce.number().int().min(1).max(128).default(16),
        startDateInMillis: millis.optional(),
      }),
      response: z.array(notificationSchema),
      handler: ({ query, caller }) => listNotifications(ctx, caller.userId, query),
    }),
    defineRoute({
      method: 'get', path: `${BASE}/notifications/stats`, tag: 'alert', auth: 'user',
      summary: 'Count of notifications (the bell)',
      query: z.object({
        startDateInMillis: millis.optional(),
        hasRead: booleanString.optional(),
        receiverIds: z.string().max(2000).optional().transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : undefined)),
      }),
      response: z.object({ all: z.object({ count: z.number() }) }),
      handler: ({ query, caller }) => notificationStats(ctx, caller, query),
    }),
    defineRoute({
      method: 'post', path: `${BASE}/notifications`, tag: 'alert', auth: 'admin', status: 201,
      summary: 'Send a notification to a user (site admin)',
      body: z.object({ receiverId: z.string().min(1).max(100), content: z.string().trim().min(1).max(2000), link: z.string().max(2000).nullish() }),
      response: notificationSchema,
      handler: ({ body }) => createNotification(ctx, body),
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/notifications/{id}`, tag: 'alert', auth: 'user',
      summary: 'Mark a notification read (receiver only)',
      params: z.object({ id: z.string().min(1).max(100) }),
      body: z.object({ hasRead: z.boolean() }),
      response: notificationSchema,
      handler: ({ params, body, caller }) => updateNotification(ctx, caller, params.id, body),
    }),
    defineRoute({
      method: 'get', path: `${BASE}/events`, tag: 'alert', auth: 'user',
      summary: "The caller's realtime events after a seq (catch-up)",
      query: z.object({ afterSeq: z.coerce.number().int().min(0).default(0) }),
      response: z.object({ events: z.array(eventSchema), latestSeq: z.number(), truncated: z.boolean() }),
      handler: ({ query, caller }) => readEvents(ctx.db, caller.userId, query.afterSeq),
    }),
  ];
  routes.push(
    defineRoute({
      method: 'get', path: `${BASE}/dev/mails`, tag: 'alert', auth: 'none', dev: true,
      summary: 'Development only (DEV_ENDPOINTS=1, loopback clients): the mails sent to an address, newest first',
      query: z.object({ to: z.string().trim().toLowerCase().min(3).max(254) }),
      response: z.array(
        z.object({
          id: z.string(),
          to: z.string(),
          subject: z.string(),
          text: z.string(),
          html: z.string().optional(),
          headers: z.record(z.string(), z.string()).optional(),
          createdAt: z.number(),
        }),
      ),
      handler: ({ query }) => mailsTo(ctx.db, query.to),
    }),
  );
  return routes;
}

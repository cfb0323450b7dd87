// Connections between users (spec 4: none, request sent, accepted; either side deletes) with CONNECTION events to
// both users, and connect-by-QR.
import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Connection } from '../../../src/domain/companies/types';
import { MESSAGES } from '../../../src/domain/companies/rules';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import { HttpError } from '../http/errors';
import { idList, idParam, isUniqueViolation, okSchema } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE, userCardSchema, userCards, type Db } from '../companies/shared';

const connectionSchema = z.object({ id: z.string(), fromUserId: z.string(), toUserId: z.string(), activated: z.boolean(), createdAt: z.number() });
const connectionViewSchema = connectionSchema.extend({ otherUser: userCardSchema });

type ConnRow = { id: string; from_user_id: string; to_user_id: string; activated: boolean; created_at: number };
const toConnection = (r: ConnRow): Connection => ({ id: r.id, fromUserId: r.from_user_id, toUserId: r.to_user_id, activated: r.activated, createdAt: Number(r.created_at) });

async function emitBoth(uow: UnitOfWork, c: Connection, action: 'CREATED' | 'UPDATED' | 'ACCEPTED' | 'DELETED') {
  await uow.emit(c.fromUserId, 'CONNECTION', action, c);
  await uow.emit(c.toUserId, 'CONNECTION', action, c);
}

async function connectionOf(db: Db, id: string, userId: string): Promise<ConnRow> {
  const row = await db.selectFrom('connections').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || (row.from_user_id !== userId && row.to_user_id !== userId)) throw new HttpError(404, 'Connection not found');
  return row;
}

async function createConnection(ctx: AppContext, fromUserId: string, toUserId: string, activated: boolean): Promise<Connection> {
  if (fromUserId === toUserId) throw new HttpError(400, MESSAGES.invalidTargetUser);
  const target = await ctx.db.selectFrom('users').select(['id', 'activated', 'admin']).where('id', '=', toUserId).executeTakeFirst();
  if (!target?.activated || target.admin) throw new HttpError(400, MESSAGES.invalidTargetUser);
  try {
    return await inTransaction(ctx, async (uow) => {
      const now = uow.now;
      const row: ConnRow = { id: randomUUID(), from_user_id: fromUserId, to_user_id: toUserId, activated, created_at: now };
      await uow.trx.insertInto('connections').values({ ...row, updated_at: now }).execute();
      const c = toConnection(row);
      await emitBoth(uow, c, 'CREATED');
      return c;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, 'You are already connected or have a pending request with this user');
    throw err;
  }
}

export function connectionRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'post', path: `${BASE}/connections`, tag: 'network', auth: 'user', status: 201,
      summary: 'Send a connection request',
      body: z.object({ fromUserId: z.string().min(1).max(100), toUserId: z.string().min(1).max(100) }),
      response: connectionSchema,
      handler: async ({ body, caller }) => {
        if (body.fromUserId !== caller.userId) throw new HttpError(403, 'fromUserId: you may only connect as yourself');
        return createConnection(ctx, caller.userId, body.toUserId, false);
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/connections`, tag: 'network', auth: 'user',
      summary: "The caller's connections (optionally with given users), with the other side's card",
      query: z.object({ userIds: idList.optional(), activated: z.enum(['true', 'false']).optional() }),
      response: z.array(connectionViewSchema),
      handler: async ({ query, caller }) => {
        let q = ctx.db.selectFrom('connections').selectAll().where((eb) => eb.or([eb('from_user_id', '=', caller.userId), eb('to_user_id', '=', caller.userId)]));
        if (query.userIds?.length) q = q.where((eb) => eb.or([eb('from_user_id', 'in', query.userIds ?? []), eb('to_user_id', 'in', query.userIds ?? [])]));
        if (query.activated) q = q.where('activated', '=', query.activated === 'true');
        const rows = await q.orderBy('created_at', 'desc').limit(500).execute();
        const cards = await userCards(ctx.db, rows.map((r) => (r.from_user_id === caller.userId ? r.to_user_id : r.from_user_id)));
        return rows.flatMap((r) => {
          const other = cards.get(r.from_user_id === caller.userId ? r.to_user_id : r.from_user_id);
          return other ? [{ ...toConnection(r), otherUser: other }] : [];
        });
      },
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/connections/{id}`, tag: 'network', auth: 'user',
      summary: 'Accept a connection request (the recipient only)',
      params: idParam,
      body: z.object({ activated: z.literal(true) }),
      response: connectionSchema,
      handler: async ({ params, caller }) => {
        const row = await connectionOf(ctx.db, params.id, caller.userId);
        if (row.to_user_id !== caller.userId) throw new HttpError(403, 'Only the recipient may accept the request');
        if (row.activated) throw new HttpError(409, 'Already connected');
        return inTransaction(ctx, async (uow) => {
          await uow.trx.updateTable('connections').set({ activated: true, updated_at: uow.now }).where('id', '=', row.id).execute();
          const c = toConnection({ ...row, activated: true });
          await emitBoth(uow, c, 'ACCEPTED');
          return c;
        });
      },
    }),
    defineRoute({
      method: 'post', path: `${BASE}/connections/{id}/resend`, tag: 'network', auth: 'user',
      summary: 'Remind the recipient of a pending request (the sender only)',
      params: idParam,
      response: connectionSchema,
      handler: async ({ params, caller }) => {
        const row = await connectionOf(ctx.db, params.id, caller.userId);
        if (row.from_user_id !== caller.userId || row.activated) throw new HttpError(409, 'Only a pending request you sent can be resent');
        return inTransaction(ctx, async (uow) => {
          await uow.trx.updateTable('connections').set({ updated_at: uow.now }).where('id', '=', row.id).execute();
          const c = toConnection(row);
          await uow.emit(row.to_user_id, 'CONNECTION', 'UPDATED', c);
          return c;
        });
      },
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/connections/{id}`, tag: 'network', auth: 'user',
      summary: 'Cancel, reject or remove a connection (either side)',
      params: idParam,
      response: okSchema,
      handler: async ({ params, caller }) => {
        const row = await connectionOf(ctx.db, params.id, caller.userId);
        await inTransaction(ctx, async (uow) => {
          await uow.trx.deleteFrom('connections').where('id', '=', row.id).execute();
          await emitBoth(uow, toConnection(row), 'DELETED');
        });
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: 'post', path: `${BASE}/connection-qrs`, tag: 'network', auth: 'user', status: 201,
      summary: "A code for the caller's connect-by-QR link",
      response: z.object({ code: z.string() }),
      handler: async ({ caller }) => {
        const code = randomBytes(12).toString('base64url');
        await ctx.db.insertInto('connection_qrs').values({ code, user_id: caller.userId, created_at: ctx.clock.now() }).execute();
        return { code };
      },
    }),
    defineRoute({
      method: 'post', path: `${BASE}/connection-qrs/accept`, tag: 'network', auth: 'user', status: 201,
      summary: 'Connect at once with the owner of a QR code',
      body: z.object({ code: z.string().min(1).max(100) }),
      response: connectionSchema,
      handler: async ({ body, caller }) => {
        const qr = await ctx.db.selectFrom('connection_qrs').selectAll().where('code', '=', body.code).executeTakeFirst();
        if (!qr) throw new HttpError(404, 'Invalid QR code');
        return createConnection(ctx, qr.user_id, caller.userId, true);
      },
    }),
  ];
}

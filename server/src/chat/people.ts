// What the chat shows of people (user cards, search) and their presence.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Presence, UserCard } from '../../../src/domain/chat/types';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import { HttpError } from '../http/errors';
import { emitTo, type Db } from './store';

const cardColumns = ['id', 'firstname', 'lastname', 'profile_name', 'logo'] as const;
type CardRow = { id: string; firstname: string; lastname: string; profile_name: string; logo: string | null };
const toCard = (u: CardRow): UserCard => ({ id: u.id, firstname: u.firstname, lastname: u.lastname, profileName: u.profile_name, logo: u.logo });

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET /company/users?ids= (those users, in the given order) or ?keyword= (activated people other than the caller, by name or profile name). */
export async function findUsers(ctx: AppContext, userId: string, q: { ids?: string[]; keyword?: string; limit: number }): Promise<UserCard[]> {
  if (q.ids) {
    if (q.ids.length === 0) return [];
    // activated accounts, and removed ones (their messages stay, signed 'Removed user': identity/removal.ts)
    const rows = await ctx.db.selectFrom('users').select([...cardColumns]).where('id', 'in', q.ids)
      .where((eb) => eb.or([eb('activated', '=', true), eb('deactivated_at', 'is not', null)])).execute();
    return q.ids.flatMap((id) => rows.filter((r) => r.id === id)).map(toCard);
  }
  const keyword = q.keyword?.trim() ?? '';
  if (keyword === '') throw new HttpError(400, 'query: give a keyword or ids');
  const pattern = likePattern(keyword);
  const rows = await ctx.db
    .selectFrom('users')
    .select([...cardColumns])
    .where('activated', '=', true)
    .where('admin', '=', false)
    .where('id', '<>', userId)
    .where((eb) =>
      eb.or([
        eb('firstname', 'ilike', pattern),
        eb('lastname', 'ilike', pattern),
        eb('profile_name', 'ilike', pattern),
        eb(sql<string>`firstname || ' ' || lastname`, 'ilike', pattern),
      ]),
    )
    .orderBy('firstname')
    .orderBy('lastname')
    .orderBy('id')
    .limit(q.limit)
    .execute();
  return rows.map(toCard);
}

/** The user and everyone sharing a room with them: who is told about their presence. */
async function presenceAudience(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('chat_room_members as mine')
    .innerJoin('chat_room_members as other', 'other.room_id', 'mine.room_id')
    .select('other.user_id')
    .distinct()
    .where('mine.user_id', '=', userId)
    .execute();
  return [userId, ...rows.map((r) => r.user_id)];
}

const toPresence = (p: { id: string; session_id: string; user_id: string }): Presence => ({ id: p.id, sessionId: p.session_id, userId: p.user_id });

/** POST /alert/presences {uiid}: one presence per (user, uiid); a repeat returns the one there is. */
export async function createPresence(ctx: AppContext, userId: string, uiid: string): Promise<Presence> {
  return inTransaction(ctx, async (uow) => {
    const inserted = await uow.trx
      .insertInto('presences')
      .values({ id: randomUUID(), session_id: uiid, user_id: userId, created_at: uow.now })
      .onConflict((oc) => oc.columns(['user_id', 'session_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) {
      const row = await uow.trx.selectFrom('presences').selectAll().where('user_id', '=', userId).where('session_id', '=', uiid).executeTakeFirstOrThrow();
      return toPresence(row);
    }
    const presence = toPresence(inserted);
    await emitTo(uow, await presenceAudience(uow.trx, userId), 'PRESENCE', 'CREATED', presence);
    return presence;
  });
}

async function dropPresences(uow: UnitOfWork, rows: { id: string; session_id: string; user_id: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await uow.trx.deleteFrom('presences').where('id', 'in', rows.map((r) => r.id)).execute();
  const audience = await presenceAudience(uow.trx, rows[0].user_id);
  for (const r of rows) await emitTo(uow, audience, 'PRESENCE', 'DELETED', toPresence(r));
}

/** DELETE /alert/presences/{id}: the owner only. */
export async function deletePresence(ctx: AppContext, userId: string, id: string): Promise<Presence> {
  return inTransaction(ctx, async (uow) => {
    const row = await uow.trx.selectFrom('presences').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new HttpError(404, 'Presence not found');
    if (row.user_id !== userId) throw new HttpError(403, 'Only its owner may remove a presence');
    await dropPresences(uow, [row]);
    return toPresence(row);
  });
}

/** Presences of a user (their last socket closed): those of `ids` still there. */
export async function deleteUserPresences(ctx: AppContext, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return inTransaction(ctx, async (uow) => {
    const rows = await uow.trx.selectFrom('presences').selectAll().where('user_id', '=', userId).where('id', 'in', ids).forUpdate().execute();
    await dropPresences(uow, rows);
    return rows.length;
  });
}

export async function listPresences(ctx: AppContext, userIds: string[]): Promise<Presence[]> {
  if (userIds.length === 0) return [];
  const rows = await ctx.db.selectFrom('presences').selectAll().where('user_id', 'in', userIds).orderBy('created_at').orderBy('id').execute();
  return rows.map(toPresence);
}

// The RFIs the owner's company received (spec 2: /me/crm/rfis): newest first with the sender, the request types
// by name, the files, whether the owner read it, and the owner's direct chat room with the sender if any
// (the answer goes through that chat). Marking one read refreshes the owner's open views.
import { z } from 'zod';
import { CRM_MESSAGES, type ReceivedRfi } from '../../../src/domain/crm/types';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { idParam, okSchema, skipLimit } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE, userCards } from '../companies/shared';
import { CRM_TAG, crmCompany, emitCrm } from './access';

const rfiSchema = z.object({
  id: z.string(), title: z.string(), shortDesc: z.string(), longDesc: z.string(), requestTypes: z.array(z.string()), images: z.array(z.string()),
  createdAt: z.number(), read: z.boolean(), directRoomId: z.string().nullable(),
  sender: z.object({ id: z.string(), firstname: z.string(), lastname: z.string(), profileName: z.string() }).nullable(),
});

export function rfiRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${BASE}/crm/rfis`, tag: CRM_TAG, auth: 'user', summary: "RFIs the caller's company received, newest first, with read marks",
      query: z.object(skipLimit), response: z.object({ items: z.array(rfiSchema), total: z.number(), unread: z.number() }),
      handler: async ({ query, caller }) => {
        const { companyId } = await crmCompany(ctx.db, caller);
        const base = ctx.db.selectFrom('rfis as r').leftJoin('crm_rfi_reads as x', 'x.rfi_id', 'r.id').where('r.company_id', '=', companyId);
        const [rows, counts, types] = await Promise.all([
          base.selectAll('r').select('x.read_at').orderBy('r.created_at', 'desc').orderBy('r.id').offset(query.skip).limit(query.limit).execute(),
          base.select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.count<string>('x.rfi_id').as('read')]).executeTakeFirstOrThrow(),
          ctx.db.selectFrom('rfi_types').select(['id', 'description']).execute(),
        ]);
        const senders = rows.map((r) => r.sender_id);
        const cards = await userCards(ctx.db, senders);
        const rooms = senders.length === 0 ? [] : await ctx.db.selectFrom('chat_rooms as room')
          .innerJoin('chat_room_members as me', (j) => j.onRef('me.room_id', '=', 'room.id').on('me.user_id', '=', caller.userId))
          .innerJoin('chat_room_members as them', 'them.room_id', 'room.id')
          .select(['room.id', 'them.user_id']).where('room.type', '=', 'DIRECTROOM').where('them.user_id', 'in', senders).execute();
        const items: ReceivedRfi[] = rows.map((r) => {
          const u = cards.get(r.sender_id);
          return {
            id: r.id, title: r.title, shortDesc: r.short_desc, longDesc: r.long_desc, createdAt: Number(r.created_at), images: r.images as string[],
            requestTypes: (r.request_type_ids as string[]).map((id) => types.find((t) => t.id === id)?.description ?? id),
            read: r.read_at !== null, directRoomId: rooms.find((room) => room.user_id === r.sender_id)?.id ?? null,
            sender: u ? { id: u.id, firstname: u.firstname, lastname: u.lastname, profileName: u.profileName } : null,
          };
        });
        return { items, total: Number(counts.n), unread: Number(counts.n) - Number(counts.read) };
      },
    }),
    defineRoute({
      method: 'post', path: `${BASE}/crm/rfis/{id}/read`, tag: CRM_TAG, auth: 'user', summary: 'Mark a received RFI read (the company owner)',
      params: idParam, response: okSchema,
      handler: async ({ params, caller }) => {
        const owner = await crmCompany(ctx.db, caller);
        await inTransaction(ctx, async (uow) => {
          const r = await uow.trx.selectFrom('rfis').select(['id', 'company_id']).where('id', '=', params.id).executeTakeFirst();
          if (!r || r.company_id !== owner.companyId) throw new HttpError(404, CRM_MESSAGES.rfiNotFound);
          await uow.trx.insertInto('crm_rfi_reads').values({ rfi_id: r.id, read_at: uow.now }).onConflict((oc) => oc.column('rfi_id').doNothing()).execute();
          await emitCrm(uow, owner, 'UPDATED', { kind: 'RFI', id: r.id });
        });
        return { ok: true as const };
      },
    }),
  ];
}

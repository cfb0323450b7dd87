// Ticket types of a group event: group admins create, change and delete them; anyone who sees the event sees
// them with what remains. The event page's viewers are told of every change (and every sale) live.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { TICKET_MESSAGES as M, type TicketType, type TicketTypeDraft } from '../../../src/domain/tickets';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import { groupRow, requireGroupAdmin, requireGroupContent, type Db } from '../groups/access';
import { HttpError } from '../http/errors';
import type { Caller } from '../http/registry';
import type { TicketsTables } from './tables';

type TypeRow = Selectable<TicketsTables['tk_ticket_types']>;
const EVENT_NOT_FOUND = 'Event not found';

/** An event with its group, or 404. */
export async function eventRow(db: Db, id: string) {
  const e = await db.selectFrom('cg_events as e').innerJoin('company_groups as g', 'g.id', 'e.company_group_id')
    .select(['e.id', 'e.name', 'e.profile_name', 'e.start_time_millis', 'e.end_time_millis', 'g.id as group_id', 'g.owner_id', 'g.as_private', 'g.profile_name as group_profile_name', 'g.name as group_name'])
    .where('e.id', '=', id).executeTakeFirst();
  if (!e) throw new HttpError(404, EVENT_NOT_FOUND);
  return e;
}
export type EventRow = Awaited<ReturnType<typeof eventRow>>;
export const groupRefOf = (e: EventRow) => ({ id: e.group_id, owner_id: e.owner_id, as_private: e.as_private });

export function toTicketType(r: TypeRow, eventEndAt: number, now: number): TicketType {
  const remaining = r.quantity - r.sold;
  return {
    id: r.id, cgEventId: r.cg_event_id, name: r.name, cents: r.cents, quantity: r.quantity, sold: r.sold, remaining,
    salesStartAt: r.sales_start_at, salesEndAt: r.sales_end_at, onSale: now >= r.sales_start_at && now < r.sales_end_at && now < eventEndAt && remaining > 0,
  };
}

/**
 * Who sees an event's tickets change live: its group's owner, admins and members, whoever showed interest in it and
 * whoever holds a ticket to it. Other signed-in viewers see the change at their next refresh; visitors on their timer.
 */
export async function tellEventAudience(uow: UnitOfWork, e: EventRow, resource: Record<string, unknown>): Promise<void> {
  // resolved after commit by the dispatcher (server/src/realtime/audience.ts): nothing read or written per member here
  uow.emitAudience({ kind: 'groupEventAudience', id: e.id }, 'ORDER', 'UPDATED', { cgEventId: e.id, ...resource });
}

export async function listTicketTypes(ctx: AppContext, caller: Caller | null, cgEventId: string): Promise<TicketType[]> {
  const e = await eventRow(ctx.db, cgEventId);
  await requireGroupContent(ctx.db, groupRefOf(e), caller?.userId ?? null, EVENT_NOT_FOUND);
  const rows = await ctx.db.selectFrom('tk_ticket_types').selectAll().where('cg_event_id', '=', cgEventId).orderBy('cents').orderBy('created_at').execute();
  const now = ctx.clock.now();
  return rows.map((r) => toTicketType(r, e.end_time_millis, now));
}

type Fields = Omit<TicketTypeDraft, 'cgEventId'>;

function checkFields(f: Fields, e: EventRow): Fields {
  const name = f.name.trim();
  if (!name) throw new HttpError(400, M.nameRequired);
  if (f.salesEndAt <= f.salesStartAt) throw new HttpError(400, M.window);
  if (f.salesEndAt > e.end_time_millis) throw new HttpError(400, M.endsAfterEvent);
  return { ...f, name };
}

async function adminType(uow: UnitOfWork, caller: Caller, id: string): Promise<{ row: TypeRow; e: EventRow }> {
  const row = await uow.trx.selectFrom('tk_ticket_types').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new HttpError(404, M.typeNotFound);
  const e = await eventRow(uow.trx, row.cg_event_id);
  await requireGroupAdmin(uow.trx, groupRefOf(e), caller, M.typeNotFound);
  return { row, e };
}

export async function createTicketType(ctx: AppContext, caller: Caller, d: TicketTypeDraft): Promise<{ ticketType: TicketType; message: string }> {
  return inTransaction(ctx, async (uow) => {
    const e = await eventRow(uow.trx, d.cgEventId);
    await requireGroupAdmin(uow.trx, await groupRow(uow.trx, e.group_id), caller, EVENT_NOT_FOUND);
    const f = checkFields(d, e);
    const row = await uow.trx.insertInto('tk_ticket_types').values({
      id: randomUUID(), cg_event_id: e.id, name: f.name, cents: f.cents, quantity: f.quantity, sales_start_at: f.salesStartAt, sales_end_at: f.salesEndAt, created_at: uow.now,
    }).returningAll().executeTakeFirstOrThrow();
    await tellEventAudience(uow, e, { ticketTypeId: row.id });
    return { ticketType: toTicketType(row, e.end_time_millis, uow.now), message: M.created };
  });
}

export async function updateTicketType(ctx: AppContext, caller: Caller, id: string, patch: Partial<Fields>): Promise<{ ticketType: TicketType; message: string }> {
  return inTransaction(ctx, async (uow) => {
    const { row, e } = await adminType(uow, caller, id);
    const f = checkFields({
      name: patch.name ?? row.name, cents: patch.cents ?? row.cents, quantity: patch.quantity ?? row.quantity,
      salesStartAt: patch.salesStartAt ?? row.sales_start_at, salesEndAt: patch.salesEndAt ?? row.sales_end_at,
    }, e);
    if (f.quantity < row.sold) throw new HttpError(400, M.quantityBelowSold);
    const updated = await uow.trx.updateTable('tk_ticket_types').set({ name: f.name, cents: f.cents, quantity: f.quantity, sales_start_at: f.salesStartAt, sales_end_at: f.salesEndAt })
      .where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await tellEventAudience(uow, e, { ticketTypeId: id });
    return { ticketType: toTicketType(updated, e.end_time_millis, uow.now), message: M.updated };
  });
}

export async function deleteTicketType(ctx: AppContext, caller: Caller, id: string): Promise<{ message: string }> {
  return inTransaction(ctx, async (uow) => {
    const { e } = await adminType(uow, caller, id);
    const order = await uow.trx.selectFrom('tk_orders').select('id').where('ticket_type_id', '=', id).limit(1).executeTakeFirst();
    if (order) throw new HttpError(409, M.hasSales);
    await uow.trx.deleteFrom('tk_ticket_types').where('id', '=', id).execute();
    await tellEventAudience(uow, e, { ticketTypeId: id });
    return { message: M.deleted };
  });
}

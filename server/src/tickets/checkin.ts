// Check-in at the door: a group admin of the event scans or types a ticket's signed code. A ticket is let in once;
// after that it answers 'already used'; a ticket of another event, a cancelled or a made-up code is refused.
import { TICKET_MESSAGES as M, type CheckInList, type CheckInResult } from '../../../src/domain/tickets';
import { emitTo, inTransaction, type AppContext } from '../context';
import { requireGroupAdmin } from '../groups/access';
import { HttpError } from '../http/errors';
import type { Caller } from '../http/registry';
import { parseSignedCode, signatureMatches } from './codes';
import { eventRow, groupRefOf } from './ticket-types';
import { eventTickets, ticketRow, toTicket } from './views';

export async function checkIn(ctx: AppContext, caller: Caller, cgEventId: string, text: string): Promise<CheckInResult> {
  const done = await inTransaction(ctx, async (uow) => {
    const { trx, now } = uow;
    const e = await eventRow(trx, cgEventId);
    await requireGroupAdmin(trx, groupRefOf(e), caller, 'Event not found');
    const parsed = parseSignedCode(text);
    if (!parsed) throw new HttpError(400, M.badCode);
    const t = await trx.selectFrom('tk_tickets as t').innerJoin('tk_orders as o', 'o.id', 't.order_id')
      .select(['t.id', 't.cg_event_id', 't.status', 't.checked_in_at', 'o.buyer_user_id']).where('t.code', '=', parsed.code).forUpdate().executeTakeFirst();
    if (!t || !signatureMatches(ctx.jwtSecret, t.id, parsed.code, parsed.sig)) throw new HttpError(400, M.badCode);
    if (t.cg_event_id !== e.id) throw new HttpError(409, M.otherEvent);
    if (t.status === 'CANCELLED') throw new HttpError(409, M.cancelledTicket);
    if (t.checked_in_at !== null) throw new HttpError(409, M.alreadyUsed);
    // the row lock above: two desks scanning the same ticket at once let it in once
    await trx.updateTable('tk_tickets').set({ checked_in_at: now, checked_in_by: caller.userId }).where('id', '=', t.id).where('checked_in_at', 'is', null).execute();
    const admins = await trx.selectFrom('company_group_members').select('user_id').where('company_group_id', '=', e.group_id).where('role', '=', 'ADMIN').execute();
    await emitTo(uow, [e.owner_id, t.buyer_user_id, ...admins.map((a) => a.user_id)], 'ORDER', 'UPDATED', { cgEventId: e.id, ticketId: t.id, checkedInAt: now });
    return t.id;
  });
  return { ticket: toTicket(ctx.jwtSecret, await ticketRow(ctx.db, done)), message: M.checkedIn };
}

/** The door's list: every ticket of the event with its state (group admins). */
export async function checkInList(ctx: AppContext, caller: Caller, cgEventId: string): Promise<CheckInList> {
  const e = await eventRow(ctx.db, cgEventId);
  await requireGroupAdmin(ctx.db, groupRefOf(e), caller, 'Event not found');
  const tickets = await eventTickets(ctx, cgEventId);
  const valid = tickets.filter((t) => t.status === 'VALID');
  return { checkedIn: valid.filter((t) => t.checkedInAt !== null).length, valid: valid.length, tickets };
}

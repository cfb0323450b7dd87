// Matrix rows of event tickets: ticket types (group admins write; whoever sees the event reads), buying (quotes),
// the buyer's orders, a ticket's page, cancelling (its buyer), the check-in desk (group admins).
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the rows short */
import { randomUUID } from 'node:crypto';
import { E, all, groupAdmin, perGroup, read, signedIn, type Row } from './matrix';
import { C, type GroupFx, type World } from './world';

type Fx = { typeId: string; freeTypeId: string };
const FIXTURES = new WeakMap<World, Map<boolean, Promise<Fx>>>();

const created = async (w: World, path: string, body: unknown, token: string): Promise<any> => {
  const r = await w.api.post(path, body, token);
  if (r.status !== 201 && r.status !== 200) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};

async function ticketType(w: World, g: GroupFx, cents: number): Promise<string> {
  const ev = await w.s.db.selectFrom('cg_events').select('start_time_millis').where('id', '=', g.eventId).executeTakeFirstOrThrow();
  const body = { cgEventId: g.eventId, name: `T ${w.uniq()}`, cents, quantity: 100_000, salesStartAt: w.s.clock.now(), salesEndAt: ev.start_time_millis };
  return (await created(w, `${C}/cg-event-ticket-types`, body, w.people.groupOwner.accessToken)).ticketType.id;
}

/** The group's paid and free ticket types, made once per world. */
function fixtures(w: World, g: GroupFx): Promise<Fx> {
  const byGroup = FIXTURES.get(w) ?? new Map<boolean, Promise<Fx>>();
  FIXTURES.set(w, byGroup);
  const have = byGroup.get(g.private);
  if (have) return have;
  const made = (async () => ({ typeId: await ticketType(w, g, 1500), freeTypeId: await ticketType(w, g, 0) }))();
  byGroup.set(g.private, made);
  return made;
}

/** A fresh free ticket order of the group MEMBER's (destructive cells use one each). */
async function memberOrder(w: World, g: GroupFx): Promise<{ orderId: string; ticketId: string; code: string }> {
  const { freeTypeId } = await fixtures(w, g);
  const r = await created(w, `${C}/cg-event-ticket-orders`, { cgEventTicketTypeId: freeTypeId, quantity: 1, paymentMethod: 'CARD', idempotencyKey: randomUUID() }, w.people.groupMember.accessToken);
  const t = r.ticketOrder.tickets[0];
  return { orderId: r.ticketOrder.id, ticketId: t.id, code: t.code };
}

/** A fresh event of the group (cancelling its ticket sales ends them for good). */
async function freshEvent(w: World, g: GroupFx): Promise<string> {
  const body = { companyGroupId: g.id, name: `Fair ${w.uniq()}`, type: 'ONLINE', startDate: '2030-04-01', startTime: '09:00', endDate: '2030-04-01', endTime: '17:00', timeZone: 'UTC' };
  return (await created(w, `${C}/company-group-events`, body, w.people.groupOwner.accessToken)).id;
}

const quote = (typeId: string) => ({ cgEventTicketTypeId: typeId, quantity: 2, paymentMethod: 'CARD', _dryRun: true });
const guest = { buyerEmail: 'guest@example.test', buyerFirstname: 'Gus', buyerLastname: 'Guest', paymentSource: 'tok_visa' };

export const TICKET_ROWS: Row[] = perGroup((g, priv) => [
  { route: 'GET /api/v1/company/cg-event-ticket-types', expect: read(priv), req: (w) => ({ method: 'GET', path: `${C}/cg-event-ticket-types?cgEventId=${g(w).eventId}` }) },
  {
    route: 'POST /api/v1/company/cg-event-ticket-types', expect: groupAdmin(priv, 201),
    req: (w) => ({ method: 'POST', path: `${C}/cg-event-ticket-types`, body: { cgEventId: g(w).eventId, name: 'VIP', cents: 9900, quantity: 5, salesStartAt: w.s.clock.now(), salesEndAt: w.s.clock.now() + 3_600_000 } }),
  },
  { route: 'PATCH /api/v1/company/cg-event-ticket-types/{id}', expect: groupAdmin(priv, 200), req: async (w) => ({ method: 'PATCH', path: `${C}/cg-event-ticket-types/${(await fixtures(w, g(w))).typeId}`, body: { name: `Std ${w.uniq()}` } }) },
  {
    route: 'DELETE /api/v1/company/cg-event-ticket-types/{id}', variant: 'a fresh type', expect: groupAdmin(priv, 200),
    req: async (w) => ({ method: 'DELETE', path: `${C}/cg-event-ticket-types/${await ticketType(w, g(w), 100)}` }),
  },
  {
    route: 'POST /api/v1/company/cg-event-ticket-orders', variant: 'a quote (_dryRun)', expect: priv ? E(401, 404, 404, 201, 201, 201, 404, 404) : signedIn(201),
    req: async (w) => ({ method: 'POST', path: `${C}/cg-event-ticket-orders`, body: quote((await fixtures(w, g(w))).typeId) }),
  },
  {
    route: 'POST /api/v1/company/cg-event-ticket-orders/guest', variant: 'a quote (_dryRun): a guest, whoever sends it', expect: priv ? all(404) : all(201),
    req: async (w) => ({ method: 'POST', path: `${C}/cg-event-ticket-orders/guest`, body: { ...quote((await fixtures(w, g(w))).typeId), ...guest } }),
  },
  { route: 'GET /api/v1/company/cg-event-ticket-orders/mine', expect: signedIn(200), req: () => ({ method: 'GET', path: `${C}/cg-event-ticket-orders/mine` }) },
  {
    route: 'GET /api/v1/company/cg-event-ticket-orders/{id}', variant: "the group MEMBER's order (its buyer only)", expect: E(401, 404, 404, 200, 404, 404, 404, 404),
    req: async (w) => ({ method: 'GET', path: `${C}/cg-event-ticket-orders/${(await memberOrder(w, g(w))).orderId}` }),
  },
  { route: 'GET /api/v1/company/cg-event-tickets/{id}', variant: 'whoever has its link', expect: all(200), req: async (w) => ({ method: 'GET', path: `${C}/cg-event-tickets/${(await memberOrder(w, g(w))).ticketId}` }) },
  {
    route: 'POST /api/v1/company/cg-event-tickets/{id}/cancel', variant: "the group MEMBER's ticket (its buyer only)", expect: E(401, 403, 403, 200, 403, 403, 403, 403),
    req: async (w) => ({ method: 'POST', path: `${C}/cg-event-tickets/${(await memberOrder(w, g(w))).ticketId}/cancel` }),
  },
  { route: 'GET /api/v1/company/cg-event-ticket-orders', expect: groupAdmin(priv, 200), req: (w) => ({ method: 'GET', path: `${C}/cg-event-ticket-orders?cgEventId=${g(w).eventId}` }) },
  {
    route: 'POST /api/v1/company/cg-event-ticket-orders/{id}/refund', variant: "a fresh order of the group MEMBER's", expect: groupAdmin(priv, 200),
    req: async (w) => ({ method: 'POST', path: `${C}/cg-event-ticket-orders/${(await memberOrder(w, g(w))).orderId}/refund` }),
  },
  {
    route: 'POST /api/v1/company/cg-event-ticket-sales/cancel', variant: 'a fresh event', expect: groupAdmin(priv, 200),
    req: async (w) => ({ method: 'POST', path: `${C}/cg-event-ticket-sales/cancel`, body: { cgEventId: await freshEvent(w, g(w)) } }),
  },
  { route: 'GET /api/v1/company/cg-event-ticket-check-ins', expect: groupAdmin(priv, 200), req: (w) => ({ method: 'GET', path: `${C}/cg-event-ticket-check-ins?cgEventId=${g(w).eventId}` }) },
  {
    route: 'POST /api/v1/company/cg-event-ticket-check-ins', variant: 'a fresh ticket', expect: groupAdmin(priv, 201),
    req: async (w) => ({ method: 'POST', path: `${C}/cg-event-ticket-check-ins`, body: { cgEventId: g(w).eventId, code: (await memberOrder(w, g(w))).code } }),
  },
]);

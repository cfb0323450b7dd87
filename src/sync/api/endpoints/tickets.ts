// REST calls of event tickets: the type map and where each call goes (merged in ../types.ts and ../routes.ts).
// Shapes: src/domain/tickets; paths relative to the company service base (/api/v1/company).
// Paying calls carry an idempotencyKey: a retried or double-submitted purchase charges once.
import type { CheckInList, CheckInResult, Ticket, TicketBuyInput, TicketBuyResult, TicketOrder, TicketType, TicketTypeDraft } from '../../../domain/tickets';
import type { RoutesOf } from '../routes';
import { on } from '../stale';

type TypeAnswer = { ticketType: TicketType; message: string };
/** An event's ticket order as its group admins see it (the organiser's refunds). */
export type EventOrderLine = {
  id: string; buyerName: string; typeName: string; quantity: number; valid: number; checkedIn: number; finalCents: number; refundedCents: number;
  paymentMethod: 'WALLET' | 'CARD'; createdAt: number;
};
export type OrganiserRefund = { refunded: number; failed: number; message: string };

export type TicketEndpoints = {
  /** public: an event's ticket types with what remains */
  'tickets.types': { in: { cgEventId: string }; out: TicketType[] };
  'tickets.typeCreate': { in: TicketTypeDraft; out: TypeAnswer };
  'tickets.typeUpdate': { in: { id: string; patch: Partial<Omit<TicketTypeDraft, 'cgEventId'>> }; out: TypeAnswer };
  'tickets.typeDelete': { in: { id: string }; out: { message: string } };
  /** a signed-in buyer (WALLET or CARD); _dryRun: the quote */
  'tickets.buy': { in: TicketBuyInput; out: TicketBuyResult };
  /** a visitor: CARD with a one-time token in paymentSource */
  'tickets.buyGuest': { in: TicketBuyInput; out: TicketBuyResult };
  'tickets.myOrders': { in: { skip: number; limit: number }; out: TicketOrder[] };
  'tickets.order': { in: { id: string }; out: TicketOrder };
  /** public: whoever has the ticket's link */
  'tickets.ticket': { in: { id: string }; out: Ticket };
  'tickets.cancel': { in: { id: string }; out: { ticket: Ticket; message: string } };
  'tickets.eventOrders': { in: { cgEventId: string }; out: EventOrderLine[] };
  'tickets.refundOrder': { in: { id: string }; out: OrganiserRefund };
  'tickets.cancelSales': { in: { cgEventId: string }; out: OrganiserRefund };
  'tickets.checkIns': { in: { cgEventId: string }; out: CheckInList };
  'tickets.checkIn': { in: { cgEventId: string; code: string }; out: CheckInResult };
};

const c = 'company' as const;
const enc = encodeURIComponent;

export const ticketRoutes: RoutesOf<TicketEndpoints> = {
  'tickets.types': { service: c, method: 'GET', authed: false, stale: [on('ORDER')], build: (query) => ({ path: '/cg-event-ticket-types', query }) },
  'tickets.typeCreate': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/cg-event-ticket-types', body }) },
  'tickets.typeUpdate': { service: c, method: 'PATCH', authed: true, build: ({ id, patch }) => ({ path: `/cg-event-ticket-types/${enc(id)}`, body: patch }) },
  'tickets.typeDelete': { service: c, method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/cg-event-ticket-types/${enc(id)}` }) },
  'tickets.buy': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/cg-event-ticket-orders', body }) },
  'tickets.buyGuest': { service: c, method: 'POST', authed: false, build: (body) => ({ path: '/cg-event-ticket-orders/guest', body }) },
  'tickets.myOrders': { service: c, method: 'GET', authed: true, stale: [on('ORDER')], build: (query) => ({ path: '/cg-event-ticket-orders/mine', query }) },
  'tickets.order': { service: c, method: 'GET', authed: true, stale: [on('ORDER')], build: ({ id }) => ({ path: `/cg-event-ticket-orders/${enc(id)}` }) },
  'tickets.ticket': { service: c, method: 'GET', authed: false, stale: [on('ORDER')], build: ({ id }) => ({ path: `/cg-event-tickets/${enc(id)}` }) },
  'tickets.cancel': { service: c, method: 'POST', authed: true, build: ({ id }) => ({ path: `/cg-event-tickets/${enc(id)}/cancel` }) },
  'tickets.eventOrders': { service: c, method: 'GET', authed: true, stale: [on('ORDER')], build: (query) => ({ path: '/cg-event-ticket-orders', query }) },
  'tickets.refundOrder': { service: c, method: 'POST', authed: true, build: ({ id }) => ({ path: `/cg-event-ticket-orders/${enc(id)}/refund` }) },
  'tickets.cancelSales': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/cg-event-ticket-sales/cancel', body }) },
  'tickets.checkIns': { service: c, method: 'GET', authed: true, stale: [on('ORDER')], build: (query) => ({ path: '/cg-event-ticket-check-ins', query }) },
  'tickets.checkIn': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/cg-event-ticket-check-ins', body }) },
};

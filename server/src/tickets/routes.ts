// Company service routes of event tickets: ticket types (group admins write, anyone who sees the event reads),
// buying (members, and guests with a card token; Idempotency-Key), the buyer's orders and tickets, cancelling a
// ticket (refunded), the ticket page and the check-in desk (group admins).
import { z } from 'zod';
import { TICKET_MAX_PER_ORDER } from '../../../src/domain/tickets';
import type { AppContext } from '../context';
import type { PaymentGateway } from '../billing/gateway';
import { orderSchema, quoteSchema } from '../billing/http-schemas';
import { idempotencyKeyOf } from '../billing/payments';
import { defineRoute, type AnyRoute } from '../http/registry';
import { optionalCaller } from '../identity/users';
import { buyTickets } from './buy';
import { cancelTicket } from './cancel';
import { checkIn, checkInList } from './checkin';
import { cancelTicketSales, eventOrders, organiserRefundOrder } from './organiser';
import { createTicketType, deleteTicketType, listTicketTypes, updateTicketType } from './ticket-types';
import { myTicketOrders, ticketOrder, ticketRow, toTicket } from './views';

const B = '/api/v1/company';
const tag = 'tickets';
const id = z.object({ id: z.string().min(1).max(100) });
const eventId = z.string().min(1).max(100);
const at = z.number().int().min(0).max(8_640_000_000_000);
const typeFields = {
  name: z.string().max(100), cents: z.number().int().min(0).max(100_000_000), quantity: z.number().int().min(1).max(100_000), salesStartAt: at, salesEndAt: at,
};

export const ticketTypeSchema = z.object({
  id: z.string(), cgEventId: z.string(), name: z.string(), cents: z.number(), quantity: z.number(), sold: z.number(), remaining: z.number(),
  salesStartAt: z.number(), salesEndAt: z.number(), onSale: z.boolean(),
});
export const ticketSchema = z.object({
  id: z.string(), orderId: z.string(), typeName: z.string(), cgEventId: z.string(), eventName: z.string(), eventStartAt: z.number(), groupProfileName: z.string(),
  eventProfileName: z.string(), status: z.enum(['VALID', 'CANCELLED']), checkedInAt: z.number().nullable(), refundedCents: z.number(), code: z.string(),
});
export const ticketOrderSchema = z.object({
  id: z.string(), cgEventId: z.string(), eventName: z.string(), groupProfileName: z.string(), eventProfileName: z.string(), eventStartAt: z.number(), typeName: z.string(),
  quantity: z.number(), unitCents: z.number(), finalCents: z.number(), paymentMethod: z.enum(['WALLET', 'CARD']), refundedCents: z.number(), createdAt: z.number(),
  tickets: z.array(ticketSchema),
});
const eventOrderSchema = z.object({
  id: z.string(), buyerName: z.string(), typeName: z.string(), quantity: z.number(), valid: z.number(), checkedIn: z.number(), finalCents: z.number(),
  refundedCents: z.number(), paymentMethod: z.enum(['WALLET', 'CARD']), createdAt: z.number(),
});
const organiserAnswer = z.object({ refunded: z.number(), failed: z.number(), message: z.string() });
const typeAnswer = z.object({ ticketType: ticketTypeSchema, message: z.string() });
const buyBody = z.object({
  cgEventTicketTypeId: z.string().min(1).max(100),
  quantity: z.number().int().min(1).max(TICKET_MAX_PER_ORDER),
  paymentMethod: z.enum(['WALLET', 'CARD']),
  paymentInstrumentId: z.string().max(100).nullish(),
  couponCodes: z.array(z.string().max(12)).max(5).default([]),
  _dryRun: z.boolean().default(false),
  idempotencyKey: z.string().min(1).max(200).optional(),
  buyerEmail: z.string().max(200).optional(),
  buyerFirstname: z.string().max(100).optional(),
  buyerLastname: z.string().max(100).optional(),
  paymentSource: z.string().max(200).nullish(),
});
const buyAnswer = z.object({ quote: quoteSchema, order: orderSchema.nullable(), ticketOrder: ticketOrderSchema.nullable(), message: z.string().nullable() });
const paging = z.object({ skip: z.coerce.number().int().min(0).max(100_000).default(0), limit: z.coerce.number().int().min(1).max(100).default(20) });

export function ticketRoutes(ctx: AppContext, gateway: PaymentGateway): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${B}/cg-event-ticket-types`, tag, auth: 'none', summary: "An event's ticket types with what remains (a private group's: members only)",
      query: z.object({ cgEventId: eventId }), response: z.array(ticketTypeSchema),
      handler: async ({ query, headers }) => listTicketTypes(ctx, await optionalCaller(ctx, headers), query.cgEventId),
    }),
    defineRoute({
      method: 'post', path: `${B}/cg-event-ticket-types`, tag, auth: 'user', status: 201, summary: 'Add a ticket type to an event (group admin)',
      body: z.object({ cgEventId: eventId, ...typeFields }), response: typeAnswer, handler: ({ caller, body }) => createTicketType(ctx, caller, body),
    }),
    defineRoute({
      method: 'patch', path: `${B}/cg-event-ticket-types/{id}`, tag, auth: 'user', summary: 'Change a ticket type (group admin; quantity not below the tickets sold)',
      params: id, body: z.object(typeFields).partial(), response: typeAnswer, handler: ({ caller, params, body }) => updateTicketType(ctx, caller, params.id, body),
    }),
    defineRoute({
      method: 'delete', path: `${B}/cg-event-ticket-types/{id}`, tag, auth: 'user', summary: 'Delete a ticket type none of whose tickets were sold (group admin)',
      params: id, response: z.object({ message: z.string() }), handler: ({ caller, params }) => deleteTicketType(ctx, caller, params.id),
    }),
    defineRoute({
      method: 'post', path: `${B}/cg-event-ticket-orders`, tag, auth: 'user', status: 201,
      summary: 'Buy tickets (WALLET or CARD; Idempotency-Key); _dryRun: the quote', body: buyBody, response: buyAnswer,
      handler: ({ caller, body, headers }) => buyTickets(ctx, gateway, caller, body, body._dryRun ? '' : idempotencyKeyOf(headers, body)),
    }),
    defineRoute({
      method: 'post', path: `${B}/cg-event-ticket-orders/guest`, tag, auth: 'none', status: 201,
      summary: 'Buy tickets as a guest: contact and a card token in paymentSource (CARD only; Idempotency-Key); _dryRun: the quote', body: buyBody, response: buyAnswer,
      handler: ({ body, headers }) => buyTickets(ctx, gateway, null, body, body._dryRun ? '' : idempotencyKeyOf(headers, body)),
    }),
    defineRoute({
      method: 'get', path: `${B}/cg-event-ticket-orders/mine`, tag, auth: 'user', summary: "The caller's ticket orders, newest first",
      query: paging, response: z.array(ticketOrderSchema), handler: ({ caller, query }) => myTicketOrders(ctx, caller.userId, query),
    }),
    defineRoute({
      method: 'get', path: `${B}/cg-event-ticket-orders/{id}`, tag, auth: 'user', summary: 'A ticket order with its tickets (its buyer)',
      params: id, response: ticketOrderSchema, handler: ({ caller, params }) => ticketOrder(ctx.db, ctx.jwtSecret, caller.userId, params.id),
    }),
    defineRoute({
      method: 'get', path: `${B}/cg-event-ticket-orders`, tag, auth: 'user', summary: "An event's ticket orders: buyer, tickets still valid, refunded (group admin)",
      query: z.object({ cgEventId: eventId }), response: z.array(eventOrderSchema), handler: ({ caller, query }) => eventOrders(ctx, caller, query.cgEventId),
    }),
    defineRoute({
      method: 'post', path: `${B}/cg-event-ticket-orders/{id}/refund`, tag, auth: 'user',
      summary: "Cancel a ticket order's tickets and refund them the way they were paid (group admin of its event; once)", params: id, response: organiserAnswer,
      handler: ({ caller, params }) => organiserRefundOrder(ctx, gateway, caller, params.id),
    }),
    defineRoute({
      method: 'post', path: `${B}/cg-event-ticket-sales/cancel`, tag, auth: 'user',
      summary: "Cancel an event's ticket sales: sales end now, every ticket is cancelled and refunded the way it was paid (group admin; once)",
      body: z.object({ cgEventId: eventId }), response: organiserAnswer, handler: ({ caller, body }) => cancelTicketSales(ctx, gateway, caller, body.cgEventId),
    }),
    defineRoute({
      method: 'get', path: `${B}/cg-event-tickets/{id}`, tag, auth: 'none', summary: 'A ticket with its signed check-in code (whoever has its link, as with a paper ticket)',
      params: id, response: ticketSchema, handler: async ({ params }) => toTicket(ctx.jwtSecret, await ticketRow(ctx.db, params.id)),
    }),
    defineRoute({
      method: 'post', path: `${B}/cg-event-tickets/{id}/cancel`, tag, auth: 'user', summary: 'Cancel a ticket before its event (its buyer): refunded the way it was paid',
      params: id, response: z.object({ ticket: ticketSchema, message: z.string() }), handler: ({ caller, params }) => cancelTicket(ctx, gateway, caller, params.id),
    }),
    defineRoute({
      method: 'get', path: `${B}/cg-event-ticket-check-ins`, tag, auth: 'user', summary: "An event's tickets and how many were checked in (group admin)",
      query: z.object({ cgEventId: eventId }), response: z.object({ checkedIn: z.number(), valid: z.number(), tickets: z.array(ticketSchema) }),
      handler: ({ caller, query }) => checkInList(ctx, caller, query.cgEventId),
    }),
    defineRoute({
      method: 'post', path: `${B}/cg-event-ticket-check-ins`, tag, auth: 'user', status: 201, summary: "Check a ticket in by its signed code (group admin of the ticket's event)",
      body: z.object({ cgEventId: eventId, code: z.string().max(500) }), response: z.object({ ticket: ticketSchema, message: z.string() }),
      handler: ({ caller, body }) => checkIn(ctx, caller, body.cgEventId, body.code),
    }),
  ];
}

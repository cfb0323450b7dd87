// Event tickets: ticket types a group's admins put on sale, orders paid through the one payment flow, tickets
// with a signed check-in code, and the per-ticket refund shares (integer cents, summing exactly to the order's).
import type { ChargeQuote, Order, PaymentMethod } from '../billing';

export const TICKET_MESSAGES = {
  nameRequired: 'Ticket name is required',
  window: 'Sales must end after they start',
  endsAfterEvent: 'Sales must end before the event ends',
  quantityBelowSold: 'Quantity cannot be less than the tickets sold',
  typeNotFound: 'Ticket type not found',
  hasSales: 'A ticket type with tickets sold cannot be deleted',
  notOnSale: 'Tickets are not on sale',
  soldOut: 'Sold out',
  fewLeft: (n: number) => `Only ${n} ${n === 1 ? 'ticket' : 'tickets'} left`,
  orderNotFound: 'Ticket order not found',
  ticketNotFound: 'Ticket not found',
  onlyBuyer: 'Only the buyer may do this',
  eventStarted: 'The event has started: tickets can no longer be cancelled',
  alreadyCancelled: 'This ticket is cancelled',
  checkedInNoCancel: 'A ticket that was checked in cannot be cancelled',
  created: 'Ticket type created',
  updated: 'Ticket type updated',
  deleted: 'Ticket type deleted',
  cancelled: 'Ticket cancelled and refunded',
  badCode: 'This is not a valid ticket code',
  otherEvent: 'This ticket is for another event',
  alreadyUsed: 'Ticket already used',
  checkedIn: 'Ticket checked in',
  cancelledTicket: 'This ticket was cancelled',
  balance: 'The organiser cannot refund this ticket now',
  guestWallet: 'Guests pay by card',
  needCard: 'A card is needed',
  email: 'Email is required',
  emailInvalid: 'Email is not valid',
  name: 'First and last name are required',
} as const;

export const TICKET_MAX_PER_ORDER = 10;

export type TicketType = {
  id: string;
  cgEventId: string;
  name: string;
  cents: number;
  quantity: number;
  sold: number;
  remaining: number;
  salesStartAt: number;
  salesEndAt: number;
  /** on sale now: inside the window, the event not ended, tickets remaining */
  onSale: boolean;
};

export type TicketTypeDraft = { cgEventId: string; name: string; cents: number; quantity: number; salesStartAt: number; salesEndAt: number };

export type TicketStatus = 'VALID' | 'CANCELLED';

export type Ticket = {
  id: string;
  orderId: string;
  typeName: string;
  cgEventId: string;
  eventName: string;
  eventStartAt: number;
  groupProfileName: string;
  eventProfileName: string;
  status: TicketStatus;
  checkedInAt: number | null;
  refundedCents: number;
  /** the signed code an admin types or scans (whoever has the ticket's link has its code, as with a paper ticket) */
  code: string;
};

export type TicketOrder = {
  id: string;
  cgEventId: string;
  eventName: string;
  groupProfileName: string;
  eventProfileName: string;
  eventStartAt: number;
  typeName: string;
  quantity: number;
  unitCents: number;
  finalCents: number;
  paymentMethod: PaymentMethod;
  refundedCents: number;
  createdAt: number;
  tickets: Ticket[];
};

export type TicketBuyInput = {
  cgEventTicketTypeId: string;
  quantity: number;
  paymentMethod: PaymentMethod;
  paymentInstrumentId?: string | null;
  couponCodes?: string[];
  _dryRun?: boolean;
  idempotencyKey?: string;
  /** guests: contact and a one-time card token */
  buyerEmail?: string;
  buyerFirstname?: string;
  buyerLastname?: string;
  paymentSource?: string | null;
};

export type TicketBuyResult = { quote: ChargeQuote; order: Order | null; ticketOrder: TicketOrder | null; message: string | null };

export type CheckInResult = { ticket: Ticket; message: string };
export type CheckInList = { checkedIn: number; valid: number; tickets: Ticket[] };

/**
 * The share of `total` a ticket's refund takes when `before` of the order's `count` tickets were refunded already:
 * the shares of all the tickets sum to `total` exactly, each within a cent of total / count.
 */
export function ticketShareCents(total: number, count: number, before: number): number {
  // (no ticket of an order without tickets: count <= 0 makes every before >= 0 reach before >= count)
  if (before < 0 || before >= count) return 0;
  return Math.floor((total * (before + 1)) / count) - Math.floor((total * before) / count);
}

/** The check-in link a ticket's QR code holds: the ticket page with its signed code. */
export const checkInPath = (ticketId: string, code: string) => `/tickets/${encodeURIComponent(ticketId)}?check=${encodeURIComponent(code)}`;

/** The code from what a scanner read or a person typed: a check-in link's `check` parameter, else the text itself. */
export function codeFromScan(text: string): string {
  const t = text.trim();
  const m = /[?&]check=([^&#\s]+)/.exec(t);
  return (m ? decodeURIComponent(m[1]!) : t).toUpperCase();
}

// URL builders of event tickets (merged into `links` in links.ts); a ticket order's page is billing's (links-billing.ts).
export const ticketLinks = {
  ticket: (ticketId: string) => `/tickets/${encodeURIComponent(ticketId)}`,
  myTicketOrders: () => '/me/network/events/tickets/my-orders',
};

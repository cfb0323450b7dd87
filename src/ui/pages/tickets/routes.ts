// Routes of event tickets (merged into the one table in ../../app/routes.ts); a ticket order's page is billing's
// (/me/billing/order-history/ticket-orders/{orderId}, which shows TicketOrderView for ticket orders).
import type { AppRoute } from '../../app/route-types';
import { lazyPage } from '../../app/lazy-page';
const TicketPage = lazyPage(() => import('./TicketPage'), 'TicketPage');
const MyTicketOrdersPage = lazyPage(() => import('./MyTicketOrdersPage'), 'MyTicketOrdersPage');

export const ticketRoutes = [
  { path: '/tickets/:ticketId', component: TicketPage, area: 'public' },
  { path: '/me/network/events/tickets/my-orders', component: MyTicketOrdersPage, area: 'me' },
] as const satisfies readonly AppRoute[];

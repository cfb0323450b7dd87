// The event tickets feature module (see ../modules/module.ts): ticket types, orders paid through billing, check-in,
// refunds by the buyer and by the organiser; demo ticket types on the seeded fair.
import { gateway } from '../billing/module';
import type { ServerModule } from '../modules/module';
import { TICKETS_MIGRATIONS } from './migrations';
import { ticketRoutes } from './routes';
import { seedTickets } from './seed';

export const ticketsModule: ServerModule = {
  name: 'tickets',
  migrations: TICKETS_MIGRATIONS,
  routes: (ctx) => ticketRoutes(ctx, gateway),
  seed: seedTickets,
};

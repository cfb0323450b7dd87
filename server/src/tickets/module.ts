// The event tickets feature module (see ../modules/module.ts): ticket types, orders paid through billing, check-in.
import { gateway } from '../billing/module';
import type { ServerModule } from '../modules/module';
import { TICKETS_MIGRATIONS } from './migrations';
import { ticketRoutes } from './routes';

export const ticketsModule: ServerModule = {
  name: 'tickets',
  migrations: TICKETS_MIGRATIONS,
  routes: (ctx) => ticketRoutes(ctx, gateway),
};

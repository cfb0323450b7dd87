// The search module (see ../modules/module.ts): one search over companies, products, groups, group events and RFQs.
// Its tsvector columns and GIN indexes come with the migrations of ../companies and ../groups.
import type { ServerModule } from '../modules/module';
import { searchRoutes } from './search';

export const searchModule: ServerModule = {
  name: 'search',
  migrations: [],
  routes: (ctx) => [...searchRoutes(ctx)],
};

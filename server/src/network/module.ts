// The network module (see ../modules/module.ts): follows, connections, watchlists and companies' private files.
// Its tables were created by the first migration of ../companies.
import type { ServerModule } from '../modules/module';
import { connectionRoutes } from './connections';
import { followRoutes } from './follows';
import { privateFileRoutes } from './private-files';
import { watchlistRoutes } from './watchlists';

export const networkModule: ServerModule = {
  name: 'network',
  migrations: [],
  routes: (ctx) => [...followRoutes(ctx), ...connectionRoutes(ctx), ...watchlistRoutes(ctx), ...privateFileRoutes(ctx)],
};

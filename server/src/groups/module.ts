// The groups feature module (see ../modules/module.ts).
import type { ServerModule } from '../modules/module';
import { GROUPS_MIGRATIONS } from './migrations';
import { groupsRoutes } from './routes';
import { seedGroups } from './seed';

export const groupsModule: ServerModule = {
  name: 'groups',
  migrations: GROUPS_MIGRATIONS,
  routes: groupsRoutes,
  seed: seedGroups,
};

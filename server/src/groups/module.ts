// The groups feature module (see ../modules/module.ts).
import type { ServerModule } from '../modules/module';

export const groupsModule: ServerModule = {
  name: 'groups',
  migrations: [],
  routes: () => [],
};

// The catalog feature module (see ../modules/module.ts).
import type { ServerModule } from '../modules/module';

export const catalogModule: ServerModule = {
  name: 'catalog',
  migrations: [],
  routes: () => [],
};

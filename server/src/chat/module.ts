// The chat feature module (see ../modules/module.ts).
import type { ServerModule } from '../modules/module';

export const chatModule: ServerModule = {
  name: 'chat',
  migrations: [],
  routes: () => [],
};

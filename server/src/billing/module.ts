// The billing feature module (see ../modules/module.ts).
import type { ServerModule } from '../modules/module';

export const billingModule: ServerModule = {
  name: 'billing',
  migrations: [],
  routes: () => [],
};

// The group sponsorship feature module (see ../modules/module.ts): sponsor plans and prices, subscriptions
// (subscribe, cancel, switch, downgrade, upgrade, recharge) with their renewal cron, sponsors, invites, clicks.
import type { ServerModule } from '../modules/module';

export const sponsorsModule: ServerModule = {
  name: 'sponsors',
  migrations: [],
  routes: () => [],
};

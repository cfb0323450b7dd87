// The billing feature module (see ../modules/module.ts): payment service, coupons, orders, paid group membership.
import { trackCron } from '../admin/cron-runs';
import type { ServerModule } from '../modules/module';
import { registerJob } from '../shared/jobs/queue';
import { adminMoneyRoutes } from './admin-commission';
import { ADMIN_MONEY_MIGRATIONS } from './admin-migrations';
import { seedAdminMoney } from './admin-seed';
import { outsideTransactions, sandboxGateway, type PaymentGateway } from './gateway';
import { settlePendingIntents } from './intents';
import { settlePendingOperations } from './operations';
import { runMemberPlanJobs } from './member-plans';
import { BILLING_MIGRATIONS } from './migrations';
import { runMtzPlanJobs } from './mtz-plans';
import { MTZ_PRICING_MIGRATIONS, mtzPricingRoutes } from './mtz-pricing';
import { seedDonations } from './donations-seed';
import { donationRoutes } from './routes-donations';
import { extraPaymentRoutes } from './routes-extras';
import { paymentRoutes } from './routes';
import { memberPlanRoutes } from './routes-members';
import { seedBilling } from './seed';

/** The gateway in use: the sandbox unless a real provider is plugged in here; any call inside a transaction is refused. */
export const gateway: PaymentGateway = outsideTransactions(sandboxGateway);
/** How often the renewal job looks for due subscriptions and ended memberships. */
export const BILLING_CRON_MS = 60_000;

export const billingModule: ServerModule = {
  name: 'billing',
  migrations: [...BILLING_MIGRATIONS, ...MTZ_PRICING_MIGRATIONS, ...ADMIN_MONEY_MIGRATIONS],
  routes: (ctx) => [...paymentRoutes(ctx, gateway), ...memberPlanRoutes(ctx, gateway), ...extraPaymentRoutes(ctx, gateway), ...donationRoutes(ctx, gateway), ...mtzPricingRoutes(ctx), ...adminMoneyRoutes(ctx)],
  seed: async (ctx) => {
    await seedBilling(ctx);
    await seedDonations(ctx);
    await seedAdminMoney(ctx);
  },
  // a job-queue cron task (../shared/jobs): once per tick across processes, retried with back-off
  start(ctx) {
    registerJob(ctx.db, {
      name: 'billing', everyMs: BILLING_CRON_MS,
      run: () => trackCron(ctx, 'billing', () => Promise.all([settlePendingIntents(ctx, gateway), settlePendingOperations(ctx, gateway), runMemberPlanJobs(ctx, gateway), runMtzPlanJobs(ctx, gateway)])),
    });
    return () => {};
  },
};

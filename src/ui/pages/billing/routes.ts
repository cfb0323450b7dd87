// Routes of the billing area (merged into the one table in ../../app/routes.ts).
import type { AppRoute } from '../../app/route-types';

export const billingRoutes = [] as const satisfies readonly AppRoute[];

// Routes of the companies area (merged into the one table in ../../app/routes.ts).
import type { AppRoute } from '../../app/route-types';

export const companyRoutes = [] as const satisfies readonly AppRoute[];

// Routes of the companies area, network part (merged into the one table in ../../app/routes.ts).
import type { AppRoute } from '../../app/route-types';

export const networkRoutes = [] as const satisfies readonly AppRoute[];

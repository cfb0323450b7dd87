// Routes of the groups area (merged into the one table in ../../app/routes.ts).
import type { AppRoute } from '../../app/route-types';

export const groupRoutes = [] as const satisfies readonly AppRoute[];

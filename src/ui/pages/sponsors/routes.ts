// Routes of the sponsorship area (merged into the one table in ../../app/routes.ts).
import type { AppRoute } from '../../app/route-types';

export const sponsorRoutes = [] as const satisfies readonly AppRoute[];

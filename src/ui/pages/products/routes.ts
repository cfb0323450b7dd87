// Routes of the companies area, products part (merged into the one table in ../../app/routes.ts).
import type { AppRoute } from '../../app/route-types';

export const productsRoutes = [] as const satisfies readonly AppRoute[];

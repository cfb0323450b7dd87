// Routes of the chat area (merged into the one table in ../../app/routes.ts).
import type { AppRoute } from '../../app/route-types';

export const chatRoutes = [] as const satisfies readonly AppRoute[];

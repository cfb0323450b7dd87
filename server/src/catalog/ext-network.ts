// Extension point of the catalog module for the network work: its own migrations (ids 'catalog_network_000N_…',
// appended after CATALOG_MIGRATIONS in this order: owner, products, network) and routes.
import type { AppContext } from '../context';
import type { Migration } from '../db/migrations';
import type { AnyRoute } from '../http/registry';

export const NETWORK_MIGRATIONS: Migration[] = [];

export const networkExtRoutes = (_ctx: AppContext): AnyRoute[] => [];

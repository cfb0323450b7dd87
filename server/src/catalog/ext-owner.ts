// Extension point of the catalog module for the owner work: its own migrations (ids 'catalog_owner_000N_…',
// appended after CATALOG_MIGRATIONS in this order: owner, products, network) and routes.
import type { AppContext } from '../context';
import type { Migration } from '../db/migrations';
import type { AnyRoute } from '../http/registry';

export const OWNER_MIGRATIONS: Migration[] = [];

export const ownerExtRoutes = (_ctx: AppContext): AnyRoute[] => [];

// Extension point of the catalog module for the products work: its own migrations (ids 'catalog_products_000N_…',
// appended after CATALOG_MIGRATIONS in this order: owner, products, network) and routes.
import type { AppContext } from '../context';
import type { Migration } from '../db/migrations';
import type { AnyRoute } from '../http/registry';

export const PRODUCTS_MIGRATIONS: Migration[] = [];

export const productsExtRoutes = (_ctx: AppContext): AnyRoute[] => [];

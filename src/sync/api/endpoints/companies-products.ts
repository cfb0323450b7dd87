// REST calls of the companies area, products part (merged in ../types.ts and ../routes.ts beside companies.ts).
import type { RoutesOf } from '../routes';

export type CompanyProductsEndpoints = Record<never, never>;

export const companyProductsRoutes: RoutesOf<CompanyProductsEndpoints> = {};

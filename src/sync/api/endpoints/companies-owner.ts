// REST calls of the companies area, owner part (merged in ../types.ts and ../routes.ts beside companies.ts).
import type { RoutesOf } from '../routes';

export type CompanyOwnerEndpoints = Record<never, never>;

export const companyOwnerRoutes: RoutesOf<CompanyOwnerEndpoints> = {};

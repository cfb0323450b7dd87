// REST calls of the companies area, network part (merged in ../types.ts and ../routes.ts beside companies.ts).
import type { RoutesOf } from '../routes';

export type CompanyNetworkEndpoints = Record<never, never>;

export const companyNetworkRoutes: RoutesOf<CompanyNetworkEndpoints> = {};

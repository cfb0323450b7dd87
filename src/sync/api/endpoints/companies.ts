// REST calls of the companies area: the type map and where each call goes (merged in ../types.ts and ../routes.ts).
import type { RoutesOf } from '../routes';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type CompanyEndpoints = {};

export const companyRoutes: RoutesOf<CompanyEndpoints> = {};

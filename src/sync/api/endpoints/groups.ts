// REST calls of the groups area: the type map and where each call goes (merged in ../types.ts and ../routes.ts).
import type { RoutesOf } from '../routes';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type GroupEndpoints = {};

export const groupRoutes: RoutesOf<GroupEndpoints> = {};

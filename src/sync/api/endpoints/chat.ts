// REST calls of the chat area: the type map and where each call goes (merged in ../types.ts and ../routes.ts).
import type { RoutesOf } from '../routes';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type ChatEndpoints = {};

export const chatRoutes: RoutesOf<ChatEndpoints> = {};

// The engine's face towards the page: the types a view may name (endpoint names, their shapes, query
// states, command outcomes). Views import these from here, never from sync/api (lint keeps that).
export type { EndpointName, Endpoints } from './api/types';
export type { QueryState, QueryError, CommandOutcome } from './query/types';
export { OFFLINE_WRITE_MESSAGE, LOADING } from './query/types';
export type { FileDownload } from './engine/chat-rest';
export type { EngineStatus, EngineConfig, MessagesView, RoomView, ChatViewsApi, Unsubscribe } from './engine/facade';
export { RETRIES as RECONNECT_RETRIES } from './engine/lifecycle.types';
export { VISITOR_REFRESH_MS } from './query/data-engine';
/** where a report on each kind of target goes: the views name the target, the route's path is the endpoint's */
export { REPORT_PATH_OF } from './api/endpoints/companies';

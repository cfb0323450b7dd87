import type { ApiClient } from '../../../sync/api/types';
import { useSessionRuntime } from './useSession';

/** The page's one API client: it sends the current login's token and refreshes it when needed. */
export function useApi(): ApiClient {
  return useSessionRuntime().api;
}

// The chat REST calls the engine makes itself (snapshots, pages, read marks), with the engine's token,
// through the same endpoint map the UI's client uses (src/sync/api/endpoints/chat.ts).
import { chatRoutes, type ChatEndpoints } from '../api/endpoints/chat';
import { ApiRequestError } from '../api/types';
import type { Service } from '../contract/endpoints';
import { NetworkError, httpRequest, messageOf, withQuery, type FetchFn, type HttpResponse } from '../transport/http';
import { TRACKING_CODES_HEADER } from '../contract/endpoints';

export type ChatRest = {
  /** resolves undefined when the network is down; rejects ApiRequestError on any non-2xx (401: onUnauthorized first) */
  call<K extends keyof ChatEndpoints>(name: K, input: ChatEndpoints[K]['in']): Promise<ChatEndpoints[K]['out'] | undefined>;
};

export type ChatRestDeps = {
  bases: () => Partial<Record<Service, string>>;
  token: () => string;
  fetch: FetchFn;
  log(m: string): void;
  onUnauthorized(): void;
};

export function createChatRest(deps: ChatRestDeps): ChatRest {
  return {
    async call(name, input) {
      const route = chatRoutes[name];
      const { path, query, body } = route.build(input);
      const base = deps.bases()[route.service];
      if (base === undefined) throw new Error(`no base URL for the ${route.service} service`);
      let res: HttpResponse;
      try {
        res = await httpRequest(deps.fetch, {
          method: route.method,
          url: withQuery(`${base}${path}`, query ?? {}),
          headers: {
            'Content-Type': 'application/json', Accept: 'application/json',
            Authorization: `Bearer ${deps.token()}`, [TRACKING_CODES_HEADER]: '',
          },
          body,
        });
      } catch (err) {
        if (err instanceof NetworkError) {
          deps.log('Service unavailable 503');
          return undefined;
        }
        throw err;
      }
      if (res.status === 401) deps.onUnauthorized();
      if (!res.ok) throw new ApiRequestError(res.status, messageOf(res.body, res.status));
      // the server is the contract's other side; the engine checks shapes before applying
      return res.body as ChatEndpoints[typeof name]['out'];
    },
  };
}

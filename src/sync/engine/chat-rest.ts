// The chat REST calls the engine makes itself (snapshots, pages, read marks), with the engine's token,
// through the same endpoint map the UI's client uses (src/sync/api/endpoints/chat.ts).
import { chatRoutes, type ChatEndpoints } from '../api/endpoints/chat';
import { ApiRequestError } from '../api/types';
import type { Service } from '../contract/endpoints';
import { NetworkError, httpBlob, httpRequest, messageOf, withQuery, type FetchFn, type HttpResponse } from '../transport/http';
import { TRACKING_CODES_HEADER } from '../contract/endpoints';

/** spec 9's chat texts for a file that cannot be downloaded */
export const FILE_NOT_FOUND = 'File not found';
export const CHAT_UNAVAILABLE = 'Chat service not available';

/** A chat file's content, or the text to show instead. */
export type FileDownload = { ok: true; blob: Blob } | { ok: false; message: string };

export type ChatRest = {
  /** a message file's content (MessageFile.path, relative to the chat service's origin) */
  download(path: string): Promise<FileDownload>;
  /** resolves undefined when the network is down; rejects ApiRequestError on any non-2xx (401: onUnauthorized first) */
  call<K extends keyof ChatEndpoints>(name: K, input: ChatEndpoints[K]['in']): Promise<ChatEndpoints[K]['out'] | undefined>;
};

export type ChatRestDeps = {
  bases: () => Partial<Record<Service, string>>;
  token: () => string;
  fetch: FetchFn;
  log(m: string): void;
  onUnauthorized(): void;
  trackingCodes?: () => string[];
};

export function createChatRest(deps: ChatRestDeps): ChatRest {
  return {
    async download(path) {
      const base = deps.bases().chat;
      if (base === undefined) return { ok: false, message: CHAT_UNAVAILABLE };
      try {
        const res = await httpBlob(deps.fetch, new URL(path, base).toString(), { Authorization: `Bearer ${deps.token()}` });
        if (res.ok) return { ok: true, blob: res.blob };
        if (res.status === 401) deps.onUnauthorized();
        return { ok: false, message: FILE_NOT_FOUND };
      } catch (err) {
        if (!(err instanceof NetworkError)) throw err;
        deps.log('Service unavailable 503');
        return { ok: false, message: CHAT_UNAVAILABLE };
      }
    },
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
            Authorization: `Bearer ${deps.token()}`, [TRACKING_CODES_HEADER]: (deps.trackingCodes?.() ?? []).join(','),
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

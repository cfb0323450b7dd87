// The typed REST client: bearer and tracking-codes headers, one shared token refresh per expiry.
import { TRACKING_CODES_HEADER, PATHS } from '../contract/endpoints';
import {
  NetworkError, defaultFetch, httpRequest, messageOf, withQuery, type FetchFn, type HttpResponse,
} from '../transport/http';
import { ROUTES, type Route } from './routes';
import { ApiRequestError, type ApiClient, type ApiClientDeps, type CallOptions, type EndpointName, type Endpoints } from './types';
import type { AuthRequest, AuthTokens } from '../../domain/identity/types';

export const SERVICE_UNAVAILABLE = 'Service unavailable 503';
export const TOKEN_EXPIRED = 'Token expired. logging out...';

type RefreshResult = { kind: 'ok'; tokens: AuthTokens } | { kind: 'expired' } | { kind: 'network' };
/** One refresh, shared by every call that failed with the same access token. */
type Flight = { from: string; result: Promise<RefreshResult>; expiredReported: boolean };

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const fetchFn: FetchFn = deps.fetch ?? defaultFetch();
  const log = deps.log ?? ((m: string) => console.error(m));
  let flight: Flight | null = null;

  function headers(accessToken: string | null, opts?: CallOptions): Record<string, string> {
    const h: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      [TRACKING_CODES_HEADER]: (deps.trackingCodes?.() ?? []).join(','),
    };
    if (accessToken) h.Authorization = `Bearer ${accessToken}`;
    if (opts?.idempotencyKey) h['Idempotency-Key'] = opts.idempotencyKey;
    return h;
  }

  function send<K extends EndpointName>(route: Route<K>, input: Endpoints[K]['in'], accessToken: string | null, opts?: CallOptions): Promise<HttpResponse> {
    const { path, query, body } = route.build(input);
    const url = withQuery(`${deps.bases[route.service]}${path}`, query ?? {});
    return httpRequest(fetchFn, { method: route.method, url, headers: headers(accessToken, opts), body }, opts?.onUploadProgress);
  }

  function reportExpired(f: Flight): void {
    if (f.expiredReported) return;
    f.expiredReported = true;
    deps.onExpired();
  }

  async function doRefresh(from: string): Promise<RefreshResult> {
    if (deps.refresh) {
      // another party (the page, for the worker's client) refreshes; this client only waits for it
      try {
        const next = await deps.refresh();
        return next ? { kind: 'ok', tokens: next } : { kind: 'expired' };
      } catch {
        return { kind: 'network' };
      }
    }
    const tokens = deps.getTokens();
    if (!tokens) return { kind: 'expired' };
    const body: AuthRequest = { type: 'REFRESH_TOKEN', data: { refreshToken: tokens.refreshToken } };
    let res: HttpResponse;
    try {
      res = await httpRequest(fetchFn, {
        method: 'POST', url: `${deps.bases.company}${PATHS.company.auth}`, headers: headers(from), body,
      });
    } catch (err) {
      if (err instanceof NetworkError) return { kind: 'network' };
      throw err;
    }
    const next = res.body;
    if (res.ok && isTokens(next)) {
      deps.onTokens(next);
      return { kind: 'ok', tokens: next };
    }
    return { kind: 'expired' };
  }

  /** The flight for a call that got 401 with `from`; starts one only if none covers that token. */
  function flightFor(from: string): Flight | AuthTokens {
    if (flight && flight.from === from) return flight;
    const current = deps.getTokens();
    // Someone already refreshed past the token this call used: just retry with the new one.
    if (current && current.accessToken !== from) return current;
    const f: Flight = { from, result: doRefresh(from), expiredReported: false };
    flight = f;
    void f.result.then((r) => {
      if (r.kind === 'network' && flight === f) flight = null; // a blip is not an expiry: allow a new try
    });
    return f;
  }

  async function call<K extends EndpointName>(name: K, input: Endpoints[K]['in'], opts?: CallOptions): Promise<Endpoints[K]['out'] | undefined> {
    const route: Route<K> = ROUTES[name];
    const token = deps.getTokens()?.accessToken ?? null;
    try {
      let res = await send(route, input, token, opts);
      if (res.status === 401 && route.authed && token) {
        const f = flightFor(token);
        let retryToken: string;
        let activeFlight: Flight | null = null;
        if ('result' in f) {
          activeFlight = f;
          const r = await f.result;
          if (r.kind === 'network') {
            log(SERVICE_UNAVAILABLE);
            return undefined;
          }
          if (r.kind === 'expired') {
            reportExpired(f);
            throw new ApiRequestError(401, TOKEN_EXPIRED);
          }
          retryToken = r.tokens.accessToken;
        } else {
          retryToken = f.accessToken;
        }
        res = await send(route, input, retryToken, opts);
        if (res.status === 401) {
          if (activeFlight) reportExpired(activeFlight);
          else deps.onExpired();
          throw new ApiRequestError(401, TOKEN_EXPIRED);
        }
      }
      if (!res.ok) throw new ApiRequestError(res.status, messageOf(res.body, res.status));
      // The server is the contract's other side (tests/contract check its schemas).
      return res.body as Endpoints[K]['out'];
    } catch (err) {
      if (err instanceof NetworkError) {
        log(SERVICE_UNAVAILABLE);
        return undefined;
      }
      throw err;
    }
  }

  /** Refreshes now (shared with any refresh already in flight); true when new tokens were stored. */
  async function refreshTokens(): Promise<boolean> {
    const token = deps.getTokens()?.accessToken;
    if (!token) return false;
    const f = flightFor(token);
    if (!('result' in f)) return true;
    const r = await f.result;
    if (r.kind === 'expired') reportExpired(f);
    if (r.kind === 'network') log(SERVICE_UNAVAILABLE);
    return r.kind === 'ok';
  }

  return { call, refreshTokens };
}

function isTokens(x: unknown): x is AuthTokens {
  return typeof x === 'object' && x !== null && 'accessToken' in x && 'refreshToken' in x
    && typeof x.accessToken === 'string' && typeof x.refreshToken === 'string';
}

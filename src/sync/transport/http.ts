// The only place the sync layer calls fetch. Answers are parsed JSON; a thrown fetch becomes NetworkError.

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type HttpRequest = {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
};

export type HttpResponse = { status: number; ok: boolean; body: unknown };

/** fetch itself failed (no answer at all: offline, DNS, refused). */
export class NetworkError extends Error {
  constructor(readonly cause: unknown) {
    super('Service unavailable 503');
    this.name = 'NetworkError';
  }
}

export type FetchFn = typeof fetch;

export function defaultFetch(): FetchFn {
  return (input, init) => globalThis.fetch(input, init);
}

export async function httpRequest(fetchFn: FetchFn, req: HttpRequest): Promise<HttpResponse> {
  let res: Response;
  try {
    res = await fetchFn(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
    });
  } catch (err) {
    throw new NetworkError(err);
  }
  const text = await res.text().catch(() => '');
  let body: unknown = undefined;
  if (text.length > 0) {
    try {
      body = JSON.parse(text);
    } catch {
      body = { message: text };
    }
  }
  return { status: res.status, ok: res.ok, body };
}

/** The server's {message}, or a generic text when the body has none. */
export function messageOf(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return `Request failed (${status})`;
}

export function withQuery(url: string, query: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs.length > 0 ? `${url}?${qs}` : url;
}

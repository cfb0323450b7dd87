// The only place the sync layer calls fetch. Answers are parsed JSON; a thrown fetch becomes NetworkError.
import { recordRest } from '../recorder/recorder';

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

/** Uploads (FormData) send no content type: the browser sets the multipart boundary (spec 7). */
const isForm = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData;

function encode(req: HttpRequest): { headers: Record<string, string>; body: BodyInit | undefined } {
  if (!isForm(req.body)) return { headers: req.headers, body: req.body === undefined ? undefined : JSON.stringify(req.body) };
  const headers = { ...req.headers };
  delete headers['Content-Type'];
  return { headers, body: req.body };
}

function parse(status: number, text: string): HttpResponse {
  let body: unknown = undefined;
  if (text.length > 0) {
    try {
      body = JSON.parse(text);
    } catch {
      body = { message: text };
    }
  }
  return { status, ok: status >= 200 && status < 300, body };
}

/** onUploadProgress(0..1) needs XMLHttpRequest (fetch reports no upload progress); without it fetch is used. */
export async function httpRequest(fetchFn: FetchFn, req: HttpRequest, onUploadProgress?: (fraction: number) => void): Promise<HttpResponse> {
  const { headers, body } = encode(req);
  if (onUploadProgress && typeof XMLHttpRequest !== 'undefined') return xhrRequest(req, headers, body, onUploadProgress);
  let res: Response;
  try {
    res = await fetchFn(req.url, { method: req.method, headers, body });
  } catch (err) {
    throw new NetworkError(err);
  }
  const text = await res.text().catch(() => '');
  return recordRest(req, parse(res.status, text));
}

/** A binary GET (a file's content): the Blob on 2xx, the parsed error body otherwise. */
export type BlobResponse = { status: number; ok: true; blob: Blob } | { status: number; ok: false; body: unknown };

export async function httpBlob(fetchFn: FetchFn, url: string, headers: Record<string, string>): Promise<BlobResponse> {
  let res: Response;
  try {
    res = await fetchFn(url, { method: 'GET', headers });
  } catch (err) {
    throw new NetworkError(err);
  }
  if (res.ok) {
    const blob = await res.blob();
    recordRest({ method: 'GET', url }, { status: res.status, body: { size: blob.size, type: blob.type } });
    return { status: res.status, ok: true, blob };
  }
  const text = await res.text().catch(() => '');
  const { body } = recordRest({ method: 'GET', url }, parse(res.status, text));
  return { status: res.status, ok: false, body };
}

function xhrRequest(req: HttpRequest, headers: Record<string, string>, body: BodyInit | undefined, onProgress: (f: number) => void): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(req.method, req.url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      onProgress(1);
      resolve(parse(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new NetworkError(new Error('XMLHttpRequest failed')));
    xhr.send(body as XMLHttpRequestBodyInit | null | undefined);
  });
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

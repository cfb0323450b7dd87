// A stored file as an HTTP answer, streamed: Content-Length, ETag and Last-Modified from the object's metadata,
// `Accept-Ranges: bytes`, one byte range answered 206 with Content-Range (416 when it cannot be satisfied), and
// HEAD answered from the metadata alone (Hono routes HEAD to the GET handler; the request still says HEAD).
import type { Readable } from 'node:stream';
import type { ByteRange, FileStorage } from './storage';

/**
 * The one range a Range header asks for, against an object of `size` bytes: a range, 'unsatisfiable' (416),
 * or null to send the whole object (no header, another unit, several ranges or a malformed one: RFC 9110
 * lets a server ignore those).
 */
export function satisfiableRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (!Number.isSafeInteger(suffix)) return null;
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? Infinity : Number(m[2]);
  if (!Number.isSafeInteger(start) || (end !== Infinity && !Number.isSafeInteger(end)) || end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/** ETag lists of If-None-Match (weak comparison). */
const matches = (header: string | null, etag: string | null) =>
  Boolean(header && etag) && (header!.trim() === '*' || header!.split(',').some((t) => t.trim().replace(/^W\//, '') === etag!.replace(/^W\//, '')));

/**
 * Streams `key` from storage as the answer to `request`, with `headers` (content type, disposition, caching)
 * added; null when there is no such object (the caller answers its own 404).
 */
export async function storedFileResponse(storage: FileStorage, request: Request, key: string, headers: Record<string, string>): Promise<Response | null> {
  const meta = await storage.head(key);
  if (!meta) return null;
  const h = new Headers(headers);
  h.set('accept-ranges', 'bytes');
  if (meta.etag) h.set('etag', meta.etag);
  if (meta.lastModified) h.set('last-modified', meta.lastModified.toUTCString());
  if (matches(request.headers.get('if-none-match'), meta.etag)) return new Response(null, { status: 304, headers: h });
  const range = satisfiableRange(request.headers.get('range'), meta.size);
  if (range === 'unsatisfiable') {
    return new Response(JSON.stringify({ message: `Range not satisfiable: the file has ${meta.size} bytes` }), {
      status: 416,
      headers: { 'content-type': 'application/json', 'content-range': `bytes */${meta.size}`, 'accept-ranges': 'bytes' },
    });
  }
  const status = range ? 206 : 200;
  if (range) h.set('content-range', `bytes ${range.start}-${range.end}/${meta.size}`);
  h.set('content-length', String(range ? range.end - range.start + 1 : meta.size));
  if (request.method === 'HEAD') return new Response(null, { status, headers: h });
  const read = await storage.get(key, range ?? undefined);
  if (!read) return null;
  return new Response(pulled(read.body), { status, headers: h });
}

/**
 * The node stream as a web stream that reads one chunk each time the socket asks for one (high-water mark 0:
 * nothing is read ahead of the client), and destroys the source (closing the file or the object storage
 * connection) when the client goes away.
 */
function pulled(body: Readable): ReadableStream<Uint8Array> {
  const chunks = body[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value as Uint8Array);
    },
    cancel() {
      body.destroy();
    },
  }, { highWaterMark: 0 });
}

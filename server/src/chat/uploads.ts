// Uploaded files in the app's storage (ctx.storage: the local folder, or object storage when configured) and the
// multipart reading of upload routes. Downloads stream from storage (server/src/shared/storage/respond.ts).
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { checkForm } from '../http/registry';
import { storedFileResponse } from '../shared/storage/respond';

/** The multipart form of an upload request; 400 when the body is not one. */
export async function readForm(request: Request): Promise<FormData> {
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) throw new HttpError(400, 'body: expected multipart/form-data');
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new HttpError(400, 'body: not a valid multipart form');
  }
  checkForm(form);
  return form;
}

/** The named file part: 400 when missing or empty, 413 when above `maxBytes`. */
export function filePart(form: FormData, field: string, maxBytes: number): File {
  const part = form.get(field);
  if (!(part instanceof File)) throw new HttpError(400, `${field}: a file is required`);
  if (part.size === 0) throw new HttpError(400, `${field}: the file is empty`);
  if (part.size > maxBytes) throw new HttpError(413, `${field}: the file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  return part;
}

/** A content type safe to store and send back (type/subtype tokens only), else application/octet-stream. */
export function cleanContentType(type: string): string {
  const t = type.split(';')[0].trim().toLowerCase();
  return /^[a-z0-9][\w.+-]*\/[a-z0-9][\w.+-]*$/.test(t) && t.length <= 100 ? t : 'application/octet-stream';
}

/** The image type told by the file's first bytes (PNG, JPEG, GIF, WebP), else null. */
export function sniffImage(bytes: Uint8Array): string | null {
  const b = bytes;
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 6 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38) return 'image/gif';
  if (b.length >= 12 && String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP') return 'image/webp';
  return null;
}

/** Writes the bytes under a fresh key; returns the key. */
export async function storeUpload(ctx: AppContext, bytes: Uint8Array, contentType?: string): Promise<string> {
  const key = randomUUID();
  await ctx.storage.put(key, bytes, contentType);
  return key;
}

/**
 * The whole file, for the few answers that embed it (a CRM note file as a data URL; uploads are at most the
 * upload limit). Downloads never use this: they stream (storedFileResponse).
 */
export async function readUpload(ctx: AppContext, key: string): Promise<Buffer | null> {
  const read = await ctx.storage.get(key);
  if (!read) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of read.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A stored file streamed as the answer to `request` (Range and HEAD answered), or 404 with `notFound`. */
export async function uploadResponse(ctx: AppContext, request: Request, key: string | undefined, headers: Record<string, string>, notFound: string): Promise<Response> {
  const res = key ? await storedFileResponse(ctx.storage, request, key, headers) : null;
  if (!res) throw new HttpError(404, notFound);
  return res;
}

/**
 * The public answer for a stored image (an <img> sends no token; ids are unguessable): its bytes with its
 * content type, cached for good (a replaced image gets a new id), or 404 with `notFound`.
 */
export async function storedImageResponse(ctx: AppContext, row: { storage_key: string; content_type: string } | undefined, notFound: string, request: Request): Promise<Response> {
  return uploadResponse(ctx, request, row?.storage_key, row ? { 'content-type': row.content_type, 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' } : {}, notFound);
}

/** Best effort: a file left behind is harmless, a failed delete is only logged. */
export async function removeUploads(ctx: AppContext, keys: string[]): Promise<void> {
  for (const key of keys) {
    await ctx.storage.delete(key).catch((err: unknown) => ctx.log(`could not remove upload ${key}`, err));
  }
}

/** RFC 6266 attachment header with the UTF-8 name (and an ASCII fallback). */
export function attachmentHeader(name: string): string {
  // a lone surrogate cannot be percent-encoded: it becomes U+FFFD
  name = name.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

// One interface for uploaded files, whatever keeps them: a local folder (the default) or S3-compatible object
// storage (S3_BUCKET set). Keys are the app's own (fresh UUIDs); a stored object is never rewritten, only
// removed, so a key read twice names the same bytes. Reads hand back a stream, never the whole file.
import type { Readable } from 'node:stream';

/** Inclusive byte positions, as in a Range header. */
export type ByteRange = { start: number; end: number };

/** What a stored object's metadata tells without reading it. */
export type StoredObject = { size: number; lastModified: Date | null; etag: string | null };

/** An object's bytes (the whole object, or the range asked for) as a stream, with its metadata. */
export type ObjectRead = StoredObject & { body: Readable };

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** for logs and the health page: the folder, or the endpoint and bucket */
  readonly where: string;
  put(key: string, bytes: Uint8Array, contentType?: string): Promise<void>;
  /** null when there is no such object */
  head(key: string): Promise<StoredObject | null>;
  /** null when there is no such object; `range` must lie inside the object (see satisfiableRange) */
  get(key: string, range?: ByteRange): Promise<ObjectRead | null>;
  /** no error when the object is already gone */
  delete(key: string): Promise<void>;
  /** every object (for the health page's totals and maintenance) */
  list(): AsyncIterable<{ key: string; size: number }>;
  close(): Promise<void>;
}

/** Keys the app makes are UUIDs; anything that could climb out of a folder or name a prefix is refused. */
export function checkKey(key: string): string {
  if (!/^[A-Za-z0-9][\w.-]{0,199}$/.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

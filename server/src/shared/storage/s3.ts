// Files in S3-compatible object storage (AWS S3, MinIO, Ceph, R2, ...): one object per key in one bucket, so
// every server process reads what any of them wrote. Reads stream the object's body (a ranged GET for a
// Range request); nothing is buffered whole.
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { pipeline, Transform, type Readable } from 'node:stream';
import { checkKey, type ByteRange, type FileStorage, type ObjectRead, type StoredObject } from './storage';

export type S3Settings = {
  bucket: string;
  /** e.g. http://127.0.0.1:9000 for MinIO; none for AWS itself */
  endpoint?: string;
  region: string;
  /** none: the SDK's default chain (environment, profile, instance role) */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (http://host/bucket/key) rather than the host name; most self-hosted servers need it */
  forcePathStyle: boolean;
};

const notFound = (err: unknown) =>
  err instanceof S3ServiceException ? err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound' : false;

/** The total size from a Content-Range answer ("bytes 0-9/1234"). */
const totalOf = (contentRange: string | undefined, fallback: number) => {
  const m = /\/(\d+)$/.exec(contentRange ?? '');
  return m ? Number(m[1]) : fallback;
};

/** Passes on bytes start..end (inclusive) of what flows through it, then ends. */
function byteSlice({ start, end }: ByteRange): Transform {
  let at = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      const from = Math.max(0, start - at);
      const to = Math.min(chunk.length, end + 1 - at);
      at += chunk.length;
      done(null, from < to ? chunk.subarray(from, to) : undefined);
    },
  });
}

export class S3Storage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  constructor(private readonly s: S3Settings) {
    // a connection that cannot be made fails in 5 s (no read timeout: a slow client pauses a download's stream)
    this.client = new S3Client({ endpoint: s.endpoint, region: s.region, credentials: s.credentials, forcePathStyle: s.forcePathStyle, requestHandler: { connectionTimeout: 5000 } });
  }
  get where() {
    return `${this.s.endpoint ?? 'AWS S3'}, bucket ${this.s.bucket}`;
  }

  async put(key: string, bytes: Uint8Array, contentType?: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.s.bucket, Key: checkKey(key), Body: bytes, ContentLength: bytes.length, ContentType: contentType }));
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const r = await this.client.send(new HeadObjectCommand({ Bucket: this.s.bucket, Key: checkKey(key) }));
      return { size: r.ContentLength ?? 0, lastModified: r.LastModified ?? null, etag: r.ETag ?? null };
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<ObjectRead | null> {
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.s.bucket, Key: checkKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      let body = r.Body as Readable | undefined;
      if (!body) throw new Error(`object storage sent no body for ${key}`);
      // a server may ignore a Range (s3rver does for bytes=0-0) and send the whole object: cut the range out here
      if (range && !r.ContentRange?.startsWith(`bytes ${range.start}-${range.end}/`)) body = pipeline(body, byteSlice(range), () => {}); // pipeline: an error or a destroy ends both
      return { size: totalOf(r.ContentRange, r.ContentLength ?? 0), lastModified: r.LastModified ?? null, etag: r.ETag ?? null, body };
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.s.bucket, Key: checkKey(key) }));
  }

  async *list(): AsyncIterable<{ key: string; size: number }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.s.bucket, ContinuationToken: token }));
      for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key, size: o.Size ?? 0 };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

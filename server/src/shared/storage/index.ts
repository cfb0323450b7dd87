// The storage a server uses: S3-compatible object storage when S3_BUCKET is set, else the local folder.
import { LocalStorage } from './local';
import { S3Storage, type S3Settings } from './s3';
import type { FileStorage } from './storage';

export type { ByteRange, FileStorage, ObjectRead, StoredObject } from './storage';
export { LocalStorage } from './local';
export { S3Storage, type S3Settings } from './s3';

const S3_VARS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/** S3 settings from S3_* variables; null when none is set. A partial setting is an error, said at start. */
export function s3SettingsFromEnv(env: Record<string, string | undefined>): S3Settings | null {
  const set = S3_VARS.filter((v) => env[v]);
  if (set.length === 0) return null;
  if (!env.S3_BUCKET) throw new Error(`${set.join(', ')} set but S3_BUCKET is not: set S3_BUCKET to keep files in object storage, or unset the S3_* variables`);
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  if (env.S3_ENDPOINT && !/^https?:\/\/[^/]/.test(env.S3_ENDPOINT)) throw new Error(`S3_ENDPOINT must be an http(s) URL, got ${JSON.stringify(env.S3_ENDPOINT)}`);
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    credentials: env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY! } : undefined,
    forcePathStyle: /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE ?? ''),
  };
}

/** Object storage when configured (given settings, else S3_* variables), else the local folder `uploadsDir`. */
export function openStorage(uploadsDir: string, s3: S3Settings | null): FileStorage {
  return s3 ? new S3Storage(s3) : new LocalStorage(uploadsDir);
}

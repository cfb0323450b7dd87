// A real S3-compatible server for the storage tests: s3rver (a dev dependency) on a loopback port, its data
// in a fresh temporary folder, one bucket made at start. close() stops it and removes the folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../server/src/shared/storage';

export type TestS3 = { settings: S3Settings; env: Record<string, string>; dir: string; close(): Promise<void> };

export async function startS3(bucket = 'mtz-test'): Promise<TestS3> {
  const dir = await mkdtemp(join(tmpdir(), 'mtz-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts its own fixed key pair (signatures are checked)
  const settings: S3Settings = { bucket, endpoint, region: 'us-east-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, forcePathStyle: true };
  const env = { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' };
  return {
    settings, env, dir,
    close: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

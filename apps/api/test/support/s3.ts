import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/storage/s3.js';

// A real S3 implementation for the tests: s3rver (npm) on a free port, its objects in a temp
// folder. It knows one account (S3RVER / S3RVER) and refuses other key ids (a V4 signature's bytes
// it does not check), answers ranges, HEAD and NoSuchKey as S3 does: the server's S3 storage runs
// its production code path (the AWS SDK) against it.

export const S3RVER_KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the objects (bucket/key…), to see what really got stored. */
  directory: string;
  /** Settings for s3Storage(), `prefix` included. */
  settings: S3Settings;
  /** The same as server settings (STORAGE=s3 …), for a server process. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startTestS3(bucket = 'dongman', prefix = 'test/'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'dongman-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint,
      ...S3RVER_KEY,
      forcePathStyle: true,
      prefix,
    },
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3RVER_KEY.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: prefix,
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ByteRange, FileStorage } from './storage.js';

export interface S3Settings {
  bucket: string;
  region: string;
  /** MinIO, Aliyun OSS, Tencent COS… (empty for AWS itself). */
  endpoint: string | null;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (bucket in the path), which MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Prefix inside the bucket, e.g. "dongman/". */
  prefix: string;
}

/** An S3-compatible object store through the AWS SDK. */
export function s3Storage(settings: S3Settings, client?: S3Client): FileStorage {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
      // Plain PUTs with a known length: stores that do not speak aws-chunked checksums accept them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => `${settings.prefix}${key}`;

  return {
    kind: 's3',
    async putFile(key, sourcePath, size, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          Body: createReadStream(sourcePath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async putBuffer(key, body, contentType) {
      await s3.send(
        new PutObjectCommand({ Bucket, Key: keyOf(key), Body: body, ContentType: contentType }),
      );
    },
    async read(key, range?: ByteRange) {
      const result = await s3.send(
        new GetObjectCommand({
          Bucket,
          Key: keyOf(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return result.Body as Readable;
    },
    async exists(key) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return true;
      } catch (error) {
        if (
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        )
          return false;
        throw error;
      }
    },
    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
  };
}

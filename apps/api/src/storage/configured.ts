import type { AppConfig } from '../config.js';
import { localStorage } from './local.js';
import type { FileStorage } from './storage.js';

/** The storage the settings name: local disk, or S3 (the server and the operator's tools). */
export async function storageFor(config: AppConfig): Promise<FileStorage> {
  if (config.storage.kind !== 's3') return localStorage(config.storage.root);
  // The S3 SDK loads only when configured (start time).
  const { s3Storage } = await import('./s3.js');
  return s3Storage(config.storage.s3);
}

import type { Readable } from 'node:stream';

/** A byte range, both ends inclusive (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where material files, previews and avatars live. Keys are content-addressed (sha256 + extension),
 * so the same bytes are stored once and a key never changes meaning.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the file at `sourcePath` (a finished temporary file) under `key`. */
  putFile(key: string, sourcePath: string, size: number, contentType: string): Promise<void>;
  /** Stores bytes held in memory (seed data, generated previews). */
  putBuffer(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Streams the object, or the given range of it. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

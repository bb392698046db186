import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp, { type SharpOptions } from 'sharp';
import type { AppContext } from '../context.js';
import type { FileRow } from '../db/schema.js';
import { badRequest } from '../lib/errors.js';
import { insertFile } from '../repositories/files.js';
import {
  bufferRange,
  fileRange,
  readZipContents,
  storedZipContents,
  type ReadRange,
} from './zip-contents.js';

/** What a stored file may be, by its real content (magic bytes), not by its name or header. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const MATERIAL_TYPES = [
  ...IMAGE_TYPES,
  'application/zip',
  'application/x-7z-compressed',
  'application/x-rar-compressed',
  'application/vnd.rar',
  'application/pdf',
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'audio/mpeg',
  'audio/flac',
  'audio/wav',
  'audio/x-wav',
  'image/vnd.adobe.photoshop',
];

export interface IngestOptions {
  maxBytes: number;
  accept: readonly string[];
}

const PREVIEW_WIDTH = 480;

// 400 rather than 413: the envelope's codes are the contract's (see plugins/envelope.ts).
export const tooLarge = (maxBytes: number) =>
  badRequest(`文件过大，最大 ${Math.max(1, Math.floor(maxBytes / 1024 / 1024))} MB`);

function storageKey(sha256: string, ext: string): string {
  return `${sha256}.${ext}`;
}

/**
 * The most pixels an image may claim (about 50 megapixels: a 8660 × 5773 photo). A PNG header may
 * claim 100000 × 100000 in a few bytes; decoding it would take gigabytes (a pixel bomb).
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const IMAGE_MESSAGES = {
  undecodable: '图片无法识别或已损坏',
  tooManyPixels: `图片尺寸过大，最多 ${MAX_IMAGE_PIXELS / 1_000_000} 百万像素`,
};

/** Any decoding failure of an image a person sent is their bad input (400), never a 5xx. */
export async function decoding<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const text = error instanceof Error ? error.message : '';
    throw badRequest(
      /pixel limit|dimensions/i.test(text)
        ? IMAGE_MESSAGES.tooManyPixels
        : IMAGE_MESSAGES.undecodable,
    );
  }
}

/** sharp with the pixel limit: refuses before decoding anything bigger. */
export function decodeImage(input: Buffer | string, options: SharpOptions = {}) {
  return sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, ...options });
}

async function imageSize(input: Buffer | string) {
  const meta = await decoding(() => decodeImage(input).metadata());
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > MAX_IMAGE_PIXELS) throw badRequest(IMAGE_MESSAGES.tooManyPixels);
  if (width === 0 || height === 0) throw badRequest(IMAGE_MESSAGES.undecodable);
  return { width, height };
}

/** A ZIP's file list for `files.zip_contents` (its central directory only); null for other types. */
async function zipContentsOf(mime: string, read: ReadRange, size: number) {
  return mime === 'application/zip' ? storedZipContents(await readZipContents(read, size)) : null;
}

/** Bytes file-type needs to tell the accepted kinds apart. */
const SNIFF_BYTES = 4100;

/** Reads at least `count` bytes (or all there is); `all()` then yields those and the rest. */
async function firstBytes(stream: Readable, count: number) {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < count) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const bytes = Buffer.concat(chunks);
  async function* all() {
    if (bytes.length > 0) yield bytes;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { bytes, all };
}

/**
 * Streams an upload to a temporary file while hashing and counting it (never all in memory),
 * checks its type by magic bytes, then hands it to the storage backend under its checksum.
 */
export async function ingestStream(
  ctx: AppContext,
  stream: Readable,
  options: IngestOptions,
): Promise<FileRow> {
  const dir = join(tmpdir(), 'dongman-uploads');
  await mkdir(dir, { recursive: true });
  const temp = join(dir, randomBytes(12).toString('hex'));
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > options.maxBytes) return done(tooLarge(options.maxBytes));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    // The type is checked on the first bytes, before anything is written to disk.
    const head = await firstBytes(stream, SNIFF_BYTES);
    if (head.bytes.length > 0) {
      const sniffed = await fileTypeFromBuffer(head.bytes);
      if (!sniffed || !options.accept.includes(sniffed.mime)) {
        stream.destroy();
        throw badRequest('不支持的文件类型（按文件内容识别）');
      }
    }
    await pipeline(Readable.from(head.all()), meter, createWriteStream(temp));
    // @fastify/multipart truncates at its own limit instead of failing.
    if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge(options.maxBytes);
    if (size === 0) throw badRequest('上传的文件是空的');
    const type = await fileTypeFromFile(temp);
    if (!type || !options.accept.includes(type.mime))
      throw badRequest('不支持的文件类型（按文件内容识别）');
    const sha256 = hash.digest('hex');
    const key = storageKey(sha256, type.ext);
    const dims = IMAGE_TYPES.includes(type.mime)
      ? await imageSize(temp)
      : { width: null, height: null };
    // Read before the temporary file moves into the storage.
    const zip_contents = await zipContentsOf(type.mime, fileRange(temp), size);
    if (!(await ctx.storage.exists(key))) await ctx.storage.putFile(key, temp, size, type.mime);
    return insertFile(ctx.db, {
      storage_key: key,
      mime: type.mime,
      size,
      sha256,
      ...dims,
      zip_contents,
      create_time: ctx.config.now(),
    });
  } finally {
    await rm(temp, { force: true });
  }
}

/** What storing and reading files needs (operator tools build no whole app). */
export type FileContext = Pick<AppContext, 'db' | 'storage' | 'config'>;

/** Stores bytes already in memory (seed data, generated previews), with the same checks. */
export async function ingestBuffer(
  ctx: FileContext,
  body: Buffer,
  options: IngestOptions,
): Promise<FileRow> {
  if (body.length > options.maxBytes) throw tooLarge(options.maxBytes);
  const type = await fileTypeFromBuffer(body);
  if (!type || !options.accept.includes(type.mime))
    throw badRequest('不支持的文件类型（按文件内容识别）');
  const sha256 = createHash('sha256').update(body).digest('hex');
  const key = storageKey(sha256, type.ext);
  const dims = IMAGE_TYPES.includes(type.mime)
    ? await imageSize(body)
    : { width: null, height: null };
  if (!(await ctx.storage.exists(key))) await ctx.storage.putBuffer(key, body, type.mime);
  return insertFile(ctx.db, {
    storage_key: key,
    mime: type.mime,
    size: body.length,
    sha256,
    ...dims,
    zip_contents: await zipContentsOf(type.mime, bufferRange(body), body.length),
    create_time: ctx.config.now(),
  });
}

/** A stored file's bytes, whole (images the server resizes). */
export async function readStored(ctx: FileContext, file: FileRow): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await ctx.storage.read(file.storage_key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A WebP at most `width` wide (never enlarged) of a stored image: home banners. */
export async function makePreview(
  ctx: AppContext,
  image: FileRow,
  width = PREVIEW_WIDTH,
): Promise<FileRow> {
  const body = await readStored(ctx, image);
  const preview = await decoding(() =>
    decodeImage(body)
      .rotate()
      .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer(),
  );
  return ingestBuffer(ctx, preview, { maxBytes: Number.MAX_SAFE_INTEGER, accept: ['image/webp'] });
}

/** A square avatar (cropped to the centre). */
export async function makeAvatar(ctx: AppContext, image: FileRow): Promise<FileRow> {
  const body = await readStored(ctx, image);
  const avatar = await decoding(() =>
    decodeImage(body)
      .rotate()
      .resize({ width: 256, height: 256, fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer(),
  );
  return ingestBuffer(ctx, avatar, { maxBytes: Number.MAX_SAFE_INTEGER, accept: ['image/webp'] });
}

/** Public URL of a preview or avatar image. */
export function imageUrl(fileId: number): string {
  return `/api/files/${fileId}`;
}

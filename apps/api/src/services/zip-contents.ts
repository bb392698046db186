import { open } from 'node:fs/promises';
import yauzl from 'yauzl';
import type { FileStorage } from '../storage/storage.js';

/** One file listed in a ZIP's central directory (what a member sees as 包含文件). */
export interface ZipEntry {
  path: string;
  size: number;
}

/** What an archive holds: its files (at most MAX_ZIP_ENTRIES) and whether the list stops short. */
export interface ZipContents {
  entries: ZipEntry[];
  truncated: boolean;
}

/** Files listed at most; beyond this a page would not show them usefully anyway. */
export const MAX_ZIP_ENTRIES = 2000;
/** Directory records read at most (folders included), so a hostile count costs bounded work. */
const MAX_RECORDS = 10_000;
/** Bytes fetched at once from the end: the end record, its comment and most central directories. */
const TAIL_BYTES = 1024 * 1024;
const MAX_PATH = 512;

/** Reads `length` bytes at `start` of the archive (a temporary file, a storage range, a buffer). */
export type ReadRange = (start: number, length: number) => Promise<Buffer>;

/**
 * The files inside a ZIP, from its central directory only: nothing is decompressed or extracted,
 * and a broken or hostile archive gives null (the material stays downloadable, its list unknown).
 */
export async function readZipContents(read: ReadRange, size: number): Promise<ZipContents | null> {
  try {
    const tailStart = Math.max(0, size - TAIL_BYTES);
    const tail = await read(tailStart, size - tailStart);
    const reader = new TailReader(tail, tailStart, read);
    const zip = await yauzl.fromRandomAccessReaderPromise(reader, size, {
      decodeStrings: false,
      validateEntrySizes: false,
      autoClose: true,
    });
    return await listEntries(zip);
  } catch {
    return null;
  }
}

/** What `files.zip_contents` holds: the list, or a mark that it could not be read. */
export function storedZipContents(contents: ZipContents | null): string {
  return JSON.stringify(contents ?? { unreadable: true });
}

/** The list kept in `files.zip_contents`; null when not read, unreadable, or not a ZIP. */
export function parseZipContents(stored: string | null): ZipContents | null {
  if (!stored) return null;
  const value = JSON.parse(stored) as Partial<ZipContents>;
  return Array.isArray(value.entries)
    ? { entries: value.entries, truncated: value.truncated === true }
    : null;
}

/** A file on disk (an upload's temporary file). */
export function fileRange(path: string): ReadRange {
  return async (start, length) => {
    const handle = await open(path, 'r');
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, start);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  };
}

/** A stored object (local disk or S3), by ranged reads. */
export function storageRange(storage: FileStorage, key: string): ReadRange {
  return async (start, length) => {
    if (length === 0) return Buffer.alloc(0);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read(key, { start, end: start + length - 1 }))
      chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
}

/** A whole archive held in memory (the seed's sample materials). */
export function bufferRange(body: Buffer): ReadRange {
  return async (start, length) => body.subarray(start, start + length);
}

function listEntries(zip: yauzl.ZipFile): Promise<ZipContents> {
  return new Promise((resolve, reject) => {
    const entries: ZipEntry[] = [];
    let records = 0;
    const finish = (truncated: boolean) => {
      zip.close();
      resolve({ entries, truncated });
    };
    zip.on('error', reject);
    zip.on('end', () => resolve({ entries, truncated: false }));
    zip.on('entry', (entry: yauzl.Entry) => {
      records += 1;
      const path = entryPath(entry);
      if (path !== null) entries.push({ path, size: entry.uncompressedSize });
      if (entries.length >= MAX_ZIP_ENTRIES || records >= MAX_RECORDS) {
        // More records left: the list is cut; none left: it is whole.
        finish(records < zip.entryCount);
        return;
      }
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/** A display path (never used to write anything): folders are skipped, `..` and roots dropped. */
function entryPath(entry: yauzl.Entry): string | null {
  const raw = decodeName(entry);
  if (raw.endsWith('/') || raw.endsWith('\\')) return null;
  const parts = raw
    .replace(/\\/g, '/')
    .replace(/^[a-zA-Z]:/, '')
    .split('/')
    // Control characters would only garble the page.
    .map((part) => part.replace(/\p{Cc}/gu, '').trim())
    .filter((part) => part !== '' && part !== '.' && part !== '..');
  if (parts.length === 0) return null;
  const path = parts.join('/');
  return path.length > MAX_PATH ? `${path.slice(0, MAX_PATH - 1)}…` : path;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
// Archives made on Chinese Windows (WinRAR, the Explorer) name files in GBK without saying so.
const gbk = new TextDecoder('gbk');

function decodeName(entry: yauzl.Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  const unicode = entry.extraFields.find((field) => field.id === 0x7075);
  // Info-ZIP Unicode Path: version 1, the CRC of the raw name, then the UTF-8 name.
  if (unicode && unicode.data.length > 5 && unicode.data[0] === 1) {
    try {
      return utf8.decode(unicode.data.subarray(5));
    } catch {
      // Fall through to the name itself.
    }
  }
  if (entry.generalPurposeBitFlag & 0x800) return raw.toString('utf8');
  try {
    return utf8.decode(raw);
  } catch {
    return gbk.decode(raw);
  }
}

/** Serves reads from the archive's tail held in memory; anything earlier from `read`. */
class TailReader extends yauzl.RandomAccessReader {
  constructor(
    private readonly tail: Buffer,
    private readonly tailStart: number,
    private readonly fetch: ReadRange,
  ) {
    super();
  }

  override read(
    buffer: Buffer,
    offset: number,
    length: number,
    position: number,
    callback: (error: Error | null) => void,
  ): void {
    if (position >= this.tailStart) {
      const from = position - this.tailStart;
      if (from + length > this.tail.length) return callback(new Error('read past the end'));
      this.tail.copy(buffer, offset, from, from + length);
      // Called back later, not at once: yauzl reads entry after entry through this, and a
      // synchronous answer would nest every entry's read in the last one (a stack overflow).
      queueMicrotask(() => callback(null));
      return;
    }
    this.fetch(position, length).then(
      (bytes) => {
        if (bytes.length < length) return callback(new Error('short read'));
        bytes.copy(buffer, offset, 0, length);
        callback(null);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }
}

import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '../lib/errors.js';

/** Below this size compression costs more than it saves (same threshold as @fastify/compress). */
const COMPRESS_THRESHOLD = 1024;
/** Enough for every class, sub-class, common document and the first pages of each section. */
const MAX_ENTRIES = 2000;

type Encoding = 'br' | 'gzip';

interface Entry {
  version: number;
  etag: string;
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

export type Read<R extends FastifyRequest = FastifyRequest> = (
  request: R,
  reply: FastifyReply,
) => Promise<Envelope<unknown> | FastifyReply>;

function encodingFor(accept: string | undefined, size: number): Encoding | null {
  if (!accept || size < COMPRESS_THRESHOLD) return null;
  // Plain token checks: browsers send "gzip, deflate, br, zstd" without q-values of 0.
  if (/\bbr\b(?!;q=0(?:\.0+)?\b)/.test(accept)) return 'br';
  if (/\bgzip\b(?!;q=0(?:\.0+)?\b)/.test(accept)) return 'gzip';
  return null;
}

/**
 * Compressed on the request path, once per entry and content version: an uncached search pays it
 * on every new text. Brotli 9 with its default 4 MB window took 50 ms for a 25 KB search answer
 * (100 ms at 100 KB) and blocked the event loop that long; quality 6 with a window just large
 * enough for the body takes 0.3 ms (1.5 at 100 KB) for 8 % more bytes (bench/README.md,
 * "What a browser's search cost").
 */
function encode(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  const window = Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(16, Math.ceil(Math.log2(body.length))),
  );
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 6,
      [constants.BROTLI_PARAM_LGWIN]: window,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Whether an If-None-Match header names `etag` (or *), weak or strong. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * One version read for every request that asks during the same turn of the event loop: callers
 * join a batch, and the read starts (setImmediate) only after the last of them joined, so each
 * still sees every write committed before it asked — under 50 connections one read serves a
 * whole batch of requests instead of one read each.
 */
export function readOncePerTurn<T>(read: () => Promise<T>): () => Promise<T> {
  let batch: Promise<T> | null = null;
  return () =>
    (batch ??= new Promise<T>((resolve, reject) => {
      setImmediate(() => {
        batch = null;
        read().then(resolve, reject);
      });
    }));
}

/**
 * Public reads that barely change (classes, notices, menus, section listings…) are answered from
 * memory: the JSON is serialised, hashed and compressed once per content version, browsers
 * revalidate with If-None-Match (304), and every write to the underlying tables — from this
 * process, another one or a console — bumps the version the entries are checked against.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();

  private readonly currentVersion: () => Promise<number>;

  constructor(currentVersion: () => Promise<number>) {
    this.currentVersion = readOncePerTurn(currentVersion);
  }

  /** Wraps a read handler; only successful answers are kept, failures pass through unchanged. */
  wrap<R extends FastifyRequest>(
    read: Read<R>,
    keyOf: (request: R) => string = (request) => request.url,
  ) {
    return async (request: R, reply: FastifyReply) => {
      const key = keyOf(request);
      const version = await this.currentVersion();
      let entry = this.entries.get(key);
      if (!entry || entry.version !== version) {
        // Read the version first: a write during the read leaves the entry already stale.
        const envelope = await read(request, reply);
        // A handler that answered by itself (the reply) or failed passes through unchanged.
        if ((envelope as unknown) === reply || (envelope as Envelope<unknown>).code !== 200)
          return envelope;
        entry = this.store(key, version, JSON.stringify(envelope));
      }
      reply
        .header('cache-control', 'no-cache')
        .header('etag', entry.etag)
        .header('vary', 'accept-encoding');
      if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      const encoding = encodingFor(request.headers['accept-encoding'], entry.body.length);
      if (!encoding) return reply.send(entry.body);
      entry.encoded[encoding] ??= encode(entry.body, encoding);
      return reply.header('content-encoding', encoding).send(entry.encoded[encoding]);
    };
  }

  private store(key: string, version: number, json: string): Entry {
    const body = Buffer.from(json);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry: Entry = { version, etag, body, encoded: {} };
    // Oldest first out (a Map keeps insertion order); stale entries are simply overwritten.
    if (!this.entries.has(key) && this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
    return entry;
  }
}

import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { AppContext } from '../context.js';
import type { FileRow } from '../db/schema.js';
import {
  claimMediaPreview,
  finishMediaPreview,
  listMediaWithoutPreview,
} from '../repositories/media-previews.js';
import { decodeImage, ingestBuffer } from './files.js';

/**
 * Video and audio previews, made by ffmpeg (Debian's package) in the background after an upload:
 * a video material gets a poster frame and a short muted MP4 of its first seconds, an audio
 * material a waveform picture and a short MP3. One file at a time per process (ffmpeg takes a
 * core); the upload's answer never waits. A failure leaves the material without a preview and is
 * logged; ffmpeg missing leaves every such material waiting for the next start with ffmpeg.
 */

/** Widest poster, clip and waveform (never enlarged). */
const MAX_WIDTH = 960;
const WAVEFORM = { width: 960, height: 160, colour: '#5b8def' };
/** Longest one ffmpeg run may take before it is stopped (a hostile or huge file). */
const RUN_TIMEOUT_MS = 120_000;
/** A pending claim older than this belongs to a process that stopped: the next start redoes it. */
const STALE_MS = 10 * 60_000;

export type MediaKind = 'video' | 'audio';

/** Which kind of preview a stored type gets, by its MIME type (null: none). */
export function mediaKindOf(mime: string): MediaKind | null {
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  return null;
}

function run(
  binary: string,
  args: string[],
  signal?: AbortSignal,
): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      binary,
      args,
      {
        encoding: 'buffer',
        maxBuffer: 64 * 1024 * 1024,
        timeout: RUN_TIMEOUT_MS,
        killSignal: 'SIGKILL',
        signal,
      },
      (error, stdout, stderr) => {
        const text = stderr.toString('utf8');
        if (error) {
          const tail = text.trim().split('\n').slice(-3).join(' | ');
          reject(new Error(`${binary} failed: ${tail || error.message}`));
        } else resolve({ stdout, stderr: text });
      },
    );
  });
}

/** ffmpeg's version line, or null when it cannot be run (not installed, wrong FFMPEG_PATH). */
export async function ffmpegVersion(config: Pick<AppConfig, 'media'>): Promise<string | null> {
  try {
    const { stdout } = await run(config.media.ffmpegPath, ['-hide_banner', '-version']);
    return stdout.toString('utf8').split('\n')[0]?.trim() || 'ffmpeg';
  } catch {
    return null;
  }
}

interface Probe {
  video: { width: number; height: number } | null;
  audio: boolean;
  durationMs: number;
}

async function probe(config: AppConfig, path: string, signal: AbortSignal): Promise<Probe> {
  const { stdout } = await run(
    config.media.ffprobePath,
    [
      '-v',
      'error',
      '-show_entries',
      'format=duration:stream=codec_type,width,height,disposition',
      '-of',
      'json',
      path,
    ],
    signal,
  );
  const info = JSON.parse(stdout.toString('utf8')) as {
    format?: { duration?: string };
    streams?: {
      codec_type?: string;
      width?: number;
      height?: number;
      disposition?: { attached_pic?: number };
    }[];
  };
  const streams = info.streams ?? [];
  // Cover art inside an MP3 or M4A is a "video" stream of one picture: not a video.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  return {
    video: video?.width && video.height ? { width: video.width, height: video.height } : null,
    audio: streams.some((s) => s.codec_type === 'audio'),
    durationMs: Math.round(Number(info.format?.duration ?? 0) * 1000),
  };
}

/** A picture ffmpeg wrote (PNG on stdout) as the WebP the site shows. */
async function webpOf(png: Buffer) {
  const { data, info } = await decodeImage(png)
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { body: data, width: info.width, height: info.height };
}

const EVEN_WIDTH = `scale='trunc(min(${MAX_WIDTH},iw)/2)*2':-2`;

async function videoPreview(config: AppConfig, input: string, dir: string, signal: AbortSignal) {
  const seconds = String(config.media.clipSeconds);
  // A representative frame of the first seconds (not a black first frame), as PNG on stdout.
  const poster = await run(
    config.media.ffmpegPath,
    [
      '-v',
      'error',
      '-t',
      seconds,
      '-i',
      input,
      '-vf',
      `thumbnail=50,${EVEN_WIDTH}`,
      '-frames:v',
      '1',
      '-f',
      'image2pipe',
      '-c:v',
      'png',
      '-',
    ],
    signal,
  );
  const clip = join(dir, 'clip.mp4');
  await run(
    config.media.ffmpegPath,
    [
      '-v',
      'error',
      '-y',
      '-i',
      input,
      '-t',
      seconds,
      '-an',
      '-vf',
      EVEN_WIDTH,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '28',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      clip,
    ],
    signal,
  );
  return { poster: await webpOf(poster.stdout), clip: await readFile(clip), mime: 'video/mp4' };
}

async function audioPreview(config: AppConfig, input: string, dir: string, signal: AbortSignal) {
  const seconds = config.media.clipSeconds;
  const { width, height, colour } = WAVEFORM;
  const waveform = await run(
    config.media.ffmpegPath,
    [
      '-v',
      'error',
      '-i',
      input,
      '-filter_complex',
      `aformat=channel_layouts=mono,showwavespic=s=${width}x${height}:colors=${colour}:scale=sqrt:draw=full`,
      '-frames:v',
      '1',
      '-f',
      'image2pipe',
      '-c:v',
      'png',
      '-',
    ],
    signal,
  );
  const clip = join(dir, 'clip.mp3');
  const fadeFrom = Math.max(0, seconds - 1);
  await run(
    config.media.ffmpegPath,
    [
      '-v',
      'error',
      '-y',
      '-i',
      input,
      '-t',
      String(seconds),
      '-vn',
      '-map_metadata',
      '-1',
      '-af',
      `afade=t=out:st=${fadeFrom}:d=1`,
      '-c:a',
      'libmp3lame',
      '-b:a',
      '128k',
      '-f',
      'mp3',
      clip,
    ],
    signal,
  );
  return { poster: await webpOf(waveform.stdout), clip: await readFile(clip), mime: 'audio/mpeg' };
}

const ANY = { maxBytes: Number.MAX_SAFE_INTEGER };

/** Makes and stores the preview of one material file (already claimed). */
async function makePreview(ctx: AppContext, file: FileRow, signal: AbortSignal) {
  const dir = await mkdtemp(join(tmpdir(), 'dongman-media-'));
  try {
    // ffmpeg reads a file, not a stream: an MP4 may keep its index at the end.
    const input = join(dir, `input`);
    await pipeline(await ctx.storage.read(file.storage_key), createWriteStream(input));
    const probed = await probe(ctx.config, input, signal);
    const kind: MediaKind | null = probed.video ? 'video' : probed.audio ? 'audio' : null;
    if (!kind) throw new Error('no video or audio stream');
    const made =
      kind === 'video'
        ? await videoPreview(ctx.config, input, dir, signal)
        : await audioPreview(ctx.config, input, dir, signal);
    const poster = await ingestBuffer(ctx, made.poster.body, { ...ANY, accept: ['image/webp'] });
    const clip = await ingestBuffer(ctx, made.clip, { ...ANY, accept: [made.mime] });
    const durationMs = Math.min(probed.durationMs || Infinity, ctx.config.media.clipSeconds * 1000);
    await finishMediaPreview(
      ctx.db,
      file.id,
      {
        status: 'ready',
        kind,
        posterFileId: poster.id,
        clipFileId: clip.id,
        width: made.poster.width,
        height: made.poster.height,
        durationMs: Number.isFinite(durationMs) ? durationMs : 0,
      },
      ctx.config.now(),
    );
    return kind;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface MediaPreviews {
  /** ffmpeg's version line, or null when it is missing (known once `start` has run). */
  readonly ffmpeg: string | null;
  /** Finds out whether ffmpeg runs, then makes what earlier uploads and stopped workers left. */
  start(): Promise<void>;
  /** Queues the preview of a newly stored material file (video or audio; others are ignored). */
  enqueue(file: FileRow): void;
  /** Resolves once every queued preview is done (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops the running ffmpeg and drops the queue (its claims are redone at a later start). */
  close(): Promise<void>;
}

export function mediaPreviews(ctx: AppContext, log: FastifyBaseLogger): MediaPreviews {
  const abort = new AbortController();
  let chain: Promise<void> = Promise.resolve();
  let ffmpeg: string | null = null;
  let checked: Promise<string | null> | null = null;
  const check = () => (checked ??= ffmpegVersion(ctx.config));

  async function work(file: FileRow) {
    const kind = mediaKindOf(file.mime);
    if (!kind || abort.signal.aborted || !(await check())) return;
    const now = ctx.config.now();
    if (!(await claimMediaPreview(ctx.db, file.id, kind, now, now - STALE_MS))) return;
    try {
      const made = await makePreview(ctx, file, abort.signal);
      log.info({ fileId: file.id, kind: made }, 'media preview made');
    } catch (error) {
      if (abort.signal.aborted) return; // shutting down: the claim is redone at a later start
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ fileId: file.id, err: message }, 'media preview failed; the material has none');
      await finishMediaPreview(
        ctx.db,
        file.id,
        { status: 'failed', error: message },
        ctx.config.now(),
      ).catch((err: unknown) => log.warn({ err }, 'media preview failure not recorded'));
    }
  }

  const enqueue = (file: FileRow) => {
    chain = chain
      .then(() => work(file))
      .catch((err: unknown) => {
        log.warn({ err }, 'media preview job failed');
      });
  };

  return {
    get ffmpeg() {
      return ffmpeg;
    },
    async start() {
      ffmpeg = await check();
      if (!ffmpeg) {
        log.warn(
          `ffmpeg not found (FFMPEG_PATH=${ctx.config.media.ffmpegPath}): video and audio materials get no preview until it is installed (apt-get install ffmpeg)`,
        );
        return;
      }
      const now = ctx.config.now();
      for (;;) {
        if (abort.signal.aborted) return;
        const files = await listMediaWithoutPreview(ctx.db, now - STALE_MS, 50);
        if (files.length === 0) return;
        for (const file of files) enqueue(file);
        await chain;
      }
    },
    enqueue,
    idle: () => chain,
    async close() {
      abort.abort();
      await chain;
    },
  };
}

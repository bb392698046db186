import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Selectable } from 'kysely';
import type { AppContext } from '../context.js';
import type { DubbingJobTable } from '../db/schema.js';
import { found } from '../lib/errors.js';
import * as dubbing from '../repositories/dubbing.js';

// A job's audio is synthesised once and kept on disk under DATA_DIR/dubbing-audio: the text,
// voice and speed of a job never change, so neither does its audio. Requests that arrive while it
// is being produced share the one synthesis. Several server processes on one DATA_DIR may each
// produce it once at worst; the rename makes whichever finishes last win with identical bytes.

export interface JobAudio {
  mimeType: string;
  audio: Buffer;
  /** Strong validator: the job's audio never changes. */
  etag: string;
}

const EXTENSIONS: Record<string, string> = { 'audio/wav': 'wav', 'audio/mpeg': 'mp3' };
const MIME_TYPES = Object.fromEntries(Object.entries(EXTENSIONS).map(([m, e]) => [e, m]));
const inflight = new Map<string, Promise<JobAudio>>();

export function audioDir(ctx: AppContext): string {
  return join(ctx.config.dataDir, 'dubbing-audio');
}

function etagOf(jobId: number, provider: string, size: number): string {
  return `"dubbing-${jobId}-${provider}-${size}"`;
}

async function readCached(ctx: AppContext, jobId: number): Promise<JobAudio | null> {
  for (const [extension, mimeType] of Object.entries(MIME_TYPES)) {
    const file = join(audioDir(ctx), `${ctx.speech.name}-${jobId}.${extension}`);
    try {
      const audio = await readFile(file);
      return { mimeType, audio, etag: etagOf(jobId, ctx.speech.name, audio.length) };
    } catch {
      // not this extension (or not produced yet)
    }
  }
  return null;
}

async function produce(ctx: AppContext, job: Selectable<DubbingJobTable>): Promise<JobAudio> {
  const voice = found(await dubbing.findVoice(ctx.db, job.voice_id), '配音记录不存在');
  const result = await ctx.speech.synthesize({
    text: job.text,
    voice: { pitchHz: voice.pitch_hz },
    speed: job.speed,
  });
  const extension = EXTENSIONS[result.mimeType] ?? 'bin';
  const dir = audioDir(ctx);
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${ctx.speech.name}-${job.id}.${extension}`);
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, result.audio);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return {
    mimeType: result.mimeType,
    audio: result.audio,
    etag: etagOf(job.id, ctx.speech.name, result.audio.length),
  };
}

/** The member's job audio: from the disk cache, or synthesised once and stored. */
export async function jobAudio(ctx: AppContext, userId: number, jobId: number): Promise<JobAudio> {
  const job = found(await dubbing.findUserJob(ctx.db, userId, jobId), '配音记录不存在');
  // Check-and-set with no await in between, and the cache read inside the shared promise: a request
  // arriving after the promise settles finds the file already renamed into place.
  const key = `${audioDir(ctx)}:${ctx.speech.name}:${jobId}`;
  let pending = inflight.get(key);
  if (!pending) {
    pending = (async () => (await readCached(ctx, jobId)) ?? produce(ctx, job))().finally(() =>
      inflight.delete(key),
    );
    inflight.set(key, pending);
  }
  return pending;
}

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Selectable } from 'kysely';
import type { AppContext } from '../context.js';
import type { DubbingJobTable, DubbingVoiceTable } from '../db/schema.js';
import { conflict, found } from '../lib/errors.js';
import * as dubbing from '../repositories/dubbing.js';
import { encodeMp3, parseWav } from './audio-encoding.js';
import type { SpeechVoice } from './speech.js';
import { storedEngines } from './voice-engines.js';

// A job's audio is synthesised once and kept on disk under DATA_DIR/dubbing-audio: the text,
// voice and speed of a job never change, so neither does its audio. Requests that arrive while it
// is being produced share the one synthesis. Several server processes on one DATA_DIR may each
// produce it once at worst; the rename makes whichever finishes last win with identical bytes.
// The MP3 is encoded from the stored WAV the first time it is asked for.

export type AudioFormat = 'wav' | 'mp3';
const MIME_TYPES: Record<AudioFormat, string> = { wav: 'audio/wav', mp3: 'audio/mpeg' };

export interface JobAudio {
  mimeType: string;
  audio: Buffer;
  /** Strong validator: the job's audio never changes. */
  etag: string;
}

const inflight = new Map<string, Promise<JobAudio>>();

export function audioDir(ctx: AppContext): string {
  return join(ctx.config.dataDir, 'dubbing-audio');
}

/** One of our voices as the speech engines see it. */
export function speechVoiceOf(row: Selectable<DubbingVoiceTable>): SpeechVoice {
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    pitchHz: row.pitch_hz,
    style: row.style,
    engines: storedEngines(row),
  };
}

function fileOf(ctx: AppContext, jobId: number, format: AudioFormat): string {
  return join(audioDir(ctx), `${ctx.speech.name}-${jobId}.${format}`);
}

function jobAudioOf(ctx: AppContext, jobId: number, format: AudioFormat, audio: Buffer): JobAudio {
  return {
    mimeType: MIME_TYPES[format],
    audio,
    etag: `"dubbing-${jobId}-${ctx.speech.name}-${format}-${audio.length}"`,
  };
}

async function store(file: string, audio: Buffer): Promise<void> {
  await mkdir(join(file, '..'), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, audio);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function produceWav(ctx: AppContext, job: Selectable<DubbingJobTable>): Promise<Buffer> {
  const voice = found(await dubbing.findVoice(ctx.db, job.voice_id), '配音记录不存在');
  const result = await ctx.speech.synthesize({
    text: job.text,
    voice: speechVoiceOf(voice),
    speed: job.speed,
    pitch: job.pitch,
  });
  await store(fileOf(ctx, job.id, 'wav'), result.audio);
  // The length stored at the start was an estimate; the history shows the real one.
  await dubbing.setJobDuration(ctx.db, job.id, result.durationMs);
  return result.audio;
}

async function readOrProduce(
  ctx: AppContext,
  job: Selectable<DubbingJobTable>,
  format: AudioFormat,
): Promise<Buffer> {
  const cached = await readFile(fileOf(ctx, job.id, format)).catch(() => null);
  if (cached) return cached;
  if (format === 'wav') return produceWav(ctx, job);
  const wav = await readOrProduce(ctx, job, 'wav');
  const mp3 = await encodeMp3(parseWav(wav));
  await store(fileOf(ctx, job.id, 'mp3'), mp3);
  return mp3;
}

/** A file of the storage, whole (job and sentence audio). */
export async function readStored(ctx: AppContext, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await ctx.storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The member's job audio. A job made by the queue  has it in the file storage; a job
 * from before was synthesised on first request, stored on disk, and still is.
 */
export async function jobAudio(
  ctx: AppContext,
  userId: number,
  jobId: number,
  format: AudioFormat = 'wav',
): Promise<JobAudio> {
  const job = found(await dubbing.findUserJob(ctx.db, userId, jobId), '配音记录不存在');
  const key = format === 'mp3' ? job.mp3_key : job.wav_key;
  if (key) {
    const audio = await readStored(ctx, key);
    return { mimeType: MIME_TYPES[format], audio, etag: `"dubbing-${jobId}-${key}"` };
  }
  if (job.status !== 'done') throw conflict('配音还在生成中，完成后即可播放和下载');
  // Check-and-set with no await in between, and the cache read inside the shared promise: a request
  // arriving after the promise settles finds the file already renamed into place.
  const flight = `${audioDir(ctx)}:${ctx.speech.name}:${jobId}:${format}`;
  let pending = inflight.get(flight);
  if (!pending) {
    pending = readOrProduce(ctx, job, format)
      .then((audio) => jobAudioOf(ctx, jobId, format, audio))
      .finally(() => inflight.delete(flight));
    inflight.set(flight, pending);
  }
  return pending;
}

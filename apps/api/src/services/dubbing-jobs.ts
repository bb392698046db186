import { createHash } from 'node:crypto';
import type { AppContext } from '../context.js';
import * as dubbing from '../repositories/dubbing.js';
import { encodeMp3, joinPcm, parseWav, wavFile, durationMsOf, type Pcm } from './audio-encoding.js';
import { speechVoiceOf } from './dubbing-audio.js';
import { SpeechUnavailableError } from './speech.js';

// One dubbing job, made by whichever worker claims it (the in-process queue or BullMQ on Redis:
// services/dubbing-queue.ts): the text is spoken sentence by sentence, the progress stored after
// each, the sentences joined, encoded to WAV and MP3 and put in the file storage. A failed try
// goes back to the queue until DUBBING_MAX_ATTEMPTS; then the job fails, and a failed job no
// longer counts against the member's day. An engine that is down uses up no try: the job waits.

/** Silence between two sentences (each sentence already ends on its own pause). */
const SENTENCE_GAP_MS = 120;

/** Sentences of a text: ends at 。！？!?；; and line breaks, the marks kept; never empty. */
export function splitSentences(text: string): string[] {
  const parts = text.match(/[^。！？!?；;\n]+[。！？!?；;]*|[。！？!?；;]+/gu) ?? [];
  const sentences = parts.map((s) => s.trim()).filter((s) => /[^\s。！？!?；;]/u.test(s));
  return sentences.length ? sentences : [text.trim()];
}

export type JobOutcome = 'done' | 'retry' | 'failed' | 'skipped';

/** What became of one try, and for a retry, how long the engine asked us to wait (Retry-After). */
export interface TryResult {
  outcome: JobOutcome;
  retryAfterMs?: number;
}

async function putAudio(ctx: AppContext, body: Buffer, ext: string, type: string) {
  const key = `${createHash('sha256').update(body).digest('hex')}.${ext}`;
  if (!(await ctx.storage.exists(key))) await ctx.storage.putBuffer(key, body, type);
  return key;
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** Runs one try of the job if it is queued; says what became of it. */
export async function processJob(
  ctx: AppContext,
  jobId: number,
  onProgress?: (progress: number) => void,
): Promise<TryResult> {
  if (!(await dubbing.claimJob(ctx.db, jobId, ctx.config.now()))) return { outcome: 'skipped' };
  const job = await dubbing.findJob(ctx.db, jobId);
  const voice = job && (await dubbing.findVoice(ctx.db, job.voice_id));
  if (!job || !voice) return { outcome: 'skipped' };
  try {
    const pieces: Pcm[] = [];
    for (const sentence of splitSentences(job.text)) {
      const result = await ctx.speech.synthesize({
        text: sentence,
        voice: speechVoiceOf(voice),
        speed: job.speed,
      });
      pieces.push(parseWav(result.audio));
      await dubbing.setJobProgress(ctx.db, jobId, pieces.length, ctx.config.now());
      onProgress?.(pieces.length);
    }
    const pcm = joinPcm(pieces, SENTENCE_GAP_MS);
    const [wavKey, mp3Key] = await Promise.all([
      putAudio(ctx, wavFile(pcm), 'wav', 'audio/wav'),
      encodeMp3(pcm).then((mp3) => putAudio(ctx, mp3, 'mp3', 'audio/mpeg')),
    ]);
    await dubbing.finishJob(ctx.db, jobId, {
      wavKey,
      mp3Key,
      durationMs: durationMsOf(pcm),
      at: ctx.config.now(),
    });
    return { outcome: 'done' };
  } catch (error) {
    const at = ctx.config.now();
    if (error instanceof SpeechUnavailableError) {
      await dubbing.requeueJob(ctx.db, jobId, { error: messageOf(error), waitingEngine: true, at });
      return { outcome: 'retry', retryAfterMs: error.retryAfterMs };
    }
    if (job.attempts >= ctx.config.dubbingJobs.maxAttempts) {
      await dubbing.failJob(ctx.db, jobId, messageOf(error), at);
      return { outcome: 'failed' };
    }
    await dubbing.requeueJob(ctx.db, jobId, { error: messageOf(error), waitingEngine: false, at });
    return { outcome: 'retry' };
  }
}

/**
 * Wait before the next try: doubling from DUBBING_RETRY_DELAY_MS, at most 16 times it; never
 * sooner than the engine's Retry-After (capped at 10 minutes).
 */
export function retryDelayMs(ctx: AppContext, attempt: number, retryAfterMs = 0): number {
  const base = ctx.config.dubbingJobs.retryDelayMs;
  return Math.max(
    base * 2 ** Math.min(4, Math.max(0, attempt - 1)),
    Math.min(retryAfterMs, 600_000),
  );
}

import { createHash } from 'node:crypto';
import type { AppContext } from '../context.js';
import * as dubbing from '../repositories/dubbing.js';
import { encodeMp3, joinPcm, parseWav, wavFile, durationMsOf, type Pcm } from './audio-encoding.js';
import { readStored, speechVoiceOf } from './dubbing-audio.js';
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

/**
 * The job's sentence texts with the one at `position` replaced, and the job's text with it
 * replaced in place (its spacing and line breaks kept).
 */
export function replaceSentence(
  jobText: string,
  sentences: string[],
  position: number,
  replacement: string,
): string {
  let cursor = 0;
  for (const [index, sentence] of sentences.entries()) {
    const at = jobText.indexOf(sentence, cursor);
    if (at < 0) break;
    if (index === position)
      return jobText.slice(0, at) + replacement + jobText.slice(at + sentence.length);
    cursor = at + sentence.length;
  }
  return sentences.map((s, i) => (i === position ? replacement : s)).join('');
}

/** The job's sentences, made from its text for a job queued before sentences were kept. */
async function sentencesOf(ctx: AppContext, job: { id: number; text: string }) {
  const rows = await dubbing.listSentences(ctx.db, job.id);
  if (rows.length) return rows;
  await dubbing.insertSentences(ctx.db, job.id, splitSentences(job.text), ctx.config.now());
  return dubbing.listSentences(ctx.db, job.id);
}

/**
 * Runs one try of the job if it is queued; says what became of it. Sentences already spoken
 * (a re-generation of one sentence, a try after a failure part-way) are read back from the
 * storage, not spoken again.
 */
export async function processJob(
  ctx: AppContext,
  jobId: number,
  onProgress?: (progress: number) => void,
): Promise<TryResult> {
  if (!(await dubbing.claimJob(ctx.db, jobId, ctx.config.now()))) return { outcome: 'skipped' };
  const job = await dubbing.findJob(ctx.db, jobId);
  const voice = job && (await dubbing.findVoice(ctx.db, job.voice_id));
  if (!job || !voice) return { outcome: 'skipped' };
  const rows = await sentencesOf(ctx, job);
  try {
    const pieces: Pcm[] = [];
    let ready = 0;
    for (const row of rows) {
      if (row.wav_key && row.pending_text === null) {
        pieces.push(parseWav(await readStored(ctx, row.wav_key)));
        ready += 1;
        continue;
      }
      const text = row.pending_text ?? row.text;
      const result = await ctx.speech.synthesize({
        text,
        voice: speechVoiceOf(voice),
        speed: job.speed,
        pitch: job.pitch,
      });
      const pcm = parseWav(result.audio);
      const wavKey = await putAudio(ctx, wavFile(pcm), 'wav', 'audio/wav');
      const at = ctx.config.now();
      await dubbing.setSentenceAudio(ctx.db, jobId, row.seq, {
        text,
        wavKey,
        durationMs: durationMsOf(pcm),
        at,
      });
      pieces.push(pcm);
      ready += 1;
      await dubbing.setJobProgress(ctx.db, jobId, ready, at);
      onProgress?.(ready);
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
      if (job.wav_key) {
        // A re-generation that cannot be made: the job keeps the audio it had.
        const spoken = rows.map((r) => r.text);
        const position = rows.findIndex((r) => r.pending_text !== null);
        await dubbing.abandonRegeneration(ctx.db, jobId, {
          text:
            position < 0
              ? job.text
              : replaceSentence(
                  job.text,
                  rows.map((r) => r.pending_text ?? r.text),
                  position,
                  spoken[position]!,
                ),
          error: `重新生成失败，保留原来的配音：${messageOf(error)}`.slice(0, 500),
          at,
        });
        return { outcome: 'failed' };
      }
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

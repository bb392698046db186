import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../context.js';
import { found } from '../lib/errors.js';
import * as dubbing from '../repositories/dubbing.js';
import { audioDir, speechVoiceOf } from './dubbing-audio.js';

// 试听: each voice reading its own sample text, so a member hears it before choosing. Made once
// per engine, voice settings and sample text (the name changes when any of them does), kept
// beside the job audio, shared by all members; concurrent first requests share one synthesis.

const inflight = new Map<string, Promise<Buffer>>();

export async function voicePreview(
  ctx: AppContext,
  voiceId: number,
): Promise<{ audio: Buffer; etag: string }> {
  const row = found(await dubbing.findVoice(ctx.db, voiceId), '音色不存在');
  const voice = speechVoiceOf(row);
  const version = createHash('sha256')
    .update(JSON.stringify([ctx.speech.name, voice, row.sample_text]))
    .digest('hex')
    .slice(0, 16);
  const file = join(audioDir(ctx), `preview-${ctx.speech.name}-${voiceId}-${version}.wav`);
  let pending = inflight.get(file);
  if (!pending) {
    pending = (async () => {
      const cached = await readFile(file).catch(() => null);
      if (cached) return cached;
      const result = await ctx.speech.synthesize({ text: row.sample_text, voice, speed: 1 });
      await mkdir(audioDir(ctx), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, result.audio);
        await rename(temporary, file);
      } finally {
        await rm(temporary, { force: true });
      }
      return result.audio;
    })().finally(() => inflight.delete(file));
    inflight.set(file, pending);
  }
  return { audio: await pending, etag: `"voice-${voiceId}-${version}"` };
}

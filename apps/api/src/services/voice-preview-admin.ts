import type { AppContext } from '../context.js';
import { ApiError } from '../lib/errors.js';
import * as dubbing from '../repositories/dubbing.js';
import { SpeechUnavailableError, type VoiceEngines } from './speech.js';
import { storedEngines } from './voice-engines.js';

// 试听 in the console: a voice as the operator is editing it (saved or not) speaks one short fixed
// sentence through the engine that speaks now. Fixed, so the console is no free text-to-speech
// service; short, so a cloud engine bills a few characters. Nothing is kept.

export const CONSOLE_PREVIEW_TEXT = '你好，这是配音试听，一二三四五。';

export interface EditedVoice {
  voiceId?: number;
  name?: string;
  gender: 'female' | 'male' | 'child';
  style: string;
  pitchHz: number;
  engines?: VoiceEngines;
}

export async function previewEditedVoice(ctx: AppContext, edited: EditedVoice): Promise<Buffer> {
  // An engine the form leaves out speaks as the saved voice does (its mapping or its default).
  const saved = edited.voiceId ? await dubbing.findVoice(ctx.db, edited.voiceId) : undefined;
  const stored = saved ? storedEngines(saved) : {};
  const engines: VoiceEngines = {
    espeak: edited.engines?.espeak ?? stored.espeak ?? null,
    azure: edited.engines?.azure ?? stored.azure ?? null,
    tencent: edited.engines?.tencent ?? stored.tencent ?? null,
  };
  try {
    const result = await ctx.speech.synthesize({
      text: CONSOLE_PREVIEW_TEXT,
      voice: {
        // A new voice has no id yet: its defaults are those of the first.
        id: edited.voiceId ?? 1,
        name: edited.name,
        gender: edited.gender,
        style: edited.style,
        pitchHz: edited.pitchHz,
        engines,
      },
      speed: 1,
    });
    return result.audio;
  } catch (error) {
    if (error instanceof SpeechUnavailableError)
      throw new ApiError(503, `配音引擎暂时不可用，请稍后再试（${error.message}）`, {
        cause: error,
      });
    // A refusal says what the engine disliked (often a voice id it does not have): the operator
    // needs to read it to correct the mapping.
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(502, `配音引擎拒绝了试听：${reason}`, { cause: error });
  }
}

import type { Migration } from './types.js';

// Issue 25, the console's voice list: each voice's engine voice and parameters, per engine, as
// JSON (services/voice-engines.ts reads them): eSpeak NG {voice, variant, pitch, rate}, Azure
// {voice, style, rate, pitch}, Tencent Cloud {voiceType, speed, volume}. NULL: the engine speaks
// the voice by its default, derived from the voice's gender, 风格 and 音高 as before (so the
// seeded voices and every voice from before sound as they did).
export default {
  name: '0033_voice_engine_mappings',
  formerName: '0032_voice_engine_mappings',
  statements: [
    `ALTER TABLE dubbing_voices ADD COLUMN espeak_mapping TEXT`,
    `ALTER TABLE dubbing_voices ADD COLUMN azure_mapping TEXT`,
    `ALTER TABLE dubbing_voices ADD COLUMN tencent_mapping TEXT`,
  ],
} satisfies Migration;

import type { Selectable } from 'kysely';
import type { DubbingVoiceTable } from '../db/schema.js';
import type {
  AzureMapping,
  EspeakMapping,
  SpeechEngineName,
  SpeechVoice,
  TencentMapping,
  VoiceEngines,
} from './speech.js';
import { azureDefaultOf, tencentDefaultOf } from './speech-cloud-voices.js';
import { espeakDefaultOf } from './speech-voices.js';

// Each voice's engine voice and parameters, kept per engine in dubbing_voices (migration 0033) as
// JSON the contract validated (VoiceEngineMappings). A column left NULL means "the engine's
// default for this voice" (speech-voices.ts, speech-cloud-voices.ts): the console shows that
// default, so what an operator sees is what the engine does.

type VoiceRow = Selectable<DubbingVoiceTable>;

/** How the console names each engine (messages and the drawer's sections). */
export const ENGINE_LABELS: Record<SpeechEngineName, string> = {
  espeak: 'eSpeak NG',
  azure: 'Azure Speech',
  tencent: '腾讯云语音合成',
};

function parse<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null; // a column someone broke by hand: the default speaks rather than nothing
  }
}

/** The mappings stored for a voice (engines without one are left out). */
export function storedEngines(row: VoiceRow): VoiceEngines {
  return {
    espeak: parse<EspeakMapping>(row.espeak_mapping),
    azure: parse<AzureMapping>(row.azure_mapping),
    tencent: parse<TencentMapping>(row.tencent_mapping),
  };
}

/** Mappings as columns: only the fields the contract knows, in a fixed order. */
export function engineColumns(engines: VoiceEngines | undefined) {
  const json = (value: object | null | undefined) => (value ? JSON.stringify(value) : null);
  const { espeak, azure, tencent } = engines ?? {};
  return {
    espeak_mapping: json(
      espeak && {
        voice: espeak.voice,
        variant: espeak.variant,
        pitch: espeak.pitch,
        rate: espeak.rate,
      },
    ),
    azure_mapping: json(
      azure && {
        voice: azure.voice.trim(),
        style: azure.style?.trim() || null,
        rate: azure.rate,
        pitch: azure.pitch,
      },
    ),
    tencent_mapping: json(
      tencent && { voiceType: tencent.voiceType, speed: tencent.speed, volume: tencent.volume },
    ),
  };
}

/** Every engine's mapping for a voice: the stored one, or the engine's default. */
export function effectiveEngines(voice: SpeechVoice) {
  return {
    espeak: voice.engines?.espeak ?? espeakDefaultOf(voice),
    azure: voice.engines?.azure ?? azureDefaultOf(voice),
    tencent: voice.engines?.tencent ?? tencentDefaultOf(voice),
  };
}

import type { Schemas } from '../../../lib/api';

// Each voice's engine voice and parameters, as the drawer's form holds them (fields named
// `espeak.variant`, `azure.voice`, …) and as the contract takes them (VoiceEngineMappings).

export type SpeechEngine = Schemas['SpeechEngine'];
export type VoiceEngines = Schemas['VoiceEngineMappings'];
export type EffectiveEngines = Schemas['AdminVoiceEngines'];

function text(form: FormData, name: string): string {
  return String(form.get(name) ?? '').trim();
}

function number(form: FormData, name: string, fallback: number): number {
  const value = text(form, name);
  return value === '' ? fallback : Number(value);
}

/**
 * The engines whose voice is filled in: the active one's fields are required by the form, another
 * left blank is left out (the engine speaks the voice by its default).
 */
export function enginesOf(form: FormData): VoiceEngines {
  const engines: VoiceEngines = {};
  const variant = text(form, 'espeak.variant');
  if (variant)
    engines.espeak = {
      voice: (text(form, 'espeak.voice') ||
        'cmn-latn-pinyin') as EffectiveEngines['espeak']['voice'],
      variant: variant as EffectiveEngines['espeak']['variant'],
      pitch: number(form, 'espeak.pitch', 50),
      rate: number(form, 'espeak.rate', 165),
    };
  const azure = text(form, 'azure.voice');
  if (azure)
    engines.azure = {
      voice: azure,
      style: text(form, 'azure.style') || null,
      rate: number(form, 'azure.rate', 0),
      pitch: number(form, 'azure.pitch', 0),
    };
  const voiceType = text(form, 'tencent.voiceType');
  if (voiceType)
    engines.tencent = {
      voiceType: Number(voiceType),
      speed: number(form, 'tencent.speed', 0),
      volume: number(form, 'tencent.volume', 0),
    };
  return engines;
}

/** One line for the list: what the engine speaks the voice with. */
export function engineSummary(engine: SpeechEngine, engines: EffectiveEngines): string {
  if (engine === 'espeak') {
    const { variant, pitch, rate } = engines.espeak;
    return `${variant} · -p ${pitch} · -s ${rate}`;
  }
  if (engine === 'azure') {
    const { voice, style } = engines.azure;
    return style ? `${voice} · ${style}` : voice;
  }
  return `VoiceType ${engines.tencent.voiceType}`;
}

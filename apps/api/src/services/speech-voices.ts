import type { EspeakMapping, SpeechVoice } from './speech.js';

// How each of our voices sounds on eSpeak NG: what the console mapped it to (dubbing_voices.
// espeak_mapping), or by default a variant (formants and pitch range of a speaker: eSpeak's
// voices/!v/f1…f5, m1…m7), a base pitch (-p, 0–99) from the voice's 音高 and a rate (-s, words
// a minute) from its 风格. The default is derived from the voice's own fields, so the seeded voices
// and a voice added without a mapping sound their part; the console shows and edits the result.
// Plain `cmn` reads tone digits in English: Mandarin is `cmn-latn-pinyin`.

export type EspeakVoice = EspeakMapping;

const VARIANTS: Record<SpeechVoice['gender'], readonly EspeakVoice['variant'][]> = {
  female: ['f2', 'f3', 'f4', 'f1'],
  male: ['m3', 'm1', 'm6', 'm7', 'm2'],
  child: ['f5'],
};

/** Typical pitch of each kind of speaker; a voice above it gets a higher -p. */
const TYPICAL_HZ: Record<SpeechVoice['gender'], number> = { female: 230, male: 125, child: 290 };

const RATES: [RegExp, number][] = [
  [/浑厚|解说|沉稳|方言/u, 150],
  [/新闻|播报/u, 175],
  [/活泼|可爱|萝莉|甜美|少年/u, 180],
];

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function espeakVoiceOf(voice: SpeechVoice): EspeakVoice {
  return voice.engines?.espeak ?? espeakDefaultOf(voice);
}

/** The eSpeak NG parameters a voice has when the console mapped none. */
export function espeakDefaultOf(voice: SpeechVoice): EspeakVoice {
  const variants = VARIANTS[voice.gender] ?? VARIANTS.female;
  const typical = TYPICAL_HZ[voice.gender] ?? TYPICAL_HZ.female;
  return {
    voice: 'cmn-latn-pinyin',
    variant: variants[(voice.id - 1 + variants.length) % variants.length]!,
    // 10% above the typical pitch is about 12 steps of -p.
    pitch: Math.round(clamp(50 + ((voice.pitchHz - typical) / typical) * 120, 5, 95)),
    rate: RATES.find(([pattern]) => pattern.test(voice.style))?.[1] ?? 165,
  };
}

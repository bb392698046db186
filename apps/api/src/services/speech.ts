import type { components } from '@dongman/api-client';

// Speech synthesis behind one small interface, so the engine can change by settings
// (SPEECH_PROVIDER): eSpeak NG on this machine by default (services/speech-espeak.ts), a cloud
// engine in production. Every provider takes the same request and answers 16-bit PCM WAV; other
// formats (MP3) are encoded from it (services/audio-encoding.ts).

export type VoiceGender = 'male' | 'female' | 'child';

/** One of our voices, as the providers see it: each maps it to its own engine voice. */
export interface SpeechVoice {
  id: number;
  /** The voice's name (晓晓): cloud engines have voices of the same names. */
  name?: string;
  gender: VoiceGender;
  /** Typical pitch of the voice (Hz), the console's 音高. */
  pitchHz: number;
  /** The console's 风格 (e.g. 新闻播报): some engines pick a speaking rate or style from it. */
  style: string;
  /**
   * The engine voice and parameters the console set for this voice, per engine; an engine left
   * out speaks the voice by its default (services/speech-voices.ts, speech-cloud-voices.ts).
   */
  engines?: VoiceEngines;
}

// Each voice's engine voice and parameters, as the contract defines them (openapi.yaml).
type Schemas = components['schemas'];
/** eSpeak NG: `-v voice+variant -p pitch -s rate` (rate at speed 1, syllables a minute). */
export type EspeakMapping = Schemas['EspeakVoiceMapping'];
/** Azure Speech: the SSML voice name, an optional mstts:express-as style, prosody at speed 1. */
export type AzureMapping = Schemas['AzureVoiceMapping'];
/** Tencent Cloud TextToVoice: VoiceType, Speed at speed 1 (−2…6), Volume (−10…10). */
export type TencentMapping = Schemas['TencentVoiceMapping'];

export interface VoiceEngines {
  espeak?: EspeakMapping | null;
  azure?: AzureMapping | null;
  tencent?: TencentMapping | null;
}

export type SpeechEngineName = keyof VoiceEngines;

export interface SpeechRequest {
  /** The member's text; `<break time="…"/>` marks (the 停顿 control) are pauses. */
  text: string;
  voice: SpeechVoice;
  /** 0.5–2, 1 is normal speed. */
  speed: number;
  /** Pitch shift in semitones (−6…6), 0 when left out. */
  pitch?: number;
}

export interface SpeechResult {
  mimeType: 'audio/wav';
  audio: Buffer;
  durationMs: number;
}

/** The engine could not be reached or refused for now: the job waits and tries again. */
export class SpeechUnavailableError extends Error {
  override name = 'SpeechUnavailableError';
  constructor(
    message: string,
    /** How long the engine asked us to wait (a 429's Retry-After), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface SpeechProvider {
  readonly name: string;
  /** Expected length of the audio without producing it; the real one replaces it once made. */
  durationMs(request: SpeechRequest): number;
  synthesize(request: SpeechRequest): Promise<SpeechResult>;
}

const PAUSE = /[，。、；：？！,.;:?!…—]/u;

/** About 4.2 Mandarin syllables a second at speed 1, plus the pauses the text asks for. */
export function estimateDurationMs({ text, speed }: SpeechRequest): number {
  let ms = 0;
  for (const part of parseScript(text)) {
    if ('breakMs' in part) {
      ms += part.breakMs;
      continue;
    }
    for (const char of part.text) {
      if (PAUSE.test(char)) ms += 250;
      else if (/\S/u.test(char)) ms += 240 / speed;
    }
  }
  return Math.round(ms);
}

export type ScriptPart = { text: string } | { breakMs: number };

const BREAK = /<break\s+time\s*=\s*["']?(\d+(?:\.\d+)?)(ms|s)["']?\s*\/?>/giu;
/** Longest pause one mark may ask for. */
export const MAX_BREAK_MS = 5000;

/**
 * The member's text split into text and pauses. Only `<break time="500ms"/>` (or "1.5s") is
 * markup; anything else is text, spoken as written.
 */
export function parseScript(text: string): ScriptPart[] {
  const parts: ScriptPart[] = [];
  let last = 0;
  for (const match of text.matchAll(BREAK)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    const value = Number(match[1]) * (match[2]!.toLowerCase() === 's' ? 1000 : 1);
    parts.push({ breakMs: Math.min(MAX_BREAK_MS, Math.round(value)) });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** `&`, `<`, `>` and quotes as XML entities, for SSML. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

import { randomUUID } from 'node:crypto';
import type { TencentSpeechConfig } from '../config.js';
import { durationMsOf, joinPcm, parseWav, wavFile, type Pcm } from './audio-encoding.js';
import {
  SpeechUnavailableError,
  escapeXml,
  estimateDurationMs,
  parseScript,
  type ScriptPart,
  type SpeechProvider,
  type SpeechRequest,
} from './speech.js';
import { tencentMappingOf } from './speech-cloud-voices.js';
import { callEngine } from './speech-http.js';
import { tc3Sign } from './tc3-signature.js';

// Tencent Cloud TTS (SPEECH_PROVIDER=tencent): TextToVoice, API version 2019-08-23, signed with
// TC3-HMAC-SHA256 (services/tc3-signature.ts), answered with base64 WAV at 16 kHz in JSON. One
// call takes at most 150 characters, so a long sentence is cut at its commas into several calls
// and joined. The 停顿 marks go as SSML <break>, which TextToVoice reads inside <speak>.
// Errors come back as HTTP 200 with Response.Error: a rate limit or an internal error means the
// engine is busy (the job waits); anything else is a refusal (the try counts).

export const TENCENT_ACTION = 'TextToVoice';
export const TENCENT_VERSION = '2019-08-23';
/** Characters one TextToVoice call accepts (Chinese; full-width punctuation counts as one). */
export const TENCENT_MAX_CHARS = 150;
const CONTENT_TYPE = 'application/json; charset=utf-8';

const SPEEDS: [factor: number, value: number][] = [
  [0.6, -2],
  [0.8, -1],
  [1, 0],
  [1.2, 1],
  [1.5, 2],
  [2.5, 6],
];

/** Our speed (0.5–2) as TextToVoice's Speed (-2…6, one decimal), between its documented points. */
export function tencentSpeed(factor: number): number {
  const f = Math.min(2.5, Math.max(0.6, factor));
  const upper = SPEEDS.findIndex(([x]) => x >= f);
  if (upper <= 0) return SPEEDS[0]![1];
  const [x0, y0] = SPEEDS[upper - 1]!;
  const [x1, y1] = SPEEDS[upper]!;
  return Math.round((y0 + ((f - x0) / (x1 - x0)) * (y1 - y0)) * 10) / 10;
}

/** Text cut so that no piece has more than `max` characters, at a comma or pause when it can. */
function cutText(text: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while ([...rest].length > max) {
    const chars = [...rest];
    let at = max;
    for (let i = max; i > max / 2; i -= 1) {
      if (/[，、,；;：:]/u.test(chars[i - 1]!)) {
        at = i;
        break;
      }
    }
    pieces.push(chars.slice(0, at).join(''));
    rest = chars.slice(at).join('');
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** A sentence as the Text of one or more calls: ≤150 characters of text each, pauses kept. */
export function tencentTexts(text: string): string[] {
  const chunks: ScriptPart[][] = [[]];
  let length = 0;
  for (const part of parseScript(text)) {
    if ('breakMs' in part) {
      chunks.at(-1)!.push(part);
      continue;
    }
    for (const piece of cutText(part.text, TENCENT_MAX_CHARS)) {
      const size = [...piece].length;
      if (length + size > TENCENT_MAX_CHARS && length > 0) {
        chunks.push([]);
        length = 0;
      }
      chunks.at(-1)!.push({ text: piece });
      length += size;
    }
  }
  return chunks
    .filter((chunk) => chunk.some((part) => 'text' in part && part.text.trim()))
    .map((chunk) =>
      chunk.some((part) => 'breakMs' in part)
        ? `<speak>${chunk.map((p) => ('breakMs' in p ? `<break time="${p.breakMs}ms"/>` : escapeXml(p.text))).join('')}</speak>`
        : chunk.map((p) => ('text' in p ? p.text : '')).join(''),
    );
}

/**
 * The JSON body of one TextToVoice call: the voice's mapping (console) gives VoiceType, Volume and
 * its Speed at normal speed, which the member's speed moves along Tencent's scale.
 */
export function tencentPayload(request: SpeechRequest, text: string, sessionId: string): string {
  const mapping = tencentMappingOf(request.voice);
  const speed = Math.min(6, Math.max(-2, mapping.speed + tencentSpeed(request.speed)));
  return JSON.stringify({
    Text: text,
    SessionId: sessionId,
    ModelType: 1,
    VoiceType: mapping.voiceType,
    PrimaryLanguage: 1,
    SampleRate: 16000,
    Codec: 'wav',
    Speed: Math.round(speed * 10) / 10,
    Volume: mapping.volume,
  });
}

/** Codes Tencent documents for "not now": rate limits and its own failures. */
const BUSY =
  /^(RequestLimitExceeded|InternalError|ResourceUnavailable|FailedOperation\.(ServerTimeout|ServiceError))/;

interface TencentAnswer {
  Response?: { Audio?: string; Error?: { Code?: string; Message?: string }; RequestId?: string };
}

export function tencentSpeechProvider(
  config: TencentSpeechConfig,
  options: { timeoutMs: number; now?: () => number },
): SpeechProvider {
  const now = options.now ?? Date.now;
  const host = new URL(config.endpoint).host;

  async function call(request: SpeechRequest, text: string): Promise<Pcm> {
    const payload = tencentPayload(request, text, randomUUID());
    // Signed with the machine's real time: Tencent refuses a timestamp 5 minutes off.
    const timestamp = Math.floor(now() / 1000);
    const { authorization } = tc3Sign({
      secretId: config.secretId,
      secretKey: config.secretKey,
      service: 'tts',
      host,
      contentType: CONTENT_TYPE,
      payload,
      timestamp,
    });
    const answer = await callEngine(
      '腾讯云语音合成',
      `${config.endpoint}/`,
      {
        method: 'POST',
        headers: {
          Authorization: authorization,
          'Content-Type': CONTENT_TYPE,
          'X-TC-Action': TENCENT_ACTION,
          'X-TC-Version': TENCENT_VERSION,
          'X-TC-Timestamp': String(timestamp),
          'X-TC-Region': config.region,
        },
        body: payload,
      },
      options.timeoutMs,
    );
    let json: TencentAnswer;
    try {
      json = JSON.parse(answer.body.toString('utf8')) as TencentAnswer;
    } catch {
      throw new Error('腾讯云语音合成的应答不是 JSON');
    }
    const error = json.Response?.Error;
    if (error) {
      const message = `腾讯云语音合成：${error.Code ?? '?'} ${error.Message ?? ''}（RequestId ${json.Response?.RequestId ?? '?'}）`;
      throw BUSY.test(error.Code ?? '') ? new SpeechUnavailableError(message) : new Error(message);
    }
    if (!json.Response?.Audio) throw new Error('腾讯云语音合成的应答没有音频');
    return parseWav(Buffer.from(json.Response.Audio, 'base64'));
  }

  return {
    name: 'tencent',
    durationMs: estimateDurationMs,
    async synthesize(request) {
      const pieces: Pcm[] = [];
      for (const text of tencentTexts(request.text)) pieces.push(await call(request, text));
      const pcm = pieces.length === 1 ? pieces[0]! : joinPcm(pieces);
      return { mimeType: 'audio/wav', audio: wavFile(pcm), durationMs: durationMsOf(pcm) };
    },
  };
}

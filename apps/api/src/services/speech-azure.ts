import type { AzureSpeechConfig } from '../config.js';
import { durationMsOf, parseWav, wavFile } from './audio-encoding.js';
import {
  escapeXml,
  estimateDurationMs,
  parseScript,
  type SpeechProvider,
  type SpeechRequest,
} from './speech.js';
import { azureMappingOf } from './speech-cloud-voices.js';
import { callEngine, EngineRefusedError } from './speech-http.js';

// Azure Speech text to speech over REST (SPEECH_PROVIDER=azure): one POST of SSML to
// {endpoint}/cognitiveservices/v1 per sentence, answered with 24 kHz 16-bit mono WAV. The key
// goes in Ocp-Apim-Subscription-Key, or (AZURE_SPEECH_AUTH=token) is exchanged at issueToken for
// a bearer token that lasts 10 minutes and is reused for 9. The member's 停顿 marks become SSML
// <break>, the speed a <prosody rate>. The voice's mapping (console) names the Azure voice, its
// speaking style (<mstts:express-as>) and its own rate and pitch, which the member's add to.

export const AZURE_OUTPUT_FORMAT = 'riff-24khz-16bit-mono-pcm';
const TOKEN_REUSE_MS = 9 * 60_000;

/** Relative change in percent, signed: 1.25 → "+25%", 0.8 → "-20%". */
function percent(factor: number): string {
  const value = Math.round((factor - 1) * 100);
  return `${value >= 0 ? '+' : ''}${value}%`;
}

/** Semitones, signed: 2 → "+2st", -3 → "-3st". */
function semitones(value: number): string {
  return `${value >= 0 ? '+' : ''}${Math.round(value)}st`;
}

/** The SSML document for one request: voice, speed and pitch as prosody, pauses as <break>. */
export function azureSsml(request: SpeechRequest): string {
  const mapping = azureMappingOf(request.voice);
  const body = parseScript(request.text)
    .map((part) => ('breakMs' in part ? `<break time="${part.breakMs}ms"/>` : escapeXml(part.text)))
    .join('');
  const rate = percent(request.speed * (1 + mapping.rate / 100));
  const pitch = semitones(mapping.pitch + (request.pitch ?? 0));
  const prosody = `<prosody rate="${rate}" pitch="${pitch}">${body}</prosody>`;
  const style = mapping.style ? escapeXml(mapping.style) : null;
  return (
    `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis"` +
    (style ? ` xmlns:mstts="https://www.w3.org/2001/mstts"` : '') +
    ` xml:lang="zh-CN"><voice name="${escapeXml(mapping.voice)}">` +
    (style ? `<mstts:express-as style="${style}">${prosody}</mstts:express-as>` : prosody) +
    `</voice></speak>`
  );
}

export function azureSpeechProvider(
  config: AzureSpeechConfig,
  options: { timeoutMs: number; now?: () => number },
): SpeechProvider {
  const now = options.now ?? Date.now;
  let token: { value: string; until: number } | null = null;

  async function authorization(): Promise<Record<string, string>> {
    if (config.auth === 'key') return { 'Ocp-Apim-Subscription-Key': config.key };
    if (!token || token.until <= now()) {
      const answer = await callEngine(
        'Azure Speech 令牌服务',
        config.tokenUrl,
        {
          method: 'POST',
          headers: { 'Ocp-Apim-Subscription-Key': config.key, 'Content-Length': '0' },
          body: '',
        },
        options.timeoutMs,
      );
      token = { value: answer.body.toString('utf8').trim(), until: now() + TOKEN_REUSE_MS };
    }
    return { Authorization: `Bearer ${token.value}` };
  }

  return {
    name: 'azure',
    durationMs: estimateDurationMs,
    async synthesize(request) {
      const answer = await callEngine(
        'Azure Speech',
        `${config.endpoint}/cognitiveservices/v1`,
        {
          method: 'POST',
          headers: {
            ...(await authorization()),
            'Content-Type': 'application/ssml+xml',
            'X-Microsoft-OutputFormat': AZURE_OUTPUT_FORMAT,
            'User-Agent': 'dongman-dubbing',
          },
          body: azureSsml(request),
        },
        options.timeoutMs,
      ).catch((error: unknown) => {
        // A token refused before its time: the next try asks for a new one.
        if (error instanceof EngineRefusedError && error.status === 401) token = null;
        throw error;
      });
      const pcm = parseWav(answer.body);
      return { mimeType: 'audio/wav', audio: wavFile(pcm), durationMs: durationMsOf(pcm) };
    },
  };
}

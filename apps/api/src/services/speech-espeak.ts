import { spawn } from 'node:child_process';
import { durationMsOf, parseWav, wavFile } from './audio-encoding.js';
import {
  SpeechUnavailableError,
  escapeXml,
  estimateDurationMs,
  parseScript,
  type SpeechProvider,
  type SpeechRequest,
} from './speech.js';
import { espeakVoiceOf } from './speech-voices.js';

// eSpeak NG (Debian's espeak-ng, installed with Chromium by scripts/ensure-browser.mjs and by
// `npm start` through scripts/ensure-speech.mjs): formant synthesis of Mandarin with tones, at
// 22 050 Hz, in tens of milliseconds per sentence, with no account anywhere. One process per
// request; the text goes in on stdin as SSML (never as an argument), the WAV comes out on stdout.
// ADR docs/adr/0025-speech-engine.md says why this and not its WebAssembly build.

export interface EspeakOptions {
  /** The espeak-ng executable (ESPEAK_NG_PATH). */
  binary: string;
  /** A synthesis that takes longer is stopped (SPEECH_TIMEOUT_MS). */
  timeoutMs: number;
}

/** The SSML eSpeak NG reads: the member's text escaped, the 停顿 marks as <break>. */
export function espeakSsml(text: string): string {
  const body = parseScript(text)
    .map((part) => ('breakMs' in part ? `<break time="${part.breakMs}ms"/>` : escapeXml(part.text)))
    .join('');
  return `<speak>${body}</speak>`;
}

export function espeakArguments(request: SpeechRequest): string[] {
  const voice = espeakVoiceOf(request.voice);
  const rate = Math.round(Math.min(450, Math.max(80, voice.rate * request.speed)));
  return [
    '-b',
    '1', // UTF-8 input
    '-m', // SSML
    '-v',
    `${voice.voice}+${voice.variant}`,
    '-p',
    // A semitone is about 6% of pitch, about 7 steps of -p (see speech-voices.ts).
    String(Math.round(Math.min(99, Math.max(0, voice.pitch + (request.pitch ?? 0) * 7)))),
    '-s',
    String(rate),
    '--stdin',
    '--stdout',
  ];
}

function run(options: EspeakOptions, args: string[], input: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(options.binary, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new SpeechUnavailableError(`eSpeak NG 超过 ${options.timeoutMs} ms 未完成`));
    }, options.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        error.code === 'ENOENT'
          ? new SpeechUnavailableError(
              `未找到配音引擎 eSpeak NG（${options.binary}）：apt-get install espeak-ng`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`eSpeak NG exited ${code}: ${Buffer.concat(err).toString().trim()}`));
    });
    child.stdin.on('error', () => undefined); // a process that died early is reported by close
    child.stdin.end(input);
  });
}

export function espeakSpeechProvider(options: EspeakOptions): SpeechProvider {
  return {
    name: 'espeak',
    durationMs: estimateDurationMs,
    async synthesize(request) {
      const raw = await run(options, espeakArguments(request), espeakSsml(request.text));
      // The header of a WAV written to a pipe has no real length: write a proper one.
      const pcm = parseWav(raw);
      return { mimeType: 'audio/wav', audio: wavFile(pcm), durationMs: durationMsOf(pcm) };
    },
  };
}

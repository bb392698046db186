import type { SpeechProvider, SpeechRequest } from '../../src/services/speech.js';
import { SpeechUnavailableError } from '../../src/services/speech.js';
import { toneSpeechProvider } from './tone-speech.js';

// A speech engine the queue tests steer: it can hold each sentence until released, fail the next
// tries, or be down. It produces real WAV (the tone stand-in: fast, the acoustic tests are in
// speech-espeak.test.ts), so the jobs go through the same joining, encoding and storage.

export interface ScriptedSpeech extends SpeechProvider {
  /** Sentences asked for, in order. */
  readonly calls: string[];
  /** The whole requests, in the same order. */
  readonly requests: SpeechRequest[];
  /** Hold every sentence until `release()`. */
  hold: boolean;
  release(count?: number): void;
  /** The next n tries fail with an ordinary error. */
  failNext: number;
  /** The engine cannot be reached. */
  down: boolean;
}

export function scriptedSpeech(): ScriptedSpeech {
  const waiters: (() => void)[] = [];
  let credit = 0;
  const speech: ScriptedSpeech = {
    name: 'scripted',
    calls: [],
    requests: [],
    hold: false,
    failNext: 0,
    down: false,
    release(count = 1) {
      credit += count;
      while (credit > 0 && waiters.length) {
        credit -= 1;
        waiters.shift()!();
      }
    },
    durationMs: (request) => toneSpeechProvider.durationMs(request),
    async synthesize(request: SpeechRequest) {
      if (speech.down) throw new SpeechUnavailableError('配音引擎暂时不可用（测试）');
      if (speech.failNext > 0) {
        speech.failNext -= 1;
        throw new Error('engine said 500 (test)');
      }
      if (speech.hold) {
        if (credit > 0) credit -= 1;
        else await new Promise<void>((resolve) => waiters.push(resolve));
      }
      speech.calls.push(request.text);
      speech.requests.push(request);
      return toneSpeechProvider.synthesize(request);
    },
  };
  return speech;
}

/** Polls `read` until `done` holds (or fails after `ms`). */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 20_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

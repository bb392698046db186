import type { SpeechConfig } from '../config.js';
import type { SpeechProvider } from './speech.js';
import { espeakSpeechProvider } from './speech-espeak.js';

/** The engine SPEECH_PROVIDER names, built from its settings. */
export function speechProviderFor(config: SpeechConfig): SpeechProvider {
  switch (config.provider) {
    case 'espeak':
      return espeakSpeechProvider({ binary: config.espeakPath, timeoutMs: config.timeoutMs });
  }
}

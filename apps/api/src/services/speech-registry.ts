import type { SpeechConfig } from '../config.js';
import type { SpeechProvider } from './speech.js';
import { azureSpeechProvider } from './speech-azure.js';
import { espeakSpeechProvider } from './speech-espeak.js';
import { tencentSpeechProvider } from './speech-tencent.js';

/** The engine SPEECH_PROVIDER names, built from its settings (config.ts checked they are there). */
export function speechProviderFor(config: SpeechConfig): SpeechProvider {
  const timeoutMs = config.timeoutMs;
  switch (config.provider) {
    case 'espeak':
      return espeakSpeechProvider({ binary: config.espeakPath, timeoutMs });
    case 'azure':
      return azureSpeechProvider(config.azure!, { timeoutMs });
    case 'tencent':
      return tencentSpeechProvider(config.tencent!, { timeoutMs });
  }
}

import { wavFile } from '../../src/services/audio-encoding.js';
import { estimateDurationMs, type SpeechProvider } from '../../src/services/speech.js';

// What the server produced before the speech engine: one ~0.2 s tone per character at the voice's pitch
// (three harmonics, nothing above 1 kHz), 8 kHz. Kept for the tests only, as the hum that the
// speech measurements must refuse — and as a fast, deterministic engine where a test is about
// jobs rather than sound.

const SAMPLE_RATE = 8000;
const PUNCTUATION = /[\s，。、；：？！,.;:?!…—\-（）()“”"'《》]/u;

export const toneSpeechProvider: SpeechProvider = {
  name: 'tone',
  durationMs: estimateDurationMs,
  async synthesize({ text, voice, speed }) {
    const parts = [...text].map((char) => {
      if (PUNCTUATION.test(char)) return { seconds: 0.3 / speed, pitch: 0 };
      const step = ((char.codePointAt(0) ?? 0) % 7) - 3;
      return { seconds: 0.22 / speed, pitch: voice.pitchHz * (1 + step * 0.05) };
    });
    const total = parts.reduce((sum, s) => sum + Math.round(s.seconds * SAMPLE_RATE), 0);
    const samples = new Int16Array(total);
    let offset = 0;
    for (const part of parts) {
      const count = Math.round(part.seconds * SAMPLE_RATE);
      for (let i = 0; i < count; i += 1) {
        if (part.pitch > 0) {
          const t = i / SAMPLE_RATE;
          const envelope = Math.min(1, i / (count * 0.15), (count - i) / (count * 0.25));
          const phase = 2 * Math.PI * part.pitch * (1 + 0.01 * Math.sin(2 * Math.PI * 5 * t)) * t;
          const sample =
            envelope *
            (0.6 * Math.sin(phase) + 0.25 * Math.sin(2 * phase) + 0.1 * Math.sin(3 * phase));
          samples[offset + i] = Math.round(sample * 0.5 * 32767);
        }
      }
      offset += count;
    }
    return {
      mimeType: 'audio/wav',
      audio: wavFile({ sampleRate: SAMPLE_RATE, samples }),
      durationMs: Math.round((total / SAMPLE_RATE) * 1000),
    };
  },
};

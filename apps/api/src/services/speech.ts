// Speech synthesis behind a small interface, so a real text-to-speech provider can replace the
// built-in one. The built-in provider is an honest stand-in: it "hums" the text — one short
// voiced tone per character at the voice's pitch, pauses at punctuation — as a playable WAV.

export interface SpeechVoice {
  pitchHz: number;
}

export interface SpeechRequest {
  text: string;
  voice: SpeechVoice;
  /** 0.5–2, 1 is normal speed. */
  speed: number;
}

export interface SpeechResult {
  mimeType: string;
  audio: Buffer;
  durationMs: number;
}

export interface SpeechProvider {
  readonly name: string;
  /** Length of the audio without producing it (stored with the job). */
  durationMs(request: SpeechRequest): number;
  synthesize(request: SpeechRequest): Promise<SpeechResult>;
}

const SAMPLE_RATE = 8000;
const SYLLABLE_SECONDS = 0.22;
const PAUSE_SECONDS = 0.3;
const PUNCTUATION = /[\s，。、；：？！,.;:?!…—\-（）()“”"'《》]/u;

interface Segment {
  seconds: number;
  /** 0 for silence. */
  pitch: number;
}

function segments({ text, voice, speed }: SpeechRequest): Segment[] {
  return [...text].map((char) => {
    if (PUNCTUATION.test(char)) return { seconds: PAUSE_SECONDS / speed, pitch: 0 };
    // Tone contour from the character, so the same text always sounds the same.
    const step = ((char.codePointAt(0) ?? 0) % 7) - 3;
    return { seconds: SYLLABLE_SECONDS / speed, pitch: voice.pitchHz * (1 + step * 0.05) };
  });
}

function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // PCM chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

export const toneSpeechProvider: SpeechProvider = {
  name: 'tone',
  durationMs(request) {
    const seconds = segments(request).reduce((sum, s) => sum + s.seconds, 0);
    return Math.round(seconds * 1000);
  },
  async synthesize(request) {
    const parts = segments(request);
    const total = parts.reduce((sum, s) => sum + Math.round(s.seconds * SAMPLE_RATE), 0);
    const data = Buffer.alloc(total * 2);
    let offset = 0;
    for (const part of parts) {
      const count = Math.round(part.seconds * SAMPLE_RATE);
      for (let i = 0; i < count; i += 1) {
        let sample = 0;
        if (part.pitch > 0) {
          const t = i / SAMPLE_RATE;
          // Smooth attack and release so syllables do not click.
          const envelope = Math.min(1, i / (count * 0.15), (count - i) / (count * 0.25));
          const vibrato = 1 + 0.01 * Math.sin(2 * Math.PI * 5 * t);
          const phase = 2 * Math.PI * part.pitch * vibrato * t;
          sample =
            envelope *
            (0.6 * Math.sin(phase) + 0.25 * Math.sin(2 * phase) + 0.1 * Math.sin(3 * phase));
        }
        data.writeInt16LE(Math.round(sample * 0.5 * 32767), offset);
        offset += 2;
      }
    }
    return {
      mimeType: 'audio/wav',
      audio: Buffer.concat([wavHeader(data.length), data]),
      durationMs: this.durationMs(request),
    };
  },
};

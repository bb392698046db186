import { createMp3Encoder } from 'wasm-media-encoders';

// 16-bit mono PCM WAV in and out, and MP3 encoded from it with LAME compiled to WebAssembly
// (wasm-media-encoders: no ffmpeg to install beside the server, runs wherever Node does, about
// 14 times faster than the pure-JavaScript lamejs; ADR 0025-speech-engine).

export interface Pcm {
  sampleRate: number;
  samples: Int16Array;
}

/**
 * Reads a 16-bit mono PCM WAV. A WAV written to a pipe (eSpeak NG's --stdout) cannot know its
 * length in advance and says 0x7fffffff: the data then runs to the end of the buffer.
 */
export function parseWav(wav: Buffer): Pcm {
  if (
    wav.length < 12 ||
    wav.toString('ascii', 0, 4) !== 'RIFF' ||
    wav.toString('ascii', 8, 12) !== 'WAVE'
  )
    throw new Error('not a WAV file');
  let offset = 12;
  let sampleRate = 0;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      const format = wav.readUInt16LE(body);
      const channels = wav.readUInt16LE(body + 2);
      const bits = wav.readUInt16LE(body + 14);
      if (format !== 1 || channels !== 1 || bits !== 16)
        throw new Error(`unsupported WAV: format ${format}, ${channels} channels, ${bits} bits`);
      sampleRate = wav.readUInt32LE(body + 4);
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('WAV data before its format');
      const end = Math.min(wav.length, body + size);
      const bytes = wav.subarray(body, body + Math.floor((end - body) / 2) * 2);
      const samples = new Int16Array(bytes.length / 2);
      for (let i = 0; i < samples.length; i += 1) samples[i] = bytes.readInt16LE(i * 2);
      return { sampleRate, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV without data');
}

export function wavFile({ sampleRate, samples }: Pcm): Buffer {
  const dataBytes = samples.length * 2;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i += 1) out.writeInt16LE(samples[i]!, 44 + i * 2);
  return out;
}

export function durationMsOf({ sampleRate, samples }: Pcm): number {
  return Math.round((samples.length / sampleRate) * 1000);
}

/** Pieces of one rate, in order, with `gapMs` of silence between them. */
export function joinPcm(pieces: Pcm[], gapMs = 0): Pcm {
  const sampleRate = pieces[0]?.sampleRate ?? 22050;
  if (pieces.some((p) => p.sampleRate !== sampleRate)) throw new Error('sample rates differ');
  const gap = Math.round((gapMs / 1000) * sampleRate);
  const total =
    pieces.reduce((n, p) => n + p.samples.length, 0) + gap * Math.max(0, pieces.length - 1);
  const samples = new Int16Array(total);
  let at = 0;
  pieces.forEach((piece, index) => {
    if (index > 0) at += gap;
    samples.set(piece.samples, at);
    at += piece.samples.length;
  });
  return { sampleRate, samples };
}

export function silence(sampleRate: number, ms: number): Pcm {
  return { sampleRate, samples: new Int16Array(Math.round((ms / 1000) * sampleRate)) };
}

/** MP3 at 64 kbit/s mono (plenty for speech), by LAME compiled to WebAssembly. */
export async function encodeMp3({ sampleRate, samples }: Pcm): Promise<Buffer> {
  const encoder = await createMp3Encoder();
  encoder.configure({ sampleRate, channels: 1, bitrate: 64 });
  const chunks: Buffer[] = [];
  const block = 8192;
  const floats = new Float32Array(block);
  for (let i = 0; i < samples.length; i += block) {
    const piece = samples.subarray(i, i + block);
    for (let j = 0; j < piece.length; j += 1) floats[j] = piece[j]! / 32768;
    // The encoder answers a view of its own memory, reused by the next call: copy it.
    chunks.push(Buffer.from(encoder.encode([floats.subarray(0, piece.length)])));
  }
  chunks.push(Buffer.from(encoder.finalize()));
  return Buffer.concat(chunks);
}

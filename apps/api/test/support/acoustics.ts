import { parseWav, type Pcm } from '../../src/services/audio-encoding.js';

// Measures a WAV the way one tells speech from a hum: frame by frame (40 ms, every 20 ms), the
// pitch by autocorrelation, the harmonics of voiced frames in the spectrum, and the noisy frames
// (s, sh, x, c, z, f, h) whose energy sits above 2 kHz with no pitch. Test-only.

const FRAME_MS = 40;
const HOP_MS = 20;
const FFT_SIZE = 2048;

function fftMagnitudes(frame: Float64Array): Float64Array {
  const n = FFT_SIZE;
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  for (let i = 0; i < frame.length && i < n; i += 1) {
    re[i] = frame[i]! * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (frame.length - 1))); // Hann
  }
  // Iterative radix-2 FFT.
  for (let i = 1, j = 0; i < n; i += 1) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const angle = (-2 * Math.PI) / len;
    for (let i = 0; i < n; i += len) {
      for (let k = 0; k < len / 2; k += 1) {
        const wr = Math.cos(angle * k);
        const wi = Math.sin(angle * k);
        const a = i + k;
        const b = a + len / 2;
        const tr = re[b]! * wr - im[b]! * wi;
        const ti = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
  const magnitudes = new Float64Array(n / 2);
  for (let i = 0; i < n / 2; i += 1) magnitudes[i] = Math.hypot(re[i]!, im[i]!);
  return magnitudes;
}

/** Best normalised autocorrelation for a pitch of 70–450 Hz, and that pitch. */
function periodicity(frame: Float64Array, rate: number): { strength: number; f0: number } {
  let energy = 0;
  for (const x of frame) energy += x * x;
  if (energy === 0) return { strength: 0, f0: 0 };
  let best = 0;
  let bestLag = 0;
  for (let lag = Math.floor(rate / 450); lag <= Math.ceil(rate / 70); lag += 1) {
    let sum = 0;
    for (let i = 0; i + lag < frame.length; i += 1) sum += frame[i]! * frame[i + lag]!;
    const r = sum / energy;
    if (r > best) {
      best = r;
      bestLag = lag;
    }
  }
  return { strength: best, f0: bestLag ? rate / bestLag : 0 };
}

export interface FrameReport {
  rms: number;
  voiced: boolean;
  f0: number;
  /** Voiced frames: harmonics of f0 standing out of the spectrum below 5 kHz. */
  harmonics: number;
  /** Share of the frame's energy above 2 kHz. */
  highShare: number;
}

export interface SpeechReport {
  sampleRate: number;
  durationMs: number;
  frames: FrameReport[];
  voicedFrames: FrameReport[];
  /** Loud enough, aperiodic, most energy above 2 kHz: fricatives and aspiration. */
  noisyFrames: FrameReport[];
  /** Median harmonics per voiced frame. */
  medianHarmonics: number;
  /** Median pitch of voiced frames (Hz). */
  medianF0: number;
  /** Energy above 4 kHz over the whole file, as a share. */
  highBandShare: number;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function harmonicCount(spectrum: Float64Array, f0: number, rate: number): number {
  const binHz = rate / FFT_SIZE;
  const limit = Math.min(5000, rate / 2 - f0);
  const band = Array.from(spectrum.subarray(1, Math.floor(limit / binHz)));
  const floor = median(band);
  const peak = Math.max(...band);
  let count = 0;
  for (let k = 1; k * f0 < limit; k += 1) {
    const centre = (k * f0) / binHz;
    let strongest = 0;
    for (let b = Math.floor(centre - 2); b <= Math.ceil(centre + 2); b += 1)
      strongest = Math.max(strongest, spectrum[b] ?? 0);
    // A harmonic: 10 dB above the spectrum's floor and within 45 dB of its strongest peak.
    if (strongest > floor * 3.16 && strongest > peak / 178) count += 1;
  }
  return count;
}

export function analyseSpeech(wav: Buffer): SpeechReport {
  const pcm: Pcm = parseWav(wav);
  const rate = pcm.sampleRate;
  const size = Math.round((rate * FRAME_MS) / 1000);
  const hop = Math.round((rate * HOP_MS) / 1000);
  const frames: FrameReport[] = [];
  let totalEnergy = 0;
  let highEnergy = 0;
  const binHz = rate / FFT_SIZE;
  for (let start = 0; start + size <= pcm.samples.length; start += hop) {
    const frame = new Float64Array(size);
    let sum = 0;
    for (let i = 0; i < size; i += 1) {
      frame[i] = pcm.samples[start + i]! / 32768;
      sum += frame[i]! ** 2;
    }
    const rms = Math.sqrt(sum / size);
    const spectrum = fftMagnitudes(frame);
    let all = 0;
    let above2k = 0;
    let above4k = 0;
    spectrum.forEach((m, bin) => {
      const e = m * m;
      all += e;
      if (bin * binHz >= 2000) above2k += e;
      if (bin * binHz >= 4000) above4k += e;
    });
    totalEnergy += all;
    highEnergy += above4k;
    const { strength, f0 } = periodicity(frame, rate);
    const voiced = strength > 0.5;
    frames.push({
      rms,
      voiced,
      f0: voiced ? f0 : 0,
      harmonics: voiced ? harmonicCount(spectrum, f0, rate) : 0,
      highShare: all > 0 ? above2k / all : 0,
    });
  }
  const loudest = Math.max(...frames.map((f) => f.rms));
  const audible = frames.filter((f) => f.rms > loudest / 30); // within ~30 dB of the loudest
  const voicedFrames = audible.filter((f) => f.voiced);
  return {
    sampleRate: rate,
    durationMs: Math.round((pcm.samples.length / rate) * 1000),
    frames,
    voicedFrames,
    noisyFrames: audible.filter((f) => !f.voiced && f.highShare > 0.5),
    medianHarmonics: median(voicedFrames.map((f) => f.harmonics)),
    medianF0: median(voicedFrames.map((f) => f.f0)),
    highBandShare: totalEnergy > 0 ? highEnergy / totalEnergy : 0,
  };
}

/** What keeps a recording from counting as speech; empty when it is speech. */
export function speechProblems(report: SpeechReport): string[] {
  const problems: string[] = [];
  if (report.sampleRate < 16_000) problems.push(`sample rate ${report.sampleRate} Hz < 16 kHz`);
  if (report.voicedFrames.length < 10) problems.push('hardly any voiced frames');
  if (report.medianHarmonics < 8)
    problems.push(`voiced frames carry ${report.medianHarmonics} harmonics (speech: many)`);
  // Mandarin consonants s, sh, x, c, ch, z, zh, f, h: noise above 2 kHz, no pitch.
  if (report.noisyFrames.length < report.durationMs / 1000)
    problems.push(`${report.noisyFrames.length} noisy consonant frames in ${report.durationMs} ms`);
  return problems;
}

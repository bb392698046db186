import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DUBBING_VOICES } from '../src/seed/site-data.js';
import { encodeMp3, parseWav } from '../src/services/audio-encoding.js';
import { SpeechUnavailableError, type SpeechVoice } from '../src/services/speech.js';
import {
  espeakArguments,
  espeakSpeechProvider,
  espeakSsml,
} from '../src/services/speech-espeak.js';
import { espeakVoiceOf } from '../src/services/speech-voices.js';
import { analyseSpeech, speechProblems } from './support/acoustics.js';
import { toneSpeechProvider } from './support/tone-speech.js';

// The local engine speaks: its output is measured as speech (rate, harmonics, noisy consonants,
// length), the same measures refuse the tones the server used to hum, and each voice sounds its
// own. Needs Debian's espeak-ng (scripts/ensure-browser.mjs installs it with Chromium).

const espeak = espeakSpeechProvider({ binary: 'espeak-ng', timeoutMs: 30_000 });
const voices: SpeechVoice[] = DUBBING_VOICES.map((v) => ({
  id: v.id,
  gender: v.gender,
  pitchHz: v.pitch_hz,
  style: v.style,
}));
const xiaoxiao = voices[0]!; // female, 温柔知性
const yunjian = voices[3]!; // male, 浑厚解说
const SENTENCE = '四十是四十，十四是十四，小朋友们星期三下午去学校参加书法比赛。';

const scratch = mkdtempSync(join(tmpdir(), 'dongman-speech-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('eSpeak NG speaks Mandarin', () => {
  it('gives speech at 16 kHz or more: many harmonics in voiced frames, noise above 2 kHz in consonants', async () => {
    const result = await espeak.synthesize({ text: SENTENCE, voice: xiaoxiao, speed: 1 });
    expect(result.mimeType).toBe('audio/wav');
    const report = analyseSpeech(result.audio);
    expect(report.sampleRate).toBeGreaterThanOrEqual(16_000);
    expect(speechProblems(report)).toEqual([]);
    expect(report.medianHarmonics).toBeGreaterThanOrEqual(8);
    expect(report.noisyFrames.length).toBeGreaterThanOrEqual(20);
    // The stored length is the real one: 27 syllables take a few seconds, not a syllable each.
    expect(result.durationMs).toBe(report.durationMs);
    expect(result.durationMs).toBeGreaterThan(4000);
    expect(result.durationMs).toBeLessThan(15_000);
  });

  it('refuses the old tones: the same measures fail on one hummed tone per character', async () => {
    const tones = await toneSpeechProvider.synthesize({
      text: SENTENCE,
      voice: xiaoxiao,
      speed: 1,
    });
    const problems = speechProblems(analyseSpeech(tones.audio));
    expect(problems).toContain('sample rate 8000 Hz < 16 kHz');
    expect(problems.some((p) => p.startsWith('voiced frames carry 3 harmonics'))).toBe(true);
    expect(problems.some((p) => p.startsWith('0 noisy consonant frames'))).toBe(true);
  });

  it('takes longer for a longer text, shorter at a higher speed, and pauses where a break is marked', async () => {
    const short = await espeak.synthesize({ text: '大家好。', voice: xiaoxiao, speed: 1 });
    const long = await espeak.synthesize({
      text: '大家好。欢迎来到动漫素材配音中心。今天我们一起来学习如何为动画短片配音。',
      voice: xiaoxiao,
      speed: 1,
    });
    expect(long.durationMs).toBeGreaterThan(short.durationMs * 4);
    const fast = await espeak.synthesize({ text: SENTENCE, voice: xiaoxiao, speed: 1.6 });
    const normal = await espeak.synthesize({ text: SENTENCE, voice: xiaoxiao, speed: 1 });
    expect(fast.durationMs).toBeLessThan(normal.durationMs * 0.8);
    const paused = await espeak.synthesize({
      text: '大家好<break time="1500ms"/>大家好',
      voice: xiaoxiao,
      speed: 1,
    });
    const plain = await espeak.synthesize({ text: '大家好大家好', voice: xiaoxiao, speed: 1 });
    expect(paused.durationMs - plain.durationMs).toBeGreaterThan(1200);
    // The pause is silence: some 1.2 s of frames in a row with no sound.
    const frames = analyseSpeech(paused.audio).frames;
    let run = 0;
    let longest = 0;
    for (const frame of frames) {
      run = frame.rms < 0.003 ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    expect(longest * 20).toBeGreaterThanOrEqual(1200);
  });

  it('makes each voice sound its own: a female voice is higher than a deep male one, no two voices alike', async () => {
    const female = analyseSpeech(
      (await espeak.synthesize({ text: SENTENCE, voice: xiaoxiao, speed: 1 })).audio,
    );
    const male = analyseSpeech(
      (await espeak.synthesize({ text: SENTENCE, voice: yunjian, speed: 1 })).audio,
    );
    expect(female.medianF0).toBeGreaterThan(male.medianF0 * 1.4);
    const params = voices.map((v) => JSON.stringify(espeakVoiceOf(v)));
    expect(new Set(params).size).toBe(voices.length);
    const audio = await Promise.all(
      voices.map(async (voice) =>
        (await espeak.synthesize({ text: '你好，欢迎。', voice, speed: 1 })).audio.toString(
          'base64',
        ),
      ),
    );
    expect(new Set(audio).size).toBe(voices.length);
  });

  it('raises and lowers the voice by the pitch control (semitones)', async () => {
    const at = async (pitch: number) =>
      analyseSpeech(
        (await espeak.synthesize({ text: SENTENCE, voice: xiaoxiao, speed: 1, pitch })).audio,
      ).medianF0;
    const [low, normal, high] = await Promise.all([at(-6), at(0), at(6)]);
    // Six semitones are a factor of 1.41; eSpeak's pitch steps land near it.
    expect(high).toBeGreaterThan(normal * 1.15);
    expect(normal).toBeGreaterThan(low * 1.15);
  });

  it('reads markup-like text as text and never passes it as an argument', async () => {
    expect(espeakSsml('A&B <b>粗体</b><break time="2s"/>好')).toBe(
      '<speak>A&amp;B &lt;b&gt;粗体&lt;/b&gt;<break time="2000ms"/>好</speak>',
    );
    expect(espeakSsml('<break time="60s"/>')).toBe('<speak><break time="5000ms"/></speak>');
    const args = espeakArguments({ text: '-w /tmp/x 你好', voice: xiaoxiao, speed: 1 });
    expect(args).not.toContain('-w /tmp/x 你好');
    expect(args).toEqual(expect.arrayContaining(['--stdin', '--stdout', '-m', '-b', '1']));
    const result = await espeak.synthesize({
      text: '<speak>你好</speak> & 再见',
      voice: xiaoxiao,
      speed: 1,
    });
    expect(result.durationMs).toBeGreaterThan(500);
  });

  it('says the engine is unavailable when the program is missing, and stops one that hangs', async () => {
    const missing = espeakSpeechProvider({ binary: join(scratch, 'no-espeak'), timeoutMs: 5000 });
    await expect(
      missing.synthesize({ text: '你好', voice: xiaoxiao, speed: 1 }),
    ).rejects.toBeInstanceOf(SpeechUnavailableError);
    const hanging = join(scratch, 'hanging-espeak');
    writeFileSync(hanging, '#!/bin/sh\nsleep 30\n');
    chmodSync(hanging, 0o755);
    const slow = espeakSpeechProvider({ binary: hanging, timeoutMs: 300 });
    const started = Date.now();
    await expect(slow.synthesize({ text: '你好', voice: xiaoxiao, speed: 1 })).rejects.toThrow(
      /超过 300 ms/,
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('encodes MP3 from the WAV at the same rate and about the same length', async () => {
    const wav = (await espeak.synthesize({ text: SENTENCE, voice: yunjian, speed: 1 })).audio;
    const pcm = parseWav(wav);
    const mp3 = await encodeMp3(pcm);
    // MPEG-2 layer III frame sync, 64 kbit/s: the size follows the length.
    expect(mp3[0]).toBe(0xff);
    expect(mp3[1]! & 0xe0).toBe(0xe0);
    const seconds = pcm.samples.length / pcm.sampleRate;
    expect(mp3.length).toBeGreaterThan((64_000 / 8) * seconds * 0.9);
    expect(mp3.length).toBeLessThan((64_000 / 8) * seconds * 1.2);
    expect(mp3.length).toBeLessThan(wav.length / 3);
  });
});

import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../src/config.js';
import type { SpeechProvider } from '../src/services/speech.js';
import { speechProviderFor } from '../src/services/speech-registry.js';
import { Client, createTestApp, expectOk, newMember, recharge, type TestApp } from './helpers.js';

// A dubbing job's audio is synthesised once, stored under DATA_DIR and served with cache headers:
// repeated and parallel GETs cost no synthesis.

// The default engine (eSpeak NG), counted.
const engine = speechProviderFor(resolveConfig({}, {}).speech);
let syntheses = 0;
const countingSpeech: SpeechProvider = {
  name: engine.name,
  durationMs: (request) => engine.durationMs(request),
  synthesize: async (request) => {
    syntheses += 1;
    return engine.synthesize(request);
  },
};

const dataDir = mkdtempSync(join(tmpdir(), 'dongman-audio-'));
let t: TestApp;
let client: Client;
let audioUrl: string;

beforeAll(async () => {
  t = await createTestApp({ dataDir, speechProvider: countingSpeech });
  client = await newMember(t.app, 'audio_member');
  await recharge(client, 5);
  expectOk('upgradeLevel', await client.post('/api/user/level/upgrade', { levelId: 2 }));
  expectOk(
    'redeemDubbingCard',
    await client.post('/api/user/dubbing/crypto/use', { cardCode: 'DUB-7D-DEMO-0001' }),
  );
  const job = expectOk(
    'startDubbing',
    await client.post<{ audioUrl: string }>('/api/user/dubbing/start', {
      voiceId: 1,
      text: '这是一段用于测试缓存的配音文本，'.repeat(30).slice(0, 500),
    }),
  );
  audioUrl = job.audioUrl;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('dubbing audio', () => {
  it('is synthesised once for 20 parallel requests and stored under DATA_DIR', async () => {
    syntheses = 0;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => client.request({ method: 'GET', url: audioUrl })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(syntheses).toBe(1);
    const first = responses[0]!.raw.rawPayload;
    expect(first.subarray(0, 4).toString('ascii')).toBe('RIFF');
    for (const r of responses) expect(r.raw.rawPayload.equals(first)).toBe(true);
    expect(
      readdirSync(join(dataDir, 'dubbing-audio')).filter((f) => f.endsWith('.wav')),
    ).toHaveLength(1);
  });

  it('is served from the store afterwards, even by a restarted server', async () => {
    syntheses = 0;
    expect((await client.request({ method: 'GET', url: audioUrl })).status).toBe(200);
    const restarted = await createTestApp({ dataDir, speechProvider: countingSpeech });
    try {
      // The same member (same session cookie) on the restarted server.
      const same = new Client(restarted.app);
      for (const [name, value] of client.cookies) same.cookies.set(name, value);
      const response = await same.request({ method: 'GET', url: audioUrl });
      expect(response.status).toBe(200);
      expect(response.raw.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    } finally {
      await restarted.close();
    }
    expect(syntheses).toBe(0);
    expect(existsSync(join(dataDir, 'dubbing-audio'))).toBe(true);
  });

  it('carries cache headers and answers 304 to a matching If-None-Match', async () => {
    const response = await client.request({ method: 'GET', url: audioUrl });
    expect(response.raw.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const etag = response.raw.headers.etag as string;
    expect(etag).toMatch(/^"dubbing-\d+-espeak-wav-\d+"$/);
    const revalidated = await client.request({
      method: 'GET',
      url: audioUrl,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.raw.rawPayload.length).toBe(0);
  });

  it('serves the same job as MP3 (encoded once from the stored WAV), and as a download', async () => {
    syntheses = 0;
    const mp3 = await client.request({ method: 'GET', url: `${audioUrl}?format=mp3&download=1` });
    expect(mp3.status).toBe(200);
    expect(mp3.raw.headers['content-type']).toBe('audio/mpeg');
    expect(mp3.raw.headers['content-disposition']).toMatch(
      /^attachment; filename="dubbing-\d+\.mp3"$/,
    );
    const bytes = mp3.raw.rawPayload;
    expect(bytes[0]).toBe(0xff);
    expect(bytes[1]! & 0xe0).toBe(0xe0);
    const wav = (await client.request({ method: 'GET', url: audioUrl })).raw.rawPayload;
    expect(bytes.length).toBeLessThan(wav.length / 3);
    expect(syntheses).toBe(0);
    expect(
      readdirSync(join(dataDir, 'dubbing-audio')).filter((f) => f.endsWith('.mp3')),
    ).toHaveLength(1);
    // The history shows the real length, measured from the audio.
    const history = expectOk(
      'listDubbingJobs',
      await client.get<{ list: { audioUrl: string; durationMs: number }[] }>(
        '/api/user/dubbing/jobs',
      ),
    );
    const seconds = wav.readUInt32LE(40) / wav.readUInt32LE(28);
    expect(history.list.find((j) => j.audioUrl === audioUrl)?.durationMs).toBe(
      Math.round(seconds * 1000),
    );
  });

  it('keeps a job history newest first (results outlive a reload), only the member’s own', async () => {
    const second = expectOk(
      'startDubbing',
      await client.post<{ id: number }>('/api/user/dubbing/start', { voiceId: 2, text: '第二段' }),
    );
    const history = expectOk(
      'listDubbingJobs',
      await client.get<{
        list: { id: number; text: string; voiceName: string; audioUrl: string }[];
        total: number;
      }>('/api/user/dubbing/jobs'),
    );
    expect(history.total).toBe(2);
    expect(history.list[0]).toMatchObject({ id: second.id, text: '第二段' });
    expect(history.list[0]!.voiceName).not.toBe('');
    expect(history.list[1]!.audioUrl).toBe(audioUrl);
    const other = await newMember(t.app, 'audio_other');
    expect(
      expectOk('listDubbingJobs', await other.get<{ total: number }>('/api/user/dubbing/jobs')),
    ).toMatchObject({ total: 0 });
    expect((await new Client(t.app).get('/api/user/dubbing/jobs')).status).toBe(401);
  });
});

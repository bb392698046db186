import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../src/config.js';
import type { SpeechProvider } from '../src/services/speech.js';
import { speechProviderFor } from '../src/services/speech-registry.js';
import { Client, createTestApp, expectOk, newMember, recharge, type TestApp } from './helpers.js';
import { waitFor } from './support/scripted-speech.js';

// A dubbing job's audio is made once by the queue's worker, kept in the file storage and served
// with cache headers: repeated and parallel GETs, and a restarted server, cost no synthesis.
// Jobs from before the queue (no stored audio) are still synthesised once on first request.

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
let jobId: number;

const jobStatus = async (c: Client, id: number) =>
  expectOk('getDubbingJob', await c.get<{ status: string }>(`/api/user/dubbing/jobs/${id}`));

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
    await client.post<{ id: number; audioUrl: string }>('/api/user/dubbing/start', {
      voiceId: 1,
      text: '这是一段用于测试缓存的配音文本。'.repeat(30).slice(0, 500),
    }),
  );
  audioUrl = job.audioUrl;
  jobId = job.id;
  await waitFor(
    () => jobStatus(client, jobId),
    (j) => j.status === 'done',
    120_000,
  );
}, 180_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('dubbing audio', () => {
  it('is made once by the worker; 20 parallel requests share the stored audio', async () => {
    const made = syntheses;
    expect(made).toBe(30); // one per sentence
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => client.request({ method: 'GET', url: audioUrl })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(syntheses).toBe(made);
    const first = responses[0]!.raw.rawPayload;
    expect(first.subarray(0, 4).toString('ascii')).toBe('RIFF');
    for (const r of responses) expect(r.raw.rawPayload.equals(first)).toBe(true);
  });

  it('is served from the storage afterwards, even by a restarted server', async () => {
    syntheses = 0;
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
  });

  it('carries cache headers and answers 304 to a matching If-None-Match', async () => {
    const response = await client.request({ method: 'GET', url: audioUrl });
    expect(response.raw.headers['cache-control']).toBe('private, no-cache');
    const etag = response.raw.headers.etag as string;
    expect(etag).toMatch(/^"dubbing-\d+-[0-9a-f]{64}\.wav"$/);
    const revalidated = await client.request({
      method: 'GET',
      url: audioUrl,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.raw.rawPayload.length).toBe(0);
  });

  it('serves the same job as MP3, and as a download; the history shows the real length', async () => {
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

  it('still plays a job made before the queue: synthesised once on first request, kept on disk', async () => {
    const legacy = await t.app.ctx.db
      .insertInto('dubbing_jobs')
      .values({
        user_id: (
          await t.app.ctx.db
            .selectFrom('dubbing_jobs')
            .select('user_id')
            .where('id', '=', jobId)
            .executeTakeFirstOrThrow()
        ).user_id,
        voice_id: 2,
        text: '旧的配音记录。',
        speed: 1,
        duration_ms: 1000,
        create_time: Date.now() - 86_400_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    syntheses = 0;
    const url = `/api/user/dubbing/audio/${legacy.id}`;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => client.request({ method: 'GET', url })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(syntheses).toBe(1);
    expect(
      readdirSync(join(dataDir, 'dubbing-audio')).filter((f) => f.endsWith('.wav')),
    ).toHaveLength(1);
    expect(existsSync(join(dataDir, 'dubbing-audio'))).toBe(true);
  });

  it('plays a short preview (试听) of each voice, made once, different per voice', async () => {
    syntheses = 0;
    const url = (id: number) => `/api/user/dubbing/voices/${id}/preview`;
    const [first, again, other] = await Promise.all([
      client.request({ method: 'GET', url: url(1) }),
      client.request({ method: 'GET', url: url(1) }),
      client.request({ method: 'GET', url: url(4) }),
    ]);
    for (const r of [first, again, other]) {
      expect(r.status).toBe(200);
      expect(r.raw.headers['content-type']).toBe('audio/wav');
    }
    const wav = first.raw.rawPayload;
    expect(wav.readUInt32LE(24)).toBeGreaterThanOrEqual(16_000);
    expect(wav.readUInt32LE(40) / wav.readUInt32LE(28)).toBeGreaterThan(2); // the sample sentence
    expect(again.raw.rawPayload.equals(wav)).toBe(true);
    expect(other.raw.rawPayload.equals(wav)).toBe(false);
    expect(syntheses).toBe(2);
    expect((await client.request({ method: 'GET', url: url(1) })).status).toBe(200);
    expect(syntheses).toBe(2);
    const etag = first.raw.headers.etag as string;
    expect(
      (await client.request({ method: 'GET', url: url(1), headers: { 'if-none-match': etag } }))
        .status,
    ).toBe(304);
    expect((await client.request({ method: 'GET', url: url(999) })).status).toBe(404);
    expect((await new Client(t.app).request({ method: 'GET', url: url(1) })).status).toBe(401);
  });

  it('keeps a job history newest first (results outlive a reload), only the member’s own', async () => {
    const second = expectOk(
      'startDubbing',
      await client.post<{ id: number }>('/api/user/dubbing/start', { voiceId: 2, text: '第二段' }),
    );
    await waitFor(
      () => jobStatus(client, second.id),
      (j) => j.status === 'done',
    );
    const history = expectOk(
      'listDubbingJobs',
      await client.get<{
        list: { id: number; text: string; voiceName: string; audioUrl: string }[];
        total: number;
      }>('/api/user/dubbing/jobs'),
    );
    expect(history.total).toBe(3); // with the job from before the queue
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

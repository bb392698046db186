import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWav } from '../src/services/audio-encoding.js';
import { splitSentences } from '../src/services/dubbing-jobs.js';
import {
  Client,
  createTestApp,
  expectFailure,
  expectOk,
  newMember,
  recharge,
  type TestApp,
} from './helpers.js';
import { scriptedSpeech, waitFor, type ScriptedSpeech } from './support/scripted-speech.js';
import { startTestRedis, type TestRedis } from './support/services.js';

// Dubbing jobs are queued: the start answers at once, a worker speaks the text sentence by
// sentence with progress, retries a failed try, gives the day's count back when the job fails,
// waits while the engine is down, and keeps the audio (WAV and MP3) in the file storage.
// In-process queue here; BullMQ on Redis at the end.

interface Job {
  id: number;
  status: string;
  sentences: number;
  progress: number;
  attempts: number;
  waitingForEngine: boolean;
  error: string | null;
  audioUrl: string;
  mp3Url: string;
  durationMs: number;
  remaining?: number;
}

const THREE = '第一句话。第二句话！第三句话？';

async function dubbingMember(t: TestApp, name: string, card = 'DUB-7D-DEMO-0001') {
  const client = await newMember(t.app, name);
  await recharge(client, 5);
  expectOk('upgradeLevel', await client.post('/api/user/level/upgrade', { levelId: 2 }));
  expectOk(
    'redeemDubbingCard',
    await client.post('/api/user/dubbing/crypto/use', { cardCode: card }),
  );
  return client;
}

const start = async (client: Client, text: string) =>
  expectOk('startDubbing', await client.post<Job>('/api/user/dubbing/start', { voiceId: 1, text }));
const read = async (client: Client, id: number) =>
  expectOk('getDubbingJob', await client.get<Job>(`/api/user/dubbing/jobs/${id}`));
const remaining = async (client: Client) =>
  expectOk('getDubbingCount', await client.get<{ remaining: number }>('/api/user/dubbing/count'))
    .remaining;

describe('dubbing jobs (in-process queue)', () => {
  let t: TestApp;
  let speech: ScriptedSpeech;
  let client: Client;

  beforeAll(async () => {
    speech = scriptedSpeech();
    t = await createTestApp({
      speechProvider: speech,
      dubbingJobs: { maxAttempts: 3, retryDelayMs: 30, concurrency: 1 },
    });
    client = await dubbingMember(t, 'queue_member');
  });
  afterAll(async () => {
    speech.hold = false;
    speech.release(100);
    await t.close();
  });

  it('splits a text into sentences, keeping their marks', () => {
    expect(splitSentences(THREE)).toEqual(['第一句话。', '第二句话！', '第三句话？']);
    expect(splitSentences('没有句号')).toEqual(['没有句号']);
    expect(splitSentences('一行\n二行；三行')).toEqual(['一行', '二行；', '三行']);
  });

  it('answers at once with the queued job, then speaks it sentence by sentence with progress', async () => {
    speech.hold = true;
    const before = await remaining(client);
    const job = await start(client, THREE);
    // The answer came while no sentence had been spoken yet.
    expect(job).toMatchObject({
      status: 'queued',
      sentences: 3,
      progress: 0,
      remaining: before - 1,
    });
    expectFailure(
      'startDubbing',
      await client.request({ method: 'GET', url: job.audioUrl }),
      409,
      '还在生成中',
    );
    await waitFor(
      () => read(client, job.id),
      (j) => j.status === 'running',
    );
    speech.release();
    const one = await waitFor(
      () => read(client, job.id),
      (j) => j.progress === 1,
    );
    expect(one).toMatchObject({ status: 'running', progress: 1, sentences: 3 });
    speech.release(2);
    const done = await waitFor(
      () => read(client, job.id),
      (j) => j.status === 'done',
    );
    speech.hold = false;
    expect(done).toMatchObject({ progress: 3, attempts: 1, error: null, waitingForEngine: false });
    expect(speech.calls.slice(-3)).toEqual(['第一句话。', '第二句话！', '第三句话？']);

    const wav = await client.request({ method: 'GET', url: done.audioUrl });
    expect(wav.status).toBe(200);
    expect(wav.raw.headers['content-type']).toBe('audio/wav');
    const pcm = parseWav(wav.raw.rawPayload);
    expect(Math.round((pcm.samples.length / pcm.sampleRate) * 1000)).toBe(done.durationMs);
    const mp3 = await client.request({ method: 'GET', url: `${done.mp3Url}&download=1` });
    expect(mp3.raw.headers['content-type']).toBe('audio/mpeg');
    expect(mp3.raw.headers['content-disposition']).toContain('attachment');
    expect(mp3.raw.rawPayload[0]).toBe(0xff);
    // Kept in the file storage, so the history plays it after a restart too.
    const row = await t.app.ctx.db
      .selectFrom('dubbing_jobs')
      .select(['wav_key', 'mp3_key'])
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(await t.app.ctx.storage.exists(row.wav_key!)).toBe(true);
    expect(await t.app.ctx.storage.exists(row.mp3_key!)).toBe(true);
    const history = expectOk(
      'listDubbingJobs',
      await client.get<{ list: Job[] }>('/api/user/dubbing/jobs'),
    );
    expect(history.list[0]).toMatchObject({ id: job.id, status: 'done', progress: 3 });
  });

  it('retries a try that fails and finishes on the next', async () => {
    speech.failNext = 1;
    const job = await start(client, '重试一次。');
    const done = await waitFor(
      () => read(client, job.id),
      (j) => j.status === 'done',
    );
    expect(done.attempts).toBe(2);
    expect(done.error).toBeNull();
  });

  it('fails after the last try, says why, and gives the day’s count back', async () => {
    const before = await remaining(client);
    speech.failNext = 3;
    const job = await start(client, '这一条会失败。');
    expect(job.remaining).toBe(before - 1);
    const failed = await waitFor(
      () => read(client, job.id),
      (j) => j.status === 'failed',
    );
    expect(failed).toMatchObject({ attempts: 3, error: 'engine said 500 (test)' });
    expect(await remaining(client)).toBe(before);
    expectFailure(
      'startDubbing',
      await client.request({ method: 'GET', url: job.audioUrl }),
      409,
      '还在生成中',
    );
  });

  it('waits while the engine is down, says so, uses no try, and speaks once it is back', async () => {
    speech.down = true;
    const job = await start(client, '引擎恢复后再说。');
    const waiting = await waitFor(
      () => read(client, job.id),
      (j) => j.waitingForEngine,
    );
    // Not done and no try used (a worker may be asking the engine again at this very moment:
    // that try counts while it runs, and is given back when the engine is still down).
    const triesUsed = (job: Job) => job.attempts - (job.status === 'running' ? 1 : 0);
    expect(['queued', 'running']).toContain(waiting.status);
    expect(triesUsed(waiting)).toBe(0);
    expect(waiting.error).toContain('不可用');
    // Several retries later it still waits and has used no try.
    await new Promise((r) => setTimeout(r, 300));
    const later = await read(client, job.id);
    expect(['queued', 'running']).toContain(later.status);
    expect(triesUsed(later)).toBe(0);
    speech.down = false;
    const done = await waitFor(
      () => read(client, job.id),
      (j) => j.status === 'done',
      30_000,
    );
    expect(done).toMatchObject({ attempts: 1, waitingForEngine: false, error: null });
  });

  it('shows a job to its owner only', async () => {
    const other = await dubbingMember(t, 'queue_other', 'DUB-7D-DEMO-0002');
    const mine = await start(client, '我的。');
    expectFailure(
      'getDubbingJob',
      await other.get(`/api/user/dubbing/jobs/${mine.id}`),
      404,
      '配音记录不存在',
    );
    expect((await new Client(t.app).get(`/api/user/dubbing/jobs/${mine.id}`)).status).toBe(401);
  });
});

describe('dubbing jobs on Redis (BullMQ)', () => {
  let redis: TestRedis;
  let t: TestApp;
  let speech: ScriptedSpeech;

  beforeAll(async () => {
    redis = await startTestRedis();
    speech = scriptedSpeech();
    t = await createTestApp({
      speechProvider: speech,
      redisUrl: redis.url,
      redisKeyPrefix: redis.prefix,
      dubbingJobs: { maxAttempts: 2, retryDelayMs: 30, concurrency: 1 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it('queues in Redis, retries through BullMQ, fails after the last try and refunds the day', async () => {
    expect(t.app.ctx.dubbingQueue.kind).toBe('redis');
    const client = await dubbingMember(t, 'bull_member');
    speech.failNext = 1;
    const job = await start(client, '第一句。第二句。');
    const done = await waitFor(
      () => read(client, job.id),
      (j) => j.status === 'done',
    );
    expect(done).toMatchObject({ attempts: 2, progress: 2, sentences: 2 });
    expect((await client.request({ method: 'GET', url: done.audioUrl })).status).toBe(200);

    const before = await remaining(client);
    speech.failNext = 2;
    const failing = await start(client, '失败。');
    await waitFor(
      () => read(client, failing.id),
      (j) => j.status === 'failed',
    );
    expect(await remaining(client)).toBe(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// The composer: pitch and pauses go to the engine with the text; each sentence of a job is kept
// on its own, so one sentence can be made again (reworded or not) without speaking the rest,
// without using a job of the day, and — when it cannot be made — without losing the audio.

interface Job {
  id: number;
  status: string;
  text: string;
  error: string | null;
  audioUrl: string;
  durationMs: number;
  remaining?: number;
}
interface Sentences {
  list: { index: number; text: string; durationMs: number | null; pending: boolean }[];
  regenerationsLeft: number;
}

const TEXT = '第一句话。\n第二句<break time="600ms"/>停一下！第三句话？';

describe('dubbing composer: pitch, pauses and per-sentence re-generation', () => {
  let t: TestApp;
  let speech: ScriptedSpeech;
  let client: Client;
  let job: Job;

  const read = async (id: number) =>
    expectOk('getDubbingJob', await client.get<Job>(`/api/user/dubbing/jobs/${id}`));
  const sentences = async (id: number) =>
    expectOk(
      'listDubbingSentences',
      await client.get<Sentences>(`/api/user/dubbing/jobs/${id}/sentences`),
    );
  const regenerate = (id: number, index: number, body: { text?: string } = {}) =>
    client.post<Job>(`/api/user/dubbing/jobs/${id}/sentences/${index}`, body);
  const remaining = async () =>
    expectOk('getDubbingCount', await client.get<{ remaining: number }>('/api/user/dubbing/count'))
      .remaining;
  const audio = async (url: string) => (await client.request({ method: 'GET', url })).raw;

  beforeAll(async () => {
    speech = scriptedSpeech();
    t = await createTestApp({
      speechProvider: speech,
      dubbingJobs: { maxAttempts: 2, retryDelayMs: 20, concurrency: 1 },
    });
    client = await newMember(t.app, 'composer_member');
    await recharge(client, 5);
    expectOk('upgradeLevel', await client.post('/api/user/level/upgrade', { levelId: 2 }));
    expectOk(
      'redeemDubbingCard',
      await client.post('/api/user/dubbing/crypto/use', { cardCode: 'DUB-7D-DEMO-0001' }),
    );
    job = expectOk(
      'startDubbing',
      await client.post<Job>('/api/user/dubbing/start', {
        voiceId: 1,
        text: TEXT,
        speed: 1.2,
        pitch: 3,
      }),
    );
    job = await waitFor(
      () => read(job.id),
      (j) => j.status === 'done',
    );
  });
  afterAll(() => t.close());

  it('speaks every sentence with the chosen speed and pitch, pauses kept in the text', () => {
    expect(speech.calls).toEqual([
      '第一句话。',
      '第二句<break time="600ms"/>停一下！',
      '第三句话？',
    ]);
    expect(speech.requests.every((r) => r.speed === 1.2 && r.pitch === 3)).toBe(true);
  });

  it('refuses a pitch outside −6…6 semitones', async () => {
    expectFailure(
      'startDubbing',
      await client.post('/api/user/dubbing/start', { voiceId: 1, text: '你好。', pitch: 7 }),
      400,
    );
  });

  it('lists the job’s sentences with their lengths', async () => {
    const list = await sentences(job.id);
    expect(list.regenerationsLeft).toBe(20);
    expect(list.list.map((s) => s.text)).toEqual(speech.calls);
    expect(list.list.every((s) => !s.pending && (s.durationMs ?? 0) > 0)).toBe(true);
  });

  it('makes one sentence again, reworded, without speaking the others or using a job of the day', async () => {
    const before = await audio(job.audioUrl);
    const left = await remaining();
    const calls = speech.calls.length;
    const queued = expectOk(
      'regenerateDubbingSentence',
      await regenerate(job.id, 1, { text: '第二句改好了！' }),
    );
    expect(['queued', 'running']).toContain(queued.status);
    const done = await waitFor(
      () => read(job.id),
      (j) => j.status === 'done',
    );
    expect(speech.calls.slice(calls)).toEqual(['第二句改好了！']);
    // The text is the member's, with its line break, the sentence replaced in place.
    expect(done.text).toBe('第一句话。\n第二句改好了！第三句话？');
    const after = await audio(done.audioUrl);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.headers['cache-control']).toBe('private, no-cache');
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    const list = await sentences(job.id);
    expect(list.list.map((s) => s.text)).toEqual(['第一句话。', '第二句改好了！', '第三句话？']);
    expect(list.regenerationsLeft).toBe(19);
    expect(await remaining()).toBe(left);
    // Revalidation answers 304 while the audio stays the same.
    const again = await client.request({
      method: 'GET',
      url: done.audioUrl,
      headers: { 'if-none-match': String(after.headers.etag) },
    });
    expect(again.status).toBe(304);
  });

  it('makes a sentence again as it was when no new text is given', async () => {
    const calls = speech.calls.length;
    expectOk('regenerateDubbingSentence', await regenerate(job.id, 2));
    await waitFor(
      () => read(job.id),
      (j) => j.status === 'done',
    );
    expect(speech.calls.slice(calls)).toEqual(['第三句话？']);
  });

  it('refuses two sentences, an unknown sentence, a job still being made, and another member', async () => {
    expectFailure(
      'regenerateDubbingSentence',
      await regenerate(job.id, 0, { text: '一句。两句。' }),
      400,
      '只能改写成一句话',
    );
    expectFailure('regenerateDubbingSentence', await regenerate(job.id, 9), 404, '句子不存在');
    speech.hold = true;
    expectOk('regenerateDubbingSentence', await regenerate(job.id, 0));
    expectFailure('regenerateDubbingSentence', await regenerate(job.id, 0), 409, '生成中');
    speech.hold = false;
    speech.release(5);
    await waitFor(
      () => read(job.id),
      (j) => j.status === 'done',
    );
    const other = await newMember(t.app, 'composer_other');
    expectFailure(
      'regenerateDubbingSentence',
      await other.post(`/api/user/dubbing/jobs/${job.id}/sentences/0`, {}),
      404,
      '配音记录不存在',
    );
  });

  it('keeps the audio it had when the new sentence cannot be made, and says why', async () => {
    const before = await read(job.id);
    const wav = await audio(before.audioUrl);
    speech.failNext = 2;
    expectOk('regenerateDubbingSentence', await regenerate(job.id, 0, { text: '这句会失败。' }));
    const back = await waitFor(
      () => read(job.id),
      (j) => j.status === 'done' && j.error !== null,
    );
    expect(back.error).toContain('重新生成失败');
    expect(back.text).toBe(before.text);
    expect((await audio(back.audioUrl)).rawPayload.equals(wav.rawPayload)).toBe(true);
    const list = await sentences(job.id);
    expect(list.list[0]).toMatchObject({ text: '第一句话。', pending: false });
  });
});

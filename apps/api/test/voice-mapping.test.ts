import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_PREVIEWS_PER_MINUTE } from '../src/routes/index.js';
import { VOICE_BODY } from './site-content-writes.js';
import { auditRows, staffClient } from './staff-helpers.js';
import {
  createTestApp,
  expectFailure,
  expectOk,
  loggedIn,
  type ApiResponse,
  type Client,
  type TestApp,
} from './helpers.js';
import { analyseSpeech, speechProblems } from './support/acoustics.js';

// The console maps each voice to each engine's voice and parameters (issue 25): stored, shown,
// validated by the contract, role-checked and audited; the engine that speaks (eSpeak NG here, the
// default) reads the mapping, so what the operator sets is what members hear; 试听 speaks the
// voice as edited, before it is saved. The cloud engines' side is in speech-cloud.test.ts.

interface Engines {
  espeak: { voice: string; variant: string; pitch: number; rate: number };
  azure: { voice: string; style?: string | null; rate: number; pitch: number };
  tencent: { voiceType: number; speed: number; volume: number };
}
interface Voice {
  id: number;
  name: string;
  engines: Engines;
}

const LOW = { voice: 'cmn-latn-pinyin', variant: 'm3', pitch: 15, rate: 150 };
const HIGH = { voice: 'cmn-latn-pinyin', variant: 'f4', pitch: 85, rate: 190 };
const XIAOXIAO = {
  name: '晓晓',
  gender: 'female',
  style: '温柔知性',
  language: '普通话',
  pitchHz: 220,
  sampleText: '大家好，欢迎来到动漫素材配音中心，这是我的试听音色。',
  sort: 1,
};

let t: TestApp;
let owner: Client;
let editor: Client;
let reviewer: Client;
let member: Client;
beforeAll(async () => {
  t = await createTestApp();
  owner = await staffClient(t.app, 'owner');
  editor = await staffClient(t.app, 'editor');
  reviewer = await staffClient(t.app, 'reviewer');
  member = await loggedIn(t.app);
});
afterAll(() => t.close());

const voices = async () =>
  expectOk('adminListVoices', await owner.get<Voice[]>('/api/admin/voices'));
const wav = (response: ApiResponse) => {
  expect(response.status, response.raw.body.slice(0, 200)).toBe(200);
  expect(response.raw.headers['content-type']).toMatch(/^audio\/wav/);
  return response.raw.rawPayload;
};
const memberPreview = async (voiceId: number) =>
  wav(await member.get(`/api/user/dubbing/voices/${voiceId}/preview`));
const consolePreview = async (client: Client, body: object) =>
  client.post('/api/admin/voices/preview', body);

describe('voice mapping on the local engine', () => {
  it('shows every engine’s voice and parameters; the seeded voices keep their defaults', async () => {
    const engine = expectOk(
      'adminGetSpeechEngine',
      await editor.get<{ engine: string; label: string }>('/api/admin/speech-engine'),
    );
    expect(engine).toEqual({ engine: 'espeak', label: 'eSpeak NG' });
    const [xiaoxiao, yunxi] = await voices();
    expect(xiaoxiao!.engines).toEqual({
      espeak: { voice: 'cmn-latn-pinyin', variant: 'f2', pitch: 45, rate: 165 },
      azure: { voice: 'zh-CN-XiaoxiaoNeural', style: null, rate: 0, pitch: 0 },
      tencent: { voiceType: 101001, speed: 0, volume: 0 },
    });
    expect(yunxi!.engines.azure.voice).toBe('zh-CN-YunxiNeural');
    expect(yunxi!.engines.espeak.variant).toMatch(/^m\d$/);
  });

  it('a saved mapping is what members hear: two mappings give two different voices', async () => {
    const before = (await auditRows(t.app, 'voice')).length;
    const low = expectOk(
      'adminUpdateVoice',
      await editor.put<Voice>('/api/admin/voices/1', { ...XIAOXIAO, engines: { espeak: LOW } }),
    );
    expect(low.engines.espeak).toEqual(LOW);
    const lowAudio = await memberPreview(1);

    const tencent = { voiceType: 101017, speed: 1, volume: 3 };
    expectOk(
      'adminUpdateVoice',
      await editor.put('/api/admin/voices/1', { ...XIAOXIAO, engines: { espeak: HIGH, tencent } }),
    );
    const highAudio = await memberPreview(1);
    expect(highAudio.equals(lowAudio)).toBe(false);
    const [lowSpeech, highSpeech] = [analyseSpeech(lowAudio), analyseSpeech(highAudio)];
    expect(speechProblems(highSpeech)).toEqual([]);
    expect(highSpeech.medianF0).toBeGreaterThan(lowSpeech.medianF0 * 1.4);

    const saved = (await voices()).find((v) => v.id === 1)!;
    expect(saved.engines.espeak).toEqual(HIGH);
    expect(saved.engines.tencent).toEqual(tencent);
    // Left out: Azure keeps speaking the voice by its default.
    expect(saved.engines.azure.voice).toBe('zh-CN-XiaoxiaoNeural');

    const rows = await auditRows(t.app, 'voice');
    expect(rows.length).toBe(before + 2);
    const last = rows[0]!;
    expect(last.action).toBe('voice.update');
    expect(JSON.parse(String(last.before_json)).engines.espeak).toEqual(LOW);
    expect(JSON.parse(String(last.after_json)).engines.espeak).toEqual(HIGH);
  });

  it('a new voice needs the active engine’s parameters; the contract refuses bad ones', async () => {
    const body = { ...VOICE_BODY, name: '映射测试' };
    expectFailure(
      'adminCreateVoice',
      await editor.post('/api/admin/voices', { ...body, engines: {} }),
      400,
      '请填写当前配音引擎（eSpeak NG）的音色参数',
    );
    const bad: [object, RegExp][] = [
      [{ espeak: { ...LOW, variant: 'robot' } }, /variant/],
      [{ espeak: { ...LOW, rate: 1000 } }, /rate/],
      [{ espeak: LOW, azure: { voice: 'Xiaoxiao', rate: 0, pitch: 0 } }, /voice/],
      [{ espeak: LOW, azure: { voice: 'zh-CN-XiaoxiaoNeural', rate: 0, pitch: 30 } }, /pitch/],
      [{ espeak: LOW, tencent: { voiceType: 101001, speed: 0, volume: 20 } }, /volume/],
      [{ espeak: LOW, tencent: { voiceType: 'zhiyu', speed: 0, volume: 0 } }, /voiceType/],
    ];
    for (const [engines, field] of bad)
      expectFailure(
        'adminCreateVoice',
        await editor.post('/api/admin/voices', { ...body, engines }),
        400,
        field,
      );
    expect((await voices()).some((v) => v.name === '映射测试')).toBe(false);

    const created = expectOk(
      'adminCreateVoice',
      await editor.post<Voice>('/api/admin/voices', { ...body, engines: { espeak: HIGH } }),
    );
    expect(created.engines.espeak).toEqual(HIGH);
    expect(created.engines.azure.voice).toMatch(/^zh-CN-\w+Neural$/);
  });

  it('only the roles that edit voices may change a mapping or use 试听', async () => {
    expectFailure(
      'adminUpdateVoice',
      await reviewer.put('/api/admin/voices/1', { ...XIAOXIAO, engines: { espeak: LOW } }),
      403,
    );
    expectFailure(
      'adminPreviewVoice',
      await consolePreview(reviewer, { gender: 'female', style: 'x', pitchHz: 220 }),
      403,
    );
    expect((await voices()).find((v) => v.id === 1)!.engines.espeak).toEqual(HIGH);
  });

  it('试听 speaks the voice as edited, unsaved, through the engine and changes nothing', async () => {
    const audit = (await auditRows(t.app)).length;
    const edited = { voiceId: 1, name: '晓晓', gender: 'female', style: '温柔知性', pitchHz: 220 };
    const low = wav(await consolePreview(editor, { ...edited, engines: { espeak: LOW } }));
    const high = wav(await consolePreview(editor, { ...edited, engines: { espeak: HIGH } }));
    const [lowSpeech, highSpeech] = [analyseSpeech(low), analyseSpeech(high)];
    expect(lowSpeech.sampleRate).toBeGreaterThanOrEqual(16_000);
    expect(speechProblems(lowSpeech)).toEqual([]);
    expect(highSpeech.medianF0).toBeGreaterThan(lowSpeech.medianF0 * 1.4);
    // Without the engine's fields it speaks as the saved voice does.
    const saved = wav(await consolePreview(editor, edited));
    expect(saved.equals(high)).toBe(true);
    // A new voice (no id) with only its own fields speaks by the engine's default.
    const fresh = wav(
      await consolePreview(editor, { gender: 'male', style: '浑厚解说', pitchHz: 110 }),
    );
    expect(analyseSpeech(fresh).medianF0).toBeLessThan(highSpeech.medianF0);

    expect((await auditRows(t.app)).length).toBe(audit);
    expect((await voices()).find((v) => v.id === 1)!.engines.espeak).toEqual(HIGH);
  });

  it('试听 is rate-limited: each call may be billed by a cloud engine', async () => {
    let calls = 0;
    let response: ApiResponse | undefined;
    // Bad bodies are refused cheaply but still count.
    while (calls <= VOICE_PREVIEWS_PER_MINUTE) {
      calls += 1;
      response = await consolePreview(owner, { gender: 'female' });
      if (response.status === 429) break;
      expect(response.status).toBe(400);
    }
    expectFailure('adminPreviewVoice', response!, 429, '请求过于频繁');
    expect(calls).toBeLessThanOrEqual(VOICE_PREVIEWS_PER_MINUTE + 1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, resolveConfig } from '../src/config.js';
import type { AppContext } from '../src/context.js';
import { retryDelayMs } from '../src/services/dubbing-jobs.js';
import { DUBBING_VOICES } from '../src/seed/site-data.js';
import { parseWav } from '../src/services/audio-encoding.js';
import { SpeechUnavailableError, type SpeechVoice } from '../src/services/speech.js';
import { azureSpeechProvider, azureSsml } from '../src/services/speech-azure.js';
import { azureVoiceOf, tencentVoiceOf } from '../src/services/speech-cloud-voices.js';
import { EngineRefusedError } from '../src/services/speech-http.js';
import { speechProviderFor } from '../src/services/speech-registry.js';
import {
  TENCENT_MAX_CHARS,
  tencentPayload,
  tencentSpeechProvider,
  tencentSpeed,
  tencentTexts,
} from '../src/services/speech-tencent.js';
import { tc3Sign } from '../src/services/tc3-signature.js';
import { staffClient } from './staff-helpers.js';
import {
  createTestApp,
  expectFailure,
  expectOk,
  newMember,
  recharge,
  type Client,
  type TestApp,
} from './helpers.js';
import { AzureStandIn, checkAzureSsml, TencentStandIn } from './support/cloud-speech-standins.js';
import { waitFor } from './support/scripted-speech.js';

// The cloud engines (SPEECH_PROVIDER=azure | tencent) behind the same SpeechProvider, each against
// a stand-in on loopback that checks requests as its provider documents them
// (test/support/cloud-speech-standins.ts), and against their failure modes: a rate limit, a 5xx
// and no answer make the job wait (SpeechUnavailableError, no try used); a refusal counts as a try.

const voices: SpeechVoice[] = DUBBING_VOICES.map((v) => ({
  id: v.id,
  name: v.name,
  gender: v.gender,
  pitchHz: v.pitch_hz,
  style: v.style,
}));
const xiaoxiao = voices[0]!;
const yunjian = voices[3]!;

describe('TC3-HMAC-SHA256 signer', () => {
  it("reproduces Tencent Cloud's published example (签名方法 v3, CVM DescribeInstances)", () => {
    // The documentation's worked example: SecretKey Gu5t9xGARNpq86cd98joQYCN3EXAMPLE, timestamp
    // 1551113065 (2019-02-26 00:44:25 in China, 2019-02-25 in UTC), and its published results.
    const signed = tc3Sign({
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
      service: 'cvm',
      host: 'cvm.tencentcloudapi.com',
      contentType: 'application/json; charset=utf-8',
      payload:
        '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
      timestamp: 1551113065,
    });
    expect(signed.canonicalRequest).toBe(
      'POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\n\ncontent-type;host\n' +
        '35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
    );
    expect(signed.stringToSign).toBe(
      'TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n' +
        '5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031',
    );
    expect(signed.signature).toBe(
      '72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
    expect(signed.authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, ' +
        'Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });
});

describe('voices and requests on the cloud engines', () => {
  it('gives each of our voices its own engine voice', () => {
    expect(voices.map(azureVoiceOf)).toEqual([
      'zh-CN-XiaoxiaoNeural',
      'zh-CN-YunxiNeural',
      'zh-CN-XiaoyiNeural',
      'zh-CN-YunjianNeural',
      'zh-CN-XiaochenNeural',
      'zh-CN-YunyangNeural',
      'zh-CN-XiaomengNeural',
      'zh-CN-sichuan-YunxiNeural',
    ]);
    const tencent = voices.map(tencentVoiceOf);
    expect(new Set(tencent).size).toBe(voices.length);
    expect(tencentVoiceOf(voices[5]!)).toBe(101013); // 云扬 新闻播报 → 智辉 新闻男声
  });

  it('writes the 停顿 marks as SSML <break>, the speed as prosody, and escapes the text', () => {
    const ssml = azureSsml({
      text: '你好<break time="800ms"/>R&D <团队>',
      voice: xiaoxiao,
      speed: 1.25,
      pitch: -2,
    });
    expect(ssml).toBe(
      '<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="zh-CN">' +
        '<voice name="zh-CN-XiaoxiaoNeural"><prosody rate="+25%" pitch="-2st">' +
        '你好<break time="800ms"/>R&amp;D &lt;团队&gt;</prosody></voice></speak>',
    );
    expect(checkAzureSsml(ssml).problems).toEqual([]);
  });

  it('speaks a voice by the mapping the console saved: voice, style, rate and pitch on top of the member’s', () => {
    const mapped: SpeechVoice = {
      ...xiaoxiao,
      engines: {
        azure: { voice: 'zh-CN-XiaomoNeural', style: 'cheerful', rate: 10, pitch: -2 },
        tencent: { voiceType: 101050, speed: 1, volume: 4 },
      },
    };
    const ssml = azureSsml({ text: '好的', voice: mapped, speed: 1.5, pitch: 3 });
    expect(ssml).toBe(
      '<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis"' +
        ' xmlns:mstts="https://www.w3.org/2001/mstts" xml:lang="zh-CN">' +
        '<voice name="zh-CN-XiaomoNeural"><mstts:express-as style="cheerful">' +
        '<prosody rate="+65%" pitch="+1st">好的</prosody></mstts:express-as></voice></speak>',
    );
    expect(checkAzureSsml(ssml)).toMatchObject({ problems: [], styles: ['cheerful'] });
    expect(
      JSON.parse(tencentPayload({ text: '好', voice: mapped, speed: 1.5 }, '好', 's')),
    ).toMatchObject({ VoiceType: 101050, Speed: 3, Volume: 4 });
    // A fast voice at the member's fastest stops at the top of Tencent's scale.
    const fast = { ...xiaoxiao, engines: { tencent: { voiceType: 101050, speed: 3, volume: 0 } } };
    expect(JSON.parse(tencentPayload({ text: '好', voice: fast, speed: 2 }, '好', 's')).Speed).toBe(
      6,
    );
  });

  it("maps speed onto Tencent's documented Speed points and cuts text at 150 characters", () => {
    expect([0.5, 0.6, 0.8, 1, 1.2, 1.5, 2].map(tencentSpeed)).toEqual([-2, -2, -1, 0, 1, 2, 4]);
    const long = `${'一二三四五六七八九十'.repeat(12)}，${'甲乙丙丁戊己庚辛壬癸'.repeat(6)}。`;
    const texts = tencentTexts(long);
    expect(texts.length).toBe(2);
    expect(texts.every((t) => [...t].length <= TENCENT_MAX_CHARS)).toBe(true);
    expect(texts.join('')).toBe(long);
    expect(tencentTexts('先说<break time="1s"/>再说')).toEqual([
      '<speak>先说<break time="1000ms"/>再说</speak>',
    ]);
  });
});

describe('Azure Speech adapter against its stand-in', () => {
  const standIn = new AzureStandIn();
  let base = '';
  beforeAll(async () => {
    base = await standIn.listen();
  });
  afterAll(() => standIn.close());

  const provider = (auth: 'key' | 'token', now?: () => number, timeoutMs = 5000) =>
    azureSpeechProvider(
      {
        key: standIn.key,
        auth,
        endpoint: base,
        tokenUrl: `${base}/sts/v1.0/issueToken`,
      },
      { timeoutMs, now },
    );

  it('speaks with the key: SSML with the voice, speed and pauses; 24 kHz WAV back', async () => {
    const before = standIn.requests.length;
    const result = await provider('key').synthesize({
      text: '第一句<break time="500ms"/>第二句。',
      voice: yunjian,
      speed: 0.8,
      pitch: 3,
    });
    const sent = standIn.requests.slice(before);
    expect(standIn.refused).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['ocp-apim-subscription-key']).toBe(standIn.key);
    expect(sent[0]!.headers['x-microsoft-outputformat']).toBe('riff-24khz-16bit-mono-pcm');
    const ssml = checkAzureSsml(sent[0]!.body);
    expect(ssml).toMatchObject({
      voices: ['zh-CN-YunjianNeural'],
      rates: ['-20%'],
      pitches: ['+3st'],
      breaks: [500],
      text: '第一句第二句。',
    });
    const pcm = parseWav(result.audio);
    expect(pcm.sampleRate).toBe(24_000);
    expect(result.durationMs).toBe(420); // the stand-in's 60 ms for each of 7 characters
  });

  it('with AZURE_SPEECH_AUTH=token: one token for 9 minutes, then a new one, never the key on synthesis', async () => {
    let time = Date.parse('2026-01-01T00:00:00Z');
    const azure = provider('token', () => time);
    const before = standIn.requests.length;
    await azure.synthesize({ text: '一。', voice: xiaoxiao, speed: 1 });
    await azure.synthesize({ text: '二。', voice: xiaoxiao, speed: 1 });
    expect(standIn.tokenRequests).toBe(1);
    time += 9 * 60_000 + 1;
    await azure.synthesize({ text: '三。', voice: xiaoxiao, speed: 1 });
    expect(standIn.tokenRequests).toBe(2);
    const syntheses = standIn.requests
      .slice(before)
      .filter((r) => r.url === '/cognitiveservices/v1');
    expect(syntheses).toHaveLength(3);
    for (const r of syntheses) {
      expect(r.headers['ocp-apim-subscription-key']).toBeUndefined();
      expect(r.headers.authorization).toMatch(/^Bearer tok-/);
    }
    expect(standIn.refused).toEqual([]);
  });

  it('a rate limit (429 with Retry-After), a 5xx and no answer mean "wait"; a bad key is a refusal', async () => {
    const request = { text: '你好。', voice: xiaoxiao, speed: 1 };
    standIn.failures = ['rate-limit'];
    const limited = await provider('key')
      .synthesize(request)
      .catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(SpeechUnavailableError);
    expect((limited as SpeechUnavailableError).retryAfterMs).toBe(7000);
    expect((limited as Error).message).toContain('429');

    standIn.failures = ['server-error'];
    await expect(provider('key').synthesize(request)).rejects.toThrow(SpeechUnavailableError);
    standIn.failures = ['hang'];
    await expect(provider('key', undefined, 300).synthesize(request)).rejects.toThrow(
      /超过 300 ms 未应答/,
    );

    const wrongKey = azureSpeechProvider(
      { key: 'wrong', auth: 'key', endpoint: base, tokenUrl: '' },
      { timeoutMs: 5000 },
    );
    const refused = await wrongKey.synthesize(request).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(EngineRefusedError);
    expect(refused).not.toBeInstanceOf(SpeechUnavailableError);
    expect((refused as EngineRefusedError).status).toBe(401);
    standIn.refused.length = 0;
  });
});

describe('Tencent Cloud TTS adapter against its stand-in', () => {
  const standIn = new TencentStandIn();
  let base = '';
  beforeAll(async () => {
    base = await standIn.listen();
  });
  afterAll(() => standIn.close());

  const provider = (timeoutMs = 5000, secretKey = standIn.secretKey) =>
    tencentSpeechProvider(
      { secretId: standIn.secretId, secretKey, region: 'ap-shanghai', endpoint: base },
      { timeoutMs },
    );

  it('signs TextToVoice as documented (recomputed by the stand-in) and joins a long sentence', async () => {
    const text = `${'春眠不觉晓，处处闻啼鸟，'.repeat(12)}夜来风雨声，花落知多少。`;
    const result = await provider().synthesize({ text, voice: xiaoxiao, speed: 1.2 });
    expect(standIn.refused).toEqual([]);
    expect(standIn.texts.length).toBe(2);
    expect(standIn.texts.join('')).toBe(text);
    const sent = standIn.requests.at(-1)!;
    expect(sent.headers).toMatchObject({
      'x-tc-action': 'TextToVoice',
      'x-tc-version': '2019-08-23',
      'x-tc-region': 'ap-shanghai',
    });
    expect(JSON.parse(sent.body)).toMatchObject({
      VoiceType: 101001,
      Codec: 'wav',
      SampleRate: 16000,
      Speed: 1,
    });
    const pcm = parseWav(result.audio);
    expect(pcm.sampleRate).toBe(16_000);
    expect(result.durationMs).toBe([...text].length * 60);
  });

  it('a wrong key is refused by the signature check, and is no reason to wait', async () => {
    const refused = await provider(5000, 'not-the-key')
      .synthesize({ text: '你好。', voice: xiaoxiao, speed: 1 })
      .catch((e: unknown) => e);
    expect(refused).not.toBeInstanceOf(SpeechUnavailableError);
    expect((refused as Error).message).toContain('AuthFailure.SignatureFailure');
    expect(standIn.refused).toEqual(['signature does not match']);
    standIn.refused.length = 0;
  });

  it('RequestLimitExceeded, InternalError, a 502 and no answer mean "wait"', async () => {
    const request = { text: '你好。', voice: xiaoxiao, speed: 1 };
    for (const failure of ['rate-limit', 'server-error', 'bad-gateway'] as const) {
      standIn.failures = [failure];
      await expect(provider().synthesize(request)).rejects.toThrow(SpeechUnavailableError);
    }
    standIn.failures = ['hang'];
    await expect(provider(300).synthesize(request)).rejects.toThrow(SpeechUnavailableError);
    expect(standIn.refused).toEqual([]);
  });
});

describe('choosing the engine by settings', () => {
  it('builds the engine SPEECH_PROVIDER names, and refuses to start without its keys', () => {
    const azure = resolveConfig(
      { dataDir: '/tmp/x' },
      { SPEECH_PROVIDER: 'azure', AZURE_SPEECH_KEY: 'k', AZURE_SPEECH_REGION: 'chinaeast2' },
    );
    expect(azure.speech.azure).toMatchObject({
      endpoint: 'https://chinaeast2.tts.speech.microsoft.com',
      auth: 'key',
    });
    expect(speechProviderFor(azure.speech).name).toBe('azure');
    const tencent = resolveConfig(
      { dataDir: '/tmp/x' },
      { SPEECH_PROVIDER: 'tencent', TENCENT_SECRET_ID: 'AKID1', TENCENT_SECRET_KEY: 's' },
    );
    expect(tencent.speech.tencent).toMatchObject({
      endpoint: 'https://tts.tencentcloudapi.com',
      region: 'ap-guangzhou',
    });
    expect(speechProviderFor(tencent.speech).name).toBe('tencent');

    const missing = (() => {
      try {
        resolveConfig({ dataDir: '/tmp/x' }, { SPEECH_PROVIDER: 'tencent' });
      } catch (error) {
        return error;
      }
    })();
    expect(missing).toBeInstanceOf(ConfigError);
    expect((missing as ConfigError).problems).toContain(
      'SPEECH_PROVIDER=tencent 需要 TENCENT_SECRET_ID、TENCENT_SECRET_KEY',
    );
    expect(() =>
      resolveConfig(
        { dataDir: '/tmp/x', production: true, https: true },
        {
          SPEECH_PROVIDER: 'azure',
          AZURE_SPEECH_KEY: 'k',
          AZURE_SPEECH_ENDPOINT: 'http://tts.example',
          PUBLIC_URL: 'https://site.example',
          ADMIN_INITIAL_PASSWORD: 'x'.repeat(16),
        },
      ),
    ).toThrow(/生产环境的配音引擎地址须为 https:\/\//);
  });
});

interface Job {
  id: number;
  status: string;
  attempts: number;
  waitingForEngine: boolean;
  error: string | null;
  audioUrl: string;
  durationMs: number;
}

describe('a member’s dubbing job on a cloud engine (Tencent stand-in)', () => {
  const standIn = new TencentStandIn();
  let t: TestApp;
  let client: Client;
  beforeAll(async () => {
    const endpoint = await standIn.listen();
    t = await createTestApp({
      speech: {
        provider: 'tencent',
        espeakPath: 'espeak-ng',
        timeoutMs: 2000,
        tencent: {
          secretId: standIn.secretId,
          secretKey: standIn.secretKey,
          region: 'ap-guangzhou',
          endpoint,
        },
      },
      dubbingJobs: { maxAttempts: 2, retryDelayMs: 40, concurrency: 1 },
    });
    client = await newMember(t.app, 'cloud_member');
    await recharge(client, 5);
    expectOk('upgradeLevel', await client.post('/api/user/level/upgrade', { levelId: 2 }));
    expectOk(
      'redeemDubbingCard',
      await client.post('/api/user/dubbing/crypto/use', { cardCode: 'DUB-7D-DEMO-0001' }),
    );
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  const start = async (text: string) =>
    expectOk(
      'startDubbing',
      await client.post<Job>('/api/user/dubbing/start', { voiceId: 1, text }),
    );
  const read = async (id: number) =>
    expectOk('getDubbingJob', await client.get<Job>(`/api/user/dubbing/jobs/${id}`));

  it('waits honestly through a rate limit and a 5xx, using no try, then speaks', async () => {
    standIn.failures = ['rate-limit', 'bad-gateway', 'rate-limit'];
    const job = await start('限流之后再说。第二句。');
    const waiting = await waitFor(
      () => read(job.id),
      (j) => j.waitingForEngine,
    );
    // No try used up (one may be under way at this very moment).
    expect(['queued', 'running']).toContain(waiting.status);
    expect(waiting.attempts).toBeLessThanOrEqual(1);
    expect(waiting.error).toMatch(/RequestLimitExceeded|502/);
    const done = await waitFor(
      () => read(job.id),
      (j) => j.status === 'done',
    );
    expect(done).toMatchObject({ attempts: 1, waitingForEngine: false, error: null });
    expect(standIn.texts.slice(-2)).toEqual(['限流之后再说。', '第二句。']);
    const audio = await client.request({ method: 'GET', url: done.audioUrl });
    expect(audio.status).toBe(200);
    expect(parseWav(audio.raw.rawPayload).sampleRate).toBe(16_000);
    expect(standIn.refused).toEqual([]);
  });

  it('a refusal uses up the tries and fails the job, saying why', async () => {
    standIn.errors = ['AuthFailure.SecretIdNotFound', 'AuthFailure.SecretIdNotFound'];
    const job = await start('密钥失效。');
    const failed = await waitFor(
      () => read(job.id),
      (j) => j.status === 'failed',
    );
    expect(failed.attempts).toBe(2);
    expect(failed.error).toContain('AuthFailure.SecretIdNotFound');
  });

  it('speaks with the Tencent voice the console mapped; the mapping is required on this engine', async () => {
    const editor = await staffClient(t.app, 'editor');
    const voice = {
      name: '晓晓',
      gender: 'female',
      style: '温柔知性',
      language: '普通话',
      pitchHz: 220,
      sampleText: '大家好。',
      sort: 1,
    };
    expectFailure(
      'adminUpdateVoice',
      await editor.put('/api/admin/voices/1', {
        ...voice,
        engines: { espeak: { voice: 'cmn-latn-pinyin', variant: 'f2', pitch: 50, rate: 165 } },
      }),
      400,
      '腾讯云语音合成',
    );
    // 试听 with unsaved parameters reaches the engine with them.
    let sent = standIn.voices.length;
    const preview = await editor.post('/api/admin/voices/preview', {
      voiceId: 1,
      gender: 'female',
      style: '温柔知性',
      pitchHz: 220,
      engines: { tencent: { voiceType: 101019, speed: -1, volume: 2 } },
    });
    expect(preview.status).toBe(200);
    expect(parseWav(preview.raw.rawPayload).sampleRate).toBe(16_000);
    expect(standIn.voices.slice(sent)).toEqual([{ voiceType: 101019, speed: -1, volume: 2 }]);

    const tencent = { voiceType: 101050, speed: 1, volume: 5 };
    expectOk(
      'adminUpdateVoice',
      await editor.put('/api/admin/voices/1', { ...voice, engines: { tencent } }),
    );
    sent = standIn.voices.length;
    const job = await start('映射之后再说。');
    await waitFor(
      () => read(job.id),
      (j) => j.status === 'done',
    );
    expect(standIn.voices.slice(sent)).toEqual([tencent]);
  });

  it("waits at least as long as the engine's Retry-After asks", () => {
    const ctx = { config: { dubbingJobs: { retryDelayMs: 100 } } } as unknown as AppContext;
    expect(retryDelayMs(ctx, 1)).toBe(100);
    expect(retryDelayMs(ctx, 1, 7000)).toBe(7000);
    expect(retryDelayMs(ctx, 5, 7000)).toBe(7000);
    expect(retryDelayMs(ctx, 5, 1000)).toBe(1600);
    expect(retryDelayMs(ctx, 1, 3_600_000)).toBe(600_000);
  });
});

describe('a voice mapped in the console on Azure (stand-in)', () => {
  const standIn = new AzureStandIn();
  let t: TestApp;
  beforeAll(async () => {
    const endpoint = await standIn.listen();
    t = await createTestApp({
      speech: {
        provider: 'azure',
        espeakPath: 'espeak-ng',
        timeoutMs: 2000,
        azure: {
          key: standIn.key,
          auth: 'key',
          endpoint,
          tokenUrl: `${endpoint}/sts/v1.0/issueToken`,
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('the console’s 试听 and the members’ preview reach Azure with the mapped voice and style', async () => {
    const editor = await staffClient(t.app, 'editor');
    const azure = { voice: 'zh-CN-YunyeNeural', style: 'narration-relaxed', rate: 10, pitch: -2 };
    const sent = () => checkAzureSsml(standIn.requests.at(-1)!.body);

    const preview = await editor.post('/api/admin/voices/preview', {
      voiceId: 4,
      gender: 'male',
      style: '浑厚解说',
      pitchHz: 110,
      engines: { azure },
    });
    expect(preview.status).toBe(200);
    expect(parseWav(preview.raw.rawPayload).sampleRate).toBe(24_000);
    expect(sent()).toMatchObject({
      problems: [],
      voices: ['zh-CN-YunyeNeural'],
      styles: ['narration-relaxed'],
      rates: ['+10%'],
      pitches: ['-2st'],
    });

    // The engine busy: the operator is told so, in the envelope.
    standIn.failures = ['rate-limit'];
    expectFailure(
      'adminPreviewVoice',
      await editor.post('/api/admin/voices/preview', { gender: 'male', style: 'x', pitchHz: 110 }),
      503,
      '配音引擎暂时不可用',
    );

    expectOk(
      'adminUpdateVoice',
      await editor.put('/api/admin/voices/4', {
        name: '云健',
        gender: 'male',
        style: '浑厚解说',
        language: '普通话',
        pitchHz: 110,
        sampleText: '大家好。',
        sort: 4,
        engines: { azure: { ...azure, style: null } },
      }),
    );
    const member = await newMember(t.app, 'azure_member');
    const audio = await member.get('/api/user/dubbing/voices/4/preview');
    expect(audio.status).toBe(200);
    expect(sent()).toMatchObject({ problems: [], voices: ['zh-CN-YunyeNeural'], styles: [] });
    expect(standIn.refused).toEqual([]);
  });
});

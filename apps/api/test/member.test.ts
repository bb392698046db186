import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  createTestApp,
  expectFailure,
  expectOk,
  loggedIn,
  newMember,
  recharge,
  testClock,
  type TestApp,
} from './helpers.js';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ now: clock.now, dubbingDailyLimit: 3 });
});
afterAll(() => t.close());

interface DownloadCheck {
  allowed: boolean;
  downloadUrl: string | null;
  reason: string | null;
  requiredEntitlement: string | null;
  title: string;
  documentId: number;
}

async function documentIn(classId: number) {
  return t.app.ctx.db
    .selectFrom('documents')
    .select(['id', 'title'])
    .where('one_class_id', '=', classId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

/** A member at the given level (recharged and upgraded through the API). */
async function memberAtLevel(name: string, levelId: number): Promise<Client> {
  const client = await newMember(t.app, name);
  if (levelId > 1) {
    await recharge(client, 5);
    expectOk('upgradeLevel', await client.post('/api/user/level/upgrade', { levelId }));
  }
  return client;
}

describe('checkDownload', () => {
  it("allows what the member's level covers and the link downloads the file", async () => {
    const client = await loggedIn(t.app);
    const doc = await documentIn(1); // sourceMaterial: covered by the lowest level
    const check = expectOk(
      'checkDownload',
      await client.get<DownloadCheck>(`/api/user/download/check/d${doc.id}`),
    );
    expect(check).toMatchObject({
      allowed: true,
      reason: null,
      requiredEntitlement: 'sourceMaterial',
      title: doc.title,
      documentId: doc.id,
    });
    expect(check.downloadUrl).toMatch(/^\/api\/download\/[\w-]+\.[\w-]+$/);

    const file = (await client.get(check.downloadUrl as string)).raw;
    expect(file.statusCode).toBe(200);
    const recordId = String(file.headers['x-download-id']);
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`${doc.title} [下载编号 ${recordId}].zip`)}`,
    );
    // The seeded material is a real ZIP archive.
    expect(file.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  });

  it('refuses what the level does not cover, naming the level to upgrade to', async () => {
    const client = await loggedIn(t.app);
    const doc = await documentIn(3); // template
    const response = await client.get<DownloadCheck>(`/api/user/download/check/d${doc.id}`);
    const check = expectOk('checkDownload', response);
    expect(check).toMatchObject({
      allowed: false,
      downloadUrl: null,
      requiredEntitlement: 'template',
    });
    expect(check.reason).toBe(
      '您的会员等级（普通会员）不包含「模板下载」权益，升级到高级会员即可下载',
    );
    expect(response.body.message).toBe(check.reason);

    const plugins = expectOk(
      'checkDownload',
      await client.get<DownloadCheck>('/api/user/download/check/c8'),
    );
    expect(plugins).toMatchObject({ allowed: false, requiredEntitlement: 'plugin' });
    expect(plugins.reason).toContain('至尊会员');
  });

  it('allows free documents to every member', async () => {
    const client = await loggedIn(t.app);
    const doc = await documentIn(7);
    expect(
      expectOk(
        'checkDownload',
        await client.get<DownloadCheck>(`/api/user/download/check/d${doc.id}`),
      ),
    ).toMatchObject({
      allowed: true,
      requiredEntitlement: null,
    });
  });

  it('answers 404 for unknown keys and pages without downloads', async () => {
    const client = await loggedIn(t.app);
    expectFailure(
      'checkDownload',
      await client.get('/api/user/download/check/d999999'),
      404,
      '下载资源不存在',
    );
    expectFailure('checkDownload', await client.get('/api/user/download/check/c2'), 404);
    expectFailure('checkDownload', await client.get('/api/user/download/check/nonsense'), 404);
  });

  it('rejects tampered and expired download links', async () => {
    const client = await loggedIn(t.app);
    const doc = await documentIn(1);
    const { downloadUrl } = expectOk(
      'checkDownload',
      await client.get<DownloadCheck>(`/api/user/download/check/d${doc.id}`),
    );
    const url = downloadUrl as string;
    const [payload, signature] = url.slice('/api/download/'.length).split('.');
    const forged = Buffer.from(`v1.d1.1.${clock.now() + 60_000}`).toString('base64url');
    expect((await client.get(`/api/download/${forged}.${signature}`)).status).toBe(404);
    expect((await client.get(`/api/download/${payload}.x${signature}`)).status).toBe(404);
    clock.advance(11 * 60_000);
    const expired = await client.get(url);
    expect(expired.status).toBe(404);
    expect(expired.body).toMatchObject({
      code: 404,
      message: '下载链接无效或已过期，请返回素材页重新下载',
    });
  });
});

describe('plugin activation', () => {
  it('needs the plugin entitlement (403)', async () => {
    const client = await loggedIn(t.app);
    expectFailure(
      'activatePlugin',
      await client.post('/api/user/plugin/activate', { machineCode: 'ABCD-1234-EFGH-5678' }),
      403,
      '不包含插件权益',
    );
  });

  it('activates a machine; the same machine code answers the same activation code', async () => {
    const client = await memberAtLevel('pluginuser', 3);
    const first = expectOk(
      'activatePlugin',
      await client.post<{ id: number; activationCode: string }>('/api/user/plugin/activate', {
        machineCode: 'ABCD-1234-EFGH-5678',
      }),
    );
    expect(first.activationCode).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
    const again = expectOk(
      'activatePlugin',
      await client.post<{ id: number; activationCode: string }>('/api/user/plugin/activate', {
        machineCode: 'ABCD-1234-EFGH-5678',
      }),
    );
    expect(again).toEqual(first);
    const other = expectOk(
      'activatePlugin',
      await client.post<{ activationCode: string }>('/api/user/plugin/activate', {
        machineCode: 'ZZZZ-9999-YYYY-8888',
      }),
    );
    expect(other.activationCode).not.toBe(first.activationCode);

    const all = expectOk(
      'listPluginActivations',
      await client.get<{ total: number }>('/api/user/plugin/activate'),
    );
    expect(all.total).toBe(2);
    const one = expectOk(
      'listPluginActivations',
      await client.get<{ total: number; list: { machineCode: string }[] }>(
        '/api/user/plugin/activate',
        { machineCode: 'ZZZZ-9999-YYYY-8888' },
      ),
    );
    expect(one.list.map((a) => a.machineCode)).toEqual(['ZZZZ-9999-YYYY-8888']);
  });

  it('validates the machine code (400)', async () => {
    const client = await loggedIn(t.app);
    expectFailure(
      'activatePlugin',
      await client.post('/api/user/plugin/activate', { machineCode: 'short' }),
      400,
      '机器码（machineCode）不能少于16个字符',
    );
    expectFailure(
      'activatePlugin',
      await client.post('/api/user/plugin/activate', { machineCode: 'has spaces in it!!' }),
      400,
      '机器码（machineCode）格式不正确',
    );
  });
});

describe('dubbing', () => {
  interface Voice {
    id: number;
    name: string;
    collected: boolean;
  }

  it('lists voices with the favourite flag; favourites can be added, listed and removed', async () => {
    const client = await loggedIn(t.app);
    const voices = expectOk('listDubbingVoices', await client.get<Voice[]>('/api/user/dubbing'));
    expect(voices.length).toBeGreaterThanOrEqual(6);
    expect(voices.every((v) => !v.collected)).toBe(true);

    expectOk('addDubbingFavourite', await client.post('/api/user/dubbing/collect', { voiceId: 3 }));
    expectOk('addDubbingFavourite', await client.post('/api/user/dubbing/collect', { voiceId: 3 })); // idempotent
    expectOk('addDubbingFavourite', await client.post('/api/user/dubbing/collect', { voiceId: 5 }));
    const favourites = expectOk(
      'listDubbingFavourites',
      await client.get<Voice[]>('/api/user/dubbing/collect'),
    );
    expect(favourites.map((v) => v.id).sort()).toEqual([3, 5]);
    expect(favourites.every((v) => v.collected)).toBe(true);
    const flagged = expectOk('listDubbingVoices', await client.get<Voice[]>('/api/user/dubbing'));
    expect(flagged.filter((v) => v.collected).map((v) => v.id)).toEqual([3, 5]);

    expectOk(
      'removeDubbingFavourite',
      await client.delete('/api/user/dubbing/collect', { voiceId: 3 }),
    );
    expect(
      expectOk('listDubbingFavourites', await client.get<Voice[]>('/api/user/dubbing/collect')).map(
        (v) => v.id,
      ),
    ).toEqual([5]);

    expectFailure(
      'addDubbingFavourite',
      await client.post('/api/user/dubbing/collect', { voiceId: 99 }),
      404,
      '音色不存在',
    );
    expectFailure(
      'removeDubbingFavourite',
      await client.delete('/api/user/dubbing/collect'),
      400,
      '缺少必填字段：音色（voiceId）',
    );
  });

  it('redeems a card code once; it extends the service from its current end', async () => {
    const client = await newMember(t.app, 'redeemer');
    const first = expectOk(
      'redeemDubbingCard',
      await client.post<{ addedDays: number; dubbingExpireTime: string }>(
        '/api/user/dubbing/crypto/use',
        { cardCode: ' dub-7d-demo-0001 ' },
      ),
    );
    expect(first.addedDays).toBe(7);
    expect(Date.parse(first.dubbingExpireTime)).toBe(clock.now() + 7 * 86_400_000);
    expectFailure(
      'redeemDubbingCard',
      await client.post('/api/user/dubbing/crypto/use', { cardCode: 'DUB-7D-DEMO-0001' }),
      409,
      '该卡密已被使用',
    );
    const second = expectOk(
      'redeemDubbingCard',
      await client.post<{ dubbingExpireTime: string }>('/api/user/dubbing/crypto/use', {
        cardCode: 'DUB-30D-DEMO-0003',
      }),
    );
    expect(Date.parse(second.dubbingExpireTime)).toBe(clock.now() + 37 * 86_400_000);
    expectFailure(
      'redeemDubbingCard',
      await client.post('/api/user/dubbing/crypto/use', { cardCode: 'NOPE-NOPE' }),
      404,
      '卡密不存在',
    );
    expectFailure(
      'redeemDubbingCard',
      await client.post('/api/user/dubbing/crypto/use', { cardCode: 'abc' }),
      400,
      '卡密（cardCode）不能少于6个字符',
    );
  });

  it('starts a job only with the dubbing entitlement and an unexpired service, and serves playable audio', async () => {
    const start = { voiceId: 1, text: '大家好，欢迎来到配音中心。', speed: 1.25 };
    const basic = await newMember(t.app, 'basicdubber');
    expectFailure(
      'startDubbing',
      await basic.post('/api/user/dubbing/start', start),
      403,
      '不包含配音服务',
    );

    const client = await memberAtLevel('dubber', 2);
    expectFailure(
      'startDubbing',
      await client.post('/api/user/dubbing/start', start),
      403,
      '配音服务尚未开通',
    );
    expectOk(
      'redeemDubbingCard',
      await client.post('/api/user/dubbing/crypto/use', { cardCode: 'DUB-7D-DEMO-0002' }),
    );

    const count = expectOk(
      'getDubbingCount',
      await client.get<{ remaining: number; dailyLimit: number; dubbingExpireTime: string }>(
        '/api/user/dubbing/count',
      ),
    );
    expect(count).toMatchObject({ remaining: 3, dailyLimit: 3 });

    const job = expectOk(
      'startDubbing',
      await client.post<{ id: number; audioUrl: string; durationMs: number; remaining: number }>(
        '/api/user/dubbing/start',
        start,
      ),
    );
    expect(job.remaining).toBe(2);
    expect(job.durationMs).toBeGreaterThan(1000);
    // Queued: the worker speaks it, then the audio plays.
    for (let i = 0; i < 400; i += 1) {
      const state = await client.get<{ status: string }>(`/api/user/dubbing/jobs/${job.id}`);
      if (state.body.data.status === 'done') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const audio = await client.request({ method: 'GET', url: job.audioUrl });
    expect(audio.raw.headers['content-type']).toBe('audio/wav');
    const bytes = audio.raw.rawPayload;
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
    const seconds = bytes.readUInt32LE(40) / bytes.readUInt32LE(28);
    expect(seconds).toBeGreaterThan(1);
    // Other members cannot fetch it.
    expect((await basic.request({ method: 'GET', url: job.audioUrl })).status).toBe(404);
    expect((await new Client(t.app).request({ method: 'GET', url: job.audioUrl })).status).toBe(
      401,
    );

    expectFailure(
      'startDubbing',
      await client.post('/api/user/dubbing/start', { ...start, voiceId: 99 }),
      404,
      '音色不存在',
    );
    expectFailure(
      'startDubbing',
      await client.post('/api/user/dubbing/start', { ...start, speed: 3 }),
      400,
      '语速（speed）不能大于2',
    );
    expectFailure(
      'startDubbing',
      await client.post('/api/user/dubbing/start', { ...start, text: '' }),
      400,
      '配音文本（text）不能少于1个字符',
    );
  });

  it('stops at the daily limit (429) and resets the next China day', async () => {
    const client = await memberAtLevel('dailydubber', 2);
    expectOk(
      'redeemDubbingCard',
      await client.post('/api/user/dubbing/crypto/use', { cardCode: 'DUB-30D-DEMO-0004' }),
    );
    const start = { voiceId: 2, text: '测试' };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => client.post('/api/user/dubbing/start', start)),
    );
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(3);
    for (const r of results.filter((x) => x.body.code !== 200))
      expectFailure('startDubbing', r, 429, '今日配音次数已用完');
    expect(
      expectOk(
        'getDubbingCount',
        await client.get<{ remaining: number }>('/api/user/dubbing/count'),
      ).remaining,
    ).toBe(0);
    clock.advance(24 * 3_600_000);
    expect(
      expectOk(
        'getDubbingCount',
        await client.get<{ remaining: number }>('/api/user/dubbing/count'),
      ).remaining,
    ).toBe(3);
  });

  it('refuses once the service has expired', async () => {
    const client = await memberAtLevel('expiring', 2);
    expectOk(
      'redeemDubbingCard',
      await client.post('/api/user/dubbing/crypto/use', { cardCode: 'DUB-90D-DEMO-0005' }),
    );
    clock.advance(91 * 86_400_000);
    // Sessions expire too; log in again after the long wait.
    await client.login({ name: 'expiring', password: 'secret123' });
    expectFailure(
      'startDubbing',
      await client.post('/api/user/dubbing/start', { voiceId: 1, text: '你好' }),
      403,
      '配音服务已到期',
    );
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from './staff-helpers.js';
import { LEVEL_BODY, VOICE_BODY, imageForm } from './site-content-writes.js';
import {
  Client,
  createTestApp,
  expectFailure,
  expectOk,
  loggedIn,
  type TestApp,
} from './helpers.js';

// What the console changes, the member site shows on its next read (cached reads included).

type Level = { id: number; name: string; disabled: boolean; sort: number };
type Option = { id: number; name: string };

let t: TestApp;
let owner: Client;
let finance: Client;
let member: Client;
beforeAll(async () => {
  t = await createTestApp();
  owner = await staffClient(t.app, 'admin');
  finance = await staffClient(t.app, 'finance');
  member = await loggedIn(t.app);
});
afterAll(() => t.close());

describe('levels', () => {
  it('finance adds a level the member sees, then disables it: no longer offered or sold', async () => {
    const created = expectOk(
      'adminCreateLevel',
      await finance.post<Level>('/api/admin/levels', LEVEL_BODY),
    );
    expect(created).toMatchObject({ name: '企业会员', disabled: false, price: 99900 });
    const offered = async () =>
      expectOk('listLevels', await member.get<Level[]>('/api/user/level')).map((l) => l.name);
    expect(await offered()).toContain('企业会员');
    // Added last in the upgrade order.
    const all = expectOk('adminListLevels', await finance.get<Level[]>('/api/admin/levels'));
    expect(all.at(-1)?.id).toBe(created.id);

    expectOk(
      'adminUpdateLevel',
      await finance.put(`/api/admin/levels/${created.id}`, { ...LEVEL_BODY, disabled: true }),
    );
    expect(await offered()).not.toContain('企业会员');
    const upgrade = await member.post('/api/user/level/upgrade', { levelId: created.id });
    expectFailure('upgradeLevel', upgrade, 404);
  });

  it('refuses to disable the level new members get', async () => {
    const [first] = expectOk('adminListLevels', await owner.get<Level[]>('/api/admin/levels'));
    const response = await owner.put(`/api/admin/levels/${first!.id}`, {
      ...LEVEL_BODY,
      name: first!.name,
      price: 0,
      disabled: true,
    });
    expectFailure('adminUpdateLevel', response, 400, '默认等级');
  });
});

describe('pay options', () => {
  it('a disabled option leaves the recharge page and cannot be ordered; a new one appears', async () => {
    const options = async () =>
      expectOk('listPayOptions', await member.get<Option[]>('/api/user/pay')).map((o) => o.id);
    expect(await options()).toContain(1);
    expectOk(
      'adminUpdatePayOption',
      await finance.put('/api/admin/pay-options/1', {
        name: '充值 ¥10',
        price: 1000,
        amount: 1000,
        recommended: false,
        disabled: true,
      }),
    );
    expect(await options()).not.toContain(1);
    const order = await member.post('/api/user/pay/online', { payOptionId: 1, payType: 'wechat' });
    expectFailure('createRechargeOrder', order, 404);

    const created = expectOk(
      'adminCreatePayOption',
      await finance.post<Option>('/api/admin/pay-options', {
        name: '充 ¥2000 送 ¥300',
        price: 200000,
        amount: 230000,
        recommended: true,
      }),
    );
    expect(await options()).toContain(created.id);
  });

  it('refuses a credit below the price', async () => {
    const response = await finance.post('/api/admin/pay-options', {
      name: '亏本',
      price: 1000,
      amount: 999,
      recommended: false,
    });
    expectFailure('adminCreatePayOption', response, 400, '到账金额');
  });
});

describe('custom nav menu', () => {
  it('shows at once on the cached public read, tidied; refuses non-http links', async () => {
    const visitor = new Client(t.app);
    await visitor.get('/api/custom/nav/menu');
    expectOk(
      'adminUpdateNavMenu',
      await owner.put('/api/admin/nav-menu', {
        freeDubbing: ' 剪映 | https://www.capcut.cn \n\n',
        aiCreateImage: '即梦|https://jimeng.jianying.com',
        aiCreateText: '',
      }),
    );
    const menu = expectOk(
      'getCustomNavMenu',
      await visitor.get<{ freeDubbing: string; aiCreateText: string }>('/api/custom/nav/menu'),
    );
    expect(menu.freeDubbing).toBe('剪映|https://www.capcut.cn');
    expect(menu.aiCreateText).toBe('');

    const bad = await owner.put('/api/admin/nav-menu', {
      freeDubbing: '点我|javascript:alert(1)',
      aiCreateImage: '',
      aiCreateText: '',
    });
    expectFailure('adminUpdateNavMenu', bad, 400, '第 1 行');
  });
});

describe('common documents', () => {
  it('an edit shows on the cached page at once, sanitised', async () => {
    const visitor = new Client(t.app);
    await visitor.get('/api/common/document/3');
    const pages = expectOk(
      'adminListCommonDocuments',
      await owner.get<{ id: number }[]>('/api/admin/common-documents'),
    );
    expect(pages.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expectOk(
      'adminUpdateCommonDocument',
      await owner.put('/api/admin/common-documents/3', {
        title: '新版使用教程',
        section: '使用教程',
        content: '<p>第一步</p><script>alert(1)</script>',
        entitlement: null,
      }),
    );
    const page = expectOk(
      'getCommonDocument',
      await visitor.get<{ title: string; content: string }>('/api/common/document/3'),
    );
    expect(page.title).toBe('新版使用教程');
    expect(page.content).toContain('第一步');
    expect(page.content).not.toContain('script');
  });
});

describe('dubbing voices', () => {
  it('a new voice is offered to members; a voice with jobs cannot be removed', async () => {
    const created = expectOk(
      'adminCreateVoice',
      await owner.post<{ id: number }>('/api/admin/voices', VOICE_BODY),
    );
    const voices = async () =>
      expectOk('listDubbingVoices', await member.get<{ name: string }[]>('/api/user/dubbing')).map(
        (v) => v.name,
      );
    expect(await voices()).toContain('晓萌');

    await t.app.ctx.db
      .insertInto('dubbing_jobs')
      .values({
        user_id: 1,
        voice_id: created.id,
        text: '你好',
        speed: 1,
        duration_ms: 800,
        create_time: Date.now(),
      })
      .execute();
    expectFailure(
      'adminDeleteVoice',
      await owner.delete(`/api/admin/voices/${created.id}`),
      409,
      '配音记录',
    );
    expectOk('adminDeleteVoice', await owner.delete('/api/admin/voices/7'));
    expect(await voices()).toHaveLength(8);
  });
});

describe('rich-text images', () => {
  it('an image uploaded in the editor is shown to anyone at once, re-encoded as WebP', async () => {
    // Its own bytes (storage is content-addressed: the banner tests' image must stay unshown).
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#e11d48' },
    })
      .png()
      .toBuffer();
    const upload = await owner.request<{ url: string; fileId: number }>({
      method: 'POST',
      url: '/api/admin/rich-text-images',
      payload: imageForm(png, '公告配图.png'),
    });
    const { url, fileId } = expectOk('adminUploadRichTextImage', upload);
    expect(url).toBe(`/api/files/${fileId}`);
    // Served before any notice is saved with it: the editor shows it while the text is written.
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    // A notice holding it keeps the <img> through the server's sanitiser.
    const saved = expectOk(
      'adminCreateNotice',
      await owner.post<{ noticeContent: string }>('/api/admin/notices', {
        title: '带图公告',
        noticeContent: `<p>第一段</p><p><img src="${url}" alt="配图"></p>`,
      }),
    );
    expect(saved.noticeContent).toContain(`<img src="${url}" alt="配图" />`);
  });

  it('refuses a file that is not an image, and staff whose role may not write notices', async () => {
    const fake = await owner.request({
      method: 'POST',
      url: '/api/admin/rich-text-images',
      payload: imageForm(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png'),
    });
    expectFailure('adminUploadRichTextImage', fake, 400, '不支持的文件类型');
    const refused = await finance.request({
      method: 'POST',
      url: '/api/admin/rich-text-images',
      payload: imageForm(),
    });
    expectFailure('adminUploadRichTextImage', refused, 403);
  });
});

describe('banners', () => {
  it('an uploaded image is served once a banner shows it, and the banner appears at once', async () => {
    const visitor = new Client(t.app);
    await visitor.get('/api/user/report/home/image');
    const upload = await owner.request<{ url: string }>({
      method: 'POST',
      url: '/api/admin/home-image-files',
      payload: imageForm(),
    });
    const { url } = expectOk('adminUploadHomeImage', upload);
    expect(url).toMatch(/^\/api\/files\/\d+$/);
    // Not public until a banner uses it.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    expectOk(
      'adminCreateHomeImage',
      await owner.post('/api/admin/home-images', {
        title: '后台上传的横幅',
        imageUrl: url,
        link: '#/twoClass/1',
        sort: 0,
      }),
    );
    const banners = expectOk(
      'listHomeImages',
      await visitor.get<{ title: string; imageUrl?: string }[]>('/api/user/report/home/image'),
    );
    expect(banners.map((b) => b.title)).toContain('后台上传的横幅');
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('refuses a script link and a file that is not an image', async () => {
    const link = await owner.post('/api/admin/home-images', {
      title: 'x',
      imageUrl: '/a.png',
      link: 'javascript:alert(1)',
    });
    expectFailure('adminCreateHomeImage', link, 400);
    const fake = await owner.request({
      method: 'POST',
      url: '/api/admin/home-image-files',
      payload: imageForm(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png'),
    });
    expectFailure('adminUploadHomeImage', fake, 400, '不支持的文件类型');
  });
});

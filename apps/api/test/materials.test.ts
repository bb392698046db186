import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOutbox } from '../src/services/sms-provider.js';
import {
  askSmsCode,
  Client,
  createTestApp,
  expectFailure,
  expectOk,
  loggedIn,
  newMember,
  testClock,
  uniquePhone,
  type TestApp,
} from './helpers.js';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ now: clock.now, seedDocuments: 40 });
});
afterAll(() => t.close());

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

interface DocumentPage {
  id: number;
  downloadKey: string;
  material: { fileName: string; format: string; size: number; sha256: string } | null;
  previews: string[];
  downloadCount: number;
  favourite: boolean;
}
interface Check {
  allowed: boolean;
  downloadUrl: string | null;
  reason: string | null;
  quota: { limit: number; used: number; remaining: number };
  unlockLevel: string | null;
}

/** Free materials (sourceMaterial, which the lowest level has), lowest ids first. */
async function freeDocuments(count: number): Promise<number[]> {
  const rows = await t.app.ctx.db
    .selectFrom('documents')
    .select('id')
    .where('entitlement', '=', 'sourceMaterial')
    .orderBy('id')
    .limit(count)
    .execute();
  return rows.map((r) => r.id);
}

async function documentPage(client: Client, id: number): Promise<DocumentPage> {
  return expectOk(
    'getTwoClassDocument',
    await client.get<DocumentPage>(`/api/two/class/document/${id}`),
  );
}

async function download(client: Client, url: string, headers: Record<string, string> = {}) {
  return client.request({ method: 'GET', url, headers });
}

describe('material files and previews', () => {
  it('shows a real file and preview images on the document page, and the preview on cards', async () => {
    const [id] = await freeDocuments(1);
    const page = await documentPage(new Client(t.app), id!);
    expect(page.material).toMatchObject({ format: 'ZIP' });
    expect(page.material!.fileName).toMatch(/\.zip$/);
    expect(page.material!.size).toBeGreaterThan(500);
    expect(page.previews.length).toBeGreaterThanOrEqual(2);
    const image = await t.app.inject({ method: 'GET', url: page.previews[0]! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const doc = await t.app.ctx.db
      .selectFrom('documents')
      .select('cover')
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(doc.cover).toBe(page.previews[0]);
  });

  it('never serves a material file as a public image', async () => {
    const material = await t.app.ctx.db
      .selectFrom('document_files')
      .select('file_id')
      .where('kind', '=', 'material')
      .executeTakeFirstOrThrow();
    const response = await t.app.inject({ method: 'GET', url: `/api/files/${material.file_id}` });
    expect(response.statusCode).toBe(404);
  });
});

describe('downloads', () => {
  it('streams the real file, names the download record, resumes with Range and records it', async () => {
    const client = await newMember(t.app, 'downloader');
    const [id] = await freeDocuments(1);
    const before = await documentPage(client, id!);
    const check = expectOk(
      'checkDownload',
      await client.get<Check>(`/api/user/download/check/d${id}`),
    );
    expect(check.allowed).toBe(true);

    const full = await download(client, check.downloadUrl!);
    expect(full.status).toBe(200);
    const bytes = full.raw.rawPayload;
    expect(bytes.length).toBe(before.material!.size);
    expect(sha256(bytes)).toBe(before.material!.sha256);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(full.raw.headers.etag).toBe(`"${before.material!.sha256}"`);
    expect(full.raw.headers['accept-ranges']).toBe('bytes');
    const recordId = Number(full.raw.headers['x-download-id']);
    const disposition = String(full.raw.headers['content-disposition']);
    expect(disposition).toContain(`filename="download-${recordId}"`);
    const utf8Name = decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!);
    expect(utf8Name).toBe(
      before.material!.fileName.replace(/\.zip$/, ` [下载编号 ${recordId}].zip`),
    );

    // Resume: the rest of the file from byte 100, with the ETag as If-Range.
    const rest = await download(client, check.downloadUrl!, {
      range: 'bytes=100-',
      'if-range': `"${before.material!.sha256}"`,
    });
    expect(rest.status).toBe(206);
    expect(rest.raw.headers['content-range']).toBe(`bytes 100-${bytes.length - 1}/${bytes.length}`);
    expect(Buffer.compare(rest.raw.rawPayload, bytes.subarray(100))).toBe(0);
    expect(Number(rest.raw.headers['x-download-id'])).toBe(recordId);

    const outside = await download(client, check.downloadUrl!, { range: `bytes=${bytes.length}-` });
    expect(outside.status).toBe(416);
    expect(outside.body).toMatchObject({ code: 416, data: null });

    // The bytes are counted when each response has gone out, after the client has the last of
    // it: read the history until both parts are in (under CI's load it once answered between).
    const history = () =>
      client.get<{ list: { id: number; documentId: number; bytes: number }[]; total: number }>(
        '/api/user/download/history',
      );
    await vi.waitFor(
      async () => {
        const page = expectOk('listDownloadHistory', await history());
        expect(page.total).toBe(1);
        expect(page.list[0]).toMatchObject({ id: recordId, documentId: id });
        expect(page.list[0]!.bytes).toBe(bytes.length * 2 - 100);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect((await documentPage(client, id!)).downloadCount).toBe(before.downloadCount + 1);
  });

  it('refuses a forged link, and any link to a visitor', async () => {
    const visitor = await download(new Client(t.app), '/api/download/abc.def');
    expect(visitor.status).toBe(401);
    const member = await loggedIn(t.app);
    expect((await download(member, '/api/download/abc.def')).status).toBe(404);
  });
});

describe('daily quota', () => {
  it('counts different materials per China day, not repeats, and resets the next day', async () => {
    await t.app.ctx.db
      .updateTable('levels')
      .set({ daily_downloads: 2 })
      .where('id', '=', 1)
      .execute();
    try {
      const client = await newMember(t.app, 'quota_member');
      const [a, b, c] = await freeDocuments(3);
      const take = async (id: number) => {
        const check = expectOk(
          'checkDownload',
          await client.get<Check>(`/api/user/download/check/d${id}`),
        );
        if (check.allowed) expect((await download(client, check.downloadUrl!)).status).toBe(200);
        return check;
      };
      expect((await take(a!)).quota).toEqual({ limit: 2, used: 0, remaining: 2 });
      expect((await take(b!)).quota).toEqual({ limit: 2, used: 1, remaining: 1 });
      const refused = await take(c!);
      expect(refused.allowed).toBe(false);
      expect(refused.reason).toContain('今日下载次数已用完');
      expect(refused.reason).toContain('高级会员');
      expect(refused.quota).toEqual({ limit: 2, used: 2, remaining: 0 });
      // The same material again today does not count.
      expect((await take(a!)).allowed).toBe(true);

      clock.advance(24 * 3_600_000);
      const nextDay = await take(c!);
      expect(nextDay.allowed).toBe(true);
      expect(nextDay.quota.used).toBe(0);
    } finally {
      await t.app.ctx.db
        .updateTable('levels')
        .set({ daily_downloads: 10 })
        .where('id', '=', 1)
        .execute();
    }
  });

  it('shows the quota in the level comparison and names the level that unlocks a material', async () => {
    const client = await loggedIn(t.app);
    const levels = expectOk(
      'listLevels',
      await client.get<{ dailyDownloads: number }[]>('/api/user/level'),
    );
    expect(levels.map((l) => l.dailyDownloads)).toEqual([10, 50, 200]);
    const plugin = await t.app.ctx.db
      .selectFrom('documents')
      .select('id')
      .where('entitlement', '=', 'template')
      .executeTakeFirstOrThrow();
    const check = expectOk(
      'checkDownload',
      await client.get<Check>(`/api/user/download/check/d${plugin.id}`),
    );
    expect(check).toMatchObject({ allowed: false, unlockLevel: '高级会员' });
  });
});

describe('favourites', () => {
  it('adds, lists and removes favourite materials', async () => {
    const client = await newMember(t.app, 'collector');
    const [a, b] = await freeDocuments(2);
    expectOk('addFavourite', await client.post('/api/user/favourite', { documentId: a }));
    clock.advance(1000);
    expectOk('addFavourite', await client.post('/api/user/favourite', { documentId: b }));
    expectOk('addFavourite', await client.post('/api/user/favourite', { documentId: b }));
    expect((await documentPage(client, a!)).favourite).toBe(true);
    const list = expectOk(
      'listFavourites',
      await client.get<{ list: { id: number }[]; total: number }>('/api/user/favourite'),
    );
    expect(list.list.map((f) => f.id)).toEqual([b, a]);
    expectOk('removeFavourite', await client.delete(`/api/user/favourite/${a}`));
    expect((await documentPage(client, a!)).favourite).toBe(false);
    expectFailure(
      'addFavourite',
      await client.post('/api/user/favourite', { documentId: 999999 }),
      404,
    );
    expect((await documentPage(new Client(t.app), b!)).favourite).toBe(false);
  });
});

describe('account recovery by SMS code', () => {
  const outbox = () => readOutbox(join(t.dataDir, 'sms-outbox.jsonl'));

  it('refuses a second account on the same phone number (no code was ever sent for it)', async () => {
    const phone = uniquePhone();
    await newMember(t.app, 'phone_owner', 'secret123', phone);
    clock.advance(61_000); // past the one-a-minute limit of the owner's own registration text
    const client = new Client(t.app);
    expectOk('sendRegisterCode', await askSmsCode(client, '/api/register/code', phone));
    const [notice] = await outbox();
    expect(notice).toMatchObject({ phone, template: 'notice', code: '' });
    const second = await client.post('/api/register', {
      name: 'phone_copy',
      password: 'secret123',
      confirmPassword: 'secret123',
      phone,
      smsCode: '123456',
    });
    expectFailure('register', second, 400, '短信验证码错误');
  });

  it('resets the password with a single-use code from the outbox and ends every session', async () => {
    const phone = uniquePhone();
    const old = await newMember(t.app, 'forgetful', 'oldpass123', phone);
    const visitor = new Client(t.app);
    expectOk('sendPasswordResetCode', await askSmsCode(visitor, '/api/password/reset/code', phone));
    expectFailure(
      'sendPasswordResetCode',
      await askSmsCode(visitor, '/api/password/reset/code', phone),
      429,
      '60 秒',
    );
    const [message] = await outbox();
    expect(message?.phone).toBe(phone);
    expect(message?.text).toContain(message!.code);
    const stored = await t.app.ctx.db
      .selectFrom('sms_codes')
      .select('code_hash')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(message!.code);

    const wrong = message!.code === '000000' ? '111111' : '000000';
    const reset = (smsCode: string) =>
      visitor.post('/api/password/reset', {
        phone,
        smsCode,
        newPassword: 'newpass123',
        confirmPassword: 'newpass123',
      });
    expectFailure('resetPassword', await reset(wrong), 400, '短信验证码错误');
    expect(expectOk('resetPassword', await reset(message!.code))).toEqual({ name: 'forgetful' });
    expectFailure('resetPassword', await reset(message!.code), 400, '短信验证码错误');

    expectFailure('getSession', await old.get('/api/user/session'), 401);
    expect((await visitor.login({ name: 'forgetful', password: 'oldpass123' })).status).toBe(400);
    expect((await visitor.login({ name: 'forgetful', password: 'newpass123' })).status).toBe(200);
  });

  it('answers the same for a phone without an account, and texts it that it has none', async () => {
    const phone = uniquePhone();
    expectOk(
      'sendPasswordResetCode',
      await askSmsCode(new Client(t.app), '/api/password/reset/code', phone),
    );
    const [notice] = await outbox();
    expect(notice).toMatchObject({ phone, template: 'notice', code: '' });
    expect(notice!.text).toContain('该手机号未注册');
  });

  it('expires codes after 10 minutes', async () => {
    const phone = uniquePhone();
    await newMember(t.app, 'slowreader', 'oldpass123', phone);
    const visitor = new Client(t.app);
    expectOk('sendPasswordResetCode', await askSmsCode(visitor, '/api/password/reset/code', phone));
    const code = (await outbox()).find((m) => m.phone === phone)!.code;
    clock.advance(11 * 60_000);
    const late = await visitor.post('/api/password/reset', {
      phone,
      smsCode: code,
      newPassword: 'newpass123',
      confirmPassword: 'newpass123',
    });
    expectFailure('resetPassword', late, 400, '已过期');
  });
});

describe('profile and devices', () => {
  it('edits the nickname and changes the phone with a code sent to the new number', async () => {
    const client = await newMember(t.app, 'profiled');
    const info = expectOk(
      'updateProfile',
      await client.put('/api/user/profile', { usersName: '新昵称' }),
    );
    expect(info).toMatchObject({ usersInfo: { usersName: '新昵称' } });
    const phone = uniquePhone();
    expectFailure(
      'updateProfile',
      await client.put('/api/user/profile', { phone }),
      400,
      '短信验证码',
    );
    expectOk('sendProfileCode', await askSmsCode(client, '/api/user/profile/code', phone));
    const code = (await readOutbox(join(t.dataDir, 'sms-outbox.jsonl'))).find(
      (m) => m.phone === phone,
    )!.code;
    const changed = expectOk(
      'updateProfile',
      await client.put('/api/user/profile', { phone, smsCode: code }),
    );
    expect((changed as { usersInfo: { phone: string } }).usersInfo.phone).toBe(
      `${phone.slice(0, 3)}****${phone.slice(-4)}`,
    );
    // The demo account's number is taken: the same answer, and that phone is told instead.
    expectOk('sendProfileCode', await askSmsCode(client, '/api/user/profile/code', '13800000001'));
    const [notice] = await readOutbox(join(t.dataDir, 'sms-outbox.jsonl'));
    expect(notice).toMatchObject({ phone: '13800000001', template: 'notice', code: '' });
    expect(notice!.text).toContain('该手机号已绑定其他账号');
  });

  it('uploads an avatar (checked by content, cropped square) and refuses other files', async () => {
    const client = await newMember(t.app, 'avatarist');
    const sharp = (await import('sharp')).default;
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#e33' },
    })
      .png()
      .toBuffer();
    const form = (body: Buffer, name: string) => {
      const data = new FormData();
      data.append('file', new Blob([body]), name);
      return data;
    };
    const ok = await client.request({
      method: 'POST',
      url: '/api/user/avatar',
      payload: form(png, 'me.png'),
    });
    const { avatarUrl } = expectOk('uploadAvatar', ok as never) as { avatarUrl: string };
    const image = await t.app.inject({ method: 'GET', url: avatarUrl });
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    const session = expectOk(
      'getSession',
      await client.get<{ usersInfo: { avatarUrl: string } }>('/api/user/session'),
    );
    expect(session.usersInfo.avatarUrl).toBe(avatarUrl);

    const fake = await client.request({
      method: 'POST',
      url: '/api/user/avatar',
      payload: form(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png'),
    });
    expectFailure('uploadAvatar', fake as never, 400, '不支持的文件类型');
  });

  it('lists signed-in devices and signs out the others', async () => {
    await newMember(t.app, 'traveller', 'secret123');
    const phone = new Client(t.app);
    await phone.request({
      method: 'GET',
      url: '/api/notice',
      headers: {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
      },
    });
    expect((await phone.login({ name: 'traveller', password: 'secret123' })).status).toBe(200);
    const laptop = await loggedIn(t.app, { name: 'traveller', password: 'secret123' });
    const list = expectOk(
      'listSessions',
      await laptop.get<{ device: string; current: boolean }[]>('/api/user/sessions'),
    );
    expect(list.length).toBe(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const ended = expectOk(
      'logoutOtherSessions',
      await laptop.post('/api/user/sessions/others/logout'),
    );
    expect(ended).toEqual({ ended: 2 });
    expectFailure('getSession', await phone.get('/api/user/session'), 401);
    expectOk('getSession', await laptop.get('/api/user/session'));
  });
});

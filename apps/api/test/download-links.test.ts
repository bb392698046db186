import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  createTestApp,
  expectOk,
  newMember,
  recharge,
  testClock,
  type TestApp,
} from './helpers.js';
import { rotateAppSecret } from '../src/db/secret.js';

// A download link is not a bearer token: it works only with the session of the member it was
// made for, its token is parsed strictly, and every use is recorded.

let t: TestApp;
const clock = testClock();
let premium: Client;
let premiumId: number;
let link: string;
let documentId: number;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  premium = await newMember(t.app, 'premium_owner');
  await recharge(premium, 5);
  expectOk('upgradeLevel', await premium.post('/api/user/level/upgrade', { levelId: 2 }));
  premiumId = (await premium.get<{ usersInfo: { id: number } }>('/api/user/session')).body.data
    .usersInfo.id;
  // A template: a premium material the lowest level does not cover.
  const doc = await t.app.ctx.db
    .selectFrom('documents')
    .select('id')
    .where('one_class_id', '=', 3)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  documentId = doc.id;
  const check = expectOk(
    'checkDownload',
    await premium.get<{ downloadUrl: string }>(`/api/user/download/check/d${doc.id}`),
  );
  link = check.downloadUrl;
});
afterAll(() => t.close());

describe('a premium material’s link', () => {
  it('downloads for the member it was made for', async () => {
    const response = await premium.get(link);
    expect(response.status).toBe(200);
    expect(response.raw.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('is refused to a visitor without cookies, every time', async () => {
    for (let i = 0; i < 20; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: link });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 401, data: null });
    }
  });

  it('is refused to another member, every time', async () => {
    const other = await newMember(t.app, 'other_member');
    for (let i = 0; i < 20; i += 1) {
      const response = await other.get(link);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('该下载链接属于其他会员，请在素材页登录自己的账号后下载');
    }
  });

  it('records every use with the member, the material and the address', async () => {
    const before = await t.app.ctx.db
      .selectFrom('download_records')
      .selectAll()
      .where('user_id', '=', premiumId)
      .execute();
    await premium.request({ method: 'GET', url: link, remoteAddress: '10.9.9.9' });
    const after = await t.app.ctx.db
      .selectFrom('download_records')
      .selectAll()
      .where('user_id', '=', premiumId)
      .orderBy('id', 'desc')
      .execute();
    expect(after.length).toBe(before.length + 1);
    expect(after[0]).toMatchObject({
      download_key: `d${documentId}`,
      document_id: documentId,
      ip: '10.9.9.9',
    });
  });
});

describe('strict token parsing (even for payloads signed with the app secret)', () => {
  const signed = (payload: string) => {
    const encoded = Buffer.from(payload).toString('base64url');
    const signature = createHmac('sha256', t.app.ctx.secret)
      .update(`download:${encoded}`)
      .digest('base64url');
    return `/api/download/${encoded}.${signature}`;
  };
  const soon = () => clock.now() + 60_000;

  it('accepts the well-formed payload (the signing above is right)', async () => {
    expect((await premium.get(signed(`v1.d${documentId}.${premiumId}.${soon()}`))).status).toBe(
      200,
    );
  });

  const cases: [string, () => string][] = [
    ['missing expiry', () => `v1.d${documentId}.${premiumId}`],
    ['empty expiry', () => `v1.d${documentId}.${premiumId}.`],
    ['NaN expiry', () => `v1.d${documentId}.${premiumId}.NaN`],
    ['Infinity expiry', () => `v1.d${documentId}.${premiumId}.Infinity`],
    ['fractional expiry', () => `v1.d${documentId}.${premiumId}.${soon()}.5`],
    ['exponent expiry', () => `v1.d${documentId}.${premiumId}.1e13`],
    ['far-future expiry', () => `v1.d${documentId}.${premiumId}.${clock.now() + 365 * 86_400_000}`],
    ['overflowing expiry', () => `v1.d${documentId}.${premiumId}.99999999999999999999`],
    ['extra part', () => `v1.d${documentId}.${premiumId}.${soon()}.extra`],
    ['old unversioned shape', () => `d${documentId}.${premiumId}.${soon()}`],
    ['member id zero', () => `v1.d${documentId}.0.${soon()}`],
    ['member id with a sign', () => `v1.d${documentId}.+${premiumId}.${soon()}`],
  ];
  for (const [name, payload] of cases) {
    it(`refuses a ${name}`, async () => {
      const response = await premium.get(signed(payload()));
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('下载链接无效或已过期，请返回素材页重新下载');
    });
  }

  it('refuses a token with three parts', async () => {
    const response = await premium.get(`${link}.extra`);
    expect(response.status).toBe(404);
  });
});

describe('rotating the app secret', () => {
  it('invalidates links made before the rotation; new links work', async () => {
    const check = () =>
      premium.get<{ downloadUrl: string }>(`/api/user/download/check/d${documentId}`);
    const before = expectOk('checkDownload', await check()).downloadUrl;
    expect((await premium.get(before)).status).toBe(200);
    await rotateAppSecret(t.app.ctx.db);
    await sleep(1100); // running servers re-read the secret at most once a second
    expect((await premium.get(before)).status).toBe(404);
    const after = expectOk('checkDownload', await check()).downloadUrl;
    expect(after).not.toBe(before);
    expect((await premium.get(after)).status).toBe(200);
  });
});

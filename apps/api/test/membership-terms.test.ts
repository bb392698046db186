import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  createTestApp,
  expectFailure,
  expectOk,
  newMember,
  recharge,
  testClock,
  type TestApp,
} from './helpers.js';

// Membership terms: a level bought for termDays runs until levelExpireTime; renewal adds
// a term; a lapsed member has the free level's rights on the server; reminders 7 and 1 days before.

const DAY = 86_400_000;
let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

interface Info {
  usersInfo: {
    id: number;
    money: number;
    levelId: number;
    levelName: string;
    levelExpireTime: string | null;
    lapsedLevel: { id: number; name: string } | null;
  };
  usersLevelInfo: { id: number; name: string; template: boolean; termDays: number | null };
}
interface Notice {
  id: number;
  title: string;
  noticeContent: string;
  createTime: string;
}

async function session(client: Client): Promise<Info> {
  return expectOk('getSession', await client.get<Info>('/api/user/session'));
}

/** Moves the member's term end (as if bought earlier), as the clock cannot skip sessions' life. */
async function setTermEnd(id: number, at: number | null) {
  await t.app.ctx.db
    .updateTable('users')
    .set({ level_expire_time: at })
    .where('id', '=', id)
    .execute();
}

async function templateDocument(): Promise<number> {
  const row = await t.app.ctx.db
    .selectFrom('documents')
    .select('id')
    .where('entitlement', '=', 'template')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function premiumMember(name: string) {
  const client = await newMember(t.app, name);
  await recharge(client, 5); // ¥600 on the balance
  const upgraded = expectOk(
    'upgradeLevel',
    await client.post<Info>('/api/user/level/upgrade', { levelId: 2 }),
  );
  return { client, upgraded, id: upgraded.usersInfo.id };
}

describe('levels for sale', () => {
  it('carry their term and daily downloads', async () => {
    const client = await newMember(t.app, 'terms_list');
    const levels = expectOk(
      'listLevels',
      await client.get<{ name: string; termDays: number | null; dailyDownloads: number }[]>(
        '/api/user/level',
      ),
    );
    expect(levels.map((l) => [l.name, l.termDays, l.dailyDownloads])).toEqual([
      ['普通会员', null, 10],
      ['高级会员', 365, 50],
      ['至尊会员', null, 200],
    ]);
  });
});

describe('buying and renewing a term', () => {
  it('an upgrade starts a term of termDays; renewing adds one to what is left', async () => {
    const { client, upgraded } = await premiumMember('terms_renew');
    expect(upgraded.usersInfo.levelName).toBe('高级会员');
    expect(Date.parse(upgraded.usersInfo.levelExpireTime ?? '')).toBe(clock.now() + 365 * DAY);
    expect(upgraded.usersInfo.money).toBe(60_000 - 19_900);

    const renewed = await client.post<Info>('/api/user/level/upgrade', { levelId: 2 });
    expectOk('upgradeLevel', renewed);
    expect(renewed.body.message).toMatch(/^续费成功，有效期至 ?\d{4}-\d{2}-\d{2}/);
    // The new term is added to the old end, not to today: nothing paid for is lost.
    expect(Date.parse(renewed.body.data.usersInfo.levelExpireTime ?? '')).toBe(
      Date.parse(upgraded.usersInfo.levelExpireTime ?? '') + 365 * DAY,
    );
    expect(renewed.body.data.usersInfo.money).toBe(60_000 - 2 * 19_900);
    const consumed = expectOk(
      'listConsumeRecords',
      await client.get<{ list: { amount: number; description?: string }[] }>(
        '/api/user/money/consume',
      ),
    );
    expect(consumed.list).toHaveLength(2);
    expect(consumed.list.every((row) => row.amount === 19_900)).toBe(true);
  });

  it('a permanent level is not renewed, and a lower level is not sold', async () => {
    const { client } = await premiumMember('terms_permanent');
    await recharge(client, 3);
    const top = expectOk(
      'upgradeLevel',
      await client.post<Info>('/api/user/level/upgrade', { levelId: 3 }),
    );
    expect(top.usersInfo.levelExpireTime).toBeNull();
    expectFailure(
      'upgradeLevel',
      await client.post('/api/user/level/upgrade', { levelId: 3 }),
      400,
      '永久有效，无需续费',
    );
    expectFailure(
      'upgradeLevel',
      await client.post('/api/user/level/upgrade', { levelId: 2 }),
      400,
      '目标等级必须高于当前等级',
    );
  });

  it('a renewal the balance cannot pay is refused and changes nothing', async () => {
    const client = await newMember(t.app, 'terms_short');
    await recharge(client, 4); // ¥230
    expectOk('upgradeLevel', await client.post('/api/user/level/upgrade', { levelId: 2 }));
    const before = await session(client);
    expectFailure(
      'upgradeLevel',
      await client.post('/api/user/level/upgrade', { levelId: 2 }),
      403,
      '余额不足：续费高级会员需要¥199.00',
    );
    expect(await session(client)).toEqual(before);
  });
});

describe('a lapsed term', () => {
  it('falls back to the free level on the server until renewed', async () => {
    const { client, id } = await premiumMember('terms_lapsed');
    const doc = await templateDocument();
    const allowed = await client.get<{ allowed: boolean }>(`/api/user/download/check/d${doc}`);
    expect(expectOk('checkDownload', allowed).allowed).toBe(true);

    await setTermEnd(id, clock.now() - 1);
    const lapsed = await session(client);
    expect(lapsed.usersInfo).toMatchObject({
      levelId: 1,
      levelName: '普通会员',
      lapsedLevel: { id: 2, name: '高级会员' },
    });
    expect(lapsed.usersLevelInfo.template).toBe(false);
    const refused = await client.get<{ allowed: boolean }>(`/api/user/download/check/d${doc}`);
    expect(expectOk('checkDownload', refused).allowed).toBe(false);
    // Dubbing follows the level too: the lapsed member is told to upgrade, not to redeem a card.
    expectFailure(
      'startDubbing',
      await client.post('/api/user/dubbing/start', { voiceId: 1, text: '你好' }),
      403,
      '普通会员',
    );

    const renewed = expectOk(
      'upgradeLevel',
      await client.post<Info>('/api/user/level/upgrade', { levelId: 2 }),
    );
    expect(renewed.usersInfo).toMatchObject({ levelId: 2, lapsedLevel: null });
    // After a lapse the new term starts today.
    expect(Date.parse(renewed.usersInfo.levelExpireTime ?? '')).toBe(clock.now() + 365 * DAY);
    const again = await client.get<{ allowed: boolean }>(`/api/user/download/check/d${doc}`);
    expect(expectOk('checkDownload', again).allowed).toBe(true);
  });

  it('members from before terms keep their level for good', async () => {
    const { client, id } = await premiumMember('terms_legacy');
    await setTermEnd(id, null); // what the migration leaves every existing member with
    clock.advance(400 * DAY);
    // The session outlives no such jump: sign in afresh, as the member would.
    await client.login({ name: 'terms_legacy', password: 'secret123' });
    const info = await session(client);
    expect(info.usersInfo).toMatchObject({ levelId: 2, levelExpireTime: null, lapsedLevel: null });
  });
});

describe('reminders in the notice bell', () => {
  it('come 7 days and 1 day before the end and once it lapsed, each as a new notice', async () => {
    const { client, id } = await premiumMember('terms_remind');
    const reminders = async () =>
      expectOk('listMemberReminders', await client.get<Notice[]>('/api/user/reminders'));
    const end = clock.now() + 8 * DAY;
    await setTermEnd(id, end);
    expect(await reminders()).toEqual([]);

    await setTermEnd(id, clock.now() + 6 * DAY);
    const week = await reminders();
    expect(week).toHaveLength(1);
    expect(week[0]?.title).toBe('您的高级会员将于 7 天内到期');
    expect(week[0]?.noticeContent).toContain('续费');

    await setTermEnd(id, clock.now() + 12 * 3_600_000);
    const day = await reminders();
    expect(day[0]?.title).toBe('您的高级会员明天到期');
    expect(day[0]?.id).not.toBe(week[0]?.id); // a new stage is unread again
    expect(day[0]?.id).toBeLessThan(0); // never the id of a site notice

    await setTermEnd(id, clock.now() - DAY);
    expect((await reminders())[0]?.title).toBe('您的高级会员已到期');
    await setTermEnd(id, clock.now() - 8 * DAY);
    expect(await reminders()).toEqual([]);
  });

  it('are for members only', async () => {
    const guest = new Client(t.app);
    expectFailure('listMemberReminders', await guest.get('/api/user/reminders'), 401);
  });
});

describe('documents say which levels include them', () => {
  async function documentWith(entitlement: string | null) {
    let query = t.app.ctx.db.selectFrom('documents').select('id').where('published', '=', 1);
    query =
      entitlement === null
        ? query.where('entitlement', 'is', null)
        : query.where('entitlement', '=', entitlement as 'template');
    return (await query.orderBy('id').executeTakeFirstOrThrow()).id;
  }

  it('names the levels on sale that include a paid document, null for a free one', async () => {
    const guest = new Client(t.app);
    const template = expectOk(
      'getTwoClassDocument',
      await guest.get<{ requiredLevels: { id: number; name: string }[] | null }>(
        `/api/two/class/document/${await documentWith('template')}`,
      ),
    );
    expect(template.requiredLevels).toEqual([
      { id: 2, name: '高级会员' },
      { id: 3, name: '至尊会员' },
    ]);
    const free = expectOk(
      'getTwoClassDocument',
      await guest.get<{ requiredLevels: unknown }>(
        `/api/two/class/document/${await documentWith(null)}`,
      ),
    );
    expect(free.requiredLevels).toBeNull();
  });
});

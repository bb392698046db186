import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteNotice, insertNotice } from '../src/repositories/site-content.js';
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

// Unread notices per member, kept on the server: the list carries each notice's date and the
// member's read mark, the bell counts what is unread, a guest's answer is shared and never read.

const DAY = 86_400_000;
let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

interface BellNotice {
  id: number;
  title: string;
  publishedAt: string;
  createTime: string;
  read: boolean;
}

const notices = async (client: Client) =>
  expectOk('listNotices', await client.get<BellNotice[]>('/api/notice'));
const mark = async (client: Client, body: unknown) =>
  client.post<{ unread: number }>('/api/user/notices/read', body);

describe('the notice list', () => {
  it('gives a guest every notice with its publication date, none read, from the shared cache', async () => {
    const guest = new Client(t.app);
    const first = await guest.get<BellNotice[]>('/api/notice');
    const list = expectOk('listNotices', first);
    expect(list.length).toBeGreaterThan(1);
    for (const notice of list) {
      expect(notice.read).toBe(false);
      expect(Date.parse(notice.publishedAt)).not.toBeNaN();
    }
    // Newest first, by the date the list shows.
    const dates = list.map((notice) => Date.parse(notice.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const etag = first.raw.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await guest.request({ url: '/api/notice', headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it("gives a member their own read marks, never another member's or a guest's", async () => {
    const reader = await newMember(t.app, 'bell_reader');
    const other = await newMember(t.app, 'bell_other');
    const before = await notices(reader);
    expect(before.every((notice) => !notice.read)).toBe(true);
    const [first, second] = before;

    const marked = await mark(reader, { noticeIds: [second!.id] });
    expect(expectOk('markNoticesRead', marked).unread).toBe(before.length - 1);

    const after = await reader.get<BellNotice[]>('/api/notice');
    expect(after.raw.headers['cache-control']).toBe('private, no-store');
    const byId = new Map(expectOk('listNotices', after).map((notice) => [notice.id, notice]));
    expect(byId.get(second!.id)?.read).toBe(true);
    expect(byId.get(first!.id)?.read).toBe(false);
    expect((await notices(other)).every((notice) => !notice.read)).toBe(true);
    expect((await notices(new Client(t.app))).every((notice) => !notice.read)).toBe(true);

    // Marking it again changes nothing.
    expect(
      expectOk('markNoticesRead', await mark(reader, { noticeIds: [second!.id] })).unread,
    ).toBe(before.length - 1);
  });

  it('marks all read at once; a notice posted later is unread', async () => {
    const reader = await newMember(t.app, 'bell_all');
    expect(expectOk('markNoticesRead', await mark(reader, { all: true })).unread).toBe(0);
    expect((await notices(reader)).every((notice) => notice.read)).toBe(true);

    const posted = await insertNotice(t.app.ctx.db, {
      title: '新功能上线',
      content: '<p>配音支持批量导出</p>',
      at: clock.now(),
    });
    const list = await notices(reader);
    expect(list[0]).toMatchObject({ id: posted.id, title: '新功能上线', read: false });
    expect(list.filter((notice) => !notice.read)).toHaveLength(1);

    // A deleted notice takes its read marks with it.
    expectOk('markNoticesRead', await mark(reader, { noticeIds: [posted.id] }));
    await deleteNotice(t.app.ctx.db, posted.id);
    const left = await t.app.ctx.db
      .selectFrom('notice_reads')
      .select('user_id')
      .where('notice_id', '=', posted.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses an id that is not a notice and marks nothing of that request', async () => {
    const reader = await newMember(t.app, 'bell_unknown');
    const [first] = await notices(reader);
    expectFailure('markNoticesRead', await mark(reader, { noticeIds: [first!.id, 999_999] }), 404);
    expect((await notices(reader)).find((notice) => notice.id === first!.id)?.read).toBe(false);
    // Another member's reminder id (or any made-up negative id) is not this member's.
    expectFailure('markNoticesRead', await mark(reader, { noticeIds: [-17_400_000_001] }), 404);
  });

  it('is for members only, and needs ids or all', async () => {
    expectFailure('markNoticesRead', await mark(new Client(t.app), { all: true }), 401);
    const reader = await newMember(t.app, 'bell_bad');
    expectFailure('markNoticesRead', await mark(reader, {}), 400);
    expectFailure('markNoticesRead', await mark(reader, { noticeIds: [] }), 400);
    expectFailure('markNoticesRead', await mark(reader, { all: false }), 400);
  });
});

describe('the term reminder in the bell', () => {
  it('is read or unread like a notice, and its next stage is unread again', async () => {
    const client = await newMember(t.app, 'bell_term');
    await recharge(client, 5);
    const upgraded = expectOk(
      'upgradeLevel',
      await client.post<{ usersInfo: { id: number } }>('/api/user/level/upgrade', { levelId: 2 }),
    );
    const setEnd = (at: number) =>
      t.app.ctx.db
        .updateTable('users')
        .set({ level_expire_time: at })
        .where('id', '=', upgraded.usersInfo.id)
        .execute();
    const reminders = async () =>
      expectOk('listMemberReminders', await client.get<BellNotice[]>('/api/user/reminders'));

    await setEnd(clock.now() + 6 * DAY);
    const [week] = await reminders();
    expect(week).toMatchObject({ read: false, publishedAt: week!.createTime });
    const listed = (await notices(client)).length;
    const state = expectOk('markNoticesRead', await mark(client, { noticeIds: [week!.id] }));
    expect(state.unread).toBe(listed); // every site notice is still unread, the reminder is not
    expect((await reminders())[0]?.read).toBe(true);

    await setEnd(clock.now() + 12 * 3_600_000);
    expect((await reminders())[0]).toMatchObject({ title: '您的高级会员明天到期', read: false });
    expect(expectOk('markNoticesRead', await mark(client, { all: true })).unread).toBe(0);
    expect((await reminders())[0]?.read).toBe(true);
  });
});

import type { AppContext } from '../context.js';
import type { User } from '../db/schema.js';
import { badRequest, notFound } from '../lib/errors.js';
import { iso } from '../lib/time.js';
import { listNotices } from '../repositories/catalog.js';
import { allNoticeIds, markNoticesRead, readNoticeIds } from '../repositories/notice-reads.js';
import { membershipOf } from './membership.js';
import { termReminder } from './reminders.js';

// The notice bell of a member: the site's notices and the member's term reminder, each read or
// unread for that member, kept on the server (a guest's reads stay in the browser).

/** The site's notices, newest first, read or not for `userId` (a guest: none read). */
export async function bellNotices(ctx: AppContext, userId: number | null) {
  const rows = await listNotices(ctx.db);
  const read = userId
    ? await readNoticeIds(
        ctx.db,
        userId,
        rows.map((row) => row.id),
      )
    : new Set<number>();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    noticeContent: row.notice_content,
    createTime: iso(row.create_time),
    publishedAt: iso(row.create_time),
    read: read.has(row.id),
  }));
}

/** The member's term reminder due now (none, or one), read or not. */
export async function bellReminders(ctx: AppContext, user: User) {
  const now = ctx.config.now();
  const { level, lapsed } = await membershipOf(ctx.db, user, now);
  const reminder = termReminder(user, lapsed ?? level, now);
  if (!reminder) return [];
  const read = await readNoticeIds(ctx.db, user.id, [reminder.id]);
  return [{ ...reminder, publishedAt: reminder.createTime, read: read.has(reminder.id) }];
}

/**
 * Marks notices read for the member (`all`: every notice and the current reminder) and answers
 * how many stay unread. An id that is neither a notice nor the member's current reminder is
 * refused before anything is marked.
 */
export async function markRead(
  ctx: AppContext,
  user: User,
  request: { noticeIds?: number[]; all?: boolean },
) {
  const notices = (await allNoticeIds(ctx.db)).map((row) => Number(row.id));
  const reminders = (await bellReminders(ctx, user)).map((reminder) => reminder.id);
  const known = new Set([...notices, ...reminders]);
  let ids: number[];
  if (request.all) ids = [...known];
  else if (request.noticeIds?.length) ids = [...new Set(request.noticeIds)];
  else throw badRequest('请指明要标为已读的通知');
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw notFound(`通知不存在（编号 ${unknown}）`);
  await markNoticesRead(ctx.db, user.id, ids, ctx.config.now());
  const read = await readNoticeIds(ctx.db, user.id, [...known]);
  return { unread: known.size - read.size };
}

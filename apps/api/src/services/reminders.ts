import type { Level, User } from '../db/schema.js';
import { DAY, iso } from '../lib/time.js';
import { chinaDay } from './downloads.js';
import { reminderStage } from './membership.js';

/**
 * The notice-bell reminder of the member's term, due 7 days and 1 day before it ends and for 7 days
 * after it lapsed; null when none is due. Its id is negative and unique per term and stage, so a
 * reader's "read" marks never clash with the site's notices and a new stage shows as unread.
 */
export function termReminder(user: User, level: Level, now: number) {
  const end = user.level_expire_time;
  const stage = reminderStage(end, now);
  if (end === null || stage === null) return null;
  const day = chinaDay(end);
  const renew = '请在会员中心「升级会员」页续费，续费后有效期顺延。';
  const text = {
    7: {
      title: `您的${level.name}将于 7 天内到期`,
      body: `您的${level.name}将于 ${day} 到期。${renew}`,
    },
    1: {
      title: `您的${level.name}明天到期`,
      body: `您的${level.name}将于 ${day} 到期，仅剩 1 天。${renew}`,
    },
    0: {
      title: `您的${level.name}已到期`,
      body: `您的${level.name}已于 ${day} 到期，现按免费等级的权益下载。${renew}`,
    },
  }[stage];
  return {
    id: -(Math.floor(end / 1000) * 10 + stage),
    title: text.title,
    noticeContent: `<p>${text.body}</p>`,
    createTime: iso(stage === 0 ? end : end - stage * DAY),
  };
}

import type { Selectable } from 'kysely';
import type { Level, User, UserLogTable } from '../db/schema.js';
import { iso, isoOrNull } from '../lib/time.js';
import { describeDevice } from './devices.js';
import { levelInfo } from './level-mappers.js';
import type { MemberRow } from '../repositories/members.js';

// Database rows → the shapes of openapi.yaml. Every field is listed explicitly so nothing
// private (password hashes, other members' ids) can leak through a spread.

/**
 * A phone number as members are used to seeing it: the first three and last four digits, the
 * middle masked (138****8123); a short number keeps only its last four.
 */
export function maskPhone(phone: string): string {
  if (phone.length >= 11) return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  return phone.length <= 4 ? phone : `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`;
}

/**
 * The member's record: `level` is the level whose rights they have now; `lapsed` the bought level
 * whose term ran out (then `level` is the free one).
 */
export function userInfo(user: User, level: Level, lapsed: Level | null = null) {
  return {
    usersInfo: {
      id: user.id,
      name: user.name,
      usersName: user.users_name,
      money: user.money,
      phone: maskPhone(user.phone),
      levelId: level.id,
      levelName: level.name,
      status: user.status,
      dubbingExpireTime: isoOrNull(user.dubbing_expire_time),
      lastLoginIp: user.last_login_ip,
      lastLoginTime: isoOrNull(user.last_login_time),
      createTime: iso(user.create_time),
      avatarUrl: user.avatar_file_id === null ? null : `/api/files/${user.avatar_file_id}`,
      levelExpireTime: isoOrNull(user.level_expire_time),
      lapsedLevel: lapsed ? { id: lapsed.id, name: lapsed.name } : null,
    },
    usersLevelInfo: levelInfo(level),
  };
}

export function userLog(row: Selectable<UserLogTable>) {
  return {
    id: row.id,
    action: row.action,
    ip: row.ip,
    userAgent: row.user_agent,
    device: describeDevice(row.user_agent),
    createTime: iso(row.create_time),
  };
}
export function adminMember(row: MemberRow) {
  return {
    id: row.id,
    name: row.name,
    usersName: row.users_name,
    phone: row.phone,
    money: row.money,
    levelId: row.level_id,
    levelName: row.level_name,
    status: row.status,
    statusReason: row.status_reason ?? null,
    dubbingExpireTime: isoOrNull(row.dubbing_expire_time),
    lastLoginIp: row.last_login_ip,
    lastLoginTime: isoOrNull(row.last_login_time),
    createTime: iso(row.create_time),
  };
}

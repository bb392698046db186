import type { UserInfo, UsersInfo, UsersLevelInfo } from '@dongman/api-client';

type Nullable<T> = { [K in keyof T]-?: Exclude<T[K], undefined> | null };

/** The user info record of the spec: every field is null for a guest. */
export interface SessionUserInfo {
  usersInfo: Nullable<UsersInfo>;
  usersLevelInfo: Nullable<UsersLevelInfo>;
}

export const USERS_INFO_KEYS = [
  'id',
  'name',
  'usersName',
  'money',
  'phone',
  'levelId',
  'levelName',
  'status',
  'dubbingExpireTime',
  'lastLoginIp',
  'lastLoginTime',
  'createTime',
  'avatarUrl',
  'levelExpireTime',
  'lapsedLevel',
] as const satisfies readonly (keyof UsersInfo)[];

export const USERS_LEVEL_INFO_KEYS = [
  'id',
  'name',
  'sourceMaterial',
  'myzSourceMaterial',
  'template',
  'plugin',
  'dubbing',
  'course',
  'price',
  'dailyDownloads',
  'termDays',
] as const satisfies readonly (keyof UsersLevelInfo)[];

function nullRecord<K extends string>(keys: readonly K[]): Record<K, null> {
  return Object.fromEntries(keys.map((key) => [key, null])) as Record<K, null>;
}

/** A fresh guest record (all fields null). */
export function guestUserInfo(): SessionUserInfo {
  return {
    usersInfo: nullRecord(USERS_INFO_KEYS) as SessionUserInfo['usersInfo'],
    usersLevelInfo: nullRecord(USERS_LEVEL_INFO_KEYS) as SessionUserInfo['usersLevelInfo'],
  };
}

/** An id above 0 is a member; 0, below 0 or null is a guest. */
export function isMemberInfo(info: SessionUserInfo): boolean {
  const id = info.usersInfo.id;
  return typeof id === 'number' && id > 0;
}

function pick<K extends string>(
  keys: readonly K[],
  source: unknown,
): Record<K, unknown> | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const record = source as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, record[key] ?? null])) as Record<K, unknown>;
}

/**
 * Normalises anything (a server answer, a stored string's parse) into the record shape:
 * known fields kept, unknown ones dropped, missing ones null. Undefined when it is not a record.
 */
export function toSessionUserInfo(value: unknown): SessionUserInfo | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const source = value as Partial<Record<keyof UserInfo, unknown>>;
  const usersInfo = pick(USERS_INFO_KEYS, source.usersInfo);
  if (!usersInfo) return undefined;
  const usersLevelInfo =
    pick(USERS_LEVEL_INFO_KEYS, source.usersLevelInfo) ?? nullRecord(USERS_LEVEL_INFO_KEYS);
  return { usersInfo, usersLevelInfo } as SessionUserInfo;
}

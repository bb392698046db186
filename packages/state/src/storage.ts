import { guestUserInfo, toSessionUserInfo, type SessionUserInfo } from './userInfo';

/** The localStorage key of the user info record. */
export const USER_INFO_STORAGE_KEY = 'dongman.userInfo';

/** Reads the stored record; a guest record when nothing (or nothing valid) is stored. */
export function readUserInfo(storage: Storage | undefined): SessionUserInfo {
  return parseUserInfo(safely(() => storage?.getItem(USER_INFO_STORAGE_KEY)) ?? null);
}

export function parseUserInfo(raw: string | null): SessionUserInfo {
  if (!raw) return guestUserInfo();
  try {
    return toSessionUserInfo(JSON.parse(raw)) ?? guestUserInfo();
  } catch {
    return guestUserInfo();
  }
}

export function writeUserInfo(storage: Storage | undefined, info: SessionUserInfo): void {
  safely(() => storage?.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(info)));
}

export function removeUserInfo(storage: Storage | undefined): void {
  safely(() => storage?.removeItem(USER_INFO_STORAGE_KEY));
}

/** Storage throws when disabled or full (private browsing, quota); the session then lives in memory only. */
function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}

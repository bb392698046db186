// Test and story helpers without a test runner in them: the unit tests (features/member/testing.tsx)
// and the Storybook screens (./SiteScreen.tsx) both build on these.
import type { ApiResult, UserInfo } from '@dongman/api-client';
import { BASIC_LEVEL } from './demoData';

export const ok = <T>(data: T): ApiResult<T> => ({ ok: true, code: 200, message: 'ok', data });
export const fail = (code: number, message: string): ApiResult<never> => ({
  ok: false,
  code,
  message,
  data: null,
});

/** A member as the session check returns it; 普通会员 with the source-material right by default. */
export function memberInfo(
  overrides: Partial<UserInfo['usersInfo']> = {},
  level: Partial<UserInfo['usersLevelInfo']> = {},
): UserInfo {
  return {
    usersInfo: {
      id: 7,
      name: 'demo',
      usersName: '演示会员',
      money: 30_000,
      phone: '138****0001',
      levelId: 1,
      levelName: '普通会员',
      status: 'active',
      dubbingExpireTime: null,
      lastLoginIp: '127.0.0.1',
      lastLoginTime: '2025-01-02T03:04:05.000Z',
      createTime: '2024-05-06T07:08:09.000Z',
      ...overrides,
    },
    usersLevelInfo: { ...BASIC_LEVEL, ...level },
  };
}

/** An in-memory Storage so tests and stories never touch (or share) localStorage. */
export function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

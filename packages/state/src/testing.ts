import type { ApiResult, UserInfo } from '@dongman/api-client';
import type { SessionApi } from './sessionStore';

/** Test helper (not exported by the package): a member record as the server returns it. */
export function memberInfo(overrides: Partial<UserInfo['usersInfo']> = {}): UserInfo {
  return {
    usersInfo: {
      id: 7,
      name: 'demo',
      usersName: '演示会员',
      money: 12_300,
      phone: '138****0000',
      levelId: 2,
      levelName: '黄金会员',
      status: 'active',
      dubbingExpireTime: null,
      lastLoginIp: '127.0.0.1',
      lastLoginTime: '2025-01-02T03:04:05.000Z',
      createTime: '2024-05-06T07:08:09.000Z',
      ...overrides,
    },
    usersLevelInfo: {
      id: 2,
      name: '黄金会员',
      sourceMaterial: true,
      myzSourceMaterial: false,
      template: true,
      plugin: true,
      dubbing: false,
      course: true,
      price: 9900,
    },
  };
}

export const okResult = <T>(data: T): ApiResult<T> => ({
  ok: true,
  code: 200,
  message: 'ok',
  data,
});
export const failResult = (code: number, message = '失败'): ApiResult<never> => ({
  ok: false,
  code,
  message,
  data: null,
});

type Answers = {
  login?: Awaited<ReturnType<SessionApi['login']>>;
  logout?: Awaited<ReturnType<SessionApi['logout']>>;
  getSession?: Awaited<ReturnType<SessionApi['getSession']>>;
};

/** A fake api answering each session call with a fixed result; records the calls. */
export function fakeApi(answers: Answers) {
  const calls: string[] = [];
  const api: SessionApi = {
    login: async (body) => {
      calls.push(`login:${body.name}`);
      return answers.login;
    },
    logout: async () => {
      calls.push('logout');
      return answers.logout;
    },
    getSession: async () => {
      calls.push('getSession');
      return answers.getSession;
    },
  };
  return { api, calls };
}

import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import type { Location } from 'react-router-dom';
import type { ApiClient, ApiResult, UserInfo } from '@dongman/api-client';
import { createSessionStore } from '@dongman/state';
import { message } from '@dongman/ui/shell';
import { memberInfo } from '../testing/fixtures';
import { createLoginIntent } from '../app/loginIntent';
import { checkMemberRoute } from './memberCheck';

// A spy on the shared toast API, not a module mock: the module graph is shared between test
// files (isolate: false), so checkMemberRoute may already hold the real module.
let toastError: MockInstance<typeof message.error>;

const member = memberInfo({
  id: 5,
  money: 0,
  phone: '138****0000',
  lastLoginIp: null,
  lastLoginTime: null,
  createTime: '2024-01-01T00:00:00Z',
});

function setup(answer: ApiResult<UserInfo> | undefined, shown: Location | null) {
  const api = { getSession: vi.fn(async () => answer) } as unknown as ApiClient;
  const session = createSessionStore();
  const loginIntent = createLoginIntent();
  const run = (path: string) => {
    const url = new URL(`http://site${path}`);
    return checkMemberRoute(
      { api, session, loginIntent },
      { pathname: url.pathname, search: url.search },
      shown,
      () => '未登录或登录已过期，请先登录',
      undefined,
      () => '请先登录',
    );
  };
  return { session, loginIntent, run, api };
}

const at = (pathname: string): Location => ({
  pathname,
  search: '',
  hash: '',
  state: null,
  key: 'k',
});

beforeEach(() => {
  localStorage.clear();
  toastError = vi.spyOn(message, 'error').mockReturnValue(0);
  toastError.mockClear();
});

describe('user route session check', () => {
  it('stores the user info on 200 and lets the page render', async () => {
    const { session, run } = setup(
      { ok: true, code: 200, message: 'ok', data: member },
      at('/home'),
    );
    await expect(run('/user/info')).resolves.toBeNull();
    expect(session.getUserInfo().usersInfo.usersName).toBe('演示会员');
  });

  it('on 401 clears the user, signals login, shows the error and stays on the page shown', async () => {
    const { session, loginIntent, run } = setup(
      { ok: false, code: 401, message: '未登录或登录已过期', data: null },
      at('/twoClass/3'),
    );
    session.setUserInfo(member);
    const onLogin = vi.fn();
    session.onLoginRequired(onLogin);

    await expect(run('/user/download/abc')).resolves.toBe('/twoClass/3');
    expect(session.isMember()).toBe(false);
    expect(onLogin).toHaveBeenCalledWith({ reason: 'session' });
    expect(toastError).toHaveBeenCalledWith('未登录或登录已过期');
    expect(loginIntent.take()).toBe('/user/download/abc');
  });

  it('goes home when the refused route was the first page or another user page', async () => {
    const first = setup({ ok: false, code: 401, message: '', data: null }, null);
    await expect(first.run('/user/info')).resolves.toBe('/home');
    expect(toastError).toHaveBeenCalledWith('请先登录');
    const fromUser = setup({ ok: false, code: 401, message: 'x', data: null }, at('/user/info'));
    await expect(fromUser.run('/user/dubbing')).resolves.toBe('/home');
  });

  it('asks a guest to log in first instead of saying a session expired', async () => {
    const { session, run } = setup(
      { ok: false, code: 401, message: '未登录或登录已过期，请先登录', data: null },
      at('/twoClass/3/12'),
    );
    const onLogin = vi.fn();
    session.onLoginRequired(onLogin);
    await expect(run('/user/download/d12')).resolves.toBe('/twoClass/3/12');
    expect(toastError).toHaveBeenCalledWith('请先登录');
    expect(toastError).not.toHaveBeenCalledWith(expect.stringContaining('过期'));
    expect(onLogin).toHaveBeenCalled();
  });

  it('aborts without asking for login when the server could not be reached', async () => {
    const { session, loginIntent, run } = setup(undefined, at('/home'));
    const onLogin = vi.fn();
    session.onLoginRequired(onLogin);
    await expect(run('/user/info')).resolves.toBe('/home');
    expect(onLogin).not.toHaveBeenCalled();
    expect(loginIntent.take()).toBeNull();
  });
});

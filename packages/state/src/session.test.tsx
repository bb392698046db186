import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import {
  SessionProvider,
  USER_INFO_STORAGE_KEY,
  createSessionStore,
  useIsMember,
  useLoginRequired,
  useSession,
  type SessionStore,
} from './index';
import { failResult, fakeApi, memberInfo, okResult } from './testing';

function Who() {
  const { userInfo, isMember } = useSession();
  return (
    <p>
      {isMember ? `member:${userInfo.usersInfo.usersName}` : 'guest'}
      {` level:${userInfo.usersLevelInfo.name ?? '-'}`}
    </p>
  );
}

function renderWith(store: SessionStore, ui: ReactNode = <Who />) {
  return render(<SessionProvider store={store}>{ui}</SessionProvider>);
}

const wrapperFor =
  (store: SessionStore) =>
  ({ children }: { children: ReactNode }) => (
    <SessionProvider store={store}>{children}</SessionProvider>
  );

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('guest record', () => {
  it('starts with every field null and is a guest', () => {
    const store = createSessionStore();
    const info = store.getUserInfo();
    expect(Object.values(info.usersInfo).every((value) => value === null)).toBe(true);
    expect(Object.values(info.usersLevelInfo).every((value) => value === null)).toBe(true);
    expect(Object.keys(info.usersInfo)).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'usersName',
        'money',
        'dubbingExpireTime',
        'createTime',
      ]),
    );
    expect(Object.keys(info.usersLevelInfo)).toEqual(
      expect.arrayContaining(['sourceMaterial', 'myzSourceMaterial', 'template', 'price']),
    );
    renderWith(store);
    expect(screen.getByText('guest level:-')).toBeInTheDocument();
  });

  it('treats an id of 0 or below as a guest', () => {
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(memberInfo({ id: 0 })));
    const { result } = renderHook(() => useIsMember(), {
      wrapper: wrapperFor(createSessionStore()),
    });
    expect(result.current).toBe(false);
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(memberInfo({ id: -3 })));
    expect(createSessionStore().isMember()).toBe(false);
  });
});

describe('persistence', () => {
  it('restores the stored record on load', () => {
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(memberInfo()));
    renderWith(createSessionStore());
    expect(screen.getByText('member:演示会员 level:黄金会员')).toBeInTheDocument();
  });

  it('falls back to a guest when the stored value is not a record', () => {
    localStorage.setItem(USER_INFO_STORAGE_KEY, '{not json');
    expect(createSessionStore().isMember()).toBe(false);
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify({ usersInfo: 'x' }));
    expect(createSessionStore().isMember()).toBe(false);
  });

  it('keeps working in memory when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = createSessionStore({ storage: broken });
    store.setUserInfo(memberInfo());
    expect(store.isMember()).toBe(true);
  });
});

describe('actions', () => {
  it('login stores and persists the user info on success', async () => {
    const store = createSessionStore();
    const { api, calls } = fakeApi({ login: okResult(memberInfo()) });
    renderWith(store);
    expect(screen.getByText(/^guest/)).toBeInTheDocument();
    await act(() =>
      store.login(api, { name: 'demo', password: 'demo123456', captchaCode: '1234' }),
    );
    expect(calls).toEqual(['login:demo']);
    expect(screen.getByText('member:演示会员 level:黄金会员')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(USER_INFO_STORAGE_KEY) ?? 'null').usersInfo.id).toBe(7);
  });

  it('login failure (wrong captcha) stores nothing and returns the failure', async () => {
    const store = createSessionStore();
    const { api } = fakeApi({ login: failResult(402, '验证码错误') });
    const result = await store.login(api, { name: 'demo', password: 'x', captchaCode: '0000' });
    expect(result).toMatchObject({ ok: false, code: 402 });
    expect(store.isMember()).toBe(false);
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
  });

  it('logout clears the record and the storage', async () => {
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(memberInfo()));
    const store = createSessionStore();
    renderWith(store);
    const { api } = fakeApi({ logout: okResult(null) });
    await act(() => store.logout(api));
    expect(screen.getByText('guest level:-')).toBeInTheDocument();
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
  });

  it('logout that never reached the server keeps the member logged in', async () => {
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(memberInfo()));
    const store = createSessionStore();
    await store.logout(fakeApi({ logout: undefined }).api);
    expect(store.isMember()).toBe(true);
  });

  it('refreshSession stores the record on 200', async () => {
    const store = createSessionStore();
    const { api } = fakeApi({ getSession: okResult(memberInfo({ usersName: '新名字' })) });
    renderWith(store);
    await act(() => store.refreshSession(api));
    expect(screen.getByText('member:新名字 level:黄金会员')).toBeInTheDocument();
  });

  it('refreshSession on 401 clears the record and signals login required', async () => {
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(memberInfo()));
    const store = createSessionStore();
    const onRequired = vi.fn();
    function Listener() {
      useLoginRequired(onRequired);
      return <Who />;
    }
    renderWith(store, <Listener />);
    await act(() => store.refreshSession(fakeApi({ getSession: failResult(401, '未登录') }).api));
    expect(screen.getByText('guest level:-')).toBeInTheDocument();
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
    expect(onRequired).toHaveBeenCalledExactlyOnceWith({ reason: 'session' });
  });

  it('refreshSession leaves the record alone on a transport failure', async () => {
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(memberInfo()));
    const store = createSessionStore();
    const onRequired = vi.fn();
    store.onLoginRequired(onRequired);
    await store.refreshSession(fakeApi({ getSession: undefined }).api);
    expect(store.isMember()).toBe(true);
    expect(onRequired).not.toHaveBeenCalled();
  });

  it('useSession exposes the actions bound to the store', async () => {
    const store = createSessionStore();
    const { result } = renderHook(() => useSession(), { wrapper: wrapperFor(store) });
    await act(() =>
      result.current.login(fakeApi({ login: okResult(memberInfo()) }).api, {
        name: 'demo',
        password: 'demo123456',
        captchaCode: '1234',
      }),
    );
    expect(result.current.isMember).toBe(true);
    act(() => result.current.clear());
    expect(result.current.isMember).toBe(false);
  });
});

describe('login-required signal', () => {
  it('reaches listeners from code outside React and stops after unmount', () => {
    const store = createSessionStore();
    const onRequired = vi.fn();
    function Listener() {
      useLoginRequired(onRequired);
      return null;
    }
    const view = renderWith(store, <Listener />);
    act(() => store.requireLogin());
    expect(onRequired).toHaveBeenCalledWith({ reason: 'request' });
    view.unmount();
    store.requireLogin('unauthorized');
    expect(onRequired).toHaveBeenCalledTimes(1);
  });
});

describe('login-required signal before anyone listens', () => {
  it('is handed once to the first listener (a page opened directly as a guest)', () => {
    const store = createSessionStore();
    store.requireLogin('session');
    const first = vi.fn();
    const second = vi.fn();
    store.onLoginRequired(first);
    store.onLoginRequired(second);
    expect(first).toHaveBeenCalledExactlyOnceWith({ reason: 'session' });
    expect(second).not.toHaveBeenCalled();
  });
});

describe('sync across tabs', () => {
  function otherTab(newValue: string | null, key: string | null = USER_INFO_STORAGE_KEY) {
    if (newValue === null) localStorage.removeItem(USER_INFO_STORAGE_KEY);
    else localStorage.setItem(USER_INFO_STORAGE_KEY, newValue);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key, newValue, storageArea: localStorage }),
      );
    });
  }

  it('follows a login and a logout made in another tab', () => {
    renderWith(createSessionStore());
    expect(screen.getByText(/^guest/)).toBeInTheDocument();
    otherTab(JSON.stringify(memberInfo()));
    expect(screen.getByText('member:演示会员 level:黄金会员')).toBeInTheDocument();
    otherTab(null);
    expect(screen.getByText('guest level:-')).toBeInTheDocument();
  });

  it('follows storage being cleared in another tab', () => {
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(memberInfo()));
    renderWith(createSessionStore());
    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    });
    expect(screen.getByText(/^guest/)).toBeInTheDocument();
  });

  it('ignores other keys', () => {
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(memberInfo()));
    renderWith(createSessionStore());
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'something-else',
          newValue: 'x',
          storageArea: localStorage,
        }),
      );
    });
    expect(screen.getByText(/^member/)).toBeInTheDocument();
  });
});

it('useSession outside a SessionProvider says what is missing', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => renderHook(() => useSession())).toThrow(/SessionProvider/);
  vi.mocked(console.error).mockRestore();
});

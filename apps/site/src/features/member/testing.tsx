// Test helpers for the member pages (imported by *.test.tsx only).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { UIProvider } from '@dongman/ui';
import type { ApiClient, ApiResult, UserInfo } from '@dongman/api-client';
import { SessionProvider, createSessionStore, type SessionStore } from '@dongman/state';
import { ApiProvider } from '../../app/ApiContext';
import { FlowsContext, type Flows } from '../auth/flows/FlowsContext';

export const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, code: 200, message: 'ok', data });
export const fail = (code: number, message: string): ApiResult<never> => ({
  ok: false,
  code,
  message,
  data: null,
});

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
    usersLevelInfo: {
      id: 1,
      name: '普通会员',
      sourceMaterial: true,
      myzSourceMaterial: false,
      template: false,
      plugin: false,
      dubbing: false,
      course: false,
      price: 0,
      ...level,
    },
  };
}

/** An in-memory Storage so tests never touch (or share) localStorage. */
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

/** Only the calls a page makes, usually vi.fn()s; loosely typed so fakes stay short. */
export type FakeApi = object;

export interface RenderOptions {
  api: FakeApi;
  /** The member logged in; null renders as a guest. */
  user?: UserInfo | null;
  /** Route pattern the page is mounted on, and the address shown. */
  path?: string;
  at?: string;
}

/** Renders a page inside the site's providers with a fake API client and a memory router. */
export function renderPage(page: ReactElement, options: RenderOptions) {
  const session: SessionStore = createSessionStore({
    storage: memoryStorage(),
    eventTarget: new EventTarget() as unknown as Window,
  });
  const user = options.user === undefined ? memberInfo() : options.user;
  if (user) session.setUserInfo(user);
  const flows: Flows = {
    openLogin: vi.fn(),
    openChangePassword: vi.fn(),
    confirmLogout: vi.fn(),
  };
  const api = options.api as ApiClient;
  const path = options.path ?? '*';
  const view = render(
    <UIProvider>
      <SessionProvider store={session}>
        <ApiProvider api={api}>
          <FlowsContext.Provider value={flows}>
            <MemoryRouter initialEntries={[options.at ?? '/']}>
              <Routes>
                <Route path={path} element={page} />
              </Routes>
            </MemoryRouter>
          </FlowsContext.Provider>
        </ApiProvider>
      </SessionProvider>
    </UIProvider>,
  );
  return { ...view, session, flows, api };
}

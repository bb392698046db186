// Test helpers for the member pages (imported by *.test.tsx only).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { UIProvider } from '@dongman/ui';
import type { ApiClient, UserInfo } from '@dongman/api-client';
import { SessionProvider, createSessionStore, type SessionStore } from '@dongman/state';
import { ApiProvider } from '../../app/ApiContext';
import { FlowsContext, type Flows } from '../auth/flows/FlowsContext';
import { memberInfo, memoryStorage } from '../../testing/fixtures';

export { fail, memberInfo, memoryStorage, ok } from '../../testing/fixtures';

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
    returnPath: vi.fn(() => '/home'),
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

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiResult, OneClass, OneClassChild, UserInfo } from '@dongman/api-client';
import { createSessionStore } from '@dongman/state';
import { memberInfo } from '../testing/fixtures';
import { App } from './App';
import { createSiteServices } from './services';

const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, code: 200, message: '操作成功', data });
const fail = (code: number, message: string): ApiResult<never> => ({
  ok: false,
  code,
  message,
  data: null,
});

const classes: OneClass[] = [
  { id: 1, name: '动画素材', sort: 1 },
  { id: 3, name: '插件脚本', sort: 3 },
];
const children: OneClassChild[] = [{ id: 4, name: '特效元素', oneClassId: 1 }];
const page = (list: unknown[] = []) => ({ list, total: list.length, page: 1, size: 12 });
const doc = (id: number, oneClass: number, oneClassChildren: number) => ({
  id,
  title: `素材${id}`,
  content: '<p>正文<script>alert(1)</script></p>',
  section: '',
  entitlement: null,
  downloadKey: `key-${id}`,
  updateTime: '2025-01-01T00:00:00Z',
  createTime: '2025-01-01T00:00:00Z',
  oneClass,
  oneClassName: classes.find((c) => c.id === oneClass)?.name ?? '',
  oneClassChildren,
  oneClassChildrenName: children.find((c) => c.id === oneClassChildren)?.name ?? '',
});
const member = memberInfo({
  money: 0,
  phone: '138****0000',
  lastLoginIp: null,
  lastLoginTime: null,
  createTime: '2024-01-01T00:00:00Z',
});

type Handlers = Record<string, (...args: never[]) => Promise<unknown>>;

/** A fake client: catalog reads answer from the fixtures above, anything else a safe default. */
function fakeApi(overrides: Handlers = {}) {
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  const handlers: Handlers = {
    listOneClasses: async () => classes,
    listOneClassChildren: async () => children,
    getCustomNavMenu: async () =>
      ok({ freeDubbing: '免费配音A|https://example.com/a', aiCreateImage: '', aiCreateText: '' }),
    listNotices: async () => [],
    listHomeImages: async () => [],
    getUpdateNotice: async () => ok(null),
    getCaptcha: async () => ok('data:image/svg+xml;base64,PHN2Zy8+'),
    getSession: async () => fail(401, '未登录或登录已过期'),
    getTwoClassSection: async (id: never) =>
      ok({
        oneClass: classes.find((c) => c.id === Number(id)),
        children: children.filter((c) => c.oneClassId === Number(id)),
        documents: page([]),
      }),
    getTwoClassChildSection: async (id: never) =>
      ok({
        oneClass: classes[0],
        child: children.find((c) => c.id === Number(id)),
        documents: page([]),
      }),
    getTwoClassDocument: async (id: never) =>
      Number(id) === 99 ? ok(doc(99, 3, 0)) : fail(404, '素材不存在'),
    getCommonDocument: async (id: never) => ok({ ...doc(Number(id), 0, 0), title: '会员必读' }),
    ...overrides,
  };
  const api = new Proxy({} as ApiClient, {
    get(_, key: string) {
      if (key === 'on')
        return (name: string, listener: (event: unknown) => void) => {
          const set = listeners.get(name) ?? new Set();
          set.add(listener);
          listeners.set(name, set);
          return () => set.delete(listener);
        };
      return handlers[key] ?? (async () => (key.startsWith('list') ? [] : undefined));
    },
  });
  const emit = (name: string, event: unknown) => listeners.get(name)?.forEach((l) => l(event));
  return { api, emit };
}

function renderSite(hash: string, overrides: Handlers = {}) {
  window.location.hash = hash;
  const { api, emit } = fakeApi(overrides);
  const services = createSiteServices({ api, session: createSessionStore() });
  render(<App services={services} />);
  return { services, emit };
}

const path = () => window.location.hash.slice(1);

// Pages load lazily; on a busy machine the first import of a page takes a while.
vi.setConfig({ testTimeout: 30_000 });

// Warm the lazy page modules once, so each test measures the app rather than the transform.
beforeAll(async () => {
  await Promise.all([
    import('../features/auth/RegisterPage'),
    import('../features/catalog/CommonDocumentPage'),
    import('../features/catalog/SectionPage'),
    import('../features/catalog/TwoClassEntryPage'),
    import('../features/catalog/DocumentPage'),
    import('../features/member/InfoPage'),
  ]);
}, 120_000);

beforeEach(() => localStorage.clear());
afterEach(() => {
  window.location.hash = '';
});

describe('routes of spec section 2', () => {
  it('redirects the empty route to home', async () => {
    renderSite('');
    await waitFor(() => expect(path()).toBe('/home'));
    await waitFor(() => expect(document.title).toBe('首页 - 动漫素材会员站'), { timeout: 15_000 });
  });

  it.each([
    ['#/commonDocument/2', '会员必读 - 动漫素材会员站'],
    ['#/twoClass/1', '动画素材 - 动漫素材会员站'],
    ['#/twoClass/1/4', '特效元素 - 动画素材 - 动漫素材会员站'], // 1 has children: 4 is a sub-section
    ['#/twoClass/3/99', '素材99 - 动漫素材会员站'], // 3 has none: 99 is a document
    ['#/twoClass/1/4/99', '素材99 - 动漫素材会员站'],
    ['#/register', '会员注册 - 动漫素材会员站'],
    ['#/404', '页面不存在 - 动漫素材会员站'],
    ['#/no/such/page', '页面不存在 - 动漫素材会员站'],
  ])('%s shows its page (window title %s)', async (hash, title) => {
    renderSite(hash);
    await waitFor(() => expect(document.title).toBe(title), { timeout: 15_000 });
  });

  it('follows hash changes made outside the router, one after another', async () => {
    renderSite('#/no/such/page');
    await waitFor(() => expect(document.title).toBe('页面不存在 - 动漫素材会员站'), {
      timeout: 15_000,
    });
    act(() => {
      window.location.hash = '#/404';
    });
    act(() => {
      window.location.hash = '#/home';
    });
    await waitFor(() => expect(document.title).toBe('首页 - 动漫素材会员站'), { timeout: 15_000 });
  });

  it('a hash change made before the router listens still opens its page', async () => {
    // The router adds its popstate listener after its first render commits; move the hash just
    // before that, without an event, as a tap during the first (transition) render would.
    const addEventListener = window.addEventListener.bind(window);
    let moved = false;
    const spy = vi
      .spyOn(window, 'addEventListener')
      .mockImplementation((type: string, ...rest: [EventListenerOrEventListenerObject]) => {
        if (type === 'popstate' && !moved) {
          moved = true;
          window.history.pushState(null, '', '#/register');
        }
        return addEventListener(type, ...rest);
      });
    try {
      // Start without a pending hashchange event (it would tell the router to look again).
      window.history.replaceState(null, '', '#/no/such/page');
      await new Promise((resolve) => setTimeout(resolve, 0));
      const services = createSiteServices({ api: fakeApi().api, session: createSessionStore() });
      render(<App services={services} />);
      await waitFor(() => expect(document.title).toBe('会员注册 - 动漫素材会员站'), {
        timeout: 15_000,
      });
      expect(moved).toBe(true);
      expect(path()).toBe('/register');
    } finally {
      spy.mockRestore();
    }
  });

  it('shows sanitised document HTML and a download link to user/download/{key}', async () => {
    renderSite('#/twoClass/3/99');
    const link = await screen.findByRole('link', { name: /下载素材/ }, { timeout: 15_000 });
    expect(link).toHaveAttribute('href', '#/user/download/key-99');
    expect(screen.getByText('正文')).toBeInTheDocument();
    expect(document.querySelector('main script')).toBeNull();
  });

  it('builds the left menu from classes then children, with the fixed pages and custom lists', async () => {
    renderSite('#/home');
    const nav = await screen.findByRole('navigation', { name: '主导航' }, { timeout: 15_000 });
    await waitFor(() => expect(nav).toHaveTextContent('特效元素'));
    const menu = within(nav);
    expect(menu.getByRole('link', { name: '插件脚本' })).toHaveAttribute('href', '#/twoClass/3');
    expect(menu.getByRole('link', { name: '会员必读' })).toHaveAttribute(
      'href',
      '#/commonDocument/2',
    );
    expect(menu.getByRole('link', { name: '素材市场' })).toHaveAttribute(
      'href',
      '#/commonDocument/1',
    );
    // A class with children is a submenu (collapsed until opened) linking to its sub-sections.
    expect(menu.getByRole('link', { name: '特效元素', hidden: true })).toHaveAttribute(
      'href',
      '#/twoClass/1/4',
    );
    expect(nav).toHaveTextContent('免费配音A');
  });
});

describe('home page when the API is down', () => {
  it('says the materials could not load (with a retry), not that there are none', async () => {
    let up = false;
    renderSite('#/home', {
      getTwoClassSection: async (id: never) =>
        up
          ? ok({
              oneClass: classes.find((c) => c.id === Number(id)),
              children: [],
              documents: page([]),
            })
          : undefined,
    });
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 15_000 });
    expect(screen.getByText('内容加载失败，请检查网络后重试')).toBeInTheDocument();
    expect(screen.queryByText('暂无素材，稍后再来看看吧')).toBeNull();
    up = true;
    retry.click();
    expect(
      await screen.findByText('暂无素材，稍后再来看看吧', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});

describe('user routes', () => {
  it('a guest is stopped by the session check: error, login modal, and after login the page opens', async () => {
    let sessionAnswer: ApiResult<UserInfo> = fail(401, '未登录或登录已过期');
    const { services } = renderSite('#/home', {
      getSession: async () => sessionAnswer,
      login: async () => ok(member),
    });
    await screen.findByRole('heading', { name: '欢迎来到动漫素材会员站' }, { timeout: 15_000 });

    act(() => {
      window.location.hash = '#/user/info';
    });
    // The error toast first (it lasts 3 s; a guest is asked to log in, not told a session
    // expired), then the login modal (its code loads on demand).
    expect(
      (await screen.findAllByText('请先登录', {}, { timeout: 15_000 })).length,
    ).toBeGreaterThan(0);
    const account = await screen.findByRole('textbox', { name: /账号/ }, { timeout: 15_000 });
    await waitFor(() => expect(path()).toBe('/home')); // navigation aborted
    expect(services.session.isMember()).toBe(false);

    sessionAnswer = ok(member);
    const user = userEvent.setup();
    await user.type(account, 'demo');
    await user.type(
      document.querySelector<HTMLInputElement>('input[name=password]')!,
      'demo123456',
    );
    await user.type(screen.getByRole('textbox', { name: /验证码/ }), '1234');
    await user.click(within(account.closest('form')!).getByRole('button', { name: '登录' }));

    expect((await screen.findAllByText('登录成功')).length).toBeGreaterThan(0);
    await waitFor(() => expect(path()).toBe('/user/info'), { timeout: 15_000 });
    expect(services.session.getUserInfo().usersInfo.usersName).toBe('演示会员');
  });

  it('a 401 from any call asks to log in again; confirming clears the user and opens login', async () => {
    const { services, emit } = renderSite('#/home');
    act(() => services.session.setUserInfo(member));
    await screen.findByRole('heading', { name: '欢迎回来，演示会员' }, { timeout: 15_000 });

    act(() => emit('unauthorized', { operationId: 'listUserLogs', message: '未登录' }));
    const prompt = await screen.findByTestId('unauthorized-dialog');
    expect(prompt).toHaveTextContent('提示：');
    expect(prompt).toHaveTextContent('未登录或登录已过期，请先登录');
    await userEvent.click(screen.getByRole('button', { name: '确认' }));

    expect(services.session.isMember()).toBe(false);
    expect(await screen.findByRole('textbox', { name: /账号/ })).toBeInTheDocument();
  });
});

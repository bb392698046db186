import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@dongman/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA, envelope, fakeApi } from '../testing';
import type { Handler } from '../testing';
import { MemberLogin } from './MemberLogin';

const API = 'https://member.example.test';
const member = { usersInfo: { id: 7, name: 'demo', status: 'active' } };
const NO_SESSION = () => envelope(null, 401, '未登录或登录已过期，请先登录');
const XSRF_REFUSED = '安全校验失败：缺少或不匹配的 XSRF 令牌（X-XSRF-TOKEN），请刷新页面后重试';

afterEach(() => vi.unstubAllGlobals());

function setup(handlers: Record<string, Handler>, locale?: 'zh-CN' | 'en') {
  const { fetch, requests } = fakeApi({ 'GET /api/user/session': NO_SESSION, ...handlers });
  const client = createApiClient({ baseUrl: API, fetch, logger: { error: () => {} } });
  const onLoggedIn = vi.fn();
  const onSession = vi.fn();
  render(
    <MemberLogin client={client} onLoggedIn={onLoggedIn} onSession={onSession} locale={locale} />,
  );
  return { requests, onLoggedIn, onSession };
}

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^\*?账号$/), 'demo');
  await user.type(screen.getByLabelText(/^\*?密码$/), 'demo123456');
  await user.type(screen.getByLabelText(/^\*?验证码$/), 'ABCD');
  await user.click(screen.getByRole('button', { name: '登录' }));
}

describe('MemberLogin', () => {
  it('logs a member in from another origin: captcha, XSRF token from the header, toast', async () => {
    const { requests, onLoggedIn } = setup({
      'GET /api/captcha/user': () => envelope(CAPTCHA),
      'POST /api/login': () => envelope(member),
    });
    await userEvent.click(screen.getByRole('button', { name: '会员登录' }));
    expect(await screen.findByAltText('验证码图片')).toHaveAttribute('src', CAPTCHA);
    await fillAndSubmit();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(member));
    const login = requests.find((request) => request.method === 'POST')!;
    expect(login.headers.get('X-XSRF-TOKEN')).toBe('issued-token');
    expect(login.credentials).toBe('include');
    expect(await screen.findAllByText('登录成功')).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the captcha failed to load and loads it again on a click', async () => {
    let attempts = 0;
    setup({
      'GET /api/captcha/user': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return envelope(CAPTCHA);
      },
    });
    await userEvent.click(screen.getByRole('button', { name: '会员登录' }));
    const retry = await screen.findByRole('button', { name: '验证码加载失败，点击重试' });
    await userEvent.click(retry);
    expect(await screen.findByAltText('验证码图片')).toHaveAttribute('src', CAPTCHA);
  });

  it('shows the locked-account dialog for a 403 with the locked message', async () => {
    const { onLoggedIn } = setup({
      'GET /api/captcha/user': () => envelope(CAPTCHA),
      'POST /api/login': () => envelope(null, 403, '账号已锁定，请联系管理员'),
    });
    await userEvent.click(screen.getByRole('button', { name: '会员登录' }));
    await screen.findByAltText('验证码图片');
    await fillAndSubmit();
    expect(await screen.findByText('账号已锁定，请联系管理员')).toBeInTheDocument();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('asks for a new captcha after a wrong one (402) and says why', async () => {
    let captchas = 0;
    setup({
      'GET /api/captcha/user': () => {
        captchas += 1;
        return envelope(CAPTCHA);
      },
      'POST /api/login': () => envelope(null, 402, '验证码错误'),
    });
    await userEvent.click(screen.getByRole('button', { name: '会员登录' }));
    await screen.findByAltText('验证码图片');
    await fillAndSubmit();
    expect(await screen.findAllByText('验证码错误')).not.toHaveLength(0);
    await waitFor(() => expect(captchas).toBe(2));
    expect(screen.getByLabelText(/^\*?验证码$/)).toHaveValue('');
  });

  it('after a reload shows the member whose session is alive, with 退出登录 that signs out', async () => {
    const { requests, onSession } = setup({
      'GET /api/user/session': () => envelope(member),
      'POST /api/user/logout': () => envelope(null),
    });
    expect(await screen.findByText('已登录：demo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '会员登录' })).not.toBeInTheDocument();
    expect(onSession).toHaveBeenCalledWith(member);

    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByRole('button', { name: '会员登录' })).toBeInTheDocument();
    expect(screen.queryByText('已登录：demo')).not.toBeInTheDocument();
    expect(onSession).toHaveBeenLastCalledWith(null);
    const logout = requests.find((request) => request.url.endsWith('/api/user/logout'))!;
    expect(logout.headers.get('X-XSRF-TOKEN')).toBe('issued-token');
  });

  it('shows the member after logging in, without a reload', async () => {
    setup({
      'GET /api/captcha/user': () => envelope(CAPTCHA),
      'POST /api/login': () => envelope(member),
    });
    await userEvent.click(await screen.findByRole('button', { name: '会员登录' }));
    await screen.findByAltText('验证码图片');
    await fillAndSubmit();
    expect(await screen.findByText('已登录：demo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
  });

  it('across sites over plain HTTP: says the host must use HTTPS and CORS_ORIGINS, not XSRF jargon', async () => {
    const { onLoggedIn } = setup({
      'GET /api/captcha/user': () => envelope(CAPTCHA),
      'POST /api/login': () => envelope(null, 403, XSRF_REFUSED),
    });
    await userEvent.click(await screen.findByRole('button', { name: '会员登录' }));
    await screen.findByAltText('验证码图片');
    await fillAndSubmit();
    const alert = await screen.findByText(/HTTPS/);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(`把本站地址（${location.origin}）加入会员站的 CORS_ORIGINS`);
    expect(screen.queryByText(/XSRF/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('a host not in CORS_ORIGINS is told so when the widget mounts, in the widget’s language', async () => {
    // The API answers a no-cors probe (the server is up) but no request of this page reaches it.
    const probe = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', probe);
    setup(
      {
        'GET /api/user/session': () => {
          throw new TypeError('Failed to fetch');
        },
      },
      'en',
    );
    const alert = await screen.findByText(/CORS_ORIGINS/);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(
      `add ${location.origin} to the member site’s CORS_ORIGINS setting`,
    );
    expect(probe).toHaveBeenCalledWith(`${API}/healthz`, {
      mode: 'no-cors',
      credentials: 'omit',
    });
  });

  it('says nothing about the host when the member site is simply unreachable', async () => {
    const probe = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', probe);
    setup({
      'GET /api/user/session': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await screen.findByRole('button', { name: '会员登录' })).toBeInTheDocument();
    await waitFor(() => expect(probe).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(/CORS_ORIGINS|HTTPS/)).not.toBeInTheDocument();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@dongman/api-client';
import { describe, expect, it, vi } from 'vitest';
import { CAPTCHA, envelope, fakeApi } from '../testing';
import type { Handler } from '../testing';
import { MemberLogin } from './MemberLogin';

const API = 'https://member.example.test';
const member = { id: 7, name: 'demo', status: 'active' };

function setup(handlers: Record<string, Handler>) {
  const { fetch, requests } = fakeApi(handlers);
  const client = createApiClient({ baseUrl: API, fetch, logger: { error: () => {} } });
  const onLoggedIn = vi.fn();
  render(<MemberLogin client={client} onLoggedIn={onLoggedIn} />);
  return { requests, onLoggedIn };
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
});

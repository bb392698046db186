import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UIProvider, type Locale } from '@dongman/ui';
import type { Schemas } from '../../lib/api';
import { MemberLogs } from './MemberLogs';

afterEach(cleanup);

const entry = (id: number, action: Schemas['UserLog']['action']): Schemas['UserLog'] => ({
  id,
  action,
  ip: '203.0.113.9',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0',
  device: id === 1 ? 'Chrome 126 · Windows' : null,
  createTime: '2026-11-27T02:00:00Z',
});
const logs = [
  entry(1, 'login'),
  entry(2, 'passwordUpdate'),
  entry(3, 'logout'),
  entry(4, 'register'),
];

async function renderLogs(locale: Locale, label: string) {
  render(
    <UIProvider locale={locale}>
      <MemberLogs logs={logs} />
    </UIProvider>,
  );
  // English arrives with its catalogue (loaded on demand), so the table is awaited.
  return screen.findByRole('table', { name: label });
}

describe('MemberLogs', () => {
  it('names each action in Chinese, never as its key', async () => {
    const table = await renderLogs('zh-CN', '日志');
    for (const name of ['登录', '修改密码', '退出登录', '注册']) {
      expect(within(table).getByText(name)).toBeTruthy();
    }
    expect(within(table).queryByText(/^(login|passwordUpdate|logout|register)$/)).toBeNull();
    // The device the server read; an unread agent says so (the raw agent stays on hover).
    expect(within(table).getByText('Chrome 126 · Windows').getAttribute('title')).toContain(
      'Mozilla/5.0',
    );
    expect(within(table).getAllByText('未识别的设备')).toHaveLength(3);
  });

  it('names them in English in the console in English', async () => {
    const table = await renderLogs('en', 'Logs');
    for (const name of ['Log in', 'Password change', 'Log out', 'Registration']) {
      expect(within(table).getByText(name)).toBeTruthy();
    }
  });
});

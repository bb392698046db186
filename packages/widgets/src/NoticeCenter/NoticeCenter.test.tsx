import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@dongman/api-client';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '../testing';
import { NoticeCenter } from './NoticeCenter';

const notice = {
  id: 1,
  title: '春节放假通知',
  noticeContent: '<p>放假</p>',
  createTime: '2025-01-20 10:00:00',
};

describe('NoticeCenter', () => {
  it('says the notices could not be loaded, then shows them after a retry', async () => {
    let attempts = 0;
    const { fetch } = fakeApi({
      'GET /api/notice': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return envelope([notice]);
      },
    });
    const client = createApiClient({
      baseUrl: 'https://member.example.test',
      fetch,
      logger: { error: () => {} },
    });
    render(<NoticeCenter client={client} />);
    await userEvent.click(screen.getByRole('button', { name: '公告' }));
    expect(await screen.findByText('公告加载失败，请检查网络后重试')).toBeInTheDocument();
    expect(screen.queryByText('暂无公告')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '春节放假通知' })).toBeInTheDocument();
  });

  it('says "no notices" only when the server really has none', async () => {
    const { fetch } = fakeApi({ 'GET /api/notice': () => envelope([]) });
    render(<NoticeCenter client={createApiClient({ fetch })} open />);
    expect(await screen.findByText('暂无公告')).toBeInTheDocument();
  });
});

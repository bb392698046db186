import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider';
import { NoticeModal } from './NoticeModal';
import type { NoticeItem } from './NoticeModal';

const notices: NoticeItem[] = [
  {
    id: 1,
    title: '春节放假通知',
    noticeContent: '<p>放假时间：<strong>2月9日至2月17日</strong></p>',
    createTime: '2025-01-20 10:00:00',
  },
  {
    id: 2,
    title: '素材更新公告',
    noticeContent:
      '<p>本周更新</p><img src="x.png" onerror="window.__xss = 1"><script>window.__xss = 2</script><a href="javascript:alert(1)">详情</a>',
    createTime: '2025-01-05T08:00:00',
  },
];

function Harness({ items = notices }: { items?: NoticeItem[] }) {
  const [open, setOpen] = useState(true);
  return (
    <UIProvider>
      <button onClick={() => setOpen(true)}>公告</button>
      <NoticeModal open={open} onClose={() => setOpen(false)} notices={items} />
    </UIProvider>
  );
}

describe('NoticeModal', () => {
  it('lists titles and yyyy-mm-dd dates and focuses the first title', () => {
    render(<Harness />);
    const table = screen.getByRole('table', { name: '公告列表' });
    expect(within(table).getByRole('columnheader', { name: '标题' })).toBeInTheDocument();
    expect(within(table).getByText('2025-01-20')).toBeInTheDocument();
    expect(within(table).getByText('2025-01-05')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '春节放假通知' })).toHaveFocus();
  });

  it('opens a notice from the keyboard and goes back to the same title', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('button', { name: '素材更新公告' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const heading = screen.getByRole('heading', { name: '素材更新公告' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('2025-01-05')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '返回列表' }));
    expect(screen.getByRole('table', { name: '公告列表' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '素材更新公告' })).toHaveFocus();
  });

  it('renders the notice HTML without scripts, handlers or javascript: links', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '素材更新公告' }));
    const content = screen.getByTestId('notice-content');
    expect(content).toHaveTextContent('本周更新');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')).not.toHaveAttribute('onerror');
    expect(content.querySelector('a')).not.toHaveAttribute('href');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('shows rich text as formatted HTML', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '春节放假通知' }));
    expect(screen.getByText('2月9日至2月17日').tagName).toBe('STRONG');
  });

  it('says there are no notices when the list is empty', () => {
    render(<Harness items={[]} />);
    expect(screen.getByText('暂无公告')).toBeInTheDocument();
  });

  it('starts at the list again when reopened', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '春节放假通知' }));
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await user.click(screen.getByRole('button', { name: '公告' }));
    expect(screen.getByRole('table', { name: '公告列表' })).toBeInTheDocument();
  });

  it('says the list could not be loaded (not "no notices") and retries on request', async () => {
    const retry = vi.fn();
    render(
      <UIProvider>
        <NoticeModal open onClose={() => {}} notices={[]} failed onRetry={retry} />
      </UIProvider>,
    );
    expect(
      screen.getByText('公告加载失败，请检查网络后重试').closest('[role=alert]'),
    ).toBeInTheDocument();
    expect(screen.queryByText('暂无公告')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('marks unread notices, dates them by publishedAt, and reports the one opened', async () => {
    const user = userEvent.setup();
    const onRead = vi.fn();
    const onMarkAllRead = vi.fn();
    const items: NoticeItem[] = [
      { ...notices[0]!, read: false, publishedAt: '2025-01-21T02:00:00Z' },
      { ...notices[1]!, read: true, publishedAt: '2025-01-06T02:00:00Z' },
    ];
    render(
      <UIProvider>
        <NoticeModal
          open
          onClose={() => {}}
          notices={items}
          onRead={onRead}
          onMarkAllRead={onMarkAllRead}
        />
      </UIProvider>,
    );
    const table = screen.getByRole('table', { name: '公告列表' });
    expect(within(table).getByText('2025-01-21')).toBeInTheDocument();
    expect(within(table).queryByText('2025-01-20')).toBeNull();
    expect(screen.getByRole('button', { name: '未读：春节放假通知' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '素材更新公告' })).toBeInTheDocument();
    expect(screen.getAllByTestId('notice-unread')).toHaveLength(1);
    expect(screen.getByText('1 条未读')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(onMarkAllRead).toHaveBeenCalledTimes(1);
    // Opening a read one reports nothing; opening the unread one reports it.
    await user.click(screen.getByRole('button', { name: '素材更新公告' }));
    await user.click(screen.getByRole('button', { name: '返回列表' }));
    expect(onRead).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '未读：春节放假通知' }));
    expect(onRead).toHaveBeenCalledWith(items[0]);
  });

  it('offers no "mark all" when everything is read', () => {
    render(
      <UIProvider>
        <NoticeModal
          open
          onClose={() => {}}
          notices={notices.map((notice) => ({ ...notice, read: true }))}
          onMarkAllRead={() => {}}
        />
      </UIProvider>,
    );
    expect(screen.queryByRole('button', { name: '全部标为已读' })).toBeNull();
    expect(screen.queryByTestId('notice-unread')).toBeNull();
  });
});

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, IconButton } from '../Button';
import { BellIcon } from '../icons';
import { NoticeModal } from './NoticeModal';
import type { NoticeItem, NoticeModalProps } from './NoticeModal';

const notices: NoticeItem[] = [
  {
    id: 1,
    title: '关于春节期间素材更新安排的通知',
    noticeContent:
      '<p>各位会员：</p><p>春节期间（<strong>2月9日至2月17日</strong>）素材更新暂停，客服回复可能延迟，2月18日起恢复正常。</p><p>祝大家新春快乐！</p>',
    createTime: '2025-01-20 10:00:00',
  },
  {
    id: 2,
    title: '配音中心新增AI声音克隆功能',
    noticeContent: '<p>配音中心现已支持 <a href="#/user/dubbing">AI声音克隆</a>，欢迎体验。</p>',
    createTime: '2024-12-08 09:30:00',
  },
  {
    id: 3,
    title: '会员等级权益调整说明',
    noticeContent: '<p>自2025年1月1日起，各等级会员的模板与插件权益有所调整，详见会员必读。</p>',
    createTime: '2024-11-15 16:45:00',
  },
];

const longTitles: NoticeItem[] = [
  {
    id: 11,
    title:
      '关于二〇二五年度动画创作者素材市场全面升级改版、会员等级权益重新划分以及配音中心AI声音克隆功能上线的重要通知（请所有会员务必仔细阅读）',
    noticeContent: '<p>详见正文。</p>',
    createTime: '2025-02-01 08:00:00',
  },
  {
    id: 12,
    title:
      '三维场景素材包、二维角色动作库、MMD模型转换插件以及各类动画软件安装包的下载方式、解压密码与常见问题汇总说明',
    noticeContent: '<p>详见正文。</p>',
    createTime: '2025-01-28 12:00:00',
  },
  ...notices,
];

const manyNotices: NoticeItem[] = Array.from({ length: 30 }, (_, i) => ({
  id: 100 + i,
  title: `第${30 - i}期素材更新公告：新增场景、人物与特效素材${(i % 5) + 3}组`,
  noticeContent: `<p>本期共更新素材 ${(i % 5) + 3} 组。</p>`,
  createTime: `2025-01-${String(30 - i).padStart(2, '0')} 09:00:00`,
}));

const richNotice: NoticeItem = {
  id: 21,
  title: '会员必读：素材下载与使用说明',
  createTime: '2025-03-01T09:00:00',
  noticeContent: `
    <h2>一、下载方式</h2>
    <p>登录后进入<strong>素材中心</strong>，选择栏目后点击 <em>下载</em> 按钮即可。遇到问题请查看<a href="https://example.com/help">帮助中心</a>。</p>
    <ol><li>选择素材</li><li>确认等级权益</li><li>下载并解压</li></ol>
    <h2>二、注意事项</h2>
    <blockquote>素材仅供会员本人学习与创作使用，请勿转售。</blockquote>
    <ul><li>解压密码见素材详情页</li><li>大文件建议使用客户端下载</li></ul>
    <table><thead><tr><th>等级</th><th>每日下载</th><th>插件</th></tr></thead>
    <tbody><tr><td>普通会员</td><td>5 次</td><td>否</td></tr><tr><td>高级会员</td><td>不限</td><td>是</td></tr></tbody></table>
    <p><img alt="示意图" width="320" height="120" src="data:image/svg+xml;charset=utf-8,${encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><rect width="320" height="120" fill="#eef2ff"/><text x="160" y="68" font-size="20" text-anchor="middle" fill="#4338ca">示意图</text></svg>',
    )}"></p>`,
};

const xssNotice: NoticeItem = {
  id: 31,
  title: '含恶意代码的公告（已净化）',
  createTime: '2025-03-02 10:00:00',
  noticeContent: `
    <p>正常的段落文字。</p>
    <script>window.__noticeXss = 'script'</script>
    <img src="not-an-image.png" alt="（无效图片）" onerror="window.__noticeXss = 'onerror'" onload="window.__noticeXss = 'onload'">
    <p onclick="window.__noticeXss = 'onclick'">点击这段文字不会执行任何代码。</p>
    <a href="javascript:window.__noticeXss = 'href'">伪装成链接的脚本</a>
    <iframe src="https://evil.example"></iframe>
    <form action="https://evil.example"><input name="password" placeholder="请输入密码"></form>
    <style>body { display: none }</style>`,
};

function Demo({ open: initiallyOpen = true, ...rest }: Partial<NoticeModalProps>) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>公告</Button>
      <NoticeModal
        notices={notices}
        {...rest}
        open={open}
        onClose={() => {
          setOpen(false);
          rest.onClose?.();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Widgets/NoticeModal',
  component: NoticeModal,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { open: true, onClose: fn(), notices },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof NoticeModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = (canvas: Pick<ReturnType<typeof within>, 'findByRole'>) =>
  canvas.findByRole('dialog', { name: '公告中心' });

/** List → detail → back: focus goes to the notice heading, then back to the same title. */
export const ListAndDetail: Story = {
  play: async ({ canvas, step }) => {
    const dialog = await openDialog(canvas);
    const d = within(dialog);
    await expect(d.getByRole('button', { name: notices[0]!.title })).toHaveFocus();
    await expect(d.getByText('2025-01-20')).toBeVisible();

    await step('open the second notice with the keyboard', async () => {
      await userEvent.tab();
      await expect(d.getByRole('button', { name: notices[1]!.title })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(d.getByRole('heading', { name: notices[1]!.title })).toHaveFocus();
      await expect(d.getByRole('link', { name: 'AI声音克隆' })).toHaveAttribute(
        'href',
        '#/user/dubbing',
      );
    });

    await step('back to the list', async () => {
      await userEvent.click(d.getByRole('button', { name: '返回列表' }));
      await expect(d.getByRole('table', { name: '公告列表' })).toBeVisible();
      await expect(d.getByRole('button', { name: notices[1]!.title })).toHaveFocus();
    });
  },
};

/** Long Chinese titles wrap inside the title column; dates stay on one line. */
export const LongChineseTitles: Story = {
  args: { notices: longTitles },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    const title = within(dialog).getByRole('button', { name: longTitles[0]!.title });
    const date = within(dialog).getByText('2025-02-01');
    await expect(title.getBoundingClientRect().height).toBeGreaterThan(
      date.getBoundingClientRect().height * 1.5,
    );
    await expect(date.getBoundingClientRect().height).toBeLessThan(30);
  },
};

/** 30 notices, no pagination: all rows are there and the dialog body scrolls. */
export const ManyNotices: Story = {
  args: { notices: manyNotices },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    const table = within(dialog).getByRole('table', { name: '公告列表' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(dialog.offsetHeight).toBeLessThanOrEqual(window.innerHeight);
    const last = within(dialog).getByRole('button', { name: manyNotices[29]!.title });
    last.focus();
    await expect(last).toHaveFocus();
  },
};

/** No notices yet. */
export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(within(dialog).getByRole('cell', { name: '暂无公告' })).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { notices: [], loading: true },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(within(dialog).getByRole('cell', { name: '加载中…' })).toBeVisible();
  },
};

/** The list could not be loaded (network or server): says so, with a retry — never "no notices". */
export const Failed: Story = {
  args: { notices: [], failed: true, onRetry: fn() },
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    const d = within(dialog);
    await expect(d.getByText('公告加载失败，请检查网络后重试')).toBeVisible();
    await expect(d.queryByText('暂无公告')).toBeNull();
    await userEvent.click(d.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Editor HTML: headings, lists, quote, table, image and an external link (new tab, noopener). */
export const RichDetail: Story = {
  args: { notices: [richNotice, ...notices] },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: richNotice.title }));
    await expect(d.getByRole('heading', { name: richNotice.title })).toHaveFocus();
    await expect(d.getByRole('heading', { name: '一、下载方式' })).toBeVisible();
    await expect(d.getAllByRole('listitem')).toHaveLength(5);
    await expect(d.getByRole('table')).toBeVisible();
    const link = d.getByRole('link', { name: '帮助中心' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(d.getByText('2025-03-01')).toBeVisible();
  },
};

/** Scripts, event handlers, javascript: links, iframes, forms and styles are removed. */
export const XssSanitised: Story = {
  args: { notices: [xssNotice] },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: xssNotice.title }));
    const content = d.getByTestId('notice-content');
    await expect(content).toHaveTextContent('正常的段落文字。');
    await userEvent.click(d.getByText('点击这段文字不会执行任何代码。'));
    await userEvent.click(d.getByText('伪装成链接的脚本'));
    // Give a blocked onerror/onload a chance to have run.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect((window as { __noticeXss?: string }).__noticeXss).toBeUndefined();
    await expect(content.querySelector('script, iframe, form, input, style')).toBeNull();
    await expect(content.querySelector('[onerror], [onload], [onclick]')).toBeNull();
    await expect(content.querySelector('a')).not.toHaveAttribute('href');
    await expect(canvas.getByRole('dialog', { name: '公告中心' })).toBeVisible();
  },
};

/** Escape closes; focus returns to the bell button that opened it. */
export const OpensFromButton: Story = {
  args: { open: false },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: '公告' });
    await userEvent.click(opener);
    await openDialog(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

/** 375 px phone: the list fits the screen (titles wrap), so every date stays in view. */
export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: { notices: longTitles },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    // offsetWidth: layout size, unaffected by the opening animation's transform.
    await expect(dialog.offsetWidth).toBeLessThanOrEqual(375);
    const region = within(dialog).getByRole('region', { name: '公告列表' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const date = within(region).getByText('2025-02-01');
    const box = date.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
  },
};

const withReadMarks: NoticeItem[] = notices.map((notice, index) => ({
  ...notice,
  publishedAt: notice.createTime,
  read: index > 0,
}));

/** A member's list: unread ones bold with a dot ("未读" for screen readers) and a "mark all". */
export const Unread: Story = {
  args: { notices: withReadMarks, onRead: fn(), onMarkAllRead: fn() },
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    const d = within(dialog);
    await expect(d.getByText('1 条未读')).toBeVisible();
    await expect(d.getAllByTestId('notice-unread')).toHaveLength(1);
    await userEvent.click(
      d.getByRole('button', { name: new RegExp(`^未读：\\s?${notices[0]!.title}$`) }),
    );
    await expect(args.onRead).toHaveBeenCalledWith(withReadMarks[0]);
  },
};

/** Everything read: no dots, no count, no "mark all". */
export const AllRead: Story = {
  args: { notices: withReadMarks.map((notice) => ({ ...notice, read: true })) },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(within(dialog).queryByTestId('notice-unread')).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: '全部标为已读' })).toBeNull();
  },
};

/** The bell and its list together: opening a notice or "mark all" lowers the bell's count. */
function BellDemo() {
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<NoticeItem[]>(() =>
    withReadMarks.map((notice) => ({ ...notice, read: notice.id === 3 })),
  );
  const unread = items.filter((notice) => !notice.read).length;
  const read = (ids: readonly (number | string | undefined)[]) =>
    setItems((list) =>
      list.map((notice) => (ids.includes(notice.id) ? { ...notice, read: true } : notice)),
    );
  return (
    <>
      <IconButton label="公告" icon={<BellIcon />} badge={unread} onClick={() => setOpen(true)} />
      <NoticeModal
        open={open}
        onClose={() => setOpen(false)}
        notices={items}
        onRead={(notice) => read([notice.id])}
        onMarkAllRead={() => read(items.map((notice) => notice.id))}
      />
    </>
  );
}

export const BellCountsUnread: Story = {
  render: () => <BellDemo />,
  play: async ({ canvas, step }) => {
    const bell = canvas.getByRole('button', { name: /公告/ });
    await expect(bell).toHaveTextContent('2');
    await step('open one unread notice', async () => {
      await userEvent.click(bell);
      const dialog = await openDialog(canvas);
      await userEvent.click(
        within(dialog).getByRole('button', {
          name: new RegExp(`^未读：\\s?${notices[1]!.title}$`),
        }),
      );
      await expect(bell).toHaveTextContent('1');
      await userEvent.click(within(dialog).getByRole('button', { name: '返回列表' }));
    });
    await step('mark all read', async () => {
      const dialog = await openDialog(canvas);
      await userEvent.click(within(dialog).getByRole('button', { name: '全部标为已读' }));
      await expect(bell).not.toHaveTextContent(/\d/);
    });
  },
};

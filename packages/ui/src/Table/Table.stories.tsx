import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { theme } from '../theme';
import { Table } from './Table';
import type { TableColumn } from './Table';

interface Notice {
  id: number;
  title: string;
  createTime: string;
}

const rows: Notice[] = [
  { id: 1, title: '关于春节期间素材更新安排的通知', createTime: '2025-01-20 10:00' },
  { id: 2, title: '配音中心新增AI声音克隆功能', createTime: '2024-12-08 09:30' },
  { id: 3, title: '会员等级权益调整说明', createTime: '2024-11-15 16:45' },
];

const columns: TableColumn<Notice>[] = [
  { key: 'title', header: '标题' },
  { key: 'createTime', header: '日期', nowrap: true, width: 160 },
];

const meta = {
  title: 'Primitives/Table',
  component: Table<Notice>,
  tags: ['autodocs'],
  args: {
    columns,
    rows,
    rowKey: (row: Notice) => row.id,
    label: '公告列表',
    minWidth: theme.layout.noticeTableMinWidth,
  },
} satisfies Meta<typeof Table<Notice>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '公告列表' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('columnheader', { name: '标题' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [], empty: '暂无公告' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: '暂无公告' })).toBeInTheDocument();
  },
};

/** At 375 px the table keeps its 576 px minimum and the region scrolls sideways. */
export const ScrollsOnMobile: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '公告列表' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

/** A row's action stays in view at the right edge while the rest scrolls (issue 26, phones). */
export const StickyActionOnMobile: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  args: {
    columns: [
      ...columns,
      {
        key: 'action',
        header: '操作',
        nowrap: true,
        stickyEnd: true,
        render: () => <a href="#x">重新下载</a>,
      },
    ],
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '公告列表' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const action = canvas.getAllByRole('link', { name: '重新下载' })[0]!;
    await expect(action.getBoundingClientRect().right).toBeLessThanOrEqual(
      region.getBoundingClientRect().right,
    );
  },
};

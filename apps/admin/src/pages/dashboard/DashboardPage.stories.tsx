import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consoleScreen } from '../../testing/ConsoleScreen';
import { type ConsoleStory } from '../../testing/screenStories';

export default {
  title: 'Dashboard',
  tags: ['autodocs'],
  ...consoleScreen({ at: '/dashboard', role: 'owner' }),
} satisfies Meta;

/** The owner: every menu entry, the queues with their badges, today's money and the 14-day chart. */
export const Owner: ConsoleStory = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '仪表盘' })).toBeInTheDocument();
    const menu = canvas.getByRole('navigation', { name: '后台菜单' });
    for (const entry of ['会员审核', '订单管理', '资金流水', '操作日志', '后台账号'])
      await expect(within(menu).getByRole('link', { name: new RegExp(entry) })).toBeVisible();
    await expect(within(menu).getByLabelText('2 个待审核')).toHaveTextContent('2');
    await expect(await canvas.findByText('今日收入')).toBeVisible();
    await expect(canvas.getByText('¥3,568.00')).toBeVisible();
    await expect(canvas.getByText('林总（所有者）')).toBeVisible();
    // The 14-day chart (chart.js, loaded with the dashboard).
    await expect(await canvas.findByText('近 14 天')).toBeVisible();
  },
};

/** An editor: content pages only, no queues and no money (the server sends none). */
export const Editor: ConsoleStory = {
  parameters: { console: { role: 'editor' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('会员总数')).toBeVisible();
    await expect(canvas.getByText('今日配音任务')).toBeVisible();
    await expect(canvas.queryByText('今日收入')).toBeNull();
    await expect(canvas.queryByText('待审核会员')).toBeNull();
    const menu = canvas.getByRole('navigation', { name: '后台菜单' });
    await expect(within(menu).getByRole('link', { name: '文档管理' })).toBeVisible();
    for (const hidden of [/会员审核/, /订单管理/, /资金流水/, /后台账号/])
      await expect(within(menu).queryByRole('link', { name: hidden })).toBeNull();
  },
};

/** Finance: money and the money pages, no review queues. */
export const Finance: ConsoleStory = {
  parameters: { console: { role: 'finance' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('今日收入')).toBeVisible();
    await expect(canvas.getByText('今日订单 23')).toBeVisible();
    await expect(canvas.queryByText('待处理报告')).toBeNull();
    const menu = canvas.getByRole('navigation', { name: '后台菜单' });
    for (const entry of ['订单管理', '资金流水', '对账', '卡密管理'])
      await expect(within(menu).getByRole('link', { name: entry })).toBeVisible();
    await expect(within(menu).queryByRole('link', { name: '文档管理' })).toBeNull();
  },
};

/** A reviewer: the two queues with their counts and badges. */
export const Reviewer: ConsoleStory = {
  parameters: { console: { role: 'reviewer' } },
  play: async ({ canvas }) => {
    const pending = await canvas.findByRole('group', { name: '待审核会员' });
    await expect(pending).toHaveTextContent('2');
    await expect(canvas.getByRole('group', { name: '待处理报告' })).toHaveTextContent('1');
    const menu = canvas.getByRole('navigation', { name: '后台菜单' });
    await expect(await within(menu).findByLabelText('1 份报告待处理')).toBeVisible();
  },
};

export const English: ConsoleStory = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Console menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Switch language' })).toHaveTextContent('中文');
  },
};

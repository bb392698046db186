import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { StaffRole } from '../../lib/api';
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

type Words = (string | RegExp)[];

/**
 * The dashboard as `role` sees it: the texts it shows (the first once loaded) and hides, the
 * menu entries it offers and those it leaves out.
 */
const roleDashboard = (
  role: StaffRole,
  {
    shows: [loaded, ...shows],
    hides,
    menu,
    notInMenu,
  }: Record<'shows' | 'hides' | 'menu' | 'notInMenu', Words>,
): ConsoleStory => ({
  parameters: { console: { role } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(loaded!)).toBeVisible();
    for (const text of shows) await expect(canvas.getByText(text)).toBeVisible();
    for (const text of hides) await expect(canvas.queryByText(text)).toBeNull();
    const nav = canvas.getByRole('navigation', { name: '后台菜单' });
    for (const name of menu) await expect(within(nav).getByRole('link', { name })).toBeVisible();
    for (const name of notInMenu)
      await expect(within(nav).queryByRole('link', { name })).toBeNull();
  },
});

/** An editor: content pages only, no queues and no money (the server sends none). */
export const Editor = roleDashboard('editor', {
  shows: ['会员总数', '今日配音任务'],
  hides: ['今日收入', '待审核会员'],
  menu: ['文档管理'],
  notInMenu: [/会员审核/, /订单管理/, /资金流水/, /后台账号/],
});

/** Finance: money and the money pages, no review queues. */
export const Finance = roleDashboard('finance', {
  shows: ['今日收入', '今日订单 23'],
  hides: ['待处理报告'],
  menu: ['订单管理', '资金流水', '对账', '卡密管理'],
  notInMenu: ['文档管理'],
});

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

import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { refuse } from '../../testing/memoryConsole';
import { consoleScreen } from '../../testing/ConsoleScreen';
import { type ConsoleStory, findRow, tableScreenStory } from '../../testing/screenStories';

export default {
  title: 'Members',
  tags: ['autodocs'],
  ...consoleScreen({ at: '/members', role: 'owner' }),
} satisfies Meta;

/**
 * Every member with query form (keyword, status, registration dates); 查看 opens the member,
 * whose sessions name the device (the raw user agent on hover).
 */
export const List = tableScreenStory({
  table: '会员列表',
  row: 'xiaoming',
  shows: ['¥128.00', '高级会员'],
  then: async ({ canvas, table, row }) => {
    await expect(within(table).getByText('已锁定')).toBeVisible();
    await expect(canvas.getByRole('search')).toBeVisible();

    await userEvent.click(within(row).getByRole('button', { name: '查看 xiaoming' }));
    const drawer = await screen.findByRole('dialog', { name: '会员详情：xiaoming' });
    await expect(drawer).toBeVisible();
    await userEvent.click(await within(drawer).findByRole('tab', { name: '会话' }));
    const sessions = await within(drawer).findByRole('table', { name: '会话' });
    const device = within(sessions).getByText('Chrome 126 · Windows');
    await expect(device).toBeVisible();
    await expect(device).toHaveAttribute('title', expect.stringContaining('Mozilla/5.0'));
    await expect(within(sessions).queryByText(/Mozilla/)).toBeNull();
  },
});

/** xiaoming's account log, opened from the list in the console's words for the locale. */
const memberLogsStory = (words: {
  members: string;
  view: string;
  member: string;
  logs: string;
  shows: string[];
}): ConsoleStory => ({
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: words.members });
    const row = await findRow(table, 'xiaoming');
    await userEvent.click(within(row).getByRole('button', { name: words.view }));
    const drawer = await screen.findByRole('dialog', { name: words.member });
    await userEvent.click(await within(drawer).findByRole('tab', { name: words.logs }));
    const logs = await within(drawer).findByRole('table', { name: words.logs });
    for (const action of words.shows) await expect(within(logs).getByText(action)).toBeVisible();
    await expect(within(logs).queryByText(/^(login|passwordUpdate)$/)).toBeNull();
  },
});

/** The member's account log names each action (登录, 修改密码), never its key (`login`). */
export const Logs = memberLogsStory({
  members: '会员列表',
  view: '查看 xiaoming',
  member: '会员详情：xiaoming',
  logs: '日志',
  shows: ['登录', '修改密码'],
});

/** In English, the same entries in English. */
export const LogsInEnglish: ConsoleStory = {
  globals: { locale: 'en' },
  ...memberLogsStory({
    members: 'Members',
    view: 'View xiaoming',
    member: 'Member: xiaoming',
    logs: 'Logs',
    shows: ['Log in', 'Password change'],
  }),
};

/** A keyword narrows the list (account, nickname or phone). */
export const Search: ConsoleStory = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '会员列表' });
    await within(table).findByText('xiaoming');
    await userEvent.type(canvas.getByLabelText('账号 / 昵称 / 手机'), 'animator');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    // animator_li is in the whole list too: wait for the narrowed one to replace it.
    await waitFor(() => expect(within(table).queryByText('xiaoming')).toBeNull());
    await expect(within(table).getByText('animator_li')).toBeVisible();
  },
};

/** Finance reads members (balances) but does not approve or lock: no such buttons. */
export const Finance: ConsoleStory = {
  parameters: { console: { role: 'finance' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '会员列表' });
    await expect(await within(table).findByRole('button', { name: '查看 xiaoming' })).toBeVisible();
    await expect(within(table).queryByRole('button', { name: /^(锁定|通过) / })).toBeNull();
    const menu = canvas.getByRole('navigation', { name: '后台菜单' });
    await expect(within(menu).queryByRole('link', { name: /会员审核/ })).toBeNull();
  },
};

/** The server refuses: its message shows as a toast and the table stays empty. */
export const LoadFailed: ConsoleStory = {
  parameters: {
    console: {
      handlers: { 'GET /api/admin/members': () => refuse(500, '服务器繁忙，请稍后再试') },
    },
  },
  play: async ({ canvas }) => {
    await expect((await screen.findAllByText('服务器繁忙，请稍后再试')).length).toBeGreaterThan(0);
    await expect(await canvas.findByRole('table', { name: '会员列表' })).toBeVisible();
  },
};

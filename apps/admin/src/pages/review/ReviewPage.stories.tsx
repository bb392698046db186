import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MEMBERS } from '../../testing/demoData';
import { consoleScreen } from '../../testing/ConsoleScreen';
import { type ConsoleStory, tableScreenStory } from '../../testing/screenStories';

export default {
  title: 'Review queue',
  tags: ['autodocs'],
  ...consoleScreen({ at: '/review', role: 'reviewer' }),
} satisfies Meta;

/** Registrations waiting: 通过 lets the member in, the row leaves and the menu badge counts down. */
export const Approve = tableScreenStory({
  table: '待审核会员',
  row: 'newbie_22',
  then: async ({ canvas, table }) => {
    await expect(within(table).getByText('studio_k')).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: '后台菜单' });
    await expect(await within(menu).findByLabelText('2 个待审核')).toBeVisible();

    await userEvent.click(within(table).getByRole('button', { name: '通过 newbie_22' }));
    await expect((await screen.findAllByText('已通过「newbie_22」的注册')).length).toBeGreaterThan(
      0,
    );
    await waitFor(() => expect(within(table).queryByText('newbie_22')).toBeNull());
    await expect(await within(menu).findByLabelText('1 个待审核')).toBeVisible();
  },
});

/** 驳回 asks for a reason the member sees at login; none given, the drawer says so. */
export const RejectWithReason: ConsoleStory = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '待审核会员' });
    await userEvent.click(await within(table).findByRole('button', { name: '驳回 studio_k' }));
    const drawer = await screen.findByRole('dialog', { name: '驳回注册：studio_k' });
    const d = within(drawer);
    await userEvent.click(d.getByRole('button', { name: '驳回' }));
    await expect(d.getByText('请填写驳回原因，会员会看到它')).toHaveAttribute('role', 'alert');
    await userEvent.type(
      d.getByLabelText('驳回原因（会员登录时可见）'),
      '请使用真实的工作室名称注册',
    );
    await userEvent.click(d.getByRole('button', { name: '驳回' }));
    await expect((await screen.findAllByText('已驳回「studio_k」的注册')).length).toBeGreaterThan(
      0,
    );
    await waitFor(() => expect(within(table).queryByText('studio_k')).toBeNull());
  },
};

/** Nobody waiting: the table says so and the menu shows no badge. */
export const Empty: ConsoleStory = {
  parameters: {
    console: { seed: { members: MEMBERS.filter((m) => m.status !== 'pending') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有待审核的会员')).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: '后台菜单' });
    await expect(within(menu).getByRole('link', { name: '会员审核' })).toBeVisible();
  },
};

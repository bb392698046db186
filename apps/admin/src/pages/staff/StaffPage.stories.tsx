import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { consoleScreen } from '../../testing/ConsoleScreen';
import { type ConsoleStory, findRow, tableScreenStory } from '../../testing/screenStories';

export default {
  title: 'Staff',
  tags: ['autodocs'],
  ...consoleScreen({ at: '/staff', role: 'owner' }),
} satisfies Meta;

/** The owner's list of staff accounts: role, second factor, state; the owner's own row marked. */
export const List = tableScreenStory({
  table: '后台账号列表',
  row: '林总（你）',
  then: async ({ table }) => {
    const intern = await findRow(table, '实习生');
    await expect(within(intern).getByText('已停用')).toBeVisible();
    await expect(within(intern).getByRole('button', { name: '启用 实习生' })).toBeVisible();
  },
});

/** 新建账号: name and role; the one-time password is shown once, to be handed over. */
export const Create: ConsoleStory = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '后台账号列表' });
    await within(table).findByText('审核老周');
    await userEvent.click(canvas.getByRole('button', { name: '新建账号' }));
    const drawer = within(await screen.findByRole('dialog', { name: '新建账号' }));
    await userEvent.type(drawer.getByRole('textbox', { name: /^\*?账号$/ }), 'editor_chen');
    await userEvent.selectOptions(drawer.getByRole('combobox', { name: /角色/ }), 'reviewer');
    await userEvent.click(drawer.getByRole('button', { name: '创建' }));
    const shown = await screen.findByRole('dialog', { name: '请把密码交给「editor_chen」' });
    await expect(within(shown).getByLabelText('初始密码')).toHaveTextContent('Qx7-mK2p-Rf9w');
    await userEvent.click(within(shown).getByRole('button', { name: '我已记下' }));
    await expect(await within(table).findByText('editor_chen')).toBeVisible();
  },
};

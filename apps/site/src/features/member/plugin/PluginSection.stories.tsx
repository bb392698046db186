import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { memberInfo } from '../../../testing/fixtures';
import { siteScreen, type SiteScreenParameters } from '../../../testing/SiteScreen';

const site: SiteScreenParameters = {
  at: '/user/info/plugin',
  user: memberInfo(
    { levelId: 3, levelName: '至尊会员' },
    { id: 3, name: '至尊会员', plugin: true },
  ),
};

const meta = {
  title: 'Member center/Plugin',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A wrong machine code is named at the field; a right one gives an activation code to copy. */
export const Activate: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无激活记录')).toBeInTheDocument();
    const input = canvas.getByLabelText(/机器码/);
    await userEvent.type(input, 'ABCD_1234');
    await userEvent.click(canvas.getByRole('button', { name: '获取激活码' }));
    await expect(input).toHaveAccessibleDescription(/请正确填写机器码/);
    await expect(input).toHaveFocus();

    await userEvent.clear(input);
    await userEvent.type(input, 'ABCD-1234-EFGH-5678');
    await userEvent.click(canvas.getByRole('button', { name: '获取激活码' }));
    await expect(await canvas.findByTestId('activation-code')).toHaveTextContent(/^ACT-/);
    await expect(canvas.getByRole('button', { name: '复制激活码' })).toBeInTheDocument();
    const table = await canvas.findByRole('table', { name: '我的激活记录' });
    await expect(await within(table).findByText('ABCD-1234-EFGH-5678')).toBeInTheDocument();
  },
};

/** A level without the plugin right is told so (the server still decides). */
export const LevelWithoutPlugin: Story = {
  parameters: { site: { user: memberInfo() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/不包含插件权益，升级后即可激活/)).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/机器码/), 'ABCD-1234-EFGH-5678');
    await userEvent.click(canvas.getByRole('button', { name: '获取激活码' }));
    await expect(
      (await canvas.findAllByText('您的会员等级（普通会员）不包含插件权益')).length,
    ).toBeGreaterThan(0);
    await expect(canvas.queryByTestId('activation-code')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Get activation code' }),
    ).toBeInTheDocument();
  },
};

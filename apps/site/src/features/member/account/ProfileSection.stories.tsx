import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SMS_CODE } from '../../../testing/demoData';
import { siteScreen, type SiteScreenParameters } from '../../../testing/SiteScreen';

const site: SiteScreenParameters = { at: '/user/info/profile' };

const meta = {
  title: 'Member center/Profile',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new nickname is saved and greets the member at once. */
export const Nickname: Story = {
  play: async ({ canvas }) => {
    const nickname = await canvas.findByLabelText(/^\*?昵称$/);
    await userEvent.clear(nickname);
    await userEvent.click(canvas.getByRole('button', { name: '保存昵称' }));
    await expect(nickname).toHaveAccessibleDescription('请输入昵称');
    await userEvent.type(nickname, '小林');
    await userEvent.click(canvas.getByRole('button', { name: '保存昵称' }));
    await expect(await canvas.findByRole('heading', { name: '你好，小林' })).toBeInTheDocument();
  },
};

/** Changing the phone number needs the code sent to the new one. */
export const ChangePhone: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: '更换手机号' });
    await expect(within(form).getByText('当前手机号：138****0001')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: '确认更换' }));
    await expect(within(form).getByLabelText('新手机号')).toHaveAccessibleDescription(
      '请输入11位中国大陆手机号',
    );
    await userEvent.type(within(form).getByLabelText('新手机号'), '13912345678');
    await userEvent.type(within(form).getByLabelText('短信验证码'), SMS_CODE);
    await userEvent.click(within(form).getByRole('button', { name: '确认更换' }));
    await waitFor(() =>
      expect(within(form).getByText('当前手机号：139****5678')).toBeInTheDocument(),
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Save nickname' })).toBeInTheDocument();
  },
};

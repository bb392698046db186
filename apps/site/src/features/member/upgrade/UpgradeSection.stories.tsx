import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { siteScreen, type SiteScreenParameters } from '../../../testing/SiteScreen';

const site: SiteScreenParameters = { at: '/user/info/upgrade' };

const meta = {
  title: 'Member center/Upgrade',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every level with its price and rights; the current one marked, a short balance said. */
export const Levels: Story = {
  play: async ({ canvas }) => {
    const current = await canvas.findByTestId('level-1');
    await expect(within(current).getByRole('button', { name: '当前等级' })).toBeDisabled();
    const top = canvas.getByTestId('level-3');
    await expect(within(top).getByText('¥499.00')).toBeInTheDocument();
    await expect(within(top).getByText(/余额不足，还差 ¥199.00。/)).toBeInTheDocument();
    await expect(within(top).getByRole('list', { name: '至尊会员的权益' })).toHaveTextContent(
      '插件（已开通）',
    );
  },
};

/** Upgrading is confirmed first; the balance pays and the new level shows at once. */
export const Upgrade: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '升级到高级会员' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确认升级' });
    await expect(confirm).toHaveTextContent(
      '确定花费 ¥199.00 升级到「高级会员」吗？当前余额 ¥300.00。',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: '确认升级' }));
    await expect((await screen.findAllByText('升级成功，您现在是高级会员')).length).toBeGreaterThan(
      0,
    );
    await expect(canvas.getByTestId('member-balance')).toHaveTextContent('¥101.00');
    await expect(
      within(canvas.getByTestId('level-2')).getByRole('button', { name: '当前等级' }),
    ).toBeDisabled();
  },
};

/** The server refuses (the balance is short): its words stay above the levels. */
export const Refused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '升级到至尊会员' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确认升级' });
    await userEvent.click(within(confirm).getByRole('button', { name: '确认升级' }));
    const refusal = await canvas.findByTestId('upgrade-refusal');
    await expect(refusal).toHaveTextContent('升级未成功');
    await expect(refusal).toHaveTextContent('余额不足：升级到至尊会员需要¥499.00');
    await expect(within(refusal).getByRole('link', { name: '去充值' })).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Upgrade level' }),
    ).toBeInTheDocument();
  },
};

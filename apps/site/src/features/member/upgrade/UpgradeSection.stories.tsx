import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { memberInfo } from '../../../testing/fixtures';
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
    // 高级会员 is sold by the year: the dialog says until when.
    await expect(confirm).toHaveTextContent(
      /确定花费 ¥199\.00 升级到「高级会员」吗？有效期至 \d{4}-\d{2}-\d{2}。当前余额 ¥300\.00。/,
    );
    await userEvent.click(within(confirm).getByRole('button', { name: '确认升级' }));
    await expect((await screen.findAllByText('升级成功，您现在是高级会员')).length).toBeGreaterThan(
      0,
    );
    await expect(canvas.getByTestId('member-balance')).toHaveTextContent('¥101.00');
    // The level is now the member's, bought for a year: its card offers the renewal.
    const bought = canvas.getByTestId('level-2');
    await expect(bought).toHaveAttribute('aria-current', 'true');
    await expect(within(bought).getByRole('button', { name: '续费高级会员' })).toBeEnabled();
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

const premium = { id: 2, name: '高级会员', price: 19_900, termDays: 365, dailyDownloads: 50 };

/** A member with a yearly term: when it ends, and 续费 adds a year to it. */
export const Renewal: Story = {
  parameters: {
    site: {
      ...site,
      user: memberInfo(
        { levelId: 2, levelName: '高级会员', levelExpireTime: '2027-03-01T00:00:00.000Z' },
        { ...premium, template: true, dubbing: true },
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('member-level-term')).toHaveTextContent(
      '有效期至 2027-03-01',
    );
    const card = await canvas.findByTestId('level-2');
    await expect(card).toHaveTextContent('每日可下载 50 个素材');
    await userEvent.click(within(card).getByRole('button', { name: '续费高级会员' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确认续费' });
    await expect(confirm).toHaveTextContent('续费后有效期至 2028-02-29');
    await userEvent.click(within(confirm).getByRole('button', { name: '确认续费' }));
    await waitFor(() =>
      expect(canvas.getByTestId('member-level-term')).toHaveTextContent('有效期至 2028-02-29'),
    );
  },
};

/** The term ran out: the free level's rights, the lapsed level named, 续费 offered. */
export const Expired: Story = {
  parameters: {
    site: {
      ...site,
      user: memberInfo({
        levelExpireTime: '2025-01-01T00:00:00.000Z',
        lapsedLevel: { id: 2, name: '高级会员' },
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('member-level-term')).toHaveTextContent(
      '高级会员已于 2025-01-01 到期',
    );
    await expect(
      within(await canvas.findByTestId('level-2')).getByRole('button', { name: '续费高级会员' }),
    ).toBeEnabled();
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

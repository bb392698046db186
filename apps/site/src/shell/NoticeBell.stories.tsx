import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Notice } from '@dongman/api-client';
import { NOTICES } from '../testing/demoData';
import { memberInfo } from '../testing/fixtures';
import { siteScreen, type SiteScreenParameters } from '../testing/SiteScreen';

// The top bar's notice bell for a signed-in member: unread notices (kept per member on the
// server) and the membership reminders the server adds 7 days and 1 day before a term ends.

const DAY = 24 * 60 * 60 * 1000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const notices: Notice[] = [
  {
    id: 3,
    title: '三月素材更新：新增场景与特效素材',
    noticeContent: '<p>本月共新增场景与特效素材 12 组。</p>',
    createTime: '2025-03-01T02:00:00.000Z',
  },
  ...NOTICES,
];

const site: SiteScreenParameters = {
  at: '/home',
  user: memberInfo(),
  // Notice 2 was read before: two are unread.
  seed: { notices, readNotices: [2] },
};

const meta = {
  title: 'Shell/Notice bell',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const bell = (canvas: { findByRole: typeof screen.findByRole }) =>
  canvas.findByRole('button', { name: /^公告/ });

/** Unread notices: counted by the bell, marked in the list, all marked read at once. */
export const UnreadNotices: Story = {
  play: async ({ canvas }) => {
    const button = await bell(canvas);
    await waitFor(() => expect(button).toHaveAccessibleName(/2/));
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: '公告中心' });
    await expect(await within(dialog).findByText('2 条未读')).toBeVisible();
    await expect(within(dialog).getAllByTestId('notice-unread')).toHaveLength(2);
    // Each row dated.
    await expect(within(dialog).getAllByRole('row')[1]!.querySelector('time')).toHaveTextContent(
      '2025-03-01',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(within(dialog).queryAllByTestId('notice-unread')).toHaveLength(0));
    await expect(button).toHaveAccessibleName('公告');
  },
};

const premium = { id: 2, name: '高级会员', price: 19_900, termDays: 365, dailyDownloads: 50 };
// Built when the story loads: "soon" means soon from today, as the site reads the date.
const ends = Date.now() + 6 * DAY;
const reminder: Notice = {
  id: -101,
  title: '您的高级会员将于 7 天内到期',
  noticeContent: `<p>您的高级会员将于 ${day(ends)} 到期。续费后有效期顺延。</p>`,
  createTime: new Date(Date.now() - DAY).toISOString(),
};

/**
 * A term that ends in 6 days: the member center says until when, with 续费, and the bell brings
 * the server's reminder as an unread notice.
 */
export const ExpiringSoon: Story = {
  parameters: {
    site: {
      at: '/user/info',
      user: memberInfo(
        { levelId: 2, levelName: '高级会员', levelExpireTime: new Date(ends).toISOString() },
        { ...premium, template: true },
      ),
      seed: { notices: NOTICES, readNotices: NOTICES.map((n) => n.id), reminders: [reminder] },
    },
  },
  play: async ({ canvas }) => {
    const summary = await canvas.findByTestId('member-summary');
    await expect(within(summary).getByTestId('member-level-term')).toHaveTextContent(
      `有效期至 ${day(ends)}`,
    );
    await expect(within(summary).getByRole('link', { name: '续费' })).toHaveAttribute(
      'href',
      expect.stringMatching(/#\/user\/info\/upgrade$/),
    );
    const button = await bell(canvas);
    await waitFor(() => expect(button).toHaveAccessibleName(/1/));
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: '公告中心' });
    const row = (await within(dialog).findByText('您的高级会员将于 7 天内到期')).closest('tr')!;
    await expect(within(row).getByTestId('notice-unread')).toBeInTheDocument();
    await expect(within(dialog).getAllByTestId('notice-unread')).toHaveLength(1);
  },
};

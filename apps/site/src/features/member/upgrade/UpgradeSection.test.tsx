import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UsersLevelInfo } from '@dongman/api-client';
import InfoPage from '../InfoPage';
import { fail, memberInfo, ok, renderPage } from '../testing';

const level = (id: number, name: string, price: number, rights: Partial<UsersLevelInfo> = {}) => ({
  id,
  name,
  price,
  sourceMaterial: true,
  myzSourceMaterial: false,
  template: false,
  plugin: false,
  dubbing: false,
  course: false,
  ...rights,
});
const levels = [
  level(1, '普通会员', 0, { dailyDownloads: 10, termDays: null }),
  level(2, '高级会员', 19_900, {
    dubbing: true,
    template: true,
    dailyDownloads: 50,
    termDays: 365,
  }),
  level(3, '至尊会员', 49_900, { dubbing: true, template: true, plugin: true, termDays: null }),
];

function setup(
  upgradeLevel: ReturnType<typeof vi.fn>,
  afterwards = memberInfo(),
  user = memberInfo(),
) {
  const api = {
    listLevels: vi.fn(async () => levels),
    upgradeLevel,
    // The session check after an upgrade answers what the server now holds.
    getSession: vi.fn(async () => ok(afterwards)),
  };
  return renderPage(<InfoPage />, {
    api,
    user,
    path: '/user/info/:action',
    at: '/user/info/upgrade',
  });
}

describe('level upgrade', { timeout: 30_000 }, () => {
  it('marks the current level and says how much is missing', async () => {
    setup(vi.fn());
    const current = await screen.findByTestId('level-1');
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(within(current).getByRole('button', { name: '当前等级' })).toBeDisabled();
    expect(within(screen.getByTestId('level-3')).getByText(/余额不足，还差 ¥199.00/)).toBeVisible();
  });

  it('asks first, then shows the server refusal when the balance is short', async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = '余额不足：升级到至尊会员需要¥499.00，当前余额¥300.00，请先充值';
    const upgradeLevel = vi.fn(async () => fail(403, refusal));
    const { session } = setup(upgradeLevel);

    await user.click(await screen.findByRole('button', { name: '升级到至尊会员' }));
    const dialog = screen.getByRole('alertdialog', { name: '确认升级' });
    expect(dialog).toHaveTextContent('确定花费 ¥499.00 升级到「至尊会员」吗？当前余额 ¥300.00。');
    expect(upgradeLevel).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '确认升级' }));

    expect(upgradeLevel).toHaveBeenCalledWith(3);
    expect(await screen.findByTestId('upgrade-refusal')).toHaveTextContent(refusal);
    expect(screen.getByTestId('upgrade-refusal')).toHaveAttribute('role', 'alert');
    expect(session.getUserInfo().usersInfo.levelName).toBe('普通会员');
  });

  it('stores the upgraded record and thanks the member', async () => {
    const user = userEvent.setup({ delay: null });
    const upgraded = memberInfo(
      { levelId: 2, levelName: '高级会员', money: 10_100 },
      { id: 2, name: '高级会员', price: 19_900, dubbing: true, template: true },
    );
    const { session } = setup(
      vi.fn(async () => ok(upgraded)),
      upgraded,
    );

    await user.click(await screen.findByRole('button', { name: '升级到高级会员' }));
    await user.click(screen.getByRole('button', { name: '确认升级' }));

    await waitFor(() => expect(screen.getByTestId('member-balance')).toHaveTextContent('¥101.00'));
    expect(session.getUserInfo().usersLevelInfo.name).toBe('高级会员');
    expect(screen.getByTestId('level-2')).toHaveAttribute('aria-current', 'true');
    expect(
      await within(screen.getByRole('status', { name: '通知' })).findByText(
        '升级成功，您现在是高级会员',
      ),
    ).toBeInTheDocument();
  });

  it("shows each level's term, price per term and daily downloads", async () => {
    setup(vi.fn());
    const premium = await screen.findByTestId('level-2');
    expect(premium).toHaveTextContent('¥199.00/ 年');
    expect(premium).toHaveTextContent('每次购买有效 365 天');
    expect(premium).toHaveTextContent('每日可下载 50 个素材');
    expect(screen.getByTestId('level-3')).toHaveTextContent('永久有效');
  });

  it("renews the member's own level from the end of the term and says until when", async () => {
    const user = userEvent.setup({ delay: null });
    const until = '2027-03-01T00:00:00.000Z';
    const holder = memberInfo(
      { levelId: 2, levelName: '高级会员', levelExpireTime: until },
      { id: 2, name: '高级会员', price: 19_900, termDays: 365 },
    );
    const renewed = memberInfo(
      {
        levelId: 2,
        levelName: '高级会员',
        money: 10_100,
        levelExpireTime: '2028-02-29T00:00:00.000Z',
      },
      { id: 2, name: '高级会员', price: 19_900, termDays: 365 },
    );
    const upgradeLevel = vi.fn(async () => ok(renewed));
    setup(upgradeLevel, renewed, holder);

    const card = await screen.findByTestId('level-2');
    expect(card).toHaveTextContent('有效期至 2027-03-01');
    await user.click(within(card).getByRole('button', { name: '续费高级会员' }));
    const dialog = screen.getByRole('alertdialog', { name: '确认续费' });
    expect(dialog).toHaveTextContent('续费后有效期至 2028-02-29');
    await user.click(within(dialog).getByRole('button', { name: '确认续费' }));
    expect(upgradeLevel).toHaveBeenCalledWith(2);
    expect(
      await within(screen.getByRole('status', { name: '通知' })).findByText(
        '续费成功，高级会员有效期至 2028-02-29',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('member-level-term')).toHaveTextContent('有效期至 2028-02-29');
  });

  it('a lapsed member sees when it ended and can renew it', async () => {
    const lapsed = memberInfo({
      levelExpireTime: '2025-01-01T00:00:00.000Z',
      lapsedLevel: { id: 2, name: '高级会员' },
    });
    setup(vi.fn(), lapsed, lapsed);
    expect(await screen.findByTestId('member-level-term')).toHaveTextContent(
      '高级会员已于 2025-01-01 到期',
    );
    expect(screen.getByRole('link', { name: '续费' })).toBeInTheDocument();
    // The level cards come from their own request, which may answer after the member's term.
    const card = await screen.findByTestId('level-2');
    expect(card).toHaveTextContent('已于 2025-01-01 到期');
    expect(within(card).getByRole('button', { name: '续费高级会员' })).toBeEnabled();
  });
});

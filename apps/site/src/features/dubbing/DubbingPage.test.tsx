import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DubbingVoice } from '@dongman/api-client';
import DubbingPage from './DubbingPage';
import { fail, memberInfo, ok, renderPage } from '../member/testing';

const voices: DubbingVoice[] = [
  {
    id: 1,
    name: '晓晓',
    gender: 'female',
    style: '温柔知性',
    sampleText: '你好',
    collected: false,
  },
  { id: 2, name: '云希', gender: 'male', style: '阳光少年', sampleText: '你好', collected: true },
  { id: 3, name: '晓伊', gender: 'child', style: '活泼童声', sampleText: '你好', collected: false },
];

function setup(overrides: Record<string, unknown> = {}) {
  // The server's favourites, changed by the add/remove calls.
  const favourites = new Set(voices.filter((v) => v.collected).map((v) => v.id));
  const api = {
    listDubbingVoices: vi.fn(async () => voices),
    listDubbingFavourites: vi.fn(async () =>
      voices.filter((v) => favourites.has(v.id)).map((v) => ({ ...v, collected: true })),
    ),
    getDubbingCount: vi.fn(async () =>
      ok({ remaining: 3, dailyLimit: 20, dubbingExpireTime: '2099-01-01T00:00:00.000Z' }),
    ),
    addDubbingFavourite: vi.fn(async (id: number) => {
      favourites.add(id);
      return ok(null);
    }),
    removeDubbingFavourite: vi.fn(async (id: number) => {
      favourites.delete(id);
      return ok(null);
    }),
    startDubbing: vi.fn(async () =>
      ok({
        id: 41,
        voiceId: 1,
        text: '大家好',
        audioUrl: '/api/user/dubbing/audio/41',
        durationMs: 2400,
        createTime: '2025-01-01T00:00:00.000Z',
        remaining: 2,
      }),
    ),
    redeemDubbingCard: vi.fn(),
    getSession: vi.fn(async () => ok(memberInfo())),
    ...overrides,
  };
  const view = renderPage(<DubbingPage />, {
    api,
    user: memberInfo({ dubbingExpireTime: '2099-01-01T00:00:00.000Z' }, { dubbing: true }),
  });
  return { ...view, api };
}

describe('dubbing', { timeout: 30_000 }, () => {
  it('shows jobs left today, filters voices and toggles a favourite', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = setup();
    expect(await screen.findByTestId('dubbing-remaining')).toHaveTextContent('3 / 20');
    expect(await screen.findByRole('radio', { name: /晓晓/ })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('性别'), 'male');
    expect(screen.queryByRole('radio', { name: /晓晓/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /云希/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('性别'), '');

    const star = screen.getByRole('button', { name: '收藏晓晓' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(api.addDubbingFavourite).toHaveBeenCalledWith(1);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));

    await user.click(screen.getByRole('button', { name: '我的收藏' }));
    expect(api.listDubbingFavourites).toHaveBeenCalled();
    expect(await screen.findByRole('radio', { name: /晓晓/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /云希/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /晓伊/ })).not.toBeInTheDocument();
  });

  it('counts the text live, refuses more than 500 characters and plays the result', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = setup();
    await user.click(await screen.findByRole('radio', { name: /晓晓/ }));
    const text = screen.getByLabelText(/配音文本/);
    fireEvent.change(text, { target: { value: '字'.repeat(501) } });
    expect(text).toHaveAccessibleDescription(/501 \/ 500/);
    await user.click(screen.getByRole('button', { name: '开始配音' }));
    expect(text).toHaveAccessibleDescription(/配音文本不能超过500个字符/);
    expect(api.startDubbing).not.toHaveBeenCalled();

    await user.clear(text);
    await user.type(text, '大家好');
    expect(text).toHaveAccessibleDescription('3 / 500');
    fireEvent.change(screen.getByLabelText('语速'), { target: { value: '1.5' } });
    await user.click(screen.getByRole('button', { name: '开始配音' }));
    expect(api.startDubbing).toHaveBeenCalledWith({ voiceId: 1, text: '大家好', speed: 1.5 });

    const result = await screen.findByTestId('dubbing-result');
    const audio = result.querySelector('audio');
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('src', '/api/user/dubbing/audio/41');
    expect(screen.getByTestId('dubbing-remaining')).toHaveTextContent('2 / 20');
  });

  it('says why a job is refused and where to go', async () => {
    const user = userEvent.setup({ delay: null });
    setup({ startDubbing: vi.fn(async () => fail(403, '配音服务已到期，请使用卡密续期')) });
    await user.click(await screen.findByRole('radio', { name: /云希/ }));
    await user.type(screen.getByLabelText(/配音文本/), '你好');
    await user.click(screen.getByRole('button', { name: '开始配音' }));
    const refusal = await screen.findByTestId('dubbing-refusal');
    expect(refusal).toHaveTextContent('配音服务已到期，请使用卡密续期');
    expect(within(refusal).getByRole('link', { name: '升级等级' })).toHaveAttribute(
      'href',
      '#/user/info/upgrade',
    );
    await user.click(within(refusal).getByRole('button', { name: '使用卡密兑换' }));
    expect(screen.getByLabelText('卡密')).toHaveFocus();
  });

  it('asks for a voice before starting', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = setup();
    await screen.findByRole('radio', { name: /晓晓/ });
    await user.type(screen.getByLabelText(/配音文本/), '你好');
    await user.click(screen.getByRole('button', { name: '开始配音' }));
    expect(screen.getByText('请先在左侧选择一个音色')).toHaveAttribute('role', 'alert');
    expect(api.startDubbing).not.toHaveBeenCalled();
  });

  it('redeems a card code and shows the new expiry; a used code stays on the field', async () => {
    const user = userEvent.setup({ delay: null });
    const redeem = vi
      .fn()
      .mockResolvedValueOnce(fail(409, '该卡密已被使用'))
      .mockResolvedValueOnce(ok({ addedDays: 30, dubbingExpireTime: '2099-02-01T00:00:00.000Z' }));
    const { api } = setup({ redeemDubbingCard: redeem });
    const input = await screen.findByLabelText('卡密');
    await user.type(input, 'DM30-DEMO-0003');
    await user.click(screen.getByRole('button', { name: '兑换' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('该卡密已被使用'));
    expect(input).toHaveValue('DM30-DEMO-0003');

    await user.click(screen.getByRole('button', { name: '兑换' }));
    await waitFor(() =>
      expect(screen.getByTestId('dubbing-expiry')).toHaveTextContent('2099-02-01'),
    );
    expect(input).toHaveValue('');
    expect(api.getSession).toHaveBeenCalled();
  });
});

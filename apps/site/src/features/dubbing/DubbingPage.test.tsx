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

const redeemedDubbing = {
  type: 'dubbing',
  addedDays: 30,
  dubbingExpireTime: '2099-02-01T00:00:00.000Z',
  levelName: null,
  levelExpireTime: null,
};

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
        status: 'done',
        sentences: 1,
        progress: 1,
        attempts: 1,
        waitingForEngine: false,
        error: null,
        mp3Url: '/api/user/dubbing/audio/41?format=mp3',
      }),
    ),
    redeemDubbingCard: vi.fn(),
    listDubbingSentences: vi.fn(async () =>
      ok({
        list: [
          { index: 0, text: '大家好。', durationMs: 900, pending: false },
          { index: 1, text: '欢迎光临！', durationMs: 1100, pending: false },
        ],
        regenerationsLeft: 20,
      }),
    ),
    regenerateDubbingSentence: vi.fn(),
    getSession: vi.fn(async () => ok(memberInfo())),
    listDubbingJobs: vi.fn(async () =>
      ok({
        list: [
          {
            id: 40,
            voiceId: 2,
            voiceName: '云希',
            text: '昨天的配音',
            audioUrl: '/api/user/dubbing/audio/40',
            durationMs: 1800,
            createTime: '2024-12-31T00:00:00.000Z',
            status: 'done',
            sentences: 1,
            progress: 1,
            attempts: 1,
            waitingForEngine: false,
            error: null,
            mp3Url: '/api/user/dubbing/audio/40?format=mp3',
          },
        ],
        total: 1,
        page: 1,
        size: 5,
      }),
    ),
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
    expect(api.startDubbing).toHaveBeenCalledWith({
      voiceId: 1,
      text: '大家好',
      speed: 1.5,
      pitch: 0,
    });

    const result = await screen.findByTestId('dubbing-result');
    const audio = result.querySelector('audio');
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('src', '/api/user/dubbing/audio/41');
    expect(screen.getByTestId('dubbing-remaining')).toHaveTextContent('2 / 20');
    // The history loads again with the new job.
    await waitFor(() => expect(api.listDubbingJobs).toHaveBeenCalledTimes(2));
  });

  it('inserts a 停顿 at the cursor, sends pitch, and makes one sentence again', async () => {
    const user = userEvent.setup({ delay: null });
    const record = {
      id: 41,
      voiceId: 1,
      voiceName: '晓晓',
      text: '大家好。欢迎各位！',
      audioUrl: '/api/user/dubbing/audio/41',
      mp3Url: '/api/user/dubbing/audio/41?format=mp3',
      durationMs: 2400,
      createTime: '2025-01-01T00:00:00.000Z',
      sentences: 2,
      progress: 1,
      attempts: 0,
      waitingForEngine: false,
      error: null,
    };
    const regenerateDubbingSentence = vi.fn(async () => ok({ ...record, status: 'queued' }));
    const getDubbingJob = vi.fn(async () => ok({ ...record, status: 'done', progress: 2 }));
    const { api } = setup({ regenerateDubbingSentence, getDubbingJob });
    await user.click(await screen.findByRole('radio', { name: /晓晓/ }));
    const text = screen.getByLabelText(/配音文本/) as HTMLTextAreaElement;
    await user.type(text, '大家好。欢迎光临！');
    // The cursor after 。: a one-second pause goes there.
    text.setSelectionRange(4, 4);
    await user.selectOptions(screen.getByLabelText(/停顿时长/), '1000');
    await user.click(screen.getByRole('button', { name: '插入停顿' }));
    expect(text.value).toBe('大家好。<break time="1000ms"/>欢迎光临！');
    fireEvent.change(screen.getByLabelText('音调'), { target: { value: '-2' } });
    expect(screen.getByText('-2 半音')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '开始配音' }));
    expect(api.startDubbing).toHaveBeenCalledWith({
      voiceId: 1,
      text: '大家好。<break time="1000ms"/>欢迎光临！',
      speed: 1,
      pitch: -2,
    });

    const sentences = await screen.findByTestId('dubbing-sentences');
    expect(within(sentences).getByText(/还可重新生成 20 次/)).toBeInTheDocument();
    const second = within(sentences).getByLabelText('第 2 句');
    await user.clear(second);
    await user.type(second, '欢迎各位！');
    await user.click(within(sentences).getByRole('button', { name: '重新生成第 2 句' }));
    expect(regenerateDubbingSentence).toHaveBeenCalledWith(41, 1, { text: '欢迎各位！' });
    // The job is followed again until it is done.
    const result = screen.getByTestId('dubbing-result');
    await waitFor(() => expect(getDubbingJob).toHaveBeenCalledWith(41), { timeout: 3000 });
    await waitFor(
      () => expect(within(result).getByTestId('dubbing-job-status')).toHaveTextContent('已完成'),
      { timeout: 3000 },
    );
  });

  it('shows a queued job’s progress sentence by sentence, says when the engine is down, then plays it', async () => {
    const user = userEvent.setup({ delay: null });
    const base = {
      id: 41,
      voiceId: 1,
      voiceName: '晓晓',
      text: '第一句。第二句。',
      audioUrl: '/api/user/dubbing/audio/41',
      mp3Url: '/api/user/dubbing/audio/41?format=mp3',
      durationMs: 2400,
      createTime: '2025-01-01T00:00:00.000Z',
      sentences: 2,
      attempts: 0,
      error: null,
    };
    const states = [
      { ...base, status: 'queued', progress: 0, waitingForEngine: true, error: '引擎不可用' },
      { ...base, status: 'running', progress: 1, attempts: 1, waitingForEngine: false },
      { ...base, status: 'done', progress: 2, attempts: 1, waitingForEngine: false },
    ];
    const getDubbingJob = vi.fn(async () => ok(states.shift() ?? states.at(-1)));
    const { api } = setup({
      startDubbing: vi.fn(async () =>
        ok({ ...base, status: 'queued', progress: 0, waitingForEngine: false, remaining: 2 }),
      ),
      getDubbingJob,
    });
    await user.click(await screen.findByRole('radio', { name: /晓晓/ }));
    await user.type(screen.getByLabelText(/配音文本/), '第一句。第二句。');
    await user.click(screen.getByRole('button', { name: '开始配音' }));
    const result = await screen.findByTestId('dubbing-result');
    expect(within(result).getByTestId('dubbing-job-status')).toHaveTextContent('排队中');
    expect(within(result).getByText('正在生成：第 0 / 2 句')).toBeInTheDocument();
    expect(result.querySelector('audio')).toBeNull();
    expect(
      await within(result).findByTestId('dubbing-engine-down', {}, { timeout: 3000 }),
    ).toHaveTextContent('配音引擎暂时不可用');
    expect(
      await within(result).findByText('正在生成：第 1 / 2 句', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(within(result).queryByTestId('dubbing-engine-down')).toBeNull();
    await waitFor(
      () => expect(result.querySelector('audio')).toHaveAttribute('src', base.audioUrl),
      {
        timeout: 3000,
      },
    );
    expect(within(result).getByRole('link', { name: '下载 MP3' })).toHaveAttribute(
      'href',
      '/api/user/dubbing/audio/41?format=mp3&download=1',
    );
    expect(getDubbingJob).toHaveBeenCalledWith(41);
    // The history loads again when the job is made.
    await waitFor(() => expect(api.listDubbingJobs).toHaveBeenCalledTimes(3));
  });

  it('says a failed job does not count and reloads the count', async () => {
    const user = userEvent.setup({ delay: null });
    const job = {
      id: 42,
      voiceId: 1,
      voiceName: '晓晓',
      text: '失败',
      audioUrl: '/api/user/dubbing/audio/42',
      mp3Url: '/api/user/dubbing/audio/42?format=mp3',
      durationMs: 800,
      createTime: '2025-01-01T00:00:00.000Z',
      sentences: 1,
      progress: 0,
      attempts: 3,
      waitingForEngine: false,
    };
    const { api } = setup({
      startDubbing: vi.fn(async () => ok({ ...job, status: 'queued', error: null, remaining: 2 })),
      getDubbingJob: vi.fn(async () => ok({ ...job, status: 'failed', error: '合成超时' })),
    });
    await user.click(await screen.findByRole('radio', { name: /晓晓/ }));
    await user.type(screen.getByLabelText(/配音文本/), '失败');
    await user.click(screen.getByRole('button', { name: '开始配音' }));
    expect(await screen.findByTestId('dubbing-failed', {}, { timeout: 3000 })).toHaveTextContent(
      '配音生成失败：合成超时。本次不计入今日次数',
    );
    await waitFor(() => expect(api.getDubbingCount).toHaveBeenCalledTimes(2));
    expect(await screen.findByTestId('dubbing-remaining')).toHaveTextContent('3 / 20');
  });

  it('plays a voice’s 试听 before choosing it, one at a time', async () => {
    const user = userEvent.setup({ delay: null });
    const played: string[] = [];
    const paused: string[] = [];
    vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      played.push(this.src);
      return Promise.resolve();
    });
    vi.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      paused.push(this.src);
    });
    setup();
    const first = await screen.findByRole('button', { name: '试听晓晓' });
    await user.click(first);
    expect(played.at(-1)).toMatch(/\/api\/user\/dubbing\/voices\/1\/preview$/);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    // Listening does not choose the voice.
    expect(screen.getByRole('radio', { name: /晓晓/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: '试听云希' }));
    expect(paused.at(-1)).toMatch(/voices\/1\/preview$/);
    expect(played.at(-1)).toMatch(/voices\/2\/preview$/);
    expect(first).toHaveAttribute('aria-pressed', 'false');
    vi.restoreAllMocks();
  });

  it('lists earlier jobs with their audio (they outlive a reload)', async () => {
    setup();
    const history = await screen.findByTestId('dubbing-history');
    expect(await within(history).findByText('昨天的配音')).toBeInTheDocument();
    expect(history.querySelector('audio')).toHaveAttribute('src', '/api/user/dubbing/audio/40');
    expect(within(history).getByText(/云希/)).toBeInTheDocument();
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

  it('takes the refusal away once a card is redeemed', async () => {
    const user = userEvent.setup({ delay: null });
    setup({
      startDubbing: vi.fn(async () => fail(403, '配音服务已到期，请使用卡密续期')),
      redeemDubbingCard: vi.fn(async () => ok(redeemedDubbing)),
    });
    await user.click(await screen.findByRole('radio', { name: /云希/ }));
    await user.type(screen.getByLabelText(/配音文本/), '你好');
    await user.click(screen.getByRole('button', { name: '开始配音' }));
    await screen.findByTestId('dubbing-refusal');
    await user.type(screen.getByLabelText('卡密'), 'DUB-30D-DEMO-0003');
    await user.click(screen.getByRole('button', { name: '兑换' }));
    await waitFor(() => expect(screen.queryByTestId('dubbing-refusal')).toBeNull());
    expect(screen.getByTestId('dubbing-expiry')).toHaveTextContent('2099-02-01');
  });

  it('a membership code says which level it granted and until when, and reloads the session', async () => {
    const user = userEvent.setup({ delay: null });
    const redeem = vi.fn(async () =>
      ok({
        type: 'level',
        addedDays: 365,
        dubbingExpireTime: null,
        levelName: '高级会员',
        levelExpireTime: '2099-03-01T04:00:00.000Z',
      }),
    );
    const { api } = setup({ redeemDubbingCard: redeem });
    await user.type(await screen.findByLabelText('卡密'), 'LV2-365D-ABCD-EFGH');
    await user.click(screen.getByRole('button', { name: '兑换' }));
    // Under the field, where it stays (a toast would be gone before the date is read), announced.
    const note = await screen.findByText(
      '兑换成功，高级会员延长 365 天，有效期至 2099-03-01 12:00',
    );
    expect(note.closest('[role=status]')).not.toBeNull();
    expect(screen.getByLabelText('卡密')).toHaveValue('');
    expect(redeem).toHaveBeenCalledWith('LV2-365D-ABCD-EFGH');
    expect(api.getSession).toHaveBeenCalled();
  });

  it('asks for a voice before starting', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = setup();
    await screen.findByRole('radio', { name: /晓晓/ });
    await user.type(screen.getByLabelText(/配音文本/), '你好');
    await user.click(screen.getByRole('button', { name: '开始配音' }));
    expect(screen.getByText('请先在左侧选择一个音色').closest('[role=alert]')).not.toBeNull();
    expect(api.startDubbing).not.toHaveBeenCalled();
  });

  it('redeems a card code and shows the new expiry; a used code stays on the field', async () => {
    const user = userEvent.setup({ delay: null });
    const redeem = vi
      .fn()
      .mockResolvedValueOnce(fail(409, '该卡密已被使用'))
      .mockResolvedValueOnce(ok(redeemedDubbing));
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

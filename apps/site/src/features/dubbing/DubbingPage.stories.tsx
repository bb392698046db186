import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { DubbingJobRecord } from '@dongman/api-client';
import { SILENT_WAV } from '../../testing/demoData';
import { memberInfo } from '../../testing/fixtures';
import { siteScreen, type SiteScreenParameters } from '../../testing/SiteScreen';

const dubbingMember = (expiry: string) =>
  memberInfo(
    { levelId: 2, levelName: '高级会员', dubbingExpireTime: expiry },
    { id: 2, name: '高级会员', dubbing: true, template: true },
  );

const yesterday: DubbingJobRecord = {
  id: 40,
  voiceId: 2,
  voiceName: '云希',
  text: '欢迎来到动漫素材会员站，今天带大家看看新上线的古风场景。',
  audioUrl: SILENT_WAV,
  durationMs: 500,
  createTime: '2025-03-01T08:00:00.000Z',
  status: 'done',
  sentences: 1,
  progress: 1,
  attempts: 1,
  waitingForEngine: false,
  error: null,
  mp3Url: SILENT_WAV,
};

const site: SiteScreenParameters = {
  at: '/user/dubbing',
  user: dubbingMember('2099-01-01T00:00:00.000Z'),
  seed: { jobs: [yesterday], dubbingLeft: 3 },
};

const meta = {
  title: 'Dubbing',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The composer: a voice, a text, a job whose audio plays here and joins 我的配音记录. */
export const Compose: Story = {
  play: async ({ canvas }) => {
    const remaining = await canvas.findByTestId('dubbing-remaining');
    await waitFor(() => expect(remaining).toHaveTextContent('3 / 20'));
    const text = canvas.getByLabelText(/配音文本/);
    await userEvent.click(canvas.getByRole('button', { name: '开始配音' }));
    await expect(text).toHaveAccessibleDescription(/请输入配音文本/);
    await expect(canvas.getByText('请先在左侧选择一个音色').closest('[role=alert]')).not.toBeNull();

    await userEvent.click(canvas.getByRole('radio', { name: /晓晓/ }));
    await userEvent.type(text, '大家好');
    await expect(canvas.getByText('3 / 500')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '开始配音' }));
    const result = await canvas.findByTestId('dubbing-result');
    await expect(within(result).getByLabelText('配音音频')).toBeInTheDocument();
    await expect(remaining).toHaveTextContent('2 / 20');
    const history = canvas.getByTestId('dubbing-history');
    await expect(await within(history).findByText('大家好')).toBeInTheDocument();
  },
};

/** 停顿, 音调 and 逐句调整: a pause at the cursor, a lower voice, then one sentence reworded. */
export const PausePitchAndSentences: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /晓晓/ }));
    const text = canvas.getByLabelText(/配音文本/) as HTMLTextAreaElement;
    await userEvent.type(text, '大家好。欢迎光临！');
    text.setSelectionRange(4, 4);
    await userEvent.selectOptions(canvas.getByLabelText(/停顿时长/), '1000');
    await userEvent.click(canvas.getByRole('button', { name: '插入停顿' }));
    await expect(text).toHaveValue('大家好。<break time="1000ms"/>欢迎光临！');
    fireEvent.change(canvas.getByLabelText('音调'), { target: { value: '-2' } });
    await expect(canvas.getByText('-2 半音')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '开始配音' }));

    const sentences = await canvas.findByTestId('dubbing-sentences');
    await expect(within(sentences).getByText(/还可重新生成 20 次/)).toBeInTheDocument();
    const second = within(sentences).getByLabelText('第 2 句');
    await expect(second).toHaveValue('<break time="1000ms"/>欢迎光临！');
    await userEvent.clear(second);
    await userEvent.type(second, '欢迎各位！');
    await userEvent.click(within(sentences).getByRole('button', { name: '重新生成第 2 句' }));
    await waitFor(() =>
      expect(within(sentences).getByText(/还可重新生成 19 次/)).toBeInTheDocument(),
    );
    const history = canvas.getByTestId('dubbing-history');
    await expect(await within(history).findByText('大家好。欢迎各位！')).toBeInTheDocument();
  },
};

/** 我的配音记录: earlier jobs, each with its audio and WAV and MP3 downloads. */
export const JobHistory: Story = {
  play: async ({ canvas }) => {
    const history = await canvas.findByTestId('dubbing-history');
    const job = (await within(history).findByText(/今天带大家看看/)).closest('li')!;
    await expect(within(job).getByText(/^云希 · /)).toBeInTheDocument();
    await expect(within(job).getByRole('link', { name: '下载 WAV' })).toHaveAttribute(
      'download',
      'dubbing-40.wav',
    );
    await expect(within(job).getByRole('link', { name: '下载 MP3' })).toHaveAttribute(
      'download',
      'dubbing-40.mp3',
    );
  },
};

/** Favourite voices: starred on a card, listed under 我的收藏. */
export const FavouriteVoices: Story = {
  play: async ({ canvas }) => {
    const star = await canvas.findByRole('button', { name: '收藏晓伊' });
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: '我的收藏' }));
    const voices = await canvas.findByRole('radiogroup', { name: '选择音色' });
    await waitFor(() => expect(within(voices).getAllByRole('radio')).toHaveLength(1));
    await expect(within(voices).getByRole('radio', { name: /晓伊/ })).toBeInTheDocument();
  },
};

/** The level has no dubbing and no card was redeemed: said up top, and the server refuses a job. */
export const NotActivated: Story = {
  parameters: { site: { user: memberInfo(), seed: { jobs: [] } } },
  play: async ({ canvas }) => {
    const expiry = await canvas.findByTestId('dubbing-expiry');
    await expect(expiry).toHaveTextContent('未开通');
    await expect(canvas.getByText('普通会员不含配音服务')).toBeInTheDocument();
    await expect(
      await canvas.findByText('还没有配音记录，生成的配音会保存在这里'),
    ).toBeInTheDocument();

    await userEvent.click(await canvas.findByRole('radio', { name: /晓晓/ }));
    await userEvent.type(canvas.getByLabelText(/配音文本/), '试一试');
    await userEvent.click(canvas.getByRole('button', { name: '开始配音' }));
    const refusal = await canvas.findByTestId('dubbing-refusal');
    await expect(refusal).toHaveTextContent('暂时无法配音');
    await expect(refusal).toHaveTextContent('不包含配音服务，请先升级会员等级');
    // "Redeem a card" takes the member to the card field.
    await userEvent.click(within(refusal).getByRole('button', { name: '使用卡密兑换' }));
    await expect(canvas.getByLabelText('卡密')).toHaveFocus();
  },
};

/** An expired service: a card code extends it (a wrong one is named at the field). */
export const RedeemCard: Story = {
  parameters: { site: { user: dubbingMember('2025-01-01T00:00:00.000Z') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/配音服务已到期/)).toBeInTheDocument();
    const card = canvas.getByLabelText('卡密');
    await userEvent.type(card, 'DUB-30D-XXXX-0000');
    await userEvent.click(canvas.getByRole('button', { name: '兑换' }));
    await waitFor(() => expect(card).toHaveAccessibleDescription(/卡密不存在，请检查后重新输入/));
    await userEvent.clear(card);
    await userEvent.type(card, 'DUB-30D-DEMO-0001');
    await userEvent.click(canvas.getByRole('button', { name: '兑换' }));
    await waitFor(() =>
      expect(canvas.getByTestId('dubbing-expiry')).toHaveTextContent(/^有效期至/),
    );
    // What the code gave stays under the field.
    await expect(
      within(canvas.getByRole('region', { name: '卡密兑换' })).getByRole('status'),
    ).toHaveTextContent(/^兑换成功，服务延长 30 天，有效期至 \d{4}-\d{2}-\d{2}/);
  },
};

/** No jobs left today: the server's reason, no result. */
export const NoneLeftToday: Story = {
  parameters: { site: { seed: { dubbingLeft: 0 } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /云健/ }));
    await userEvent.type(canvas.getByLabelText(/配音文本/), '再来一段');
    await userEvent.click(canvas.getByRole('button', { name: '开始配音' }));
    await expect(await canvas.findByTestId('dubbing-refusal')).toHaveTextContent(
      '今日配音次数已用完（每日20次），请明天再来',
    );
    await expect(canvas.queryByTestId('dubbing-result')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Dubbing service' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Start dubbing' })).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Report } from '@dongman/api-client';
import { picture } from '../../../testing/demoData';
import { siteScreen, type SiteScreenParameters } from '../../../testing/SiteScreen';

const report: Report = {
  id: 5,
  title: '第一周练习',
  content: '角色走路循环，重点练习重心起伏。',
  images: [picture('走路循环', 260, 320, 240)],
  status: 'approved',
  reviewReason: null,
  createTime: '2025-01-01T00:00:00.000Z',
  updateTime: '2025-01-02T00:00:00.000Z',
};

const site: SiteScreenParameters = { at: '/user/info/report', seed: { reports: [report] } };

const meta = {
  title: 'Member center/Reports',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** My reports with their review status; a new one is checked, then listed as 待审核. */
export const NewReport: Story = {
  play: async ({ canvas }) => {
    const card = await canvas.findByTestId('report-5');
    await expect(within(card).getByText('已通过')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: '提交报告' }));
    const dialog = await screen.findByRole('dialog', { name: '提交报告' });
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await expect(within(dialog).getByLabelText(/标题/)).toHaveAccessibleDescription(/请填写标题/);

    await userEvent.type(within(dialog).getByLabelText(/标题/), '第三周作业');
    await userEvent.type(within(dialog).getByLabelText(/内容/), '镜头推拉');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提交报告' })).toBeNull());
    const created = await canvas.findByText('第三周作业');
    await expect(within(created.closest('li')!).getByText('待审核')).toBeInTheDocument();
  },
};

/** Editing a report puts it back into review. */
export const EditReport: Story = {
  // Images the API takes (PNG, JPG, WebP); the drawn SVG above would have to be removed first.
  parameters: { site: { seed: { reports: [{ ...report, images: [] }] } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '编辑「第一周练习」' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑报告' });
    await expect(within(dialog).getByLabelText(/标题/)).toHaveValue('第一周练习');
    await userEvent.type(within(dialog).getByLabelText(/标题/), '（修改）');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存修改' }));
    const card = await canvas.findByText('第一周练习（修改）');
    await expect(within(card.closest('li')!).getByText('待审核')).toBeInTheDocument();
  },
};

/** A rejected report says why; editing it sends it back for review and the reason goes. */
export const Rejected: Story = {
  parameters: {
    site: {
      seed: {
        reports: [
          { ...report, images: [], status: 'rejected', reviewReason: '图片与作品内容无关' },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const card = await canvas.findByTestId('report-5');
    await expect(within(card).getByText('未通过')).toBeInTheDocument();
    await expect(
      within(card).getByText('未通过原因：图片与作品内容无关。修改后可重新提交审核。'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '编辑「第一周练习」' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑报告' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存修改' }));
    // The list loads again: the card is a new element.
    await waitFor(async () =>
      expect(within(await canvas.findByTestId('report-5')).getByText('待审核')).toBeInTheDocument(),
    );
    await expect(canvas.queryByText(/未通过原因/)).toBeNull();
  },
};

export const NoReports: Story = {
  parameters: { site: { seed: { reports: [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有提交过报告')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'New report' })).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { siteScreen, type SiteScreenParameters } from '../../testing/SiteScreen';

const site: SiteScreenParameters = { at: '/twoClass/1/1/11' };

const meta = {
  title: 'Document',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A material: previews, file facts, what is left today, favourite and the download. */
export const Material: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '古风少女角色素材包' }),
    ).toBeInTheDocument();
    const facts = canvas.getByLabelText('素材信息');
    await expect(facts).toHaveTextContent('ZIP');
    await expect(await canvas.findByTestId('material-quota')).toHaveTextContent('今日剩余 10/10');
    const favourite = canvas.getByRole('button', { name: '收藏' });
    await userEvent.click(favourite);
    await expect(await canvas.findByRole('button', { name: '已收藏' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('link', { name: '下载素材' })).toHaveAttribute(
      'href',
      '#/user/download/d11',
    );
  },
};

/** The large preview opens full screen: image N of M, turning, zoom; Escape gives focus back. */
export const PreviewLightbox: Story = {
  play: async ({ canvas }) => {
    const opener = await canvas.findByRole('button', { name: '查看大图：预览图 1' });
    await userEvent.click(opener);
    const lightbox = await screen.findByRole('dialog', { name: '古风少女角色素材包' });
    await expect(within(lightbox).getByText('第 1 / 2 张')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(lightbox).getByText('第 2 / 2 张')).toBeVisible();
    await userEvent.click(within(lightbox).getByRole('button', { name: '放大' }));
    await expect(within(lightbox).getByRole('button', { name: '缩小' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: '查看大图：预览图 2' })).toHaveFocus();
  },
};

/** A material the member's level does not cover: the level that unlocks it. */
export const NeedsUpgrade: Story = {
  parameters: { site: { at: '/twoClass/2/41' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('material-quota')).toHaveTextContent(
      '升级到高级会员即可下载',
    );
    await expect(canvas.getByText('需要「模板」权益')).toBeInTheDocument();
  },
};

/** A guest sees the material and is told to log in for the quota. */
export const Guest: Story = {
  parameters: { site: { user: null } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('material-quota')).toHaveTextContent(
      '登录后可查看今日剩余下载次数',
    );
    await expect(canvas.queryByRole('button', { name: '收藏' })).toBeNull();
  },
};

/** A fixed page of the site (会员必读 and the other menu pages). */
export const CommonDocument: Story = {
  parameters: { site: { at: '/commonDocument/2' } },
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article');
    await expect(
      within(article).getByRole('heading', { level: 1, name: '会员必读：素材下载与使用说明' }),
    ).toBeInTheDocument();
    await expect(within(article).getByRole('heading', { name: '下载须知' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { site: { at: '/twoClass/1/1/999' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('素材不存在或已下架')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Download' })).toBeInTheDocument();
  },
};

/** 包含文件: a ZIP's folders fold and unfold (native <details>), files show their sizes. */
export const ZipContents: Story = {
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: '包含文件' });
    await expect(region).toHaveTextContent('共 4 个文件');
    const folder = within(region).getByText('PNG序列/');
    const details = folder.closest('details')!;
    await expect(details).toHaveAttribute('open');
    await expect(within(region).getByText('帧0002.png')).toBeVisible();
    await userEvent.click(folder);
    await expect(details).not.toHaveAttribute('open');
    await expect(within(region).getByText('帧0002.png')).not.toBeVisible();
    await expect(within(region).getByText('使用说明.txt')).toBeVisible();
  },
};

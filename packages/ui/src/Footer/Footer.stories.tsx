import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { filingNumber: '京ICP备2024012345号-1', filingHref: 'https://beian.miit.gov.cn/' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The copyright runs to the current year, read from the date. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveTextContent(`Copyright © 2024-${new Date().getFullYear()} 版权所有`);
    const filing = canvas.getByRole('link', { name: /备案号：京ICP备2024012345号-1/ });
    await expect(filing).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    await expect(filing).toHaveAttribute('target', '_blank');
    await expect(filing).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const FilingWithoutLink: Story = {
  args: { filingHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('备案号：京ICP备2024012345号-1')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const CopyrightOnly: Story = {
  args: { filingNumber: undefined, filingHref: undefined, year: 2031 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      'Copyright © 2024-2031 版权所有',
    );
    await expect(canvas.queryByText(/备案号/)).toBeNull();
  },
};

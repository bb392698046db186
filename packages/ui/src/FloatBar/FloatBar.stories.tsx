import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoQr } from '../shell/storyData';
import { FloatBar } from './FloatBar';

const meta = {
  title: 'Shell/FloatBar',
  component: FloatBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { qrImageSrc: demoQr, onNavigate: fn() },
  // A long page so "back to top" has somewhere to come back from.
  decorators: [(Story) => <div style={{ height: 2400 }}>{Story()}</div>],
} satisfies Meta<typeof FloatBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, step }) => {
    const bar = within(canvas.getByRole('navigation', { name: '快捷入口' }));

    await step('home and member center are links', async () => {
      await expect(bar.getByRole('link', { name: '会员中心' })).toHaveAttribute(
        'href',
        '#/user/info',
      );
      await userEvent.click(bar.getByRole('link', { name: '首页' }));
      await expect(args.onNavigate).toHaveBeenCalledWith('#/home');
    });

    await step('contact shows the QR code and the hint; Escape closes it', async () => {
      const contact = bar.getByRole('button', { name: '联系我们' });
      await userEvent.click(contact);
      const panel = await canvas.findByRole('dialog', { name: '联系我们' });
      await expect(
        within(panel).getByRole('img', { name: '联系我们的微信二维码' }),
      ).toHaveAttribute('src', args.qrImageSrc);
      await expect(within(panel).getByText('请使用手机微信扫一扫，添加好友联系我们')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(contact).toHaveAttribute('aria-expanded', 'false'));
      await expect(contact).toHaveFocus();
    });

    await step('back to top scrolls the page to the top', async () => {
      window.scrollTo(0, 1200);
      await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
      await userEvent.click(bar.getByRole('button', { name: '回到顶部' }));
      await waitFor(() => expect(window.scrollY).toBe(0));
    });
  },
};

/** The contact popover open (for visual review). */
export const ContactOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '联系我们' }));
    await expect(await canvas.findByRole('dialog', { name: '联系我们' })).toBeVisible();
  },
};

/** 375 px: hidden until the round menu button opens it; Escape hides it again. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: '快捷入口' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: '快捷入口' })).toBeNull();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const bar = canvas.getByRole('navigation', { name: '快捷入口' });
    await expect(bar).toBeVisible();

    await userEvent.click(within(bar).getByRole('link', { name: '会员中心' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('#/user/info');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: '快捷入口' })).getByRole('link', {
        name: '首页',
      }),
    );
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    within(canvas.getByRole('navigation', { name: '快捷入口' }))
      .getByRole('button', { name: '回到顶部' })
      .focus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

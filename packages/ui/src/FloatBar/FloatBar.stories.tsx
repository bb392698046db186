import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoQr } from '../shell/storyData';
import { FloatBar } from './FloatBar';

const meta = {
  title: 'Shell/FloatBar',
  component: FloatBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { qrImageSrc: demoQr, wechatId: 'dongman-assistant', onNavigate: fn() },
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

    await step('contact shows the QR code, the hint and the ID; Escape closes it', async () => {
      const contact = bar.getByRole('button', { name: '联系我们' });
      await userEvent.click(contact);
      const panel = await canvas.findByRole('dialog', { name: '联系我们' });
      await expect(
        within(panel).getByRole('img', { name: '联系我们的微信二维码' }),
      ).toHaveAttribute('src', args.qrImageSrc);
      await expect(within(panel).getByText('请使用手机微信扫一扫，添加好友联系我们')).toBeVisible();
      await expect(await within(panel).findByText('dongman-assistant')).toBeVisible();
      // The phone's hint is for phones only.
      await expect(within(panel).getByText('复制微信号，在微信里搜索并添加好友')).not.toBeVisible();
      // Focus starts on the copy button (its part loads on its own chunk), ready to copy.
      const copy = within(panel).getByRole('button', { name: '复制' });
      await waitFor(() => expect(copy).toHaveFocus());
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

// The clipboard is the browser's: the stories replace it to see what was written (or fail it).
const stubClipboard = (writeText: (text: string) => Promise<void>) => {
  const clipboard = navigator.clipboard;
  const original = clipboard.writeText;
  Object.defineProperty(clipboard, 'writeText', { value: writeText, configurable: true });
  return () => {
    Object.defineProperty(clipboard, 'writeText', { value: original, configurable: true });
  };
};
const politeRegion = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getAllByRole('status', { name: '通知' })[0]!;
const assertiveRegion = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getAllByRole('alert', { name: '重要通知' })[0]!;
const writes = fn(async (_text: string) => {});

/** 复制 by keyboard writes the WeChat ID to the clipboard and says 已复制 in the live region. */
export const CopyWechatId: Story = {
  beforeEach: () => {
    writes.mockClear();
    return stubClipboard(writes);
  },
  play: async ({ canvas, canvasElement }) => {
    const contact = canvas.getByRole('button', { name: '联系我们' });
    contact.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await canvas.findByRole('dialog', { name: '联系我们' });
    const copy = await within(panel).findByRole('button', { name: '复制' });
    await expect(copy).toHaveAccessibleDescription('dongman-assistant');
    await waitFor(() => expect(copy).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(writes).toHaveBeenCalledWith('dongman-assistant'));
    await expect(politeRegion(canvasElement)).toHaveTextContent('已复制');
  },
};

/** When the browser refuses, the ID is left selected and the member is told to copy it by hand. */
export const CopyRefused: Story = {
  beforeEach: () => {
    const restoreClipboard = stubClipboard(() => Promise.reject(new Error('denied')));
    const execCommand = document.execCommand;
    document.execCommand = () => false;
    return () => {
      restoreClipboard();
      document.execCommand = execCommand;
    };
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '联系我们' }));
    const panel = await canvas.findByRole('dialog', { name: '联系我们' });
    await userEvent.click(await within(panel).findByRole('button', { name: '复制' }));
    await expect(assertiveRegion(canvasElement)).toHaveTextContent(
      '复制失败，请长按微信号手动复制',
    );
    await expect(window.getSelection()?.toString()).toBe('dongman-assistant');
  },
};

/** On a phone: the ID and the phone's hint, not "scan with your phone". */
export const MobileContact: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '快捷入口' }));
    const bar = canvas.getByRole('navigation', { name: '快捷入口' });
    await userEvent.click(within(bar).getByRole('button', { name: '联系我们' }));
    const panel = await canvas.findByRole('dialog', { name: '联系我们' });
    await expect(
      await within(panel).findByText('复制微信号，在微信里搜索并添加好友'),
    ).toBeVisible();
    await expect(
      within(panel).getByText('请使用手机微信扫一扫，添加好友联系我们'),
    ).not.toBeVisible();
    const copy = within(panel).getByRole('button', { name: '复制' });
    await expect(copy).toBeVisible();
    const box = copy.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
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

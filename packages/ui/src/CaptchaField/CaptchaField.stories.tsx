import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CaptchaField } from './CaptchaField';

const image =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" width="112" height="36"><rect width="112" height="36" fill="#eef"/><path d="M10 26 L30 10 L50 26 L70 10 L90 26" stroke="#334" stroke-width="3" fill="none"/></svg>',
  );

const meta = {
  title: 'Primitives/CaptchaField',
  component: CaptchaField,
  tags: ['autodocs'],
  args: { src: image, onRefresh: fn(), defaultValue: '' },
} satisfies Meta<typeof CaptchaField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /验证码/ }), 'ab12');
    await userEvent.click(canvas.getByRole('button', { name: '看不清？点击图片换一张' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('captcha-placeholder')).toBeVisible();
  },
};

/** The image could not be loaded: the image button says so and a click asks again. */
export const Failed: Story = {
  args: { src: null, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '验证码加载失败，点击重试' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const WithError: Story = {
  args: { error: '验证码必须是4个字符', defaultValue: 'ab' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /验证码/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/验证码必须是4个字符/);
  },
};

/** A stand-in for GeeTest's gt4.js: ready at once, passes when shown. */
function fakeGeetest() {
  window.initGeetest4 = (_config, callback) => {
    let success = () => {};
    let solved = false;
    const captcha = {
      onReady: (ready: () => void) => (setTimeout(ready), captcha),
      onSuccess: (done: () => void) => ((success = done), captcha),
      onError: () => captcha,
      showCaptcha: () => {
        solved = true;
        success();
      },
      getValidate: () =>
        solved && { lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: '1' },
      reset: () => void (solved = false),
    };
    callback(captcha);
  };
}

/** `CAPTCHA_PROVIDER=geetest`: GeeTest's verification (here a stand-in) instead of the image. */
export const GeeTest: Story = {
  args: { src: `geetest4:${'a'.repeat(32)}`, onChange: fn() },
  beforeEach: () => {
    fakeGeetest();
    return () => void delete window.initGeetest4;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '点击进行人机验证' }));
    await expect(await canvas.findByRole('button', { name: /已完成人机验证/ })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({
        target: expect.objectContaining({ value: expect.stringContaining('"pass_token":"p"') }),
      }),
    );
  },
};

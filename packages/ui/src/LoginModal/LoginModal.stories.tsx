import { useRef, useState } from 'react';
import type { Ref } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { heldSubmit } from '../test/held-submit';
import { LoginModal } from './LoginModal';
import type { LoginModalHandle, LoginModalProps, LoginPayload } from './LoginModal';

/** A captcha-like SVG image (the real one comes from GET /api/captcha/user as an image source). */
function captchaImage(code: string): string {
  const letters = [...code]
    .map(
      (ch, i) =>
        `<text x="${14 + i * 24}" y="${27 + (i % 2 ? -3 : 3)}" transform="rotate(${i % 2 ? 8 : -10} ${14 + i * 24} 22)" fill="${['#4338ca', '#b42318', '#067647', '#b54708'][i % 4]}">${ch}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="112" height="36" viewBox="0 0 112 36"><rect width="112" height="36" fill="#f1f5f9"/><path d="M0 24 C 30 4, 60 34, 112 12" stroke="#94a3b8" fill="none"/><g font-family="monospace" font-size="22" font-weight="700">${letters}</g></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const CODES = ['7K3P', 'M8QX', 'R2VD', 'H5TW'];

/** Owns `open` and the captcha image like the site does; other props come from the story. */
function Demo({
  open: initiallyOpen = true,
  ...rest
}: Partial<LoginModalProps> & { ref?: Ref<LoginModalHandle> }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [captcha, setCaptcha] = useState(0);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        会员登录
      </Button>
      <LoginModal
        onSubmit={fn()}
        {...rest}
        open={open}
        onClose={() => {
          setOpen(false);
          rest.onClose?.();
        }}
        captchaSrc={captchaImage(CODES[captcha % CODES.length]!)}
        onRefreshCaptcha={() => {
          setCaptcha((n) => n + 1);
          rest.onRefreshCaptcha?.();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Widgets/LoginModal',
  component: LoginModal,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    onRefreshCaptcha: fn(),
    captchaSrc: captchaImage('7K3P'),
    // What the site passes: fieldRules.LoginRequest of @dongman/api-client/contract.
    limits: {
      name: { minLength: 3, maxLength: 32 },
      password: { minLength: 6, maxLength: 128 },
      captchaCode: { minLength: 4, maxLength: 4 },
    },
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof LoginModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const fillValid = async (dialog: HTMLElement) => {
  const d = within(dialog);
  await userEvent.type(d.getByLabelText(/账号/), 'zhangsan');
  await userEvent.type(d.getByLabelText(/^\*?密码$/), 'secret123');
  await userEvent.type(d.getByRole('textbox', { name: /验证码/ }), '7K3P');
};

/** Empty form on open: focus in the account field and one captcha loaded. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: '会员登录' });
    await expect(within(dialog).getByLabelText(/账号/)).toHaveFocus();
    await expect(within(dialog).getByLabelText(/账号/)).toHaveValue('');
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1);
    await expect(dialog.querySelector('img')).toHaveAttribute('alt', '验证码图片');
  },
};

/** Submitting the empty form shows the three rules inline and focuses the account. */
export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: '会员登录' });
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: '登录' }));

    const account = d.getByLabelText(/账号/);
    await expect(account).toHaveAccessibleDescription('请正确填写账号，最少3个字符，最多32个字符');
    await expect(d.getByLabelText(/^\*?密码$/)).toHaveAccessibleDescription(
      '请正确填写密码，不能少于6个字符',
    );
    await expect(d.getByText('验证码必须是4个字符')).toBeVisible();
    await expect(d.getAllByTestId('field-error')).toHaveLength(3);
    await expect(account).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Loading state of the login button (`loading` prop): busy, and Enter does not submit again. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: '会员登录' });
    const button = within(dialog).getByRole('button', { name: '登录' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await fillValid(dialog);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const loginSubmit = heldSubmit<[LoginPayload]>();

/** A valid login sends the payload with role user; a returned promise keeps the button busy. */
export const SubmitsPayload: Story = {
  args: { onSubmit: loginSubmit.onSubmit },
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: '会员登录' });
    await fillValid(dialog);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'zhangsan',
      password: 'secret123',
      captchaCode: '7K3P',
      role: 'user',
    } satisfies LoginPayload);
    const button = within(dialog).getByRole('button', { name: '登录' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    loginSubmit.release();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  },
};

/** Like the site on code 402: the server rejects the captcha, the form resets it via the handle. */
function CaptchaRejected(props: Partial<LoginModalProps>) {
  const ref = useRef<LoginModalHandle>(null);
  return (
    <Demo
      {...props}
      ref={ref}
      onSubmit={async (payload) => {
        props.onSubmit?.(payload);
        await new Promise((resolve) => setTimeout(resolve, 50));
        ref.current?.resetCaptcha(); // code 402: wrong captcha
      }}
    />
  );
}

/** Code 402: captcha cleared and focused, a new image requested, account and password kept. */
export const CaptchaReset402: Story = {
  render: (args) => <CaptchaRejected {...args} />,
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: '会员登录' });
    const d = within(dialog);
    await fillValid(dialog);
    const firstSrc = dialog.querySelector('img')?.getAttribute('src');
    await userEvent.click(d.getByRole('button', { name: '登录' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    const captcha = d.getByRole('textbox', { name: /验证码/ });
    await waitFor(() => expect(captcha).toHaveValue(''));
    await expect(captcha).toHaveFocus();
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(2); // on open + after 402
    await expect(dialog.querySelector('img')?.getAttribute('src')).not.toBe(firstSrc);
    await expect(d.getByLabelText(/账号/)).toHaveValue('zhangsan');
    await expect(d.getByLabelText(/^\*?密码$/)).toHaveValue('secret123');
  },
};

/** The captcha image is a button named by the hint; clicking it loads a new one. */
export const RefreshCaptcha: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: '会员登录' });
    const refresh = within(dialog).getByRole('button', { name: '看不清？点击图片换一张' });
    await userEvent.click(refresh);
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(2);
    refresh.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(3);
  },
};

/** Before the first captcha image arrives a placeholder holds its place. */
export const CaptchaLoading: Story = {
  render: (args) => <LoginModal {...args} captchaSrc={null} />,
  // On the docs page: open in its own frame (inline it would start closed, with no opener).
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('captcha-placeholder')).toBeVisible();
  },
};

/** Register action as a button (onRegister); opens from a button and focus returns there. */
export const WithRegisterButton: Story = {
  args: { onRegister: fn(), open: false },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: '会员登录' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: '会员登录' });
    await userEvent.click(within(dialog).getByRole('button', { name: '立即注册' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** Register action as a hash-route link (registerHref), followed through the site's router. */
export const WithRegisterLink: Story = {
  args: { registerHref: '#/register', onRegister: fn() },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: '会员登录' });
    await expect(within(dialog).getByText('还没有账号？')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: '立即注册' })).toHaveAttribute(
      'href',
      '#/register',
    );
  },
};

/** English catalogue. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { onRegister: fn() },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Member login' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await expect(
      within(dialog).getByText('The captcha must be exactly 4 characters'),
    ).toBeVisible();
  },
};

/** 375 px wide phone: the dialog fits the screen and the captcha row stays on one line. */
export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: { onRegister: fn() },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: '会员登录' });
    // offsetWidth: layout size, unaffected by the opening animation's transform.
    await expect(dialog.offsetWidth).toBeLessThanOrEqual(375);
    const captcha = within(dialog).getByRole('textbox', { name: /验证码/ });
    const image = within(dialog).getByRole('button', { name: '看不清？点击图片换一张' });
    await expect(captcha.getBoundingClientRect().top).toBe(image.getBoundingClientRect().top);
  },
};

/**
 * 短信登录 (the `sms` prop): phone, image captcha, 获取验证码 (the captcha is spent, a new image
 * follows and the button counts down), then the code. On a phone the code button stays beside the
 * field.
 */
export const SmsLogin: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: {
    onRegister: fn(),
    sms: { onRequestCode: fn(async () => true), onSubmit: fn() },
  },
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: '会员登录' });
    const d = within(dialog);
    await userEvent.click(d.getByRole('tab', { name: '短信登录' }));
    await userEvent.type(await d.findByLabelText(/^\*?手机号$/), '13800138000');
    await userEvent.type(d.getByRole('textbox', { name: /^\*?验证码$/ }), 'M8QX');
    await userEvent.click(d.getByRole('button', { name: '获取验证码' }));
    await expect(args.sms!.onRequestCode).toHaveBeenCalledWith({
      phone: '13800138000',
      captchaCode: 'M8QX',
    });
    const wait = await d.findByRole('button', { name: /秒后可重发/ });
    await expect(wait).toBeDisabled();
    const code = d.getByLabelText(/^\*?短信验证码$/);
    await expect(code).toHaveFocus();
    await expect(wait.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await userEvent.type(code, '246810');
    await userEvent.click(d.getByRole('button', { name: '登录' }));
    await expect(args.sms!.onSubmit).toHaveBeenCalledWith({
      phone: '13800138000',
      smsCode: '246810',
    });
  },
};

import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { consoleScreen } from '../../testing/ConsoleScreen';
import { type ConsoleStory } from '../../testing/screenStories';

export default {
  title: 'Login',
  tags: ['autodocs'],
  ...consoleScreen({ at: '/', role: null }),
} satisfies Meta;

async function loginForm(canvas: { findByRole: typeof screen.findByRole }) {
  const form = await canvas.findByRole('form', { name: '运营后台 · 后台登录' });
  // The captcha image has arrived: the form is ready.
  await within(form).findByRole('img');
  return form;
}

/** Fills the login form (the demo captcha is always 7K3P) and submits it. */
async function signIn(form: HTMLElement, account: string, password: string) {
  const f = within(form);
  await userEvent.type(f.getByLabelText(/账号/), account);
  await userEvent.type(f.getByLabelText(/^\*?密码/), password);
  await userEvent.type(f.getByLabelText(/验证码$/), '7K3P');
  await userEvent.click(f.getByRole('button', { name: '登录' }));
}

/** Signed out: account, password, captcha and the second factor (a code or a recovery code). */
export const SignedOut: ConsoleStory = {
  play: async ({ canvas }) => {
    const form = await loginForm(canvas);
    await expect(within(form).getByLabelText(/账号/)).toBeRequired();
    await expect(within(form).getByLabelText('两步验证码（已启用时填写）')).toBeVisible();
  },
};

/** The right password signs in: the console opens on the role's first page. */
export const SignIn: ConsoleStory = {
  play: async ({ canvas }) => {
    await signIn(await loginForm(canvas), '小编阿青', 'secret123');
    await expect(await canvas.findByRole('heading', { name: '仪表盘' })).toBeVisible();
    await expect(canvas.getByText('小编阿青（编辑）')).toBeVisible();
  },
};

/** A wrong password: the server's message, and a new captcha. */
export const WrongPassword: ConsoleStory = {
  play: async ({ canvas }) => {
    await signIn(await loginForm(canvas), '林总', 'wrong-password');
    await expect((await screen.findAllByText('账号或密码错误')).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('form', { name: '运营后台 · 后台登录' })).toBeVisible();
  },
};

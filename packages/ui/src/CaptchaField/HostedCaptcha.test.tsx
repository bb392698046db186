import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginModal } from '../LoginModal/LoginModal';
import type { LoginModalProps } from '../LoginModal/LoginModal';
import { UIProvider } from '../UIProvider';
import { CaptchaField } from './CaptchaField';
import { GEETEST_SCRIPT, type GeetestCaptcha, type InitGeetest4 } from './geetest';

const ID = 'a'.repeat(32);
const RESULT = {
  lot_number: 'lot-1',
  captcha_output: 'out',
  pass_token: 'pass',
  gen_time: '1700000000',
};

/** A stand-in for gt4.js: every captcha is ready at once and passes when shown. */
function fakeGeetest() {
  const made: { config: Parameters<InitGeetest4>[0]; shown: number; resets: number }[] = [];
  const init: InitGeetest4 = (config, callback) => {
    const record = { config, shown: 0, resets: 0 };
    made.push(record);
    let success = () => {};
    let solved = false;
    const captcha: GeetestCaptcha = {
      onReady: (ready) => (setTimeout(ready), captcha),
      onSuccess: (done) => ((success = done), captcha),
      onError: () => captcha,
      showCaptcha: () => {
        record.shown += 1;
        solved = true;
        success();
      },
      getValidate: () => (solved ? { ...RESULT, lot_number: `lot-${made.length}` } : false),
      reset: () => {
        record.resets += 1;
        solved = false;
      },
      destroy: () => {},
    };
    callback(captcha);
  };
  window.initGeetest4 = init;
  return made;
}

// The on-demand chunk, transformed once before the tests: under vitest a first import can take
// longer than a findBy waits on a busy machine (the browser loads it from the built bundle).
beforeAll(async () => {
  await import('./HostedCaptcha');
});

afterEach(() => {
  delete window.initGeetest4;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

function login(props: Partial<LoginModalProps> = {}) {
  const onSubmit = vi.fn<LoginModalProps['onSubmit']>();
  const all: LoginModalProps = {
    open: true,
    onClose: vi.fn(),
    onSubmit,
    onRefreshCaptcha: vi.fn(),
    captchaSrc: `geetest4:${ID}`,
    ...props,
  };
  render(
    <UIProvider>
      <LoginModal {...all} />
    </UIProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('CaptchaField with GeeTest v4', () => {
  it('logs in with the result GeeTest gives once the member has verified', async () => {
    const made = fakeGeetest();
    const { onSubmit, user } = login();
    // No image, no text box: GeeTest's verification instead.
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /验证码/ })).toBeNull();
    // GeeTest's part is an on-demand chunk: the member sees its button before sending.
    await screen.findByRole('button', { name: '点击进行人机验证' });
    await user.type(screen.getByLabelText(/^\*?账号$/), 'demo_user');
    await user.type(screen.getByLabelText(/^\*?密码$/), 'secret123');

    // Sending before verifying asks for the verification and puts the focus on it.
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('请先完成人机验证')).toBeVisible();
    const verify = await screen.findByRole('button', { name: '点击进行人机验证' });
    expect(verify).toHaveFocus();
    expect(made[0]!.config).toEqual({ captchaId: ID, product: 'bind' });

    await user.keyboard('{Enter}'); // keyboard usable
    expect(made[0]!.shown).toBe(1);
    expect(await screen.findByRole('button', { name: /已完成人机验证/ })).toBeVisible();
    expect(screen.queryByText('请先完成人机验证')).toBeNull();

    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    const sent = onSubmit.mock.calls[0]![0];
    expect(JSON.parse(sent.captchaCode)).toEqual({ ...RESULT, lot_number: 'lot-1' });
    expect(sent).toMatchObject({ name: 'demo_user', password: 'secret123' });
  });

  it("loads gt4.js from GeeTest on demand and offers a retry when it can't", async () => {
    const user = userEvent.setup();
    render(
      <UIProvider locale="en">
        <form aria-label="staff login">
          <CaptchaField name="captchaCode" src={`geetest4:${ID}`} onRefresh={vi.fn()} />
        </form>
      </UIProvider>,
    );
    expect(
      await screen.findByRole('button', { name: 'Loading the human verification…' }),
    ).toHaveAttribute('aria-disabled', 'true');
    const script = () => document.head.querySelector<HTMLScriptElement>('script[src]');
    await waitFor(() => expect(script()?.src).toBe(GEETEST_SCRIPT));
    script()!.dispatchEvent(new Event('error')); // blocked or offline

    const retry = await screen.findByRole('button', {
      name: 'The human verification failed to load, click to retry',
    });
    expect(script()).toBeNull();
    await user.click(retry);
    await waitFor(() => expect(script()).not.toBeNull());
    fakeGeetest(); // this time GeeTest answers
    script()!.dispatchEvent(new Event('load'));

    await user.click(await screen.findByRole('button', { name: 'Click to verify you are human' }));
    await screen.findByRole('button', { name: /Verified/ });
    // Forms that read the DOM (the console's login) get the result under the field's name.
    const form = screen.getByRole('form', { name: 'staff login' }) as HTMLFormElement;
    expect(JSON.parse(String(new FormData(form).get('captchaCode')))).toMatchObject({
      pass_token: 'pass',
    });
  });
});

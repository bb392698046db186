import { smsCodeFor, uniqueName, uniquePhone } from './support/accounts';
import { expect, test } from './support/fixtures';
import {
  CAPTCHA,
  COPY,
  SITE_NAME,
  expectMember,
  expectToast,
  loginDialog,
  openSideMenu,
  topBar,
  visit,
  waitForShell,
} from './support/site';

test.describe('registration', () => {
  test('opens from the menu, validates, refuses a taken name and registers a new member', async ({
    page,
    isMobile,
  }) => {
    await visit(page, 'home');
    const nav = await openSideMenu(page);
    await nav.getByRole('link', { name: COPY.memberRegister, exact: true }).click();
    await expect(page).toHaveURL(/#\/register$/);
    await expect(page).toHaveTitle(`${COPY.memberRegister} - ${SITE_NAME}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: COPY.memberRegister })).toBeVisible();
    const form = main.locator('form');
    const name = form.getByRole('textbox', { name: COPY.account, exact: true });
    const password = form.getByRole('textbox', { name: COPY.password, exact: true });
    const confirm = form.getByRole('textbox', { name: COPY.confirmPassword, exact: true });
    const phone = form.getByRole('textbox', { name: /^\*?手机号$/ });
    const smsCode = form.getByRole('textbox', { name: /短信验证码/ });
    const captcha = form.getByRole('textbox', { name: COPY.captcha, exact: true });
    const submit = form.getByRole('button', { name: COPY.register, exact: true });
    await expect(form.getByRole('img', { name: '验证码图片' })).toHaveAttribute(
      'src',
      /^data:image\//,
    );

    // Empty form: each required field says what it needs.
    await submit.click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(COPY.nameRule)).toBeVisible();

    // Mismatched confirmation and a malformed phone number.
    await name.fill(uniqueName('reg'));
    await password.fill('secret123');
    await confirm.fill('secret124');
    await phone.fill('12345');
    await submit.click();
    await expect(form.getByText(COPY.passwordMismatch)).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');

    // No text message without the image captcha: 获取验证码 asks for it first and sends nothing.
    const sendCode = form.getByRole('button', { name: '获取验证码' });
    await phone.fill(uniquePhone());
    let smsRequests = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/register/code')) smsRequests += 1;
    });
    await sendCode.click();
    await expect(captcha).toHaveAttribute('aria-invalid', 'true');
    await expect(captcha).toBeFocused();
    expect(smsRequests).toBe(0);

    // A taken name: the server's 409 message, nothing typed is lost.
    await name.fill('demo');
    await confirm.fill('secret123');
    await smsCode.fill('000000');
    const taken = page.waitForResponse((r) => r.url().endsWith('/api/register'));
    await submit.click();
    const refusal = (await (await taken).json()) as { code: number; message: string };
    expect(refusal.code).toBe(409);
    await expectToast(page, refusal.message, 'error');
    await expect(name).toHaveAccessibleDescription(new RegExp(refusal.message));
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('demo');
    await expect(password).toHaveValue('secret123');

    // A wrong phone code is shown on its field.
    const account = { name: uniqueName('reg'), password: 'secret123' };
    await name.fill(account.name);
    await captcha.fill(CAPTCHA); // for the code asked for next
    await submit.click();
    await expect(smsCode).toHaveAccessibleDescription(/短信验证码错误或已过期/);
    await expect(smsCode).toBeFocused();

    // The code sent to the phone (the development outbox stands in for it): success. The tap goes
    // straight from the code field to the button: leaving the field keeps the server's message (it
    // goes when the code is edited), so on a phone the button stays where the finger lands.
    await expect(smsCode).toBeFocused();
    const top = (await sendCode.boundingBox())?.y;
    await (isMobile ? sendCode.tap() : sendCode.click());
    const waiting = form.getByRole('button', { name: /秒后可重发/ });
    await expect(waiting).toBeDisabled();
    await expect(smsCode).toHaveAccessibleDescription(/短信验证码错误或已过期/);
    expect((await waiting.boundingBox())?.y).toBe(top);
    expect(smsRequests).toBe(1);
    // The answer was spent on that text: the field is empty for a new image.
    await expect(captcha).toHaveValue('');
    await smsCode.fill(await smsCodeFor(page.request, await phone.inputValue()));
    const created = page.waitForResponse((r) => r.url().endsWith('/api/register'));
    await submit.click();
    expect(((await (await created).json()) as { code: number }).code).toBe(200);
    await expectToast(page, '注册成功，已为您登录');
    // Signed in at once, back where they came from (home), with no login dialog in the way.
    await expect(page).toHaveURL(/#\/home$/);
    await expect(loginDialog(page)).toBeHidden();
    await expectMember(page, account.name);
  });

  test('the first invalid field is brought into view below the sticky top bar, not under it', async ({
    page,
  }) => {
    // Short enough that the form's end and its first field do not fit on one screen.
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 560 });
    await visit(page, 'register');
    await waitForShell(page);
    const form = page.getByRole('main').locator('form');
    const name = form.getByRole('textbox', { name: COPY.account, exact: true });
    const submit = form.getByRole('button', { name: COPY.register, exact: true });
    await submit.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await submit.click();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    // The field and its label both show below the bar that stays at the top.
    const bar = (await topBar(page).boundingBox())!;
    const label = (await form.locator('label', { hasText: COPY.account }).first().boundingBox())!;
    const box = (await name.boundingBox())!;
    expect(label.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(box.y + box.height).toBeLessThanOrEqual(560);
  });
});

import { registerAccount, smsCodeFor, uniqueName, uniquePhone } from './support/accounts';
import { expect, test } from './support/fixtures';
import {
  COPY,
  expectMember,
  expectToast,
  loginDialog,
  openLoginFromMenu,
  submitLogin,
  typeCaptcha,
  visit,
  waitForShell,
} from './support/site';

test.describe('sign-in by phone', () => {
  test('the phone number works as the login name', async ({ page, baseURL }) => {
    const account = await registerAccount(baseURL!);
    await visit(page, 'home');
    await waitForShell(page);
    const dialog = await openLoginFromMenu(page);
    await expect(dialog.getByRole('textbox', { name: COPY.account, exact: true })).toHaveAttribute(
      'placeholder',
      '用户名或手机号',
    );
    await submitLogin(dialog, { name: account.phone, password: account.password });
    await expectToast(page, COPY.loginSuccess);
    await expect(dialog).toBeHidden();
    await expectMember(page, account.name);
  });

  test('短信登录: image captcha, then the code sent to the phone', async ({
    page,
    baseURL,
    isMobile,
  }) => {
    const account = await registerAccount(baseURL!);
    await visit(page, 'home');
    await waitForShell(page);
    const dialog = await openLoginFromMenu(page);
    const tab = dialog.getByRole('tab', { name: '短信登录' });
    await (isMobile ? tab.tap() : tab.click());
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const phone = dialog.getByRole('textbox', { name: /^\*?手机号$/ });
    const captcha = dialog.getByRole('textbox', { name: COPY.captcha, exact: true });
    const code = dialog.getByRole('textbox', { name: /^\*?短信验证码$/ });
    const send = dialog.getByRole('button', { name: '获取验证码' });

    // Without the image captcha nothing is sent.
    await phone.fill(account.phone);
    await send.click();
    await expect(captcha).toHaveAccessibleDescription(new RegExp(COPY.captchaRule));

    // A wrong captcha: the server refuses (402) and a new image comes.
    await captcha.fill('ZZZZ');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/login/code'));
    await send.click();
    expect(((await (await refused).json()) as { code: number }).code).toBe(402);
    await expect(captcha).toHaveValue('');

    await typeCaptcha(dialog);
    await send.click();
    await expectToast(page, '短信已发送，请查看手机');
    await expect(dialog.getByRole('button', { name: /秒后可重发/ })).toBeDisabled();
    await expect(code).toBeFocused();
    // On a phone the button stays on the screen beside the field.
    const box = await dialog.getByRole('button', { name: /秒后可重发/ }).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()!.width);

    await code.fill(await smsCodeFor(page.request, account.phone));
    await dialog.getByRole('button', { name: COPY.login, exact: true }).click();
    await expectToast(page, COPY.loginSuccess);
    await expect(dialog).toBeHidden();
    await expectMember(page, account.name);
  });

  test('a new member is signed in after registering and lands on the page they asked for', async ({
    page,
  }) => {
    // A member page as a guest: the login dialog opens; its register link keeps the destination.
    await visit(page, 'user/info');
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: '立即注册' }).click();
    await expect(page).toHaveURL(/#\/register$/);
    const form = page.getByRole('main').locator('form');
    const name = uniqueName('reg');
    const phone = uniquePhone();
    await form.getByRole('textbox', { name: COPY.account, exact: true }).fill(name);
    await form.getByRole('textbox', { name: COPY.password, exact: true }).fill('secret123');
    await form.getByRole('textbox', { name: COPY.confirmPassword, exact: true }).fill('secret123');
    await form.getByRole('textbox', { name: /^\*?手机号$/ }).fill(phone);
    // The image captcha comes before any text message.
    await typeCaptcha(form);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect(form.getByRole('button', { name: /秒后可重发/ })).toBeDisabled();
    await form
      .getByRole('textbox', { name: /短信验证码/ })
      .fill(await smsCodeFor(page.request, phone));
    // Sending the code spent the last captcha: the new one.
    await typeCaptcha(form);
    await form.getByRole('button', { name: COPY.register, exact: true }).click();
    await expectToast(page, '注册成功，已为您登录');
    await expect(page).toHaveURL(/#\/user\/info$/);
    await expect(loginDialog(page)).toBeHidden();
    await expectMember(page, name);
  });
});

test.describe('the update notice and the login dialog', () => {
  test.use({ updateNoticeSeen: false });

  test('the update notice waits until the login dialog is closed', async ({ page }) => {
    const notice = page.getByRole('dialog', { name: '网站更新公告' });
    const asked = page.waitForResponse((r) => r.url().includes('/api/update/notice'));
    // A member page as a guest: home with the login dialog open.
    await visit(page, 'user/info');
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await asked;
    await expect(notice).toHaveCount(0);
    await dialog.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(notice).toBeVisible();
  });
});

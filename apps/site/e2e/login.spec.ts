import { DEMO, LOCKED, PENDING } from './support/accounts';
import { expect, test } from './support/fixtures';
import {
  CAPTCHA,
  chooseFromUserMenu,
  expectGuest,
  expectMember,
  topBar,
  COPY,
  expectToast,
  loginDialog,
  loginThroughUi,
  openLoginFromMenu,
  submitLogin,
  visit,
  waitForShell,
} from './support/site';

test.describe('member login', () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, 'home');
    await waitForShell(page);
  });

  test('opens from the menu with a fresh form and captcha, and validates each field', async ({
    page,
  }) => {
    const dialog = await openLoginFromMenu(page);
    const name = dialog.getByRole('textbox', { name: COPY.account, exact: true });
    const password = dialog.getByRole('textbox', { name: COPY.password, exact: true });
    const captcha = dialog.getByRole('textbox', { name: COPY.captcha, exact: true });
    await expect(name).toBeFocused();
    await expect(dialog.getByRole('img', { name: '验证码图片' })).toHaveAttribute(
      'src',
      /^data:image\//,
    );

    // Empty form: every rule shows and focus goes to the first invalid field.
    await dialog.getByRole('button', { name: COPY.login, exact: true }).click();
    await expect(name).toHaveAccessibleDescription(new RegExp(COPY.nameRule));
    await expect(password).toHaveAccessibleDescription(new RegExp(COPY.passwordRule));
    await expect(captcha).toHaveAccessibleDescription(new RegExp(COPY.captchaRule));
    await expect(dialog.getByText(COPY.nameRule)).toBeVisible();
    await expect(name).toBeFocused();

    // Too short / too long values keep their messages; valid ones clear them.
    await name.fill('ab');
    await password.fill('12345');
    await captcha.fill('abc');
    await dialog.getByRole('button', { name: COPY.login, exact: true }).click();
    await expect(dialog.getByText(COPY.nameRule)).toBeVisible();
    await expect(dialog.getByText(COPY.passwordRule)).toBeVisible();
    await expect(dialog.getByText(COPY.captchaRule)).toBeVisible();
    await name.fill('a'.repeat(33));
    await expect(dialog.getByText(COPY.nameRule)).toBeVisible();
    await name.fill('abc');
    await password.fill('123456');
    await captcha.fill('abcd');
    await expect(dialog.getByText(COPY.nameRule)).toBeHidden();
    await expect(dialog.getByText(COPY.passwordRule)).toBeHidden();
    await expect(dialog.getByText(COPY.captchaRule)).toBeHidden();

    // Closing and reopening starts from a clean form.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const again = await openLoginFromMenu(page);
    await expect(again.getByRole('textbox', { name: COPY.account, exact: true })).toHaveValue('');
  });

  test('a wrong captcha (402) shows an error, clears and focuses the captcha and loads a new image', async ({
    page,
  }) => {
    const dialog = await openLoginFromMenu(page);
    const image = dialog.getByRole('img', { name: '验证码图片' });
    await expect(image).toHaveAttribute('src', /^data:image\//);
    const captchaRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/captcha/user')) captchaRequests.push(r.url());
    });
    const wrong = CAPTCHA === 'ZZ99' ? 'YY88' : 'ZZ99';
    const login = page.waitForResponse((r) => r.url().endsWith('/api/login'));
    await submitLogin(dialog, DEMO, wrong);
    const body = (await (await login).json()) as { code: number; message: string };
    expect(body.code).toBe(402);
    await expectToast(page, body.message, 'error');
    const captcha = dialog.getByRole('textbox', { name: COPY.captcha, exact: true });
    await expect(captcha).toHaveValue('');
    await expect(captcha).toBeFocused();
    await expect.poll(() => captchaRequests.length).toBeGreaterThan(0);
    // Everything else the person typed is kept.
    await expect(dialog.getByRole('textbox', { name: COPY.account, exact: true })).toHaveValue(
      DEMO.name,
    );
    await expect(dialog).toBeVisible();
  });

  test('clicking the captcha image loads a new one', async ({ page }) => {
    const dialog = await openLoginFromMenu(page);
    const image = dialog.getByRole('img', { name: '验证码图片' });
    await expect(image).toHaveAttribute('src', /^data:image\//);
    const next = page.waitForResponse((r) => r.url().includes('/api/captcha/user'));
    await dialog.getByRole('button', { name: '看不清？点击图片换一张' }).click();
    await next;
    await expect(image).toHaveAttribute('src', /^data:image\//);
  });

  test('a locked account sees why and whom to contact', async ({ page }) => {
    const dialog = await openLoginFromMenu(page);
    await submitLogin(dialog, LOCKED);
    const state = page.getByRole('alertdialog', { name: COPY.lockedText });
    await expect(state).toBeVisible();
    await expect(state).toContainText(COPY.lockedText);
    await expect(state).toContainText(COPY.lockedNote);
    await expect(state).toContainText('学员请添加老师助教微信');
    await expect(state).toContainText('素材问题请添加助理微信');
    await state.getByRole('button', { name: '确定' }).click();
    await expect(state).toBeHidden();
    await expectGuest(page);
  });

  test('an account under review sees the review time and whom to contact', async ({ page }) => {
    const dialog = await openLoginFromMenu(page);
    await submitLogin(dialog, PENDING);
    const state = page.getByRole('alertdialog', { name: COPY.pendingText });
    await expect(state).toBeVisible();
    await expect(state).toContainText(COPY.pendingText);
    await expect(state).toContainText(COPY.pendingNote);
    await expect(state).toContainText('学员请添加老师助教微信');
  });

  test('success: 登录成功 and the user area shows the member', async ({ page }) => {
    await expectGuest(page);
    await loginThroughUi(page, DEMO);
    await expectMember(page, DEMO.usersName);
    await expect(topBar(page).getByRole('button', { name: '用户菜单', exact: true })).toBeHidden();
    // The record survives a reload (kept in local storage).
    await page.reload();
    await expectMember(page, DEMO.usersName);
  });
});

test.describe('member actions', () => {
  test('logout asks for confirmation, then 退出成功', async ({ page, freshAccount }) => {
    await visit(page, 'home');
    await waitForShell(page);
    await loginThroughUi(page, freshAccount);
    await expectMember(page, freshAccount.name);

    await chooseFromUserMenu(page, freshAccount.name, COPY.logout);
    const confirm = page.getByRole('alertdialog').filter({ hasText: COPY.logoutConfirm });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: COPY.cancel }).click();
    await expect(confirm).toBeHidden();
    await expectMember(page, freshAccount.name);

    await chooseFromUserMenu(page, freshAccount.name, COPY.logout);
    await confirm.getByRole('button', { name: COPY.confirm }).click();
    await expectToast(page, COPY.logoutSuccess);
    await expectGuest(page, freshAccount.name);
    // The session is gone on the server too.
    const session = await page.request.get('/api/user/session');
    expect(((await session.json()) as { code: number }).code).toBe(401);
  });

  test('change password validates, succeeds, forces a new login, and the new password works', async ({
    page,
    freshAccount,
  }) => {
    await visit(page, 'home');
    await waitForShell(page);
    await loginThroughUi(page, freshAccount);

    await chooseFromUserMenu(page, freshAccount.name, COPY.changePassword);
    const dialog = page.getByRole('dialog', { name: COPY.changePassword });
    await expect(dialog).toBeVisible();
    const oldPassword = dialog.getByRole('textbox', { name: COPY.oldPassword, exact: true });
    const newPassword = dialog.getByRole('textbox', { name: COPY.newPassword, exact: true });
    const confirmPassword = dialog.getByRole('textbox', {
      name: COPY.confirmPassword,
      exact: true,
    });
    const submit = dialog.getByRole('button', { name: COPY.confirm, exact: true });

    await submit.click();
    await expect(dialog.getByText(/不能少于6个字符|至少6/).first()).toBeVisible();
    await oldPassword.fill(freshAccount.password);
    await newPassword.fill('newpass789');
    await confirmPassword.fill('newpass780');
    await submit.click();
    await expect(dialog.getByText(COPY.passwordMismatch)).toBeVisible();

    await confirmPassword.fill('newpass789');
    await submit.click();
    await expectToast(page, COPY.passwordChanged);
    await expect(dialog).toBeHidden();
    // Forced re-login: logged out and the login modal is open.
    const login = loginDialog(page);
    await expect(login).toBeVisible();
    await expectGuest(page, freshAccount.name);

    // The old password no longer works; the new one does.
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/login'));
    await submitLogin(login, freshAccount);
    const body = (await (await refused).json()) as { code: number; message: string };
    expect(body.code).toBeGreaterThan(200);
    // Any other login error: an error dialog with the server's message.
    const error = page.getByRole('alertdialog').filter({ hasText: body.message });
    await expect(error).toBeVisible();
    await error
      .getByRole('button', { name: /确定|关闭/ })
      .first()
      .click();
    await expect(error).toBeHidden();
    await expect(login).toBeVisible();
    // With the new captcha the refusal asked for (submitLogin waits for its image).
    await submitLogin(login, { name: freshAccount.name, password: 'newpass789' });
    await expectToast(page, COPY.loginSuccess);
    await expectMember(page, freshAccount.name);
  });
});

import { DEMO, loginByApi } from './support/accounts';
import { catalog, SEED } from './support/catalog';
import { expect, memberTest, test } from './support/fixtures';
import {
  chooseFromUserMenu,
  expectGuest,
  COPY,
  expectToast,
  loginDialog,
  SITE_NAME,
  loginThroughUi,
  submitLogin,
  visit,
  waitForShell,
} from './support/site';

test.describe('user routes need a session', () => {
  test('a guest following a link to #/user/info is asked to log in and stays where they were', async ({
    page,
  }) => {
    await visit(page, 'commonDocument/2');
    await waitForShell(page);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: '会员必读' }),
    ).toBeVisible();
    await page.evaluate(() => {
      window.location.hash = '#/user/info';
    });
    await expect(loginDialog(page)).toBeVisible();
    // Navigation aborted: the page behind is still the one they were reading.
    await expect(page).not.toHaveURL(/#\/user\/info/);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: '会员必读' }),
    ).toBeVisible();
  });

  test('a guest opening #/user/info directly gets the login modal, then the member center', async ({
    page,
    freshAccount,
  }) => {
    await visit(page, 'user/info');
    const login = loginDialog(page);
    await expect(login).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(freshAccount.name);
    await submitLogin(login, freshAccount);
    await expectToast(page, COPY.loginSuccess);
    await visit(page, 'user/info');
    await expect(page.getByRole('main')).toContainText(freshAccount.name);
  });

  test('an expired session (cookie gone) gets the 提示： prompt, whose confirm opens the login', async ({
    page,
    context,
    freshAccount,
  }) => {
    await visit(page, 'home');
    await waitForShell(page);
    await loginThroughUi(page, freshAccount);
    await context.clearCookies({ name: 'sid' });

    // Any member call now answers 401: here, changing the password.
    await chooseFromUserMenu(page, freshAccount.name, COPY.changePassword);
    const dialog = page.getByRole('dialog', { name: COPY.changePassword });
    await dialog
      .getByRole('textbox', { name: COPY.oldPassword, exact: true })
      .fill(freshAccount.password);
    await dialog.getByRole('textbox', { name: COPY.newPassword, exact: true }).fill('another123');
    await dialog
      .getByRole('textbox', { name: COPY.confirmPassword, exact: true })
      .fill('another123');
    await dialog.getByRole('button', { name: COPY.confirm, exact: true }).click();

    const prompt = page.getByRole('alertdialog', { name: COPY.promptTitle });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(COPY.loginExpired);
    await prompt.getByRole('button', { name: COPY.confirm }).click();
    await expect(loginDialog(page)).toBeVisible();
    await expectGuest(page, freshAccount.name);
  });

  test('after logging out in another tab, the next member action gets the 提示： prompt', async ({
    context,
    freshAccount,
  }) => {
    const first = await context.newPage();
    await loginByApi(context, freshAccount);
    await visit(first, 'user/dubbing');
    const voices = first.getByRole('main').getByRole('radiogroup', { name: '选择音色' });
    await expect(voices).toBeVisible();

    // The other tab logs out (same browser, same cookie).
    const second = await context.newPage();
    await visit(second, 'home');
    await chooseFromUserMenu(second, freshAccount.name, COPY.logout);
    await second.getByRole('alertdialog').getByRole('button', { name: COPY.confirm }).click();
    await expectToast(second, COPY.logoutSuccess);
    await second.close();

    // Back in the first tab, a member action answers 401: the prompt, then the login.
    await first.bringToFront();
    await voices.getByRole('button', { name: '收藏晓晓' }).click();
    const prompt = first.getByRole('alertdialog', { name: COPY.promptTitle });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(COPY.loginExpired);
    await prompt.getByRole('button', { name: COPY.confirm }).click();
    await expect(loginDialog(first)).toBeVisible();
  });
});

test.describe('downloads', () => {
  test('a guest pressing 下载素材 logs in and lands on the check result', async ({ page }) => {
    const { coveredChild } = SEED;
    const document = await catalog.firstDocumentOfChild(page.request, coveredChild.childId);
    await visit(page, `twoClass/${coveredChild.classId}/${coveredChild.childId}/${document.id}`);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: '下载素材' }).click();
    // Navigation aborted: still on the document, with the login modal open. A guest is asked to
    // log in (not told a session expired).
    const login = loginDialog(page);
    await expect(login).toBeVisible();
    await expectToast(page, new RegExp(`^${COPY.loginFirst}$`), 'error');
    await expect(page).toHaveURL(new RegExp(`/${document.id}$`));
    await submitLogin(login, DEMO);
    await expectToast(page, COPY.loginSuccess);
    await expect(page).toHaveURL(new RegExp(`#/user/download/${document.downloadKey}$`));
    await expect(page).toHaveTitle(`${document.title} - 素材下载 - ${SITE_NAME}`);
    await expect(main).toContainText(document.title);
    await expect(main.getByRole('link', { name: /下载/ }).first()).toBeVisible();
  });

  test('a guest on user/download/{key} logs in and the page reloads with the check result', async ({
    page,
  }) => {
    const document = await catalog.firstDocumentOfChild(page.request, SEED.coveredChild.childId);
    expect(document.downloadKey).toBeTruthy();
    await visit(page, `user/download/${document.downloadKey}`);
    const login = loginDialog(page);
    await expect(login).toBeVisible();
    await submitLogin(login, DEMO);
    await expectToast(page, COPY.loginSuccess);
    await expect(page).toHaveURL(new RegExp(`#/user/download/${document.downloadKey}$`));
    const main = page.getByRole('main');
    await expect(main).toContainText(document.title);
    await expect(main.getByRole('link', { name: /下载/ }).first()).toBeVisible();
  });
});

memberTest.describe('downloads as the demo member', () => {
  memberTest(
    'a covered document: the download button leads to a download link',
    async ({ page }) => {
      const { coveredChild } = SEED;
      const document = await catalog.firstDocumentOfChild(page.request, coveredChild.childId);
      await visit(page, `twoClass/${coveredChild.classId}/${coveredChild.childId}/${document.id}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: document.title }).first()).toBeVisible();
      await main
        .getByRole('link', { name: /下载/ })
        .or(main.getByRole('button', { name: /下载/ }))
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`#/user/download/${document.downloadKey}$`));
      await expect(main).toContainText(document.title);
      const link = main.getByRole('link', { name: /下载/ }).first();
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', /.+/);
    },
  );

  memberTest(
    'a document the level does not cover: the refusal reason is shown',
    async ({ page }) => {
      const { refusedChild } = SEED;
      const document = await catalog.firstDocumentOfChild(page.request, refusedChild.childId);
      const check = await page.request.get(`/api/user/download/check/${document.downloadKey}`);
      const result = (await check.json()) as { data: { allowed: boolean; reason: string } };
      expect(result.data.allowed).toBe(false);

      await visit(page, `twoClass/${refusedChild.classId}/${refusedChild.childId}/${document.id}`);
      const main = page.getByRole('main');
      await main
        .getByRole('link', { name: /下载/ })
        .or(main.getByRole('button', { name: /下载/ }))
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`#/user/download/${document.downloadKey}$`));
      await expect(main).toContainText(result.data.reason);
      await expect(main.getByRole('link', { name: /^下载/ })).toHaveCount(0);
    },
  );
});

import { LOCKED } from './support/accounts';
import { catalog, SEED } from './support/catalog';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, memberTest, test } from './support/fixtures';
import {
  chooseFromUserMenu,
  COPY,
  DEMO_NAME,
  noticeBell,
  openLoginFromMenu,
  submitLogin,
  searchFor,
  visit,
  waitForShell,
} from './support/site';

// axe (WCAG 2 A + AA) on every route and with every modal open: no serious or critical violations.

test.describe('accessibility: public routes', () => {
  test('home, register, common document, 404', async ({ page }, testInfo) => {
    await visit(page, 'home');
    await waitForShell(page);
    await expect(page.getByRole('main').locator('a[href*="twoClass/"]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'home');

    await visit(page, 'register');
    await expect(
      page.getByRole('main').getByRole('heading', { name: COPY.memberRegister }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'register');

    await visit(page, 'commonDocument/1');
    await expect(
      page.getByRole('main').getByRole('heading', { name: '素材市场' }).first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'commonDocument');

    await visit(page, '404');
    await expect(page.getByRole('main')).toContainText(COPY.notFound);
    await expectNoSeriousA11yViolations(page, testInfo, '404');
  });

  test('section, sub-section and document pages', async ({ page }, testInfo) => {
    const { coveredChild } = SEED;
    await visit(page, `twoClass/${coveredChild.classId}`);
    await expect(
      page.getByRole('main').getByRole('heading', { name: coveredChild.className }).first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'twoClass section');

    await visit(page, `twoClass/${coveredChild.classId}/${coveredChild.childId}`);
    await expect(
      page.getByRole('main').getByRole('heading', { name: coveredChild.childName }).first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'twoClass sub-section');

    const document = await catalog.firstDocumentOfChild(page.request, coveredChild.childId);
    await visit(page, `twoClass/${coveredChild.classId}/${coveredChild.childId}/${document.id}`);
    await expect(
      page.getByRole('main').getByRole('heading', { name: document.title }).first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'twoClass document');
  });

  test('login, notices and search results modals', async ({ page }, testInfo) => {
    // Three dialogs and an axe run for each: a slow moment on a shared machine must not fail it.
    test.slow();
    await visit(page, 'home');
    await waitForShell(page);
    await openLoginFromMenu(page);
    await expectNoSeriousA11yViolations(page, testInfo, 'login modal');
    await page.keyboard.press('Escape');

    await noticeBell(page).click();
    await expect(
      page.getByRole('dialog', { name: COPY.noticeCenter }).getByRole('table'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'notice modal');
    await page.keyboard.press('Escape');

    await searchFor(page, '角色');
    await expect(
      page.getByRole('dialog', { name: COPY.searchResults }).getByRole('table'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'search results modal');
  });
});

test.describe('accessibility: first visit and account dialogs', () => {
  test.use({ updateNoticeSeen: false });

  test('update notice and locked-account dialogs', async ({ page }, testInfo) => {
    await visit(page, 'home');
    const update = page.getByRole('dialog', { name: '网站更新公告' });
    await expect(update).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'update notice modal');
    await update.getByRole('button', { name: '我知道了' }).click();

    const login = await openLoginFromMenu(page);
    await submitLogin(login, LOCKED);
    await expect(page.getByRole('alertdialog', { name: COPY.lockedText })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'locked account dialog');
  });
});

memberTest.describe('accessibility: member routes', () => {
  memberTest('member center and each of its actions', async ({ page }, testInfo) => {
    // An axe run per member section: a slow moment on a shared machine must not fail it.
    memberTest.slow();
    await visit(page, 'user/info');
    await expect(page.getByRole('main')).toContainText(DEMO_NAME);
    await expectNoSeriousA11yViolations(page, testInfo, 'user/info');
    for (const action of MEMBER_ACTIONS) {
      await visit(page, `user/info/${action.path}`);
      await expect(
        page.getByRole('main').getByRole('heading', { name: action.heading }).first(),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page, testInfo, `user/info/${action.path}`);
    }
  });

  memberTest('dubbing, download and the change password modal', async ({ page }, testInfo) => {
    await visit(page, 'user/dubbing');
    await expect(
      page.getByRole('main').getByRole('heading', { name: /配音/ }).first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'user/dubbing');

    const document = await catalog.firstDocumentOfChild(page.request, SEED.coveredChild.childId);
    await visit(page, `user/download/${document.downloadKey}`);
    await expect(page.getByRole('main')).toContainText(document.title);
    await expectNoSeriousA11yViolations(page, testInfo, 'user/download');

    await chooseFromUserMenu(page, DEMO_NAME, COPY.changePassword);
    const change = page.getByRole('dialog', { name: COPY.changePassword });
    await expect(change).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'change password modal');
    await page.keyboard.press('Escape');
    await expect(change).toBeHidden();

    // Only opened and cancelled: the shared demo session stays logged in.
    await chooseFromUserMenu(page, DEMO_NAME, COPY.logout);
    const confirm = page.getByRole('alertdialog').filter({ hasText: COPY.logoutConfirm });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'logout confirmation');
    await confirm.getByRole('button', { name: COPY.cancel }).click();
    await expect(confirm).toBeHidden();
  });
});

/** Member center actions (user/info/{action}) and their headings. */
const MEMBER_ACTIONS = [
  { path: 'recharge', heading: '在线充值' },
  { path: 'upgrade', heading: '等级升级' },
  { path: 'rechargeRecords', heading: '充值记录' },
  { path: 'consumeRecords', heading: '消费记录' },
  { path: 'plugin', heading: '插件激活' },
  { path: 'report', heading: '我的报告' },
  { path: 'log', heading: '账号日志' },
];

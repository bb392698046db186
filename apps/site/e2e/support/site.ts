import { expect, type Locator, type Page } from '@playwright/test';
import { expectToast } from '../../../../scripts/toast-log';
import { CAPTCHA } from './environment';

/** Visible copy (zh-CN) from /work/shared/spec/ui-copy.md — what a person reads on the page. */
export const COPY = {
  mainNavigation: '主导航',
  memberLogin: '会员登录',
  memberRegister: '会员注册',
  materialCenter: '素材中心',
  login: '登录',
  register: '注册',
  logout: '退出登录',
  changePassword: '修改密码',
  accountInfo: '账号信息',
  account: '账号',
  password: '密码',
  captcha: '验证码',
  captchaImage: '验证码图片',
  nameRule: '请正确填写账号，最少3个字符，最多32个字符',
  passwordRule: '请正确填写密码，不能少于6个字符',
  captchaRule: '验证码必须是4个字符',
  loginSuccess: '登录成功',
  logoutConfirm: '确定要退出登录吗？',
  logoutSuccess: '退出成功',
  oldPassword: '当前密码',
  newPassword: '新密码',
  confirmPassword: '确认密码',
  confirm: '确认',
  cancel: '取消',
  passwordMismatch: '密码和确认密码不一致，请检查',
  passwordChanged: '密码修改成功，请使用新密码重新登录',
  lockedText: '账号已锁定',
  lockedNote: '您的账号未通过审核。',
  pendingText: '账号审核中',
  pendingNote: '审核将在10-24小时内完成',
  noticeCenter: '公告中心',
  notices: '公告',
  backToList: '返回列表',
  noNotices: '暂无公告',
  searchPlaceholder: '搜索素材',
  searchResults: '搜索结果',
  matchedTitle: '匹配素材标题',
  section: '所属栏目',
  updateDate: '更新日期',
  searchEmpty: '请先输入要搜索的内容',
  noResults: '暂无搜索结果',
  promptTitle: '提示：',
  loginExpired: '未登录或登录已过期，请先登录',
  notFound: '抱歉，您访问的页面不存在',
  guestHint: '未登录，请先登录',
  loginFirst: '请先登录',
} as const;

export { CAPTCHA };
// Toasts are read from the page's toast log (scripts/toast-log.ts): one already gone still counts.
export { expectToast };

/** The site name: the window title of every page contains it. */
export const SITE_NAME = '动漫素材会员站';

/**
 * Opens a hash route (`home`, `twoClass/1/1`, …) the way a person follows a bookmark; on the page
 * already shown this is a reload (a same-URL hash navigation would do nothing).
 */
export async function visit(page: Page, route: string): Promise<void> {
  const hash = `#/${route.replace(/^[#/]+/, '')}`;
  if (page.url().endsWith(hash)) await page.reload();
  else await page.goto(`/${hash}`);
}

/** True when the page is laid out for the 375 px project (side menu in a drawer). */
export function isNarrow(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) <= 768;
}

/** The open menu button on narrow screens (accessible name like 打开菜单 / 菜单). */
export function menuButton(page: Page): Locator {
  return page.getByRole('button', { name: /菜单/ }).first();
}

/**
 * The left navigation menu. On narrow screens it lives in a drawer that a menu button opens, so
 * this opens the drawer first.
 */
export async function openSideMenu(page: Page): Promise<Locator> {
  if (isNarrow(page)) {
    const drawer = page.getByRole('dialog', { name: COPY.mainNavigation });
    if (!(await drawer.isVisible())) await menuButton(page).click();
    await expect(drawer).toBeVisible();
    return drawer.getByRole('navigation', { name: COPY.mainNavigation });
  }
  const nav = page.getByRole('navigation', { name: COPY.mainNavigation });
  await expect(nav).toBeVisible();
  return nav;
}

export function loginDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: COPY.memberLogin });
}

/** Opens the login modal from the left menu (会员中心 › 会员登录). */
export async function openLoginFromMenu(page: Page): Promise<Locator> {
  const nav = await openSideMenu(page);
  await nav.getByRole('button', { name: COPY.memberLogin, exact: true }).click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills and submits the login form of an open login modal. */
export async function submitLogin(
  dialog: Locator,
  account: { name: string; password: string },
  captcha: string = CAPTCHA,
): Promise<void> {
  await dialog.getByRole('textbox', { name: COPY.account, exact: true }).fill(account.name);
  await dialog.getByRole('textbox', { name: COPY.password, exact: true }).fill(account.password);
  await typeCaptcha(dialog, captcha);
  await dialog.getByRole('button', { name: COPY.login, exact: true }).click();
}

/**
 * Types the image captcha of the form in `scope` once its image has loaded. A person types the
 * captcha they see, and the server holds its code only once it has served the image: a code sent
 * before that (on a busy machine, or just after a refusal spent the last one) meets no captcha.
 */
export async function typeCaptcha(scope: Locator, captcha: string = CAPTCHA): Promise<void> {
  const image = scope.getByRole('img', { name: COPY.captchaImage, exact: true });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await scope.getByRole('textbox', { name: COPY.captcha, exact: true }).fill(captcha);
}

/** Logs in through the menu's login modal and waits for the success toast. */
export async function loginThroughUi(page: Page, account: { name: string; password: string }) {
  const dialog = await openLoginFromMenu(page);
  await submitLogin(dialog, account);
  await expectToast(page, COPY.loginSuccess);
  await expect(dialog).toBeHidden();
}

/**
 * The site's top bar (the banner landmark holding the search). Modals have their own header, so
 * "the banner" alone is ambiguous while one is open.
 */
export function topBar(page: Page): Locator {
  return page.getByRole('banner').filter({ has: page.getByRole('search') });
}

/** Waits until the app has rendered its shell (top bar) so checks don't race the first paint. */
export async function waitForShell(page: Page): Promise<void> {
  await expect(topBar(page)).toBeVisible();
}

/** The top bar's search field (on narrow screens a search button may reveal it first). */
export async function searchField(page: Page): Promise<Locator> {
  const field = page.getByRole('searchbox', { name: COPY.searchPlaceholder });
  // Before the shell is up the field is not visible on any screen, and the button found then
  // would be the field's own submit: a blank search.
  await waitForShell(page);
  if (!(await field.isVisible())) {
    await topBar(page).getByRole('button', { name: /搜索/ }).first().click();
  }
  await expect(field).toBeVisible();
  return field;
}

/** Types into the search field and presses Enter, as the spec says a search is triggered. */
export async function searchFor(page: Page, text: string): Promise<void> {
  const field = await searchField(page);
  await field.fill(text);
  await field.press('Enter');
}

/** The notice bell in the top bar (its accessible name carries the count). */
export function noticeBell(page: Page): Locator {
  return topBar(page).getByRole('button', { name: new RegExp(`^${COPY.notices}`) });
}

/**
 * Opens the logged-in member's menu in the top bar and chooses an entry (账号信息 / 修改密码 /
 * 退出登录).
 */
export async function chooseFromUserMenu(
  page: Page,
  memberName: string,
  entry: string,
): Promise<void> {
  await topBar(page)
    .getByRole('button', { name: new RegExp(escapeRegExp(memberName)) })
    .click();
  await page
    .getByRole('menuitem', { name: entry, exact: true })
    .or(page.getByRole('button', { name: entry, exact: true }))
    .or(page.getByRole('link', { name: entry, exact: true }))
    .first()
    .click();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The demo member's display name, shown in the user area when logged in. */
export const DEMO_NAME = '演示会员';

/** The user area shows this member (a button named after them opens the account menu). */
export async function expectMember(page: Page, usersName: string): Promise<void> {
  await expect(topBar(page).getByRole('button', { name: usersName, exact: true })).toBeVisible();
}

/** The user area shows a guest (the generic user menu, no member button). */
export async function expectGuest(page: Page, notThisMember?: string): Promise<void> {
  await expect(topBar(page).getByRole('button', { name: '用户菜单', exact: true })).toBeVisible();
  if (notThisMember) await expect(topBar(page)).not.toContainText(notThisMember);
}

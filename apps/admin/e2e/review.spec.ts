import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demoMember, expectAccessible, MemberApi, openMenu, staffLogIn } from './helpers';

// The server runs with REGISTRATION_REVIEW=1 (playwright.config.ts): new accounts start pending.

// A 1×1 PNG, enough for the server to store and the console to show.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function menu(page: Page) {
  return page.getByRole('navigation', { name: '后台菜单' });
}

/** The number in a menu entry's badge (0 when there is none). */
async function badge(page: Page, entry: RegExp, label: RegExp) {
  const link = menu(page).getByRole('link', { name: entry });
  // One read that never waits: a badge that goes away between a count() and a textContent()
  // would leave textContent() waiting for it until the poll's timeout.
  const [text] = await link.getByLabel(label).allTextContents();
  return text === undefined ? 0 : Number(text);
}

/** The badge once the menu's counts have arrived (they load after sign-in; something is waiting). */
async function waitingBadge(page: Page, entry: RegExp, label: RegExp) {
  await expect.poll(() => badge(page, entry, label)).toBeGreaterThan(0);
  return badge(page, entry, label);
}

/** 驳回 in `drawer`: refused without a reason (the alert), then sent with `reason` (axe first). */
async function rejectWithReason(page: Page, drawer: Locator, reason: string, label: string) {
  await drawer.getByRole('button', { name: '驳回' }).click();
  await expect(
    drawer.getByRole('alert').filter({ hasText: '请填写驳回原因，会员会看到它' }),
  ).toBeVisible();
  await drawer.getByRole('textbox', { name: /驳回原因/ }).fill(reason);
  await expectAccessible(page, label);
  await drawer.getByRole('button', { name: '驳回' }).click();
}

/** A new account named `prefix` and a number, waiting for review, and the API its member uses. */
async function registerPending(request: APIRequestContext, prefix: string) {
  const member = new MemberApi(request);
  const name = `${prefix}${Date.now() % 100000}`;
  const phone = `139${String(Date.now()).slice(-8)}`;
  expect((await member.register(name, 'newbie-pass-1', phone)).code).toBe(200);
  return { member, name };
}

test('a new account waits for review; approving it names the member and the badge goes down', async ({
  page,
  request,
}) => {
  const { member, name } = await registerPending(request, 'newbie');
  const refused = await member.logIn(name, 'newbie-pass-1');
  expect(refused.code).toBe(403);
  expect(refused.message).toContain('审核');

  await staffLogIn(page);
  await openMenu(page, /会员审核/);
  const waiting = await waitingBadge(page, /会员审核/, /个待审核/);
  const queue = page.getByRole('table', { name: '待审核会员' });
  const row = queue.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  await page.getByRole('button', { name: `通过 ${name}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `已通过「${name}」的注册` }),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  // The badge follows at once, without leaving the page.
  await expect.poll(() => badge(page, /会员审核/, /个待审核/)).toBe(waiting - 1);

  expect((await member.logIn(name, 'newbie-pass-1')).code).toBe(200);
});

test('a registration rejected with a reason: the member reads the reason at login', async ({
  page,
  request,
}) => {
  const { member, name } = await registerPending(request, 'refused');

  await staffLogIn(page);
  await openMenu(page, /会员审核/);
  await page.getByRole('button', { name: `驳回 ${name}` }).click();
  const drawer = page.getByRole('dialog', { name: `驳回注册：${name}` });
  await rejectWithReason(page, drawer, '请使用本人手机号注册', 'reject registration');
  await expect(
    page.getByRole('status').filter({ hasText: `已驳回「${name}」的注册` }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);

  const refused = await member.logIn(name, 'newbie-pass-1');
  expect(refused.code).toBe(403);
  expect(refused.message).toContain('请使用本人手机号注册');
});

test('a reviewer sees a report’s images, rejects it with a reason, and the member reads it on the site', async ({
  page,
  browser,
}) => {
  const memberContext = await browser.newContext();
  const member = await demoMember(memberContext.request);
  const title = `走路循环${Date.now() % 100000}`;
  const created = await member.post('/api/user/report', {
    title,
    content: '第一行\n第二行',
    images: [PNG, PNG],
  });
  expect(created.code, created.message).toBe(200);

  await staffLogIn(page);
  const waiting = await waitingBadge(page, /会员报告/, /份报告待处理/);
  await openMenu(page, /会员报告/);
  const table = page.getByRole('table', { name: '会员报告' });
  await expect(table.getByRole('columnheader', { name: '内容' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /HTML/ })).toHaveCount(0);

  // The evidence in the list: thumbnails that load, and a lightbox.
  const thumb = table.getByRole('button', { name: `查看大图：${title} 的第 1 张图片` });
  await expect(thumb).toBeVisible();
  await expect
    .poll(() => thumb.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await thumb.click();
  const lightbox = page.getByRole('dialog', { name: `${title} 的图片（1/2）` });
  await expect(lightbox.getByRole('img', { name: `${title} 的第 1 张图片` })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: `${title} 的图片（2/2）` })).toBeVisible();
  await expectAccessible(page, 'report lightbox');
  await page.keyboard.press('Escape');
  await expect(thumb).toBeFocused();

  // The drawer: the full text, then a rejection that needs its reason.
  await table.getByRole('button', { name: `查看 ${title}` }).click();
  const drawer = page.getByRole('dialog', { name: `报告：${title}` });
  await expect(drawer.getByText('第一行')).toBeVisible();
  await expect(
    drawer.getByRole('button', { name: `查看大图：${title} 的第 2 张图片` }),
  ).toBeVisible();
  await rejectWithReason(page, drawer, '图片与作品无关', 'report drawer');
  await expect(
    page.getByRole('status').filter({ hasText: `已驳回报告「${title}」` }),
  ).toBeVisible();
  await expect(table.getByRole('cell', { name: title, exact: true })).toHaveCount(0);
  await expect.poll(() => badge(page, /会员报告/, /份报告待处理/)).toBe(waiting - 1);

  // The member's own reports page on the site says why.
  const site = await memberContext.newPage();
  await site.goto('/#/user/info/report');
  const report = site.getByRole('listitem').filter({ hasText: title });
  await expect(
    report.getByText('未通过原因：图片与作品无关。修改后可重新提交审核。'),
  ).toBeVisible();
  await memberContext.close();
});

import { catalog, SEED } from './support/catalog';
import { withoutWrittenAnswer } from './support/firstAnswers';
import { expect, test } from './support/fixtures';
import {
  COPY,
  noticeBell,
  openSideMenu,
  SITE_NAME,
  topBar,
  visit,
  waitForShell,
} from './support/site';

const title = (...parts: string[]) => [...parts, SITE_NAME].join(' - ');

test.describe('shell and navigation', () => {
  test('home shows the menu, the top bar and real content; the empty route redirects there', async ({
    page,
  }) => {
    // The menu's two reads, the class list and the sub-classes (attached by oneClassId), come
    // written into the page by the server: the browser asks for neither.
    const asked = new Set<string>();
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname === '/api/one/class' || pathname === '/api/one/class/children')
        asked.add(pathname);
    });
    await page.goto('/');
    await expect(page).toHaveURL(/#\/home$/);
    await waitForShell(page);
    await expect(page).toHaveTitle(title('首页'));

    // Top bar: search, notice bell, user area.
    const bar = topBar(page);
    await expect(bar.getByRole('searchbox', { name: COPY.searchPlaceholder })).toBeVisible();
    await expect(noticeBell(page)).toBeVisible();
    await expect(bar.getByRole('button', { name: '用户菜单' })).toBeVisible();

    // Home content: banners (home images), the latest documents, the sections.
    const main = page.getByRole('main');
    const banners = main.getByRole('region', { name: '精选推荐' });
    await expect(banners.getByRole('listitem').first()).toBeVisible();
    const latest = main.getByRole('region', { name: '最新素材' });
    const latestLinks = latest.getByRole('link');
    await expect(latestLinks.first()).toBeVisible();
    expect(await latestLinks.count()).toBeGreaterThan(3);
    await expect(latestLinks.first()).toHaveAttribute('href', /#\/twoClass\/\d+\/\d+/);

    // Footer: copyright years and filing number.
    const footer = page.getByRole('contentinfo');
    // Up to this year, read from the date (not written into the site).
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(footer).toContainText(`Copyright © 2024-${year}`);
    await expect(footer).toContainText('备案号');

    // Left menu: the six groups, then the class list from the API.
    const nav = await openSideMenu(page);
    for (const group of ['素材市场', '会员中心', '素材中心', '配音中心', 'AI工具', '软件中心']) {
      await expect(nav.getByText(group, { exact: true }).first()).toBeVisible();
    }
    for (const cls of await catalog.classes(page.request)) {
      await expect(nav.getByText(cls.name, { exact: true }).first()).toBeVisible();
    }
    expect([...asked]).toEqual([]);
    // Dubbing and AI groups come from the custom nav menu (label|url lists).
    await nav.getByRole('button', { name: 'AI生文列表' }).click();
    const external = nav.getByRole('link', { name: /DeepSeek/ });
    await expect(external).toHaveAttribute('href', 'https://chat.deepseek.com');
    await expect(external).toHaveAttribute('target', '_blank');
  });

  test('the material center lists classes; sub-class submenus open sub-sections', async ({
    page,
  }) => {
    const { coveredChild, leafClass } = SEED;
    await visit(page, 'home');
    let nav = await openSideMenu(page);

    // A class with children is a collapsed submenu; opening it shows links to its sub-sections.
    const submenu = nav.getByRole('button', { name: coveredChild.className, exact: true });
    await expect(submenu).toHaveAttribute('aria-expanded', 'false');
    await submenu.click();
    await expect(submenu).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: coveredChild.childName, exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`#/twoClass/${coveredChild.classId}/${coveredChild.childId}$`),
    );
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: coveredChild.childName }),
    ).toBeVisible();
    const [firstDocument] = await catalog.childSectionDocuments(page.request, coveredChild.childId);
    await expect(main.getByRole('link', { name: firstDocument!.title }).first()).toBeVisible();
    await expect(page).toHaveTitle(title(coveredChild.childName, coveredChild.className));

    // A class without children is a plain link to its section page.
    nav = await openSideMenu(page);
    await nav.getByRole('link', { name: leafClass.className, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/twoClass/${leafClass.classId}$`));
    await expect(main.getByRole('heading', { level: 1, name: leafClass.className })).toBeVisible();
    const [leafDocument] = await catalog.sectionDocuments(page.request, leafClass.classId);
    await expect(main.getByRole('link', { name: leafDocument!.title }).first()).toBeVisible();
    await expect(page).toHaveTitle(title(leafClass.className));
  });

  test('section → sub-section → document, whose download button leads to user/download', async ({
    page,
  }) => {
    const { coveredChild } = SEED;
    await visit(page, `twoClass/${coveredChild.classId}`);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: coveredChild.className }),
    ).toBeVisible();
    await expect(page).toHaveTitle(title(coveredChild.className));
    // The section page lists its sub-sections.
    await main
      .getByRole('navigation', { name: '子栏目' })
      .getByRole('link', { name: coveredChild.childName, exact: true })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`#/twoClass/${coveredChild.classId}/${coveredChild.childId}$`),
    );

    const document = await catalog.firstDocumentOfChild(page.request, coveredChild.childId);
    await main.getByRole('link', { name: document.title }).first().click();
    await expect(page).toHaveURL(
      new RegExp(`#/twoClass/${coveredChild.classId}/${coveredChild.childId}/${document.id}$`),
    );
    await expect(main.getByRole('heading', { level: 1, name: document.title })).toBeVisible();
    await expect(main).toContainText('文件格式');
    await expect(page).toHaveTitle(title(document.title));
    // The breadcrumb leads back up.
    const crumbs = main.getByRole('navigation', { name: '当前位置' });
    await expect(crumbs.getByRole('link', { name: coveredChild.childName })).toHaveAttribute(
      'href',
      `#/twoClass/${coveredChild.classId}/${coveredChild.childId}`,
    );
    // Download as a guest: the download route asks for a login first.
    await main.getByRole('link', { name: '下载素材' }).click();
    await expect(page.getByRole('dialog', { name: COPY.memberLogin })).toBeVisible();
  });

  test('every fixed common document opens from the menu', async ({ page }) => {
    await visit(page, 'home');
    const main = page.getByRole('main');
    for (const doc of SEED.commonDocuments) {
      const nav = await openSideMenu(page);
      await nav.getByRole('link', { name: doc.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#/commonDocument/${doc.id}$`));
      await expect(main.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
      await expect(page).toHaveTitle(title(doc.title));
    }
  });

  test('every navigation reloads its target, even the page being shown', async ({ page }) => {
    const { coveredChild } = SEED;
    await visit(page, `twoClass/${coveredChild.classId}/${coveredChild.childId}`);
    const heading = page
      .getByRole('main')
      .getByRole('heading', { level: 1, name: coveredChild.childName });
    await expect(heading).toBeVisible();
    const reload = page.waitForRequest((r) =>
      r.url().includes(`/api/two/class/children/${coveredChild.childId}`),
    );
    const nav = await openSideMenu(page);
    // The submenu holding the current page is already open.
    await nav.getByRole('link', { name: coveredChild.childName, exact: true }).click();
    await reload;
    await expect(heading).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`#/twoClass/${coveredChild.classId}/${coveredChild.childId}$`),
    );
  });

  test('a route typed without the hash opens the site; /favicon.ico is an icon', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/#\/home$/);
    await waitForShell(page);
    await expect(page).toHaveTitle(new RegExp(SITE_NAME));
    await page.goto('/commonDocument/2');
    await expect(page).toHaveURL(/\/#\/commonDocument\/2$/);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: '会员必读' }),
    ).toBeVisible();

    const icon = await page.request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/x-icon');
    // The ICO file header: reserved 0, type 1 (icon).
    expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  test('unknown paths and 404 show the error page with a way home', async ({ page }) => {
    await visit(page, 'no/such/page');
    await expect(page.getByRole('main')).toContainText(COPY.notFound);
    await expect(page).toHaveTitle(title('页面不存在'));
    await visit(page, '404');
    await expect(page.getByRole('main')).toContainText(COPY.notFound);
    await page.getByRole('main').getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page).toHaveTitle(title('首页'));
  });

  test('routes other than home are loaded when first visited', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await visit(page, 'home');
    await expect(
      page.getByRole('main').getByRole('region', { name: '最新素材' }).getByRole('link').first(),
    ).toBeVisible();
    const atHome = scripts.length;
    const nav = await openSideMenu(page);
    await nav.getByRole('link', { name: '会员必读', exact: true }).click();
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: '会员必读' }),
    ).toBeVisible();
    expect(scripts.length, 'the page code arrives when it is first visited').toBeGreaterThan(
      atHome,
    );
  });

  test('a failed notice request leaves the page working, the bell empty and says the network failed', async ({
    page,
  }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await withoutWrittenAnswer(page, './api/notice');
    await page.route('**/api/notice', (route) => route.abort());
    await visit(page, 'home');
    await waitForShell(page);
    await expect(
      page.getByRole('main').getByRole('region', { name: '最新素材' }).getByRole('link').first(),
    ).toBeVisible();
    const bell = noticeBell(page);
    await expect(bell).toHaveAccessibleName(COPY.notices);
    await bell.click();
    // Not "no notices yet": the list is unknown, so the network toast speaks instead, and no dialog opens.
    await expect(page.getByText('网络连接失败，请稍后重试').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('update notice', () => {
  test.use({ updateNoticeSeen: false });

  test('is shown on the first visit and not again for the same version', async ({ page }) => {
    await visit(page, 'home');
    const dialog = page.getByRole('dialog', { name: '网站更新公告' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('v2.3.0');
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    await dialog.getByRole('button', { name: '我知道了' }).click();
    await expect(dialog).toBeHidden();
    // The notice is asked for once the page has loaded; hidden is only worth checking after its
    // answer, and after the dialog's code would have been fetched (the network goes quiet).
    const asked = page.waitForResponse((r) => r.url().endsWith('/api/update/notice'));
    await page.reload();
    expect((await asked).ok()).toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(
      page.getByRole('main').getByRole('region', { name: '最新素材' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test.describe('language', () => {
  test('the top bar switches between 中文 and English, and the choice stays', async ({ page }) => {
    await visit(page, 'home');
    await waitForShell(page);
    await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('language-switch')).toHaveText('中文');
    await expect(page).toHaveTitle(/Dongman Materials/);
    await page.goto('/#/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Pages with copy of their own load it in the chosen language too.
    await visit(page, 'register');
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Member registration' }),
    ).toBeVisible();
    await visit(page, 'forgot-password');
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Reset password' }),
    ).toBeVisible();
    await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByTestId('language-switch')).toHaveText('EN');
  });
});

import { catalog, SEED } from './support/catalog';
import { expect, test } from './support/fixtures';
import { COPY, openSideMenu, SITE_NAME, visit, waitForShell } from './support/site';

test.describe('shell and navigation', () => {
  test('home shows the menu, the top bar and real content; the empty route redirects there', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/#\/home$/);
    await waitForShell(page);
    await expect(page).toHaveTitle(new RegExp(SITE_NAME));

    // Top bar: search, notice bell, user area (guest: log in / register).
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('searchbox', { name: COPY.searchPlaceholder })).toBeVisible();
    await expect(banner.getByRole('button', { name: new RegExp(COPY.notices) })).toBeVisible();

    // Home content: banners / images and the latest documents as links into the catalogue.
    const main = page.getByRole('main');
    await expect(main.getByRole('img').first()).toBeVisible();
    await expect(main.getByRole('link', { name: /./ }).first()).toBeVisible();
    const documentLinks = main.locator('a[href*="twoClass/"]');
    await expect(documentLinks.first()).toBeVisible();

    // Footer: copyright years and filing number.
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('2024-2025');
    await expect(footer).toContainText('备案号');

    // Left menu: the six groups, the class list from the API with sub-classes.
    const nav = await openSideMenu(page);
    for (const group of ['素材市场', '会员中心', '素材中心', '配音中心', 'AI工具', '软件中心']) {
      await expect(nav.getByText(group, { exact: true }).first()).toBeVisible();
    }
    const classes = await catalog.classes(page.request);
    for (const cls of classes) {
      await expect(nav.getByText(cls.name, { exact: true }).first()).toBeVisible();
    }
  });

  test('the material center lists classes with sub-class submenus that open sections', async ({
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
    await expect(main.getByRole('heading', { name: coveredChild.childName }).first()).toBeVisible();
    const [firstDocument] = await catalog.childSectionDocuments(page.request, coveredChild.childId);
    await expect(main.getByRole('link', { name: firstDocument!.title }).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(SITE_NAME));

    // A class without children is a plain link to its section page.
    nav = await openSideMenu(page);
    await nav.getByRole('link', { name: leafClass.className, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/twoClass/${leafClass.classId}$`));
    await expect(main.getByRole('heading', { name: leafClass.className }).first()).toBeVisible();
    const [leafDocument] = await catalog.sectionDocuments(page.request, leafClass.classId);
    await expect(main.getByRole('link', { name: leafDocument!.title }).first()).toBeVisible();
  });

  test('section → sub-section → document, with a download button leading to user/download', async ({
    page,
  }) => {
    const { coveredChild } = SEED;
    await visit(page, `twoClass/${coveredChild.classId}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: coveredChild.className }).first()).toBeVisible();
    // The section page lists its sub-sections.
    await main.getByRole('link', { name: coveredChild.childName, exact: true }).first().click();
    await expect(page).toHaveURL(
      new RegExp(`#/twoClass/${coveredChild.classId}/${coveredChild.childId}$`),
    );

    const document = await catalog.firstDocumentOfChild(page.request, coveredChild.childId);
    await main.getByRole('link', { name: document.title }).first().click();
    await expect(page).toHaveURL(
      new RegExp(`#/twoClass/${coveredChild.classId}/${coveredChild.childId}/${document.id}$`),
    );
    await expect(main.getByRole('heading', { name: document.title }).first()).toBeVisible();
    await expect(main).toContainText('文件格式');
    await expect(page).toHaveTitle(new RegExp(SITE_NAME));
    // Download (guest): goes to the download route, which asks for a login first.
    await main
      .getByRole('link', { name: /下载/ })
      .or(main.getByRole('button', { name: /下载/ }))
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: COPY.memberLogin })).toBeVisible();
  });

  test('every fixed common document opens from the menu', async ({ page }) => {
    await visit(page, 'home');
    const main = page.getByRole('main');
    for (const doc of SEED.commonDocuments) {
      const nav = await openSideMenu(page);
      await nav.getByRole('link', { name: doc.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#/commonDocument/${doc.id}$`));
      await expect(main.getByRole('heading', { name: doc.title }).first()).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(SITE_NAME));
    }
  });

  test('every navigation reloads its target, even the page being shown', async ({ page }) => {
    const { coveredChild } = SEED;
    await visit(page, `twoClass/${coveredChild.classId}/${coveredChild.childId}`);
    await expect(
      page.getByRole('main').getByRole('heading', { name: coveredChild.childName }).first(),
    ).toBeVisible();
    const reload = page.waitForRequest((r) =>
      r.url().includes(`/api/two/class/children/${coveredChild.childId}`),
    );
    const nav = await openSideMenu(page);
    // The submenu holding the current page is already open.
    await nav.getByRole('link', { name: coveredChild.childName, exact: true }).click();
    await reload;
    await expect(
      page.getByRole('main').getByRole('heading', { name: coveredChild.childName }).first(),
    ).toBeVisible();
  });

  test('unknown paths and 404 show the error page', async ({ page }) => {
    await visit(page, 'no/such/page');
    await expect(page.getByRole('main')).toContainText(COPY.notFound);
    await expect(page).toHaveTitle(new RegExp(SITE_NAME));
    await visit(page, '404');
    await expect(page.getByRole('main')).toContainText(COPY.notFound);
    // The error page offers a way back home.
    await page.getByRole('main').getByRole('link', { name: /首页/ }).click();
    await expect(page).toHaveURL(/#\/home$/);
  });

  test('routes other than home are loaded lazily', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await visit(page, 'home');
    await waitForShell(page);
    await expect(page.getByRole('main').locator('a[href*="twoClass/"]').first()).toBeVisible();
    const atHome = scripts.length;
    const nav = await openSideMenu(page);
    await nav.getByRole('link', { name: COPY.memberRegister, exact: true }).click();
    await expect(page).toHaveURL(/#\/register$/);
    await expect(
      page.getByRole('main').getByRole('heading', { name: COPY.memberRegister }),
    ).toBeVisible();
    expect(
      scripts.length,
      'the register page code arrives when it is first visited',
    ).toBeGreaterThan(atHome);
  });

  test('a failed notice request leaves the page working and the bell empty', async ({ page }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await page.route('**/api/notice', (route) => route.abort());
    await visit(page, 'home');
    await waitForShell(page);
    await expect(page.getByRole('main').locator('a[href*="twoClass/"]').first()).toBeVisible();
    const bell = page.getByRole('banner').getByRole('button', { name: new RegExp(COPY.notices) });
    await expect(bell).toHaveAccessibleName(new RegExp(`^${COPY.notices}$|${COPY.notices}（0）`));
    await bell.click();
    await expect(page.getByText(COPY.noNotices).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the update notice is shown once per version', async ({ page }) => {
    await visit(page, 'home');
    const dialog = page.getByRole('dialog', { name: '网站更新公告' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('v2.3.0');
    await dialog.getByRole('button', { name: '我知道了' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await waitForShell(page);
    await expect(page.getByRole('main').locator('a[href*="twoClass/"]').first()).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

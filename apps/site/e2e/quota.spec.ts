import { loginByApi } from './support/accounts';
import { catalog, SEED } from './support/catalog';
import { expect, test } from './support/fixtures';
import { visit } from './support/site';

// The daily quota (levels.daily_downloads: 10 for 普通会员) refuses an 11th material today and
// comes back the next day. The server runs with TEST_CLOCK=1: this browser's requests carry
// X-Test-Clock-Offset and are served a day later, without moving any other test's clock.
const DAY_MS = 24 * 60 * 60 * 1000;

test.describe('daily download quota', () => {
  test('an 11th material is refused today and downloads the next day', async ({
    page,
    context,
    freshAccount,
  }) => {
    await loginByApi(context, freshAccount);
    // The site learns about an API login on its first member route (as after a browser restart).
    await visit(page, 'user/info');
    await expect(page.getByRole('main').getByRole('heading', { name: '会员中心' })).toBeVisible();
    // 动画素材: every section needs sourceMaterial, which the lowest level has.
    const docs = await catalog.sectionDocuments(context.request, SEED.coveredChild.classId);
    expect(docs.length).toBeGreaterThanOrEqual(11);
    for (const doc of docs.slice(0, 10)) {
      const check = await context.request.get(`/api/user/download/check/d${doc.id}`);
      const { data } = (await check.json()) as { data: { downloadUrl: string } };
      expect((await context.request.get(data.downloadUrl)).status()).toBe(200);
    }

    const eleventh = docs[10]!;
    const docRoute =
      eleventh.oneClassChildren > 0
        ? `twoClass/${eleventh.oneClass}/${eleventh.oneClassChildren}/${eleventh.id}`
        : `twoClass/${eleventh.oneClass}/${eleventh.id}`;
    await visit(page, docRoute);
    const main = page.getByRole('main');
    await expect(main.getByTestId('material-quota')).toHaveText('今日下载次数已用完（10/10）');
    await main.getByRole('link', { name: '下载素材' }).click();
    await expect(main.getByTestId('download-refused')).toContainText('今日下载次数已用完');
    // An earlier material again today does not count: still allowed.
    await visit(page, `user/download/d${docs[0]!.id}`);
    await expect(main.getByTestId('download-allowed')).toBeVisible();

    // Tomorrow (China day) for this browser only.
    await context.setExtraHTTPHeaders({ 'X-Test-Clock-Offset': String(DAY_MS) });
    await visit(page, docRoute);
    await expect(main.getByTestId('material-quota')).toHaveText('今日剩余 10/10');
    await main.getByRole('link', { name: '下载素材' }).click();
    const href = await main.getByRole('link', { name: '立即下载' }).getAttribute('href');
    const file = await context.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toContain('.zip');
  });
});

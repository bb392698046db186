import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { loginByApi } from './support/accounts';
import { catalog, SEED } from './support/catalog';
import { expect, test } from './support/fixtures';
import {
  COPY,
  expectToast,
  loginDialog,
  openLoginFromMenu,
  submitLogin,
  typeCaptcha,
  visit,
} from './support/site';

interface Material {
  fileName: string;
  size: number;
  sha256: string;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test.describe('materials', () => {
  test('a member sees previews and today’s quota, favourites a material, downloads the real file, resumes it and finds it in the member center', async ({
    page,
    context,
    freshAccount,
  }) => {
    await loginByApi(context, freshAccount);
    // The site learns about an API login on its first member route (as after a browser restart).
    await visit(page, 'user/info');
    await expect(page.getByRole('main').getByRole('heading', { name: '会员中心' })).toBeVisible();
    const doc = await catalog.firstDocumentOfChild(context.request, SEED.coveredChild.childId);
    const material = (doc as unknown as { material: Material }).material;
    const { classId, childId } = SEED.coveredChild;
    await visit(page, `twoClass/${classId}/${childId}/${doc.id}`);

    const main = page.getByRole('main');
    await expect(main.getByRole('img', { name: `${doc.title} 预览图 1` })).toBeVisible();
    const facts = main.getByRole('definition');
    await expect(facts.filter({ hasText: 'ZIP' })).toBeVisible();
    await expect(main.getByTestId('material-quota')).toHaveText('今日剩余 10/10');

    await main.getByRole('button', { name: '收藏' }).click();
    await expectToast(page, '已加入收藏');
    await expect(main.getByRole('button', { name: '已收藏' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await main.getByRole('link', { name: '下载素材' }).click();
    const now = page.getByRole('link', { name: '立即下载' });
    const href = await now.getAttribute('href');
    const [download] = await Promise.all([page.waitForEvent('download'), now.click()]);
    const bytes = await readFile((await download.path())!);
    expect(bytes.length).toBe(material.size);
    expect(sha256(bytes)).toBe(material.sha256);
    const recordId = /下载编号 (\d+)/.exec(download.suggestedFilename())?.[1];
    expect(download.suggestedFilename()).toBe(
      material.fileName.replace(/\.zip$/, ` [下载编号 ${recordId}].zip`),
    );

    // Resume: the same link answers the rest of the file with 206.
    const rest = await context.request.get(href!, { headers: { Range: 'bytes=200-' } });
    expect(rest.status()).toBe(206);
    expect(Buffer.compare(await rest.body(), bytes.subarray(200))).toBe(0);

    await visit(page, 'user/info/downloads');
    const history = main.getByRole('region', { name: '我的下载', exact: true });
    await expect(history.getByRole('row').filter({ hasText: doc.title })).toContainText(recordId!);

    await visit(page, 'user/info/favourites');
    const favourites = main.getByRole('region', { name: '我的收藏', exact: true });
    await expect(favourites.getByRole('link', { name: doc.title })).toBeVisible();
  });

  test('忘记密码: a code from the development outbox resets the password, and the member logs in with it', async ({
    page,
    freshAccount,
  }) => {
    await visit(page, 'home');
    const dialog = await openLoginFromMenu(page);
    await dialog.getByRole('link', { name: '忘记密码？' }).click();
    await expect(dialog).toBeHidden();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '找回密码', level: 1 })).toBeVisible();

    await main.getByRole('textbox', { name: '手机号' }).fill(freshAccount.phone);
    // The image captcha comes before any text message.
    await typeCaptcha(main);
    await main.getByRole('button', { name: '获取验证码' }).click();
    await expect(main.getByRole('button', { name: /秒后可重发/ })).toBeDisabled();

    // The development SMS provider's outbox, a page outside production.
    const outbox = await page.request.get('/dev/outbox');
    const html = await outbox.text();
    expect(html).toContain('开发短信发件箱');
    const row = html.split('<tr>').find((r) => r.includes(freshAccount.phone));
    const code = /<code>(\d{6})<\/code>/.exec(row ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    await main.getByRole('textbox', { name: '短信验证码' }).fill(code!);
    await main.getByLabel('新密码', { exact: true }).fill('brandnew123');
    await main.getByLabel('确认新密码').fill('brandnew123');
    await main.getByRole('button', { name: '重置密码' }).click();
    await expectToast(page, '密码已重置，请使用新密码登录');

    const login = loginDialog(page);
    await expect(login).toBeVisible();
    await submitLogin(login, { name: freshAccount.name, password: 'brandnew123' });
    await expectToast(page, COPY.loginSuccess);
  });
});

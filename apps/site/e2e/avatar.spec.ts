import { loginByApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectToast, topBar, visit, waitForShell } from './support/site';

// The avatar everywhere it belongs (issue 26): once uploaded it shows in the top bar and the member
// center, and stays after a reload (the session keeps avatarUrl); before that, the initial.

/** A 1×1 PNG: a real image the server accepts and crops to a square. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test('an uploaded avatar shows in the top bar and the member center, the initial before it', async ({
  page,
  context,
  freshAccount,
}) => {
  await loginByApi(context, freshAccount);
  await visit(page, 'user/info/profile');
  await waitForShell(page);
  const barAvatar = topBar(page)
    .getByRole('button', { name: freshAccount.name })
    .getByTestId('user-avatar');
  const centerAvatar = page.getByRole('main').getByTestId('member-summary');
  await expect(barAvatar).toHaveText(freshAccount.name[0]!.toUpperCase());
  await expect(barAvatar.locator('img')).toHaveCount(0);

  await page
    .getByRole('main')
    .getByLabel('上传头像')
    .setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_1X1, 'base64'),
    });
  await expectToast(page, '头像已更新');

  const uploaded = page.getByRole('main').getByRole('img', { name: '当前头像' });
  await expect(uploaded).toBeVisible();
  const src = await uploaded.getAttribute('src');
  expect(src).toBeTruthy();
  await expect(barAvatar.locator('img')).toHaveAttribute('src', src!);
  await expect(barAvatar.locator('img')).toBeVisible();
  await expect(centerAvatar.getByTestId('member-avatar')).toHaveAttribute('src', src!);
  // The picture really loads (the server's 256 px square, not a broken image).
  const loaded = barAvatar.locator('img');
  await expect
    .poll(() => loaded.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  await page.reload();
  await waitForShell(page);
  await expect(barAvatar.locator('img')).toHaveAttribute('src', src!);
  await expect(centerAvatar.getByTestId('member-avatar')).toHaveAttribute('src', src!);
});

import { loginByApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { visit } from './support/site';

// Issue 26: the account log showed a raw user agent. The server names the device instead.

const WECHAT_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2d) NetType/WIFI Language/zh_CN';

// As if the member used WeChat's browser on an iPhone (the browser and its API calls send this).
test.use({ userAgent: WECHAT_IPHONE });

test('the account log and the devices list name the device, not the user agent', async ({
  page,
  context,
  freshAccount,
}) => {
  await loginByApi(context, freshAccount);
  await visit(page, 'user/info/log');
  const table = page.getByRole('main').getByRole('table', { name: '账号日志' });
  const login = table.getByRole('row').filter({ hasText: '登录' }).first();
  const device = login.getByText('微信 · iPhone', { exact: true });
  await expect(device).toBeVisible();
  // The raw agent is there on hover only.
  await expect(device).toHaveAttribute('title', WECHAT_IPHONE);
  await expect(table).not.toContainText('Mozilla');

  await visit(page, 'user/info/devices');
  await expect(page.getByRole('main').getByRole('table')).toContainText('微信 · iPhone');
});

import { readFileSync } from 'node:fs';
import { formatYuan } from '@dongman/format';
import { expect, test as base } from '@playwright/test';
import {
  demoMember,
  expectAccessible,
  MemberApi,
  openMenu,
  staffLogIn,
  xsrfHeaders,
} from './helpers';

// Each test pays, spends or redeems on the site as the seed's demo member, signed in by the API.
const test = base.extend<{ member: MemberApi }>({
  member: async ({ request }, provide) => provide(await demoMember(request)),
});

test('finance refunds a member’s recharge through the sandbox provider', async ({
  page,
  member,
}) => {
  const before = await member.balance();
  const orderNo = await member.recharge(1); // ¥30.00
  expect(await member.balance()).toBe(before + 3_000);

  await staffLogIn(page);
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  await menu.getByRole('link', { name: '订单管理' }).click();
  const search = page.getByRole('search', { name: '订单列表' });
  await search.getByLabel('会员').fill('demo');
  await search.getByRole('button', { name: '查询' }).click();
  const orders = page.getByRole('table', { name: '订单列表' });
  await expect(orders.getByRole('cell', { name: orderNo, exact: true })).toBeVisible();
  await expectAccessible(page, 'orders');

  await orders.getByRole('button', { name: `查看 ${orderNo}` }).click();
  const drawer = page.getByRole('dialog', { name: `订单详情：${orderNo}` });
  const form = drawer.getByRole('form', { name: '退款' });
  await expect(form.getByRole('textbox', { name: /退款金额/ })).toHaveValue('30.00');
  await form.getByRole('textbox', { name: /退款原因/ }).fill('会员申请退款');
  await expectAccessible(page, 'order drawer');
  await form.getByRole('button', { name: '退款' }).click();
  const confirm = page.getByRole('alertdialog', { name: '确认退款' });
  await expect(confirm).toContainText(orderNo);
  await expect(confirm).toContainText(`${formatYuan(before + 3_000)} → ${formatYuan(before)}`);
  await confirm.getByRole('button', { name: '确认退款 ¥30.00' }).click();
  await expect(confirm).toBeHidden();

  await expect(drawer.getByRole('table', { name: '退款记录' })).toContainText('成功');
  // Each refund shows its history: submitted in the console, then the provider's answer.
  const history = drawer.getByRole('list', { name: /的处理记录$/ });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history).toContainText('已提交（后台）');
  await expect(history).toContainText('成功（渠道答复）');
  await expect(drawer.getByRole('table', { name: '资金流水' })).toContainText('-¥30.00');
  await expect(drawer.getByText('已退款').first()).toBeVisible();
  await expect(drawer.getByRole('form', { name: '退款' })).toHaveCount(0);
  expect(await member.balance()).toBe(before);
});

test('a refund the balance cannot cover is refused with the most that can be refunded; the confirmation shows the balance after', async ({
  page,
  request,
  member,
}) => {
  const orderNo = await member.recharge(1); // pays and credits ¥30.00
  const memberId: number = (await (await request.get('/api/user/session')).json()).data.usersInfo
    .id;
  await staffLogIn(page);
  // The member spends all but ¥10 (an operator's deduction stands in for spending).
  const spend = async (amount: number) => {
    const answer = await page.request.post(`/api/admin/members/${memberId}/balance`, {
      data: { amount: -amount, reason: '模拟消费', requestId: crypto.randomUUID() },
      headers: await xsrfHeaders(page),
    });
    expect((await answer.json()).code).toBe(200);
  };
  await spend((await member.balance()) - 1_000);

  await openMenu(page, '订单管理');
  const search = page.getByRole('search', { name: '订单列表' });
  await search.getByLabel('会员').fill('demo');
  await search.getByRole('button', { name: '查询' }).click();
  await page.getByRole('button', { name: `查看 ${orderNo}` }).click();
  const drawer = page.getByRole('dialog', { name: `订单详情：${orderNo}` });
  const form = drawer.getByRole('form', { name: '退款' });
  const amount = form.getByRole('textbox', { name: /退款金额/ });
  await form.getByRole('textbox', { name: /退款原因/ }).fill('会员申请退款');
  await form.getByRole('button', { name: '退款' }).click();
  // The server's preview: the balance gives back at most ¥10 of the ¥30 credit.
  await expect(form).toContainText('最多可退 ¥10.00');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await amount.fill('10');
  await form.getByRole('button', { name: '退款' }).click();
  const confirm = page.getByRole('alertdialog', { name: '确认退款' });
  for (const fact of [orderNo, 'demo', '¥30.00', '¥0.00', '¥10.00 → ¥0.00'])
    await expect(confirm).toContainText(fact);
  await expect(confirm.getByText('剩余可退')).toBeVisible();
  await expectAccessible(page, 'refund confirmation');

  // The member spends ¥5 more while the operator reads: the server refuses, naming the most.
  await spend(500);
  await confirm.getByRole('button', { name: '确认退款 ¥10.00' }).click();
  // Said in the dialog itself (the toast says it too).
  await expect(confirm.getByRole('alert').first()).toContainText('最多可退¥5.00');
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toBeHidden();
  await expect(form.getByRole('button', { name: '退款' })).toBeFocused();

  await amount.fill('5');
  await form.getByRole('button', { name: '退款' }).click();
  await expect(confirm).toContainText('¥5.00 → ¥0.00');
  await confirm.getByRole('button', { name: '确认退款 ¥5.00' }).click();
  await expect(drawer.getByRole('table', { name: '退款记录' })).toContainText('成功');
  await expect(drawer.getByRole('table', { name: '资金流水' })).toContainText('-¥5.00');
  expect(await member.balance()).toBe(0);
});

test('finance adjusts a balance; the ledger shows it and exports it as CSV', async ({
  page,
  member,
}) => {
  const before = await member.balance();

  await staffLogIn(page);
  await openMenu(page, '会员管理');
  await page.getByRole('search').getByLabel('账号 / 昵称 / 手机').fill('demo');
  await page.getByRole('search').getByRole('button', { name: '查询' }).click();
  await page.getByRole('button', { name: '查看 demo', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: '会员详情：demo' });
  const form = drawer.getByRole('form', { name: '调整余额' });
  await form.getByRole('spinbutton', { name: /金额/ }).fill('12.34');
  await form.getByRole('textbox', { name: /调整原因/ }).fill('活动补偿');
  await form.getByRole('button', { name: '调整余额' }).click();
  await expect(drawer.getByTestId('member-balance')).toHaveText(
    `¥${((before + 1_234) / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2 })}`,
  );
  expect(await member.balance()).toBe(before + 1_234);

  await drawer.getByRole('tab', { name: '余额流水' }).click();
  await expect(drawer.getByRole('table', { name: '余额流水' })).toContainText('活动补偿');
  await expectAccessible(page, 'member ledger tab');
  await page.keyboard.press('Escape');

  await openMenu(page, '资金流水');
  const filters = page.getByRole('search', { name: '资金流水' });
  await filters.getByLabel('类型').selectOption('adjustment');
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('table', { name: '资金流水' })).toContainText('活动补偿');
  const download = page.waitForEvent('download');
  await filters.getByRole('link', { name: '导出 CSV' }).click();
  const file = await (await download).path();
  const text = readFileSync(file, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain('人工调整');
  expect(text).toContain('活动补偿');
  expect(text).not.toContain('充值,R');
});

test('generated card codes download as CSV and a member redeems one', async ({ page, member }) => {
  await staffLogIn(page);
  await openMenu(page, '卡密管理');
  const form = page.getByRole('form', { name: '生成卡密' });
  await form.getByLabel('天数').fill('7');
  await form.getByLabel('数量').fill('2');
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: '生成卡密' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  const codes = [...csv.matchAll(/DUB-7D-[A-Z0-9]{4}-[A-Z0-9]{4}/g)].map((m) => m[0]);
  expect(codes).toHaveLength(2);
  // Chinese headers, China time (not UTC ISO text), like every console CSV.
  const lines = csv.slice(1).trim().split('\r\n');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(lines[0]).toBe(
    '卡密,批次,类型,天数,过期时间（北京时间）,状态,使用会员,使用时间（北京时间）,备注,生成时间（北京时间）',
  );
  expect(lines[1]).toMatch(
    /^DUB-7D-\S+,\d+,配音服务,7,不过期,未使用,,,,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
  );
  expect(csv).not.toMatch(/T\d{2}:\d{2}:\d{2}/);
  await expect(page.getByRole('status').filter({ hasText: '已生成 2 个卡密' })).toBeVisible();

  const redeemed = await member.post('/api/user/dubbing/crypto/use', { cardCode: codes[0] });
  expect(redeemed.code, redeemed.message).toBe(200);
  expect(redeemed.data.addedDays).toBe(7);
  const again = await member.post('/api/user/dubbing/crypto/use', { cardCode: codes[0] });
  expect(again.code).toBe(409);

  await page.reload();
  await expect(page.getByRole('table', { name: '卡密批次' }).getByRole('row').nth(1)).toContainText(
    /7\s*2\s*1/,
  );
});

test('a level batch: the owner exports it again later, and a member redeems a code on the site for the level', async ({
  page,
  browser,
}) => {
  await staffLogIn(page);
  await page
    .getByRole('navigation', { name: '后台菜单' })
    .getByRole('link', { name: '卡密管理' })
    .click();
  const form = page.getByRole('form', { name: '生成卡密' });
  await form.getByLabel('类型').selectOption({ label: '会员等级' });
  await expect(form.getByLabel('天数')).toHaveCount(0);
  await form.getByLabel('会员等级').selectOption({ label: '高级会员（365 天）' });
  await form.getByLabel('数量').fill('2');
  await form.getByLabel('备注').fill('年卡 e2e');
  const first = page.waitForEvent('download');
  await form.getByRole('button', { name: '生成卡密' }).click();
  const created = readFileSync(await (await first).path(), 'utf8');
  const codes = [...created.matchAll(/LV\d+-365D-[A-Z0-9]{4}-[A-Z0-9]{4}/g)].map((m) => m[0]);
  expect(codes).toHaveLength(2);
  await expect(page.getByRole('status').filter({ hasText: '已生成 2 个卡密' })).toBeVisible();

  // A member redeems one on the site (a browser of their own): the level and its end are shown.
  const site = await browser.newContext({ baseURL: page.url().replace(/\/admin\/.*$/, '') });
  const member = new MemberApi(site.request);
  // demo is 普通会员 in the seed, and no console spec changes its level.
  const name = 'demo';
  expect((await member.logIn(name, 'demo123456')).code).toBe(200);
  const memberPage = await site.newPage();
  await memberPage.goto('/#/user/dubbing');
  const redeem = memberPage.getByRole('main').getByRole('region', { name: '卡密兑换' });
  const card = redeem.getByRole('textbox', { name: '卡密' });
  await card.fill(codes[0]!.toLowerCase());
  await expect(card).toHaveValue(codes[0]!.toLowerCase());
  await redeem.getByRole('button', { name: '兑换' }).click();
  // It stays under the field (no toast to miss on a slow machine).
  await expect(redeem.getByRole('status')).toContainText(
    /兑换成功，高级会员延长 365 天，有效期至 \d{4}-\d{2}-\d{2}/,
  );
  const session = await (await site.request.get('/api/user/session')).json();
  expect(session.data.usersInfo).toMatchObject({ levelName: '高级会员' });
  await site.close();

  // Later (the panel long closed): the owner exports the batch again from the server.
  await page.reload();
  const table = page.getByRole('table', { name: '卡密批次' });
  const row = table.getByRole('row').filter({ hasText: '年卡 e2e' });
  await expect(row).toContainText('会员等级：高级会员');
  const again = page.waitForEvent('download');
  await row.getByRole('link', { name: /导出批次 \d+ 的 CSV/ }).click();
  const exported = readFileSync(await (await again).path(), 'utf8');
  expect(exported.charCodeAt(0)).toBe(0xfeff);
  const lines = exported.slice(1).trim().split(/\r?\n/);
  expect(lines[0]).toBe(
    '卡密,批次,类型,天数,过期时间（北京时间）,状态,使用会员,使用时间（北京时间）,备注,生成时间（北京时间）',
  );
  expect(
    lines
      .slice(1)
      .map((l) => l.split(',')[0])
      .sort(),
  ).toEqual([...codes].sort());
  const used = lines.find((l) => l.startsWith(`${codes[0]},`));
  expect(used).toMatch(
    new RegExp(
      `,会员等级：高级会员,365,不过期,已使用,${name},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},年卡 e2e,`,
    ),
  );
  await expectAccessible(page, 'card codes with the export column');

  // The export is in the audit log under its Chinese name.
  await page
    .getByRole('navigation', { name: '后台菜单' })
    .getByRole('link', { name: '操作日志' })
    .click();
  await expect(page.getByRole('table', { name: '操作日志' })).toContainText('导出卡密批次');
});

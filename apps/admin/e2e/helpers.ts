import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CAPTCHA } from '../playwright.config';

// Toasts are read from the page's toast log (scripts/toast-log.ts, started by fixtures.ts): one
// already gone still counts, and each counts once.
export { expectToast } from '../../../scripts/toast-log';

export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${label}`).toEqual([]);
}

/** Opens the console's sign-in form and submits it, with the captcha the e2e servers accept. */
export async function submitStaffLogin(page: Page, name: string, password: string) {
  // A person answers the captcha they see: the server holds it once its image has come back (a
  // login sent before that, on a busy machine, meets no captcha and is refused).
  const captcha = page.waitForResponse((response) => response.url().includes('/api/captcha/'));
  await page.goto('/admin/');
  await captcha;
  await page.getByRole('textbox', { name: '账号' }).fill(name);
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(password);
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(CAPTCHA);
  await page.getByRole('button', { name: '登录' }).click();
}

export async function staffLogIn(page: Page, name = 'admin', password = 'admin123456') {
  await submitStaffLogin(page, name, password);
  await expect(page.getByRole('navigation', { name: '后台菜单' })).toBeVisible();
  // Signed in at /admin/, the console then moves to the role's first page: wait for it, or a
  // page.goto made now is undone by that move.
  await expect(page).toHaveURL(/#\/[a-z]/);
}

/** The header every write needs: the XSRF token of `page`'s session, read now (it changes at login). */
export async function xsrfHeaders(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  return { 'X-XSRF-TOKEN': token ?? '' };
}

/** As the signed-in owner, makes a staff account through the API, then signs in as it. */
export async function logInAsNewStaff(page: Page, name: string, role: string, password: string) {
  const created = await page.request.post('/api/admin/staff', {
    data: { name, role, password },
    headers: await xsrfHeaders(page),
  });
  expect((await created.json()).code).toBe(200);
  await staffLogOut(page);
  await staffLogIn(page, name, password);
}

/**
 * Signs out with the header's 退出 and waits for the sign-in form: the console asks the server
 * first, and a page.goto made before its answer cancels the request, leaving the session signed in.
 */
export async function staffLogOut(page: Page) {
  await page.getByRole('button', { name: '退出' }).click();
  await expect(page.getByRole('textbox', { name: '账号' })).toBeVisible();
}

/** Opens a console page from its menu entry. */
export async function openMenu(page: Page, entry: string | RegExp) {
  await page
    .getByRole('navigation', { name: '后台菜单' })
    .getByRole('link', { name: entry })
    .click();
}

/** Signs in as the owner and opens the drawer of 发布公告 (the notices page). */
export async function newNoticeDrawer(page: Page) {
  await staffLogIn(page);
  await openMenu(page, '公告管理');
  await page.getByRole('button', { name: '发布公告' }).click();
  return page.getByRole('dialog', { name: '发布公告' });
}

/** A member's own API session (its own cookies, apart from the operator's page). */
export class MemberApi {
  constructor(private readonly request: APIRequestContext) {}

  private async xsrf() {
    const state = await this.request.storageState();
    return state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  }

  async post(url: string, data: unknown) {
    if (!(await this.xsrf())) await this.request.get('/api/notice');
    const response = await this.request.post(url, {
      data,
      headers: { 'X-XSRF-TOKEN': await this.xsrf() },
    });
    return (await response.json()) as { code: number; message: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  async logIn(name: string, password: string) {
    await this.request.get('/api/captcha/user');
    return this.post('/api/login', { name, password, captchaCode: CAPTCHA, role: 'user' });
  }

  /** Registers as the register page does: captcha, the phone code from the dev outbox, then the form. */
  async register(name: string, password: string, phone: string) {
    await this.request.get('/api/captcha/user');
    const sent = await this.post('/api/register/code', { phone, captchaCode: CAPTCHA });
    if (sent.code !== 200) return sent;
    const outbox = await (await this.request.get('/dev/outbox')).text();
    const row = outbox.split('<tr>').find((r) => r.includes(`<td>${phone}</td>`));
    const smsCode = /<code>(\d{6})<\/code>/.exec(row ?? '')?.[1] ?? '';
    return this.post('/api/register', {
      name,
      password,
      confirmPassword: password,
      phone,
      smsCode,
    });
  }

  async balance(): Promise<number> {
    const body = await (await this.request.get('/api/user/session')).json();
    return body.data.usersInfo.money;
  }

  /** A recharge paid at the sandbox cashier (the real notification path); answers the order no. */
  async recharge(payOptionId: number): Promise<string> {
    const order = await this.post('/api/user/pay/online', { payOptionId, payType: 'alipay' });
    expect(order.code, order.message).toBe(200);
    const paid = await this.request.post(`/pay/sandbox/${order.data.orderNo}`, {
      form: { result: 'pay' },
    });
    expect(paid.status()).toBe(200);
    return order.data.orderNo;
  }
}

/** The seed's member `demo`, signed in through the API (`request`: the context whose cookies it gets). */
export async function demoMember(request: APIRequestContext) {
  const member = new MemberApi(request);
  expect((await member.logIn('demo', 'demo123456')).code).toBe(200);
  return member;
}

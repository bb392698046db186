import { request, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { CAPTCHA } from './environment';

export interface Account {
  name: string;
  password: string;
  phone: string;
}

/** Seeded demo accounts (apps/api/src/seed/site-data.ts). */
export const DEMO = { name: 'demo', password: 'demo123456', usersName: '演示会员' } as const;
export const LOCKED = { name: 'locked', password: 'locked123456' } as const;
export const PENDING = { name: 'pending', password: 'pending123456' } as const;

let counter = 0;

/** A name no other test (or run against the same database) uses: letters, digits, underscore. */
export function uniqueName(prefix = 'e2e'): string {
  counter += 1;
  const stamp = Date.now().toString(36).slice(-6);
  const random = Math.random().toString(36).slice(2, 6);
  return `${prefix}_${stamp}${random}${counter}`.slice(0, 32);
}

export function uniquePhone(): string {
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  return `13${String(counter % 10)}${digits}`.slice(0, 11);
}

async function xsrfToken(api: APIRequestContext): Promise<string> {
  const { cookies } = await api.storageState();
  const token = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!token) throw new Error('the server set no XSRF-TOKEN cookie');
  return decodeURIComponent(token);
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function postJson<T>(
  api: APIRequestContext,
  path: string,
  data: unknown,
): Promise<Envelope<T>> {
  const response = await api.post(path, {
    data,
    headers: { 'X-XSRF-TOKEN': await xsrfToken(api) },
  });
  return (await response.json()) as Envelope<T>;
}

/**
 * The newest code the development SMS provider "sent" to `phone`, read from its outbox page
 * (/dev/outbox, outside production), the way a person reads their phone.
 */
export async function smsCodeFor(api: APIRequestContext, phone: string): Promise<string> {
  const html = await (await api.get('/dev/outbox')).text();
  const row = html.split('<tr>').find((r) => r.includes(`<td>${phone}</td>`));
  const code = /<code>(\d{6})<\/code>/.exec(row ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${phone} in /dev/outbox`);
  return code;
}

/**
 * Registers a fresh member through the API, the way the register page does: a captcha first (it binds
 * the answer to the cookie session and sets XSRF-TOKEN), the phone code from the outbox, then
 * POST /api/register with the XSRF header.
 */
export async function registerAccount(baseURL: string, password = 'secret123'): Promise<Account> {
  const api = await request.newContext({ baseURL });
  try {
    const account = { name: uniqueName(), password, phone: uniquePhone() };
    await api.get('/api/captcha/user');
    const sent = await postJson(api, '/api/register/code', {
      phone: account.phone,
      captchaCode: CAPTCHA,
    });
    if (sent.code !== 200) throw new Error(`register code failed: ${sent.code} ${sent.message}`);
    const result = await postJson(api, '/api/register', {
      name: account.name,
      usersName: account.name,
      password,
      confirmPassword: password,
      phone: account.phone,
      smsCode: await smsCodeFor(api, account.phone),
    });
    if (result.code !== 200) throw new Error(`register failed: ${result.code} ${result.message}`);
    return account;
  } finally {
    await api.dispose();
  }
}

/**
 * Logs a browser context in through the API (the session cookie lands in the context). The site then
 * loads the member record itself on the first `user/*` route, as after a browser restart.
 */
export async function loginByApi(
  context: BrowserContext,
  account: { name: string; password: string },
) {
  const api = context.request;
  await api.get('/api/captcha/user');
  const result = await postJson<unknown>(api, '/api/login', {
    name: account.name,
    password: account.password,
    captchaCode: CAPTCHA,
    role: 'user',
  });
  if (result.code !== 200) throw new Error(`login failed: ${result.code} ${result.message}`);
  return result.data;
}

/**
 * A member's API session outside the browser, for preparing state a test is not about (e.g. a
 * balance and a level before testing the dubbing page). Dispose it when done.
 */
export async function memberApi(baseURL: string, account: { name: string; password: string }) {
  const api = await request.newContext({ baseURL });
  await api.get('/api/captcha/user');
  const login = await postJson(api, '/api/login', {
    name: account.name,
    password: account.password,
    captchaCode: CAPTCHA,
    role: 'user',
  });
  if (login.code !== 200) throw new Error(`login failed: ${login.code} ${login.message}`);
  const call = async <T>(path: string, body: unknown): Promise<T> => {
    const result = await postJson<T>(api, path, body);
    if (result.code !== 200) throw new Error(`${path}: ${result.code} ${result.message}`);
    return result.data;
  };
  return {
    api,
    /**
     * Recharges through the real flow: pay/online, then the sandbox cashier's "pay" form (which
     * notifies the server with a signed notification); returns the balance in cents.
     */
    async recharge(payOptionId: number): Promise<number> {
      const order = await call<{ orderNo: string }>('/api/user/pay/online', {
        payOptionId,
        payType: 'wechat',
      });
      const cashier = await api.post(`/pay/sandbox/${order.orderNo}`, {
        form: { result: 'pay' },
      });
      if (!(await cashier.text()).includes('支付成功'))
        throw new Error(`sandbox cashier did not take order ${order.orderNo}`);
      const state = await api.get(`/api/user/pay/order/${order.orderNo}`);
      const body = (await state.json()) as { data: { money: number; order: { status: string } } };
      if (body.data.order.status !== 'paid') throw new Error(`order ${order.orderNo} not paid`);
      return body.data.money;
    },
    upgrade: (levelId: number) => call('/api/user/level/upgrade', { levelId }),
    dispose: () => api.dispose(),
  };
}

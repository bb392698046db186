import type { ChildProcess } from 'node:child_process';
import { createSign, generateKeyPairSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Formatter, Rsa } from 'wechatpay-axios-plugin';
import { alipayBillZip, wechatBill, wechatBillFile } from './support/provider-bills.js';
import { cookieSession, startServerProcess } from './support/server-process.js';
import {
  startConnectProxy,
  startHttpsStandIn,
  testCertificates,
  type StandInReply,
  type StandInRequest,
} from './support/tls-standins.js';

// The real server process configured as a deployment is — PAYMENT_PROVIDERS=wechatpay,alipay,
// key files, HTTPS_PROXY, ALIPAY_GATEWAY — with the test CA given by NODE_EXTRA_CA_CERTS (read at
// process start, hence a process of its own), on SQLite only: the database has no part in TLS,
// the proxy or the signatures (crediting is tested on both in payments and providers). WeChat Pay's API v3 and Alipay's gateway are
// answered by a TLS stand-in behind a CONNECT proxy, each signing like the provider (the
// platform key, the Alipay key) and checking our request signature like WeChat Pay does.

const WX_HOST = 'api.mch.weixin.qq.com';
const ALIPAY_HOST = 'openapi-sandbox.dl.alipaydev.com';
const TIMEOUT_MS = 1_500;
const rsa = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const merchant = rsa();
const platform = rsa();
const intruder = rsa();
const alipayKeys = rsa();
const appKeys = rsa();
const WX = { appId: 'wx8888888888888888', mchId: '1900000001', keyId: 'PUB_KEY_ID_0001' };
const ALIPAY = { appId: '2021000000000001', sellerId: '2088000000000001' };
const yesterday = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);

type Mode = 'ok' | 'forged' | '5xx' | 'hang';
let wxMode: Mode = 'ok';
let wxTradeState = 'NOTPAY';
let alipayMode: Mode = 'ok';
/** WeChat calls whose merchant signature verified, and those that did not. */
const wxSigned: string[] = [];
const wxUnsigned: string[] = [];
const wxBill = wechatBillFile(
  wechatBill(WX.appId, WX.mchId, [
    {
      time: `${yesterday} 10:00:00`,
      transactionId: '4200000777',
      orderNo: 'R20250301000000000777',
      state: 'SUCCESS',
      total: '77.00',
    },
  ]),
);
const alipayZip = alipayBillZip(ALIPAY.sellerId, yesterday, [
  {
    tradeNo: '2025030122777',
    orderNo: 'R20250301000000000778',
    type: '交易',
    finished: `${yesterday} 11:00:00`,
    amount: '78.00',
  },
]);

function wechatSigned(status: number, payload: object, key = platform.privateKey): StandInReply {
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    status,
    body,
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': WX.keyId,
      'wechatpay-signature': Rsa.sign(Formatter.response(timestamp, nonce, body), key),
    },
  };
}

/** WeChat Pay's API v3: checks our WECHATPAY2-SHA256-RSA2048 signature, answers signed. */
function wechat(request: StandInRequest): StandInReply | null {
  const auth = Object.fromEntries(
    [...String(request.headers.authorization ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  const message = Formatter.request(
    request.method,
    request.url,
    String(auth.timestamp),
    String(auth.nonce_str),
    request.body,
  );
  const signed =
    auth.mchid === WX.mchId &&
    verify(
      'RSA-SHA256',
      Buffer.from(message),
      merchant.publicKey,
      Buffer.from(String(auth.signature ?? ''), 'base64'),
    );
  (signed ? wxSigned : wxUnsigned).push(`${request.method} ${request.url}`);
  if (!signed) return wechatSigned(401, { code: 'SIGN_ERROR', message: '签名错误' });
  if (wxMode === 'hang') return null;
  if (wxMode === '5xx')
    return { status: 500, body: '{"code":"SYSTEM_ERROR","message":"系统错误"}' };
  const key = wxMode === 'forged' ? intruder.privateKey : platform.privateKey;
  const path = request.url.split('?')[0] ?? '';
  if (path === '/v3/pay/transactions/native')
    return wechatSigned(200, { code_url: 'weixin://wxpay/bizpayurl?pr=tlsStandIn' }, key);
  const queried = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path);
  if (queried) {
    const orderNo = decodeURIComponent(queried[1] ?? '');
    return wechatSigned(
      200,
      {
        appid: WX.appId,
        mchid: WX.mchId,
        out_trade_no: orderNo,
        transaction_id: `4200${orderNo.slice(1)}`,
        trade_state: wxTradeState,
        success_time: new Date().toISOString(),
        amount: { total: 3_000, payer_total: 3_000, currency: 'CNY', payer_currency: 'CNY' },
      },
      key,
    );
  }
  if (path === '/v3/bill/tradebill')
    return wechatSigned(
      200,
      {
        hash_type: 'SHA1',
        hash_value: wxBill.sha1,
        download_url: `https://${WX_HOST}/v3/billdownload/file?token=tlsStandIn`,
      },
      key,
    );
  if (path === '/v3/billdownload/file') return { status: 200, body: wxBill.gzip };
  return wechatSigned(404, { code: 'NOT_FOUND', message: path });
}

/** Alipay's gateway (ALIPAY_GATEWAY): `<method>_response` signed with the Alipay key. */
function alipay(request: StandInRequest): StandInReply | null {
  if (request.url.startsWith('/downloadBillFile'))
    return { status: 200, body: Buffer.from(alipayZip) };
  const method = new URL(request.url, `https://${ALIPAY_HOST}`).searchParams.get('method') ?? '';
  if (alipayMode === 'hang') return null;
  if (alipayMode === '5xx') return { status: 502, body: 'Bad Gateway' };
  const answers: Record<string, object> = {
    'alipay.trade.precreate': {
      code: '10000',
      msg: 'Success',
      qr_code: 'https://qr.alipay.com/tlsStandIn',
    },
    'alipay.data.dataservice.bill.downloadurl.query': {
      code: '10000',
      msg: 'Success',
      bill_download_url: `https://${ALIPAY_HOST}/downloadBillFile.resource?bizType=trade`,
    },
  };
  const inner = JSON.stringify(
    answers[method] ?? { code: '40004', msg: 'Business Failed', sub_code: 'isv.unknown' },
  );
  const signer = alipayMode === 'forged' ? intruder.privateKey : alipayKeys.privateKey;
  const sign = createSign('RSA-SHA256').update(inner, 'utf8').sign(signer, 'base64');
  return {
    status: 200,
    headers: { 'content-type': 'application/json;charset=utf-8' },
    body: `{"${method.replace(/\./g, '_')}_response":${inner},"sign":"${sign}"}`,
  };
}

const dir = mkdtempSync(join(tmpdir(), 'dongman-provider-tls-'));
const children: ChildProcess[] = [];
let base = '';
let proxy: Awaited<ReturnType<typeof startConnectProxy>>;
let standIn: Awaited<ReturnType<typeof startHttpsStandIn>>;

beforeAll(async () => {
  const tls = await testCertificates([WX_HOST, ALIPAY_HOST]);
  standIn = await startHttpsStandIn(tls, (request) =>
    request.host === WX_HOST ? wechat(request) : alipay(request),
  );
  proxy = await startConnectProxy(standIn.port);
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text, { mode: 0o600 });
    return join(dir, name);
  };
  ({ base } = await startServerProcess(
    {
      DATA_DIR: join(dir, 'data'),
      NODE_EXTRA_CA_CERTS: file('test-ca.pem', tls.caCert),
      HTTPS_PROXY: proxy.url,
      https_proxy: proxy.url,
      NO_PROXY: '',
      no_proxy: '',
      PUBLIC_URL: 'https://shop.example.com',
      PAYMENT_PROVIDERS: 'wechatpay,alipay',
      PAYMENT_TIMEOUT_MS: String(TIMEOUT_MS),
      WECHATPAY_APPID: WX.appId,
      WECHATPAY_MCHID: WX.mchId,
      WECHATPAY_MERCHANT_SERIAL: 'MERCHANT-SERIAL-01',
      WECHATPAY_PRIVATE_KEY_FILE: file('merchant.pem', merchant.privateKey),
      WECHATPAY_PLATFORM_KEY_ID: WX.keyId,
      WECHATPAY_PLATFORM_KEY_FILE: file('platform.pem', platform.publicKey),
      WECHATPAY_APIV3_KEY_FILE: file('apiv3.key', randomBytes(16).toString('hex')),
      ALIPAY_APP_ID: ALIPAY.appId,
      ALIPAY_SELLER_ID: ALIPAY.sellerId,
      ALIPAY_PRIVATE_KEY_FILE: file('app.pem', appKeys.privateKey),
      ALIPAY_PUBLIC_KEY_FILE: file('alipay.pem', alipayKeys.publicKey),
      ALIPAY_GATEWAY: `https://${ALIPAY_HOST}/gateway.do`,
    },
    children,
  ));
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  proxy?.close();
  standIn?.server.closeAllConnections();
  standIn?.server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function member() {
  const { request } = cookieSession();
  const call = <T>(method: string, path: string, body?: unknown) =>
    request<T>(base + path, method, body);
  await call('GET', '/api/captcha/user');
  const login = await call('POST', '/api/login', {
    name: 'demo',
    password: 'demo123456',
    captchaCode: 'TEST',
    role: 'user',
  });
  expect(login.code, login.message).toBe(200);
  return call;
}

interface Order {
  orderNo: string;
  payUrl: string;
  provider: string;
}

describe('providers over TLS through HTTPS_PROXY (test CA by NODE_EXTRA_CA_CERTS)', () => {
  it('WeChat Pay: a signed order over the tunnel; a forged query answer credits nothing, a signed one credits', async () => {
    const call = await member();
    wxMode = 'ok';
    const order = await call<Order>('POST', '/api/user/pay/online', {
      payOptionId: 1,
      payType: 'wechat',
      device: 'desktop',
    });
    expect(order.code, order.message).toBe(200);
    expect(order.data).toMatchObject({
      provider: 'wechatpay',
      payUrl: 'weixin://wxpay/bizpayurl?pr=tlsStandIn',
    });
    expect(proxy.targets).toContain(`${WX_HOST}:443`);
    expect(wxSigned).toContain('POST /v3/pay/transactions/native');
    expect(wxUnsigned).toEqual([]);

    const before = (await call<{ usersInfo: { money: number } }>('GET', '/api/user/session')).data
      .usersInfo.money;
    wxTradeState = 'SUCCESS';
    wxMode = 'forged';
    const forged = await call('POST', '/api/user/pay/completed', { orderNo: order.data.orderNo });
    expect(forged.status).toBe(409);
    wxMode = 'ok';
    const paid = await call<{ order: { status: string }; money: number }>(
      'POST',
      '/api/user/pay/completed',
      { orderNo: order.data.orderNo },
    );
    expect(paid.code, paid.message).toBe(200);
    expect(paid.data.order.status).toBe('paid');
    expect(paid.data.money).toBe(before + 3_000);
  });

  it('WeChat Pay answering 5xx or never is abandoned within PAYMENT_TIMEOUT_MS', async () => {
    const call = await member();
    for (const mode of ['5xx', 'hang'] as const) {
      wxMode = mode;
      const started = Date.now();
      const order = await call('POST', '/api/user/pay/online', {
        payOptionId: 1,
        payType: 'wechat',
        device: 'desktop',
      });
      expect(order.code, mode).not.toBe(200);
      expect(Date.now() - started, mode).toBeLessThan(TIMEOUT_MS + 3_000);
    }
    wxMode = 'ok';
  });

  it('Alipay: precreate at ALIPAY_GATEWAY over the tunnel; an answer not signed by Alipay is refused', async () => {
    const call = await member();
    alipayMode = 'ok';
    const order = await call<Order>('POST', '/api/user/pay/online', {
      payOptionId: 1,
      payType: 'alipay',
      device: 'desktop',
    });
    expect(order.code, order.message).toBe(200);
    expect(order.data).toMatchObject({
      provider: 'alipay',
      payUrl: 'https://qr.alipay.com/tlsStandIn',
    });
    expect(proxy.targets).toContain(`${ALIPAY_HOST}:443`);
    alipayMode = 'forged';
    const forged = await call('POST', '/api/user/pay/online', {
      payOptionId: 1,
      payType: 'alipay',
      device: 'desktop',
    });
    expect(forged.code).not.toBe(200);
    alipayMode = 'ok';
  });

  it("reconciliation downloads both providers' bills over the tunnel", async () => {
    const { request } = cookieSession();
    const call = <T>(method: string, path: string, body?: unknown) =>
      request<T>(base + path, method, body);
    await call('GET', '/api/captcha/user');
    const login = await call('POST', '/api/admin/login', {
      name: 'admin',
      password: 'admin123456',
      captchaCode: 'TEST',
    });
    expect(login.code, login.message).toBe(200);
    const run = await call<{
      run: { status: string; providers: { provider: string; billLines: number }[] };
      differences: { provider: string; kind: string; orderNo: string; providerAmount: number }[];
    }>('POST', '/api/admin/reconciliations', { date: yesterday });
    expect(run.code, run.message).toBe(200);
    expect(run.data.run.status).toBe('succeeded');
    expect(run.data.differences).toEqual([
      expect.objectContaining({
        provider: 'wechatpay',
        kind: 'missingOurs',
        orderNo: 'R20250301000000000777',
        providerAmount: 7_700,
      }),
      expect.objectContaining({
        provider: 'alipay',
        kind: 'missingOurs',
        orderNo: 'R20250301000000000778',
        providerAmount: 7_800,
      }),
    ]);
    expect(wxSigned).toContain(
      `GET /v3/bill/tradebill?bill_date=${yesterday}&bill_type=ALL&tar_type=GZIP`,
    );
  });
});

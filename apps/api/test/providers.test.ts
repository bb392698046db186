import {
  createPrivateKey,
  createSign,
  generateKeyPairSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { MockAgent } from 'urllib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import { AlipayProvider } from '../src/payments/alipay.js';
import { WechatPayProvider } from '../src/payments/wechatpay.js';
import { findLedgerMismatches } from '../src/repositories/ledger.js';
import { findRefundMismatches } from '../src/repositories/refunds.js';
import { staffClient } from './staff-helpers.js';
import {
  balanceOf,
  createTestApp,
  expectFailure,
  expectOk,
  newMember,
  type Client,
  type TestApp,
} from './helpers.js';

// The real providers' adapters against keys made here: WeChat Pay notifications signed with a
// local "platform" key and encrypted with a local APIv3 key, Alipay notifications signed with a
// local "Alipay" key and checked by alipay-sdk's own verifier. Their HTTP APIs are mocked at the
// HTTP client (an axios adapter for WeChat Pay, an undici MockAgent for alipay-sdk), so the
// adapters' own request signing and answer verification run. No network.

function rsaPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

const merchant = rsaPair();
const platform = rsaPair();
/** The next platform key during a rotation: both are accepted. */
const platformNext = rsaPair();
const intruder = rsaPair();
const alipayKeys = rsaPair();
const appKeys = rsaPair();
const WX = {
  appId: 'wx8888888888888888',
  mchId: '1900000001',
  platformKeyId: 'PUB_KEY_ID_0001',
  apiV3Key: randomBytes(16).toString('hex'),
};
const ALIPAY_APP_ID = '2021000000000001';
const ALIPAY_SELLER_ID = '2088000000000001';
const NEXT_KEY_ID = 'PUB_KEY_ID_0002';

// --- WeChat Pay's HTTP API, answered (and signed) like the real one ---

interface WxCall {
  method: string;
  url: string;
  body: Record<string, unknown> | undefined;
  authorization: string;
}
const wxCalls: WxCall[] = [];
let wxAnswer: (call: WxCall) => { status: number; body: object | null } = () => ({
  status: 404,
  body: { code: 'NOT_FOUND', message: 'no mock' },
});
let tamperAnswers = false;

function platformHeaders(body: string, key = platform.privateKey) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-serial': WX.platformKeyId,
    'wechatpay-signature': Rsa.sign(Formatter.response(timestamp, nonce, body), key),
  };
}

const wechatAdapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const url = new URL(config.url ?? '', config.baseURL);
  const call: WxCall = {
    method: (config.method ?? 'get').toUpperCase(),
    url: `${url.pathname}${url.search}`,
    body: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : undefined,
    authorization: String(config.headers.Authorization ?? ''),
  };
  wxCalls.push(call);
  const answer = wxAnswer(call);
  if (answer.status === 0) return new Promise<never>(() => {}); // a provider that never answers
  const text = answer.body === null ? '' : JSON.stringify(answer.body);
  const headers = platformHeaders(text, tamperAnswers ? intruder.privateKey : platform.privateKey);
  const response = {
    data: text,
    status: answer.status,
    statusText: String(answer.status),
    headers: { 'content-type': 'application/json', ...headers },
    config,
    request: {},
  };
  if (answer.status >= 400) {
    throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, response);
  }
  return response;
};

function wechatNotification(
  transaction: Record<string, unknown>,
  options: {
    key?: string;
    signer?: string;
    at?: number;
    eventType?: string;
    originalType?: string;
    serial?: string;
  } = {},
) {
  const nonce = randomBytes(6).toString('hex');
  const ciphertext = Aes.AesGcm.encrypt(
    JSON.stringify(transaction),
    options.key ?? WX.apiV3Key,
    nonce,
    'transaction',
  );
  const body = JSON.stringify({
    id: randomBytes(8).toString('hex'),
    create_time: new Date().toISOString(),
    resource_type: 'encrypt-resource',
    event_type: options.eventType ?? 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: {
      original_type: options.originalType ?? 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext,
      associated_data: 'transaction',
      nonce,
    },
  });
  const timestamp = String(Math.floor((options.at ?? Date.now()) / 1000));
  const headerNonce = randomBytes(16).toString('hex');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': headerNonce,
      'wechatpay-serial': options.serial ?? WX.platformKeyId,
      'wechatpay-signature': Rsa.sign(
        Formatter.response(timestamp, headerNonce, body),
        options.signer ?? platform.privateKey,
      ),
    },
  };
}

function transaction(orderNo: string, total: number, overrides: object = {}) {
  return {
    appid: WX.appId,
    mchid: WX.mchId,
    out_trade_no: orderNo,
    transaction_id: `4200${orderNo.slice(1)}`,
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    success_time: new Date().toISOString(),
    amount: { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' },
    ...overrides,
  };
}

// --- Alipay's gateway, through an undici MockAgent handed to alipay-sdk ---

const mockAgent = new MockAgent();
mockAgent.disableNetConnect();
const gateway = mockAgent.get('https://openapi.alipay.com');

/** Answers the next call of one Alipay method, signed with the Alipay key like the gateway. */
function alipayReplies(
  method: string,
  answer: Record<string, unknown>,
  options: { signer?: string; delayMs?: number } = {},
) {
  const key = `${method.replace(/\./g, '_')}_response`;
  const inner = JSON.stringify(answer);
  const sign = createSign('RSA-SHA256')
    .update(inner, 'utf8')
    .sign(options.signer ?? alipayKeys.privateKey, 'base64');
  const reply = gateway
    .intercept({ path: (path: string) => path.includes(`method=${method}`), method: 'POST' })
    .reply(200, `{"${key}":${inner},"sign":"${sign}"}`, {
      headers: { 'content-type': 'application/json;charset=utf-8' },
    });
  if (options.delayMs) reply.delay(options.delayMs);
}

function alipayNotification(fields: Record<string, string>, signer = alipayKeys.privateKey) {
  const content = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  const sign = createSign('RSA-SHA256').update(content, 'utf8').sign(signer, 'base64');
  return new URLSearchParams({ ...fields, sign, sign_type: 'RSA2' }).toString();
}

function alipayPaid(orderNo: string, yuan: string, overrides: Record<string, string> = {}) {
  return {
    app_id: ALIPAY_APP_ID,
    charset: 'utf-8',
    gmt_payment: '2025-03-01 12:00:05',
    notify_id: randomBytes(8).toString('hex'),
    notify_time: '2025-03-01 12:00:06',
    notify_type: 'trade_status_sync',
    out_trade_no: orderNo,
    seller_id: ALIPAY_SELLER_ID,
    total_amount: yuan,
    trade_no: `2025${orderNo.slice(1)}`,
    trade_status: 'TRADE_SUCCESS',
    version: '1.0',
    ...overrides,
  };
}

const TIMEOUT_MS = 400;
let t: TestApp;
beforeAll(async () => {
  const now = Date.now;
  t = await createTestApp({
    payments: { timeoutMs: TIMEOUT_MS },
    paymentProviders: [
      new WechatPayProvider({
        ...WX,
        merchantSerial: 'MERCHANT-SERIAL-01',
        privateKey: merchant.privateKey,
        platformKey: platform.publicKey,
        morePlatformKeys: { [NEXT_KEY_ID]: platformNext.publicKey },
        notifyUrl: 'https://shop.example.com/api/pay/notify/wechatpay',
        now,
        adapter: wechatAdapter,
      }),
      new AlipayProvider({
        appId: ALIPAY_APP_ID,
        sellerId: ALIPAY_SELLER_ID,
        privateKey: appKeys.privateKey,
        alipayPublicKey: alipayKeys.publicKey,
        notifyUrl: 'https://shop.example.com/api/pay/notify/alipay',
        now,
        dispatcher: mockAgent,
      }),
    ],
  });
});
afterAll(async () => {
  await t.close();
  await mockAgent.close();
});

interface Order {
  orderNo: string;
  price: number;
  status: string;
  payUrl: string;
  payMode: string;
  provider: string;
}

function post(provider: string, payload: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: `/api/pay/notify/${provider}`, headers, payload });
}

describe('WeChat Pay v3', () => {
  let client: Client;
  beforeAll(async () => {
    client = await newMember(t.app, 'wxpayer');
  });

  async function nativeOrder(payOptionId = 1, device = 'desktop'): Promise<Order> {
    wxAnswer = (call) =>
      call.url.endsWith('/h5')
        ? {
            status: 200,
            body: { h5_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1' },
          }
        : { status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=abc123' } };
    return expectOk(
      'createRechargeOrder',
      await client.post<Order>('/api/user/pay/online', { payOptionId, payType: 'wechat', device }),
    );
  }

  it('desktop orders get a Native code_url to scan, phones an H5 page; requests are signed with the merchant key', async () => {
    const order = await nativeOrder(2);
    expect(order).toMatchObject({
      provider: 'wechatpay',
      payMode: 'qr',
      payUrl: 'weixin://wxpay/bizpayurl?pr=abc123',
    });
    const call = wxCalls.at(-1) as WxCall;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/v3/pay/transactions/native');
    expect(call.body).toMatchObject({
      appid: WX.appId,
      mchid: WX.mchId,
      out_trade_no: order.orderNo,
      notify_url: 'https://shop.example.com/api/pay/notify/wechatpay',
      amount: { total: 5_000, currency: 'CNY' },
    });
    // WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…"
    const auth = Object.fromEntries(
      [...call.authorization.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    expect(call.authorization.startsWith('WECHATPAY2-SHA256-RSA2048 ')).toBe(true);
    expect(auth.mchid).toBe(WX.mchId);
    const signed = Formatter.request(
      'POST',
      call.url,
      String(auth.timestamp),
      String(auth.nonce_str),
      JSON.stringify(call.body),
    );
    expect(
      verify(
        'RSA-SHA256',
        Buffer.from(signed),
        merchant.publicKey,
        Buffer.from(String(auth.signature), 'base64'),
      ),
    ).toBe(true);

    const phone = await nativeOrder(1, 'mobile');
    expect(phone).toMatchObject({ payMode: 'redirect' });
    expect(phone.payUrl).toContain('checkmweb');
    expect(wxCalls.at(-1)?.body).toMatchObject({
      scene_info: { payer_client_ip: '127.0.0.1', h5_info: { type: 'Wap' } },
    });
  });

  it('a notification signed with the platform key and encrypted with the APIv3 key credits once', async () => {
    const order = await nativeOrder(1);
    const note = wechatNotification(transaction(order.orderNo, order.price));
    const answer = await post('wechatpay', note.body, note.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 'SUCCESS', message: '成功' });
    const again = await post('wechatpay', note.body, note.headers);
    expect(again.statusCode).toBe(200);
    expect(await balanceOf(t.app, 'wxpayer')).toBe(3_000);
  });

  it('refuses forged signatures, stale timestamps, wrong appid/mchid, wrong amounts and a wrong APIv3 key', async () => {
    const order = await nativeOrder(3);
    const before = await balanceOf(t.app, 'wxpayer');
    const cases = {
      forged: wechatNotification(transaction(order.orderNo, order.price), {
        signer: intruder.privateKey,
      }),
      stale: wechatNotification(transaction(order.orderNo, order.price), {
        at: Date.now() - 6 * 60_000,
      }),
      appid: wechatNotification(
        transaction(order.orderNo, order.price, { appid: 'wx0000000000000000' }),
      ),
      mchid: wechatNotification(transaction(order.orderNo, order.price, { mchid: '1999999999' })),
      amount: wechatNotification(
        transaction(order.orderNo, 1, { amount: { total: 1, payer_total: 1 } }),
      ),
      apiV3Key: wechatNotification(transaction(order.orderNo, order.price), {
        key: randomBytes(16).toString('hex'),
      }),
    };
    for (const [what, note] of Object.entries(cases)) {
      const answer = await post('wechatpay', note.body, note.headers);
      expect(answer.statusCode, what).toBe(400);
      expect(answer.json(), what).toMatchObject({ code: 'FAIL' });
    }
    // A body changed after signing fails too.
    const good = wechatNotification(transaction(order.orderNo, order.price));
    const tampered = await post(
      'wechatpay',
      good.body.replace('支付成功', '支付成功!'),
      good.headers,
    );
    expect(tampered.statusCode).toBe(400);
    expect(await balanceOf(t.app, 'wxpayer')).toBe(before);
  });

  it('accepts the old and the next platform key together (rotation); an unknown key id is refused', async () => {
    const order = await nativeOrder(1);
    const before = await balanceOf(t.app, 'wxpayer');
    const unknown = wechatNotification(transaction(order.orderNo, order.price), {
      signer: platformNext.privateKey,
      serial: 'PUB_KEY_ID_9999',
    });
    expect((await post('wechatpay', unknown.body, unknown.headers)).statusCode).toBe(400);
    const crossed = wechatNotification(transaction(order.orderNo, order.price), {
      signer: platform.privateKey,
      serial: NEXT_KEY_ID,
    });
    expect((await post('wechatpay', crossed.body, crossed.headers)).statusCode).toBe(400);
    expect(await balanceOf(t.app, 'wxpayer')).toBe(before);
    const next = wechatNotification(transaction(order.orderNo, order.price), {
      signer: platformNext.privateKey,
      serial: NEXT_KEY_ID,
    });
    expect((await post('wechatpay', next.body, next.headers)).statusCode).toBe(200);
    expect(await balanceOf(t.app, 'wxpayer')).toBe(before + 3_000);
  });

  it('refuses a payment in USD, by notification or by query answer', async () => {
    const order = await nativeOrder(1);
    const before = await balanceOf(t.app, 'wxpayer');
    const usd = {
      amount: { total: 3_000, payer_total: 3_000, currency: 'USD', payer_currency: 'USD' },
    };
    const note = wechatNotification(transaction(order.orderNo, order.price, usd));
    const answer = await post('wechatpay', note.body, note.headers);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'FAIL' });
    wxAnswer = () => ({ status: 200, body: transaction(order.orderNo, order.price, usd) });
    const asked = await client.post('/api/user/pay/completed', { orderNo: order.orderNo });
    expect(asked.status).toBe(409);
    expect(await balanceOf(t.app, 'wxpayer')).toBe(before);
  });

  it('pay/completed asks the order query API: NOTPAY changes nothing, SUCCESS credits', async () => {
    const order = await nativeOrder(1);
    const before = await balanceOf(t.app, 'wxpayer');
    wxAnswer = () => ({
      status: 200,
      body: transaction(order.orderNo, order.price, { trade_state: 'NOTPAY' }),
    });
    const unpaid = expectOk(
      'completeRechargeOrder',
      await client.post<{ order: Order }>('/api/user/pay/completed', { orderNo: order.orderNo }),
    );
    expect(unpaid.order.status).toBe('pending');
    expect(wxCalls.at(-1)?.url).toBe(
      `/v3/pay/transactions/out-trade-no/${order.orderNo}?mchid=${WX.mchId}`,
    );
    expect(await balanceOf(t.app, 'wxpayer')).toBe(before);

    // An answer whose signature does not check out is not believed.
    wxAnswer = () => ({ status: 200, body: transaction(order.orderNo, order.price) });
    tamperAnswers = true;
    const forged = await client.post('/api/user/pay/completed', { orderNo: order.orderNo });
    tamperAnswers = false;
    expect(forged.status).toBe(409);
    expect(await balanceOf(t.app, 'wxpayer')).toBe(before);

    const paid = expectOk(
      'completeRechargeOrder',
      await client.post<{ order: Order; money: number }>('/api/user/pay/completed', {
        orderNo: order.orderNo,
      }),
    );
    expect(paid.order.status).toBe('paid');
    expect(paid.money).toBe(before + 3_000);
  });

  it('cancel closes the order at WeChat Pay; ORDERPAID means it was paid and is credited instead', async () => {
    const order = await nativeOrder(1);
    wxAnswer = () => ({ status: 204, body: null });
    const closed = expectOk(
      'cancelRechargeOrder',
      await client.post<{ order: Order }>('/api/user/pay/cancel', { orderNo: order.orderNo }),
    );
    expect(closed.order.status).toBe('closed');
    expect(wxCalls.at(-1)).toMatchObject({
      method: 'POST',
      url: `/v3/pay/transactions/out-trade-no/${order.orderNo}/close`,
      body: { mchid: WX.mchId },
    });

    const raced = await nativeOrder(1);
    const before = await balanceOf(t.app, 'wxpayer');
    wxAnswer = (call) =>
      call.url.endsWith('/close')
        ? { status: 400, body: { code: 'ORDERPAID', message: '订单已支付' } }
        : { status: 200, body: transaction(raced.orderNo, raced.price) };
    const answer = expectOk(
      'cancelRechargeOrder',
      await client.post<{ order: Order }>('/api/user/pay/cancel', { orderNo: raced.orderNo }),
    );
    expect(answer.order.status).toBe('paid');
    expect(await balanceOf(t.app, 'wxpayer')).toBe(before + 3_000);
  });
});

describe('a WeChat Pay API that never answers', () => {
  it('holds neither pay/completed, cancel nor the database: each is answered within the deadline', async () => {
    const client = await newMember(t.app, 'wxhang');
    wxAnswer = () => ({ status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=h1' } });
    const order = expectOk(
      'createRechargeOrder',
      await client.post<Order>('/api/user/pay/online', { payOptionId: 1, payType: 'wechat' }),
    );
    wxAnswer = () => ({ status: 0, body: null });
    let started = Date.now();
    const asked = await client.post('/api/user/pay/completed', { orderNo: order.orderNo });
    expect(asked.status).toBe(409);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3_000);
    // Meanwhile (and after) other writes go through: no lock was held across the call.
    const other = await newMember(t.app, 'wxhang_other');
    expect(await balanceOf(t.app, 'wxhang_other')).toBe(0);
    expect(other).toBeDefined();
    started = Date.now();
    const cancelled = expectOk(
      'cancelRechargeOrder',
      await client.post<{ order: Order }>('/api/user/pay/cancel', { orderNo: order.orderNo }),
    );
    expect(cancelled.order.status).toBe('closed');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3_000);
  });
});

describe('WeChat Pay refunds', () => {
  let client: Client;
  let finance: Client;
  beforeAll(async () => {
    client = await newMember(t.app, 'wxrefund');
    finance = await staffClient(t.app, 'finance');
  });

  /** A paid ¥30 order of `wxrefund`. */
  async function paidOrder(): Promise<string> {
    wxAnswer = () => ({ status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=r1' } });
    const order = expectOk(
      'createRechargeOrder',
      await client.post<Order>('/api/user/pay/online', { payOptionId: 1, payType: 'wechat' }),
    );
    const note = wechatNotification(transaction(order.orderNo, order.price));
    expect((await post('wechatpay', note.body, note.headers)).statusCode).toBe(200);
    return order.orderNo;
  }

  function refundAnswer(orderNo: string, refundNo: string, status: string, amount = 3_000) {
    return {
      refund_id: `5030${refundNo.slice(1)}`,
      out_refund_no: refundNo,
      transaction_id: `4200${orderNo.slice(1)}`,
      out_trade_no: orderNo,
      status,
      amount: {
        total: 3_000,
        refund: amount,
        currency: 'CNY',
        payer_total: 3_000,
        payer_refund: amount,
      },
    };
  }

  const refund = (orderNo: string, requestId: string) =>
    finance.post<{ refunds: { refundNo: string; status: string; history: { state: string }[] }[] }>(
      `/api/admin/orders/${orderNo}/refund`,
      { amount: 3_000, reason: '会员申请退款', requestId },
    );
  const refundCalls = () => wxCalls.filter((c) => c.url === '/v3/refund/domestic/refunds');

  it('PROCESSING is processing; a signed REFUND.SUCCESS notification settles it', async () => {
    const orderNo = await paidOrder();
    wxAnswer = (call) => ({
      status: 200,
      body: refundAnswer(orderNo, String(call.body?.out_refund_no), 'PROCESSING'),
    });
    const sent = expectOk('adminRefundOrder', await refund(orderNo, 'wx-proc-1'));
    const refundNo = sent.refunds[0]!.refundNo;
    expect(sent.refunds[0]).toMatchObject({ status: 'processing' });
    expect(refundCalls().at(-1)?.body).toMatchObject({
      out_trade_no: orderNo,
      out_refund_no: refundNo,
      amount: { refund: 3_000, total: 3_000, currency: 'CNY' },
    });
    const before = await balanceOf(t.app, 'wxrefund');

    // A forged notification (another key) changes nothing.
    const resource = {
      mchid: WX.mchId,
      out_trade_no: orderNo,
      transaction_id: `4200${orderNo.slice(1)}`,
      out_refund_no: refundNo,
      refund_id: `5030${refundNo.slice(1)}`,
      refund_status: 'SUCCESS',
      success_time: new Date().toISOString(),
      user_received_account: '招商银行信用卡0403',
      amount: { total: 3_000, refund: 3_000, payer_total: 3_000, payer_refund: 3_000 },
    };
    const options = { eventType: 'REFUND.SUCCESS', originalType: 'refund' };
    const forged = wechatNotification(resource, { ...options, signer: intruder.privateKey });
    expect((await post('wechatpay', forged.body, forged.headers)).statusCode).toBe(400);
    const wrongAmount = wechatNotification(
      { ...resource, amount: { ...resource.amount, refund: 1 } },
      options,
    );
    expect((await post('wechatpay', wrongAmount.body, wrongAmount.headers)).statusCode).toBe(400);

    const note = wechatNotification(resource, options);
    const answer = await post('wechatpay', note.body, note.headers);
    expect(answer.json()).toEqual({ code: 'SUCCESS', message: '成功' });
    const detail = expectOk(
      'adminGetOrder',
      await finance.get<{
        refunds: { status: string; history: { state: string; source: string }[] }[];
      }>(`/api/admin/orders/${orderNo}`),
    );
    expect(detail.refunds[0]!.status).toBe('succeeded');
    expect(detail.refunds[0]!.history.map((h) => `${h.state}/${h.source}`)).toEqual([
      'requested/console',
      'processing/provider',
      'succeeded/notification',
    ]);
    expect(await balanceOf(t.app, 'wxrefund')).toBe(before);
  });

  it('a REFUND.ABNORMAL notification fails a processing refund and gives the balance back once', async () => {
    const orderNo = await paidOrder();
    wxAnswer = (call) => ({
      status: 200,
      body: refundAnswer(orderNo, String(call.body?.out_refund_no), 'PROCESSING'),
    });
    const sent = expectOk('adminRefundOrder', await refund(orderNo, 'wx-abnormal-1'));
    const refundNo = sent.refunds[0]!.refundNo;
    const before = await balanceOf(t.app, 'wxrefund');
    const note = wechatNotification(
      {
        mchid: WX.mchId,
        out_trade_no: orderNo,
        out_refund_no: refundNo,
        refund_id: `5030${refundNo.slice(1)}`,
        refund_status: 'ABNORMAL',
        amount: { total: 3_000, refund: 3_000, payer_total: 3_000, payer_refund: 3_000 },
      },
      { eventType: 'REFUND.ABNORMAL', originalType: 'refund' },
    );
    expect((await post('wechatpay', note.body, note.headers)).statusCode).toBe(200);
    expect((await post('wechatpay', note.body, note.headers)).statusCode).toBe(200);
    expect(await balanceOf(t.app, 'wxrefund')).toBe(before + 3_000);
    expect(await findLedgerMismatches(t.app.ctx.db)).toEqual([]);
    expect((await findRefundMismatches(t.app.ctx.db)).mismatches).toEqual([]);
  });

  it('5xx, a hung call and a forged answer keep one refund number; the query then settles it', async () => {
    const orderNo = await paidOrder();
    const before = await balanceOf(t.app, 'wxrefund');
    const modes = [
      () => ({ status: 503, body: { code: 'SYSTEM_ERROR', message: '系统繁忙' } }),
      () => ({ status: 0, body: null }), // hang
    ];
    let refundNo = '';
    for (const [i, mode] of modes.entries()) {
      wxAnswer = (call) =>
        call.url.startsWith('/v3/refund/domestic/refunds/')
          ? { status: 404, body: { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' } }
          : mode();
      const started = Date.now();
      const answer = expectOk('adminRefundOrder', await refund(orderNo, 'wx-5xx-1'));
      expect(Date.now() - started, `mode ${i}`).toBeLessThan(2 * TIMEOUT_MS + 3_000);
      expect(answer.refunds).toHaveLength(1);
      expect(answer.refunds[0]!.status).toBe('unknown');
      refundNo = answer.refunds[0]!.refundNo;
    }
    // An answer whose signature does not verify is not believed either.
    tamperAnswers = true;
    wxAnswer = (call) => ({
      status: 200,
      body: refundAnswer(orderNo, refundNo, call.method === 'GET' ? 'CLOSED' : 'SUCCESS'),
    });
    try {
      const forged = expectOk('adminRefundOrder', await refund(orderNo, 'wx-5xx-1'));
      expect(forged.refunds[0]!.status).toBe('unknown');
    } finally {
      tamperAnswers = false;
    }
    expect(await balanceOf(t.app, 'wxrefund')).toBe(before - 3_000);

    // WeChat says (signed) the refund went through: the query settles it without sending again.
    const sends = refundCalls().length;
    wxAnswer = () => ({ status: 200, body: refundAnswer(orderNo, refundNo, 'SUCCESS') });
    const checked = await finance.post<{ refunds: { status: string }[] }>(
      `/api/admin/orders/${orderNo}/refunds/${refundNo}/check`,
    );
    expect(expectOk('adminCheckRefund', checked).refunds[0]!.status).toBe('succeeded');
    expect(wxCalls.at(-1)?.url).toBe(`/v3/refund/domestic/refunds/${refundNo}`);
    expect(refundCalls().length).toBe(sends);
    const numbers = new Set(
      refundCalls()
        .filter((c) => c.body?.out_trade_no === orderNo)
        .map((c) => c.body?.out_refund_no),
    );
    expect(numbers).toEqual(new Set([refundNo]));
    expect(await balanceOf(t.app, 'wxrefund')).toBe(before - 3_000);
  });

  it('a signed refusal with no refund behind it fails the refund and restores the balance', async () => {
    const orderNo = await paidOrder();
    const before = await balanceOf(t.app, 'wxrefund');
    wxAnswer = (call) =>
      call.method === 'GET'
        ? { status: 404, body: { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' } }
        : { status: 403, body: { code: 'NOT_ENOUGH', message: '基本账户余额不足' } };
    expectFailure('adminRefundOrder', await refund(orderNo, 'wx-refused-1'), 409, '已恢复');
    expect(await balanceOf(t.app, 'wxrefund')).toBe(before);

    // The same refusal with a forged signature proves nothing: the refund stays unknown.
    const other = await paidOrder();
    tamperAnswers = true;
    try {
      const answer = expectOk('adminRefundOrder', await refund(other, 'wx-refused-2'));
      expect(answer.refunds[0]!.status).toBe('unknown');
    } finally {
      tamperAnswers = false;
    }
  });
});

describe('Alipay', () => {
  let client: Client;
  beforeAll(async () => {
    client = await newMember(t.app, 'alipayer');
  });

  async function alipayOrder(payOptionId = 1, device = 'desktop'): Promise<Order> {
    if (device === 'desktop') {
      alipayReplies('alipay.trade.precreate', {
        code: '10000',
        msg: 'Success',
        out_trade_no: 'x',
        qr_code: 'https://qr.alipay.com/bax01234',
      });
    }
    return expectOk(
      'createRechargeOrder',
      await client.post<Order>('/api/user/pay/online', { payOptionId, payType: 'alipay', device }),
    );
  }

  it('desktop orders get a precreate QR code; phones a signed wap pay link', async () => {
    const order = await alipayOrder(2);
    expect(order).toMatchObject({
      provider: 'alipay',
      payMode: 'qr',
      payUrl: 'https://qr.alipay.com/bax01234',
    });
    const phone = await alipayOrder(1, 'mobile');
    expect(phone.payMode).toBe('redirect');
    const link = new URL(phone.payUrl);
    expect(link.origin).toBe('https://openapi.alipay.com');
    expect(link.searchParams.get('method')).toBe('alipay.trade.wap.pay');
    expect(link.searchParams.get('app_id')).toBe(ALIPAY_APP_ID);
    expect(JSON.parse(link.searchParams.get('biz_content') ?? '{}')).toMatchObject({
      out_trade_no: phone.orderNo,
      total_amount: '30.00',
      product_code: 'QUICK_WAP_WAY',
    });
    // Signed with the application key (RSA2 over the sorted parameters).
    const params = [...link.searchParams.entries()]
      .filter(([k]) => k !== 'sign')
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    expect(
      verify(
        'RSA-SHA256',
        Buffer.from(params),
        createPrivateKey(appKeys.privateKey),
        Buffer.from(link.searchParams.get('sign') ?? '', 'base64'),
      ),
    ).toBe(true);
  });

  it('a notification that passes alipay-sdk verification credits once and answers "success"', async () => {
    const order = await alipayOrder(1);
    const form = alipayNotification(alipayPaid(order.orderNo, '30.00'));
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const answer = await post('alipay', form, headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('success');
    expect((await post('alipay', form, headers)).body).toBe('success');
    expect(await balanceOf(t.app, 'alipayer')).toBe(3_000);
  });

  it('refuses a forged sign, another app_id or seller, USD and a wrong amount with "fail"', async () => {
    const order = await alipayOrder(3);
    const before = await balanceOf(t.app, 'alipayer');
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const cases = {
      forged: alipayNotification(alipayPaid(order.orderNo, '100.00'), intruder.privateKey),
      appId: alipayNotification(
        alipayPaid(order.orderNo, '100.00', { app_id: '2021999999999999' }),
      ),
      amount: alipayNotification(alipayPaid(order.orderNo, '0.01')),
      usd: alipayNotification(alipayPaid(order.orderNo, '100.00', { trans_currency: 'USD' })),
      seller: alipayNotification(
        alipayPaid(order.orderNo, '100.00', { seller_id: '2088999999999999' }),
      ),
      noSeller: alipayNotification(
        Object.fromEntries(
          Object.entries(alipayPaid(order.orderNo, '100.00')).filter(([k]) => k !== 'seller_id'),
        ),
      ),
    };
    for (const [what, form] of Object.entries(cases)) {
      const answer = await post('alipay', form, headers);
      expect(answer.statusCode, what).toBe(400);
      expect(answer.body, what).toBe('fail');
    }
    expect(await balanceOf(t.app, 'alipayer')).toBe(before);
  });

  it('pay/completed believes no query answer that is not signed by Alipay, nor one in USD', async () => {
    const order = await alipayOrder(1);
    const before = await balanceOf(t.app, 'alipayer');
    const paid = {
      code: '10000',
      msg: 'Success',
      out_trade_no: order.orderNo,
      trade_no: `2025${order.orderNo.slice(1)}`,
      trade_status: 'TRADE_SUCCESS',
      total_amount: '30.00',
    };
    alipayReplies('alipay.trade.query', paid, { signer: intruder.privateKey });
    const forged = await client.post('/api/user/pay/completed', { orderNo: order.orderNo });
    expect(forged.status).toBe(409);
    alipayReplies('alipay.trade.query', { ...paid, trans_currency: 'USD' });
    const usd = await client.post('/api/user/pay/completed', { orderNo: order.orderNo });
    expect(usd.status).toBe(409);
    expect(await balanceOf(t.app, 'alipayer')).toBe(before);
  });

  it('pay/completed asks alipay.trade.query and credits TRADE_SUCCESS only', async () => {
    const order = await alipayOrder(1);
    const before = await balanceOf(t.app, 'alipayer');
    alipayReplies('alipay.trade.query', {
      code: '10000',
      msg: 'Success',
      out_trade_no: order.orderNo,
      trade_status: 'WAIT_BUYER_PAY',
      total_amount: '30.00',
    });
    const waiting = expectOk(
      'completeRechargeOrder',
      await client.post<{ order: Order }>('/api/user/pay/completed', { orderNo: order.orderNo }),
    );
    expect(waiting.order.status).toBe('pending');
    expect(await balanceOf(t.app, 'alipayer')).toBe(before);

    alipayReplies('alipay.trade.query', {
      code: '10000',
      msg: 'Success',
      out_trade_no: order.orderNo,
      trade_no: `2025${order.orderNo.slice(1)}`,
      trade_status: 'TRADE_SUCCESS',
      total_amount: '30.00',
      send_pay_date: '2025-03-01 12:00:05',
    });
    const paid = expectOk(
      'completeRechargeOrder',
      await client.post<{ order: Order; money: number }>('/api/user/pay/completed', {
        orderNo: order.orderNo,
      }),
    );
    expect(paid.order.status).toBe('paid');
    expect(paid.money).toBe(before + 3_000);
  });

  it('refunds: 10000 succeeds; 20000, a slow gateway or a forged answer keep one number until the signed query says', async () => {
    const finance = await staffClient(t.app, 'finance');
    const order = await alipayOrder(1);
    const form = alipayNotification(alipayPaid(order.orderNo, '30.00'));
    await post('alipay', form, { 'content-type': 'application/x-www-form-urlencoded' });
    const before = await balanceOf(t.app, 'alipayer');
    const refund = () =>
      finance.post<{ refunds: { refundNo: string; status: string }[] }>(
        `/api/admin/orders/${order.orderNo}/refund`,
        { amount: 1_000, reason: '部分退款', requestId: 'ali-refund-1' },
      );
    const notReceived = { code: '10000', msg: 'Success', out_trade_no: order.orderNo };

    alipayReplies('alipay.trade.refund', {
      code: '20000',
      msg: 'Service Currently Unavailable',
      sub_code: 'isp.unknow-error',
    });
    const first = expectOk('adminRefundOrder', await refund());
    expect(first.refunds[0]!.status).toBe('unknown');
    const refundNo = first.refunds[0]!.refundNo;

    // The retry asks first (never received), then re-sends the same number; the gateway is slow.
    alipayReplies('alipay.trade.fastpay.refund.query', notReceived);
    alipayReplies('alipay.trade.refund', { code: '10000', msg: 'Success' }, { delayMs: 3_000 });
    const slow = expectOk('adminRefundOrder', await refund());
    expect(slow.refunds.map((r) => [r.refundNo, r.status])).toEqual([[refundNo, 'unknown']]);

    // A query answer not signed by Alipay is not believed.
    alipayReplies(
      'alipay.trade.fastpay.refund.query',
      {
        ...notReceived,
        out_request_no: refundNo,
        refund_status: 'REFUND_SUCCESS',
        refund_amount: '10.00',
      },
      { signer: intruder.privateKey },
    );
    expect(expectOk('adminRefundOrder', await refund()).refunds[0]!.status).toBe('unknown');

    alipayReplies('alipay.trade.fastpay.refund.query', {
      ...notReceived,
      out_request_no: refundNo,
      refund_status: 'REFUND_SUCCESS',
      refund_amount: '10.00',
    });
    const done = expectOk('adminRefundOrder', await refund());
    expect(done.refunds.map((r) => [r.refundNo, r.status])).toEqual([[refundNo, 'succeeded']]);
    expect(await balanceOf(t.app, 'alipayer')).toBe(before - 1_000);
    expect((await findRefundMismatches(t.app.ctx.db)).mismatches).toEqual([]);
  });
});

describe('HTTPS_PROXY', () => {
  it('the Alipay client goes through the proxy the environment names', async () => {
    const targets: string[] = [];
    const proxy = createServer();
    proxy.on('connect', (request: { url?: string }, socket: Socket) => {
      targets.push(String(request.url));
      socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const saved = process.env.HTTPS_PROXY;
    process.env.HTTPS_PROXY = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    try {
      const alipay = new AlipayProvider({
        appId: ALIPAY_APP_ID,
        sellerId: ALIPAY_SELLER_ID,
        privateKey: appKeys.privateKey,
        alipayPublicKey: alipayKeys.publicKey,
        notifyUrl: 'https://shop.example.com/api/pay/notify/alipay',
        now: Date.now,
      });
      await expect(alipay.queryOrder('R20250301120000999999')).rejects.toThrow(/alipay/);
      expect(targets).toEqual(['openapi.alipay.com:443']);
    } finally {
      if (saved === undefined) delete process.env.HTTPS_PROXY;
      else process.env.HTTPS_PROXY = saved;
      proxy.close();
    }
  });
});

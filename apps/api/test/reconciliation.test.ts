import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { MockAgent } from 'urllib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Formatter, Rsa } from 'wechatpay-axios-plugin';
import { writeTransaction } from '../src/db/transaction.js';
import { AlipayProvider } from '../src/payments/alipay.js';
import type { SandboxProvider } from '../src/payments/sandbox.js';
import { WechatPayProvider } from '../src/payments/wechatpay.js';
import { runScheduledReconciliation } from '../src/services/reconciliation.js';
import { auditRows, staffClient } from './staff-helpers.js';
import {
  createTestApp,
  expectFailure,
  expectOk,
  newMember,
  recharge,
  testClock,
  type Client,
  type TestApp,
} from './helpers.js';
import { alipayBillZip, wechatBill, wechatBillFile } from './support/provider-bills.js';

// Daily reconciliation (对账) through the console API: the sandbox's own bill, WeChat Pay's
// trade bill (signed tradebill answer → gzip file checked by its SHA1) and Alipay's (signed
// downloadurl answer → ZIP of GBK CSV), each with one injected difference of every kind.

const DAY = '2025-03-01';
const clock = testClock(Date.parse('2025-03-01T04:00:00Z')); // 12:00 in China
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
const SELLER = '2088000000000001';

// --- WeChat Pay's API: signed answers like the real one; the bill file itself is not signed ---
let wxBill = { gzip: Buffer.alloc(0), sha1: '' };
let wxSigner = platform.privateKey;
let wxRequests: string[] = [];
const wechatAdapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const url = new URL(config.url ?? '', config.baseURL);
  wxRequests.push(`${url.pathname}${url.search}`);
  const signed = String(config.headers.Authorization ?? '').startsWith('WECHATPAY2-SHA256-RSA2048');
  if (!signed) throw new AxiosError('unsigned', 'ERR_BAD_REQUEST', config);
  if (url.pathname === '/v3/billdownload/file')
    return { data: wxBill.gzip, status: 200, statusText: 'OK', headers: {}, config, request: {} };
  const body = JSON.stringify({
    hash_type: 'SHA1',
    hash_value: wxBill.sha1,
    download_url:
      'https://api.mch.weixin.qq.com/v3/billdownload/file?token=6XIv5TUPto7pByrTQKhd6kwvyKLG2uY2wMMR8cNpmCMgyJ',
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const headers = {
    'content-type': 'application/json',
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-serial': WX.keyId,
    'wechatpay-signature': Rsa.sign(Formatter.response(timestamp, nonce, body), wxSigner),
  };
  return { data: body, status: 200, statusText: 'OK', headers, config, request: {} };
};

// --- Alipay's gateway and its bill host, through an undici MockAgent ---
const mockAgent = new MockAgent();
mockAgent.disableNetConnect();
function alipayServes(zip: Uint8Array, signer = alipayKeys.privateKey) {
  const inner = JSON.stringify({
    code: '10000',
    msg: 'Success',
    bill_download_url:
      'https://dwbillcenter.alipay.com/downloadBillFile.resource?bizType=trade&fileType=csv.zip&downloadFileName=2088.csv.zip',
  });
  const sign = createSign('RSA-SHA256').update(inner, 'utf8').sign(signer, 'base64');
  mockAgent
    .get('https://openapi.alipay.com')
    .intercept({
      path: (path: string) =>
        path.includes('method=alipay.data.dataservice.bill.downloadurl.query'),
      method: 'POST',
    })
    .reply(
      200,
      `{"alipay_data_dataservice_bill_downloadurl_query_response":${inner},"sign":"${sign}"}`,
      {
        headers: { 'content-type': 'application/json;charset=utf-8' },
      },
    );
  mockAgent
    .get('https://dwbillcenter.alipay.com')
    .intercept({
      path: (path: string) => path.startsWith('/downloadBillFile.resource'),
      method: 'GET',
    })
    .reply(200, Buffer.from(zip), { headers: { 'content-type': 'application/zip' } });
}

let t: TestApp;
let finance: Client;

function providerStandIns() {
  return [
    new WechatPayProvider({
      appId: WX.appId,
      mchId: WX.mchId,
      merchantSerial: 'MERCHANT-SERIAL-01',
      privateKey: merchant.privateKey,
      platformKeyId: WX.keyId,
      platformKey: platform.publicKey,
      apiV3Key: randomBytes(16).toString('hex'),
      notifyUrl: 'https://shop.example.com/api/pay/notify/wechatpay',
      now: Date.now,
      adapter: wechatAdapter,
    }),
    new AlipayProvider({
      appId: '2021000000000001',
      sellerId: SELLER,
      privateKey: appKeys.privateKey,
      alipayPublicKey: alipayKeys.publicKey,
      notifyUrl: 'https://shop.example.com/api/pay/notify/alipay',
      now: Date.now,
      dispatcher: mockAgent,
    }),
  ];
}

/** A server on its own database; `withProviders` adds the WeChat Pay and Alipay stand-ins. */
function serve(withProviders: boolean) {
  beforeAll(async () => {
    t = await createTestApp({
      now: clock.now,
      payments: { timeoutMs: 2_000, providers: ['sandbox'] },
      paymentProviders: withProviders ? providerStandIns() : [],
    });
    finance = await staffClient(t.app, 'finance');
  });
  afterAll(async () => t?.close());
}
afterAll(async () => mockAgent.close());

interface Difference {
  provider: string;
  kind: string;
  record: string;
  orderNo: string;
  refundNo: string | null;
  ourAmount: number | null;
  providerAmount: number | null;
  ourState: string | null;
  providerState: string | null;
}
interface Detail {
  run: {
    id: number;
    date: string;
    status: string;
    differenceCount: number;
    providers: { provider: string; billLines: number; ourLines: number; error: string | null }[];
  };
  differences: Difference[];
}

/** An order of another provider in our books, paid (or not) at 12:00 China time that day. */
async function ourOrder(orderNo: string, provider: 'wechatpay' | 'alipay', paid: number | null) {
  const at = Date.parse(`${DAY}T12:00:00+08:00`);
  await t.app.ctx.db
    .insertInto('recharge_orders')
    .values({
      order_no: orderNo,
      user_id: 1,
      pay_option_id: 1,
      pay_type: provider === 'wechatpay' ? 'wechat' : 'alipay',
      provider,
      price: 3_000,
      amount: 3_000,
      status: paid === null ? 'pending' : 'paid',
      pay_url: '',
      pay_mode: 'qr',
      paid_amount: paid,
      provider_trade_no: paid === null ? null : `T${orderNo}`,
      late_payment: 0,
      create_time: at,
      expire_time: at + 1_800_000,
      paid_time: paid === null ? null : at,
    })
    .execute();
}

function reconcile(date = DAY) {
  return finance.post<Detail>('/api/admin/reconciliations', { date });
}

const wxEmpty = wechatBillFile(wechatBill(WX.appId, WX.mchId, []));

describe('reconciliation with the sandbox bill', () => {
  serve(false);
  it('finds a difference of each kind, stores the run, audits it and exports a Chinese CSV', async () => {
    const member = await newMember(t.app, 'rc_member');
    const orderOf = async () =>
      (
        await t.app.ctx.db
          .selectFrom('recharge_orders')
          .select('order_no')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).order_no;
    await recharge(member, 1);
    const agreed = await orderOf();
    await recharge(member, 1);
    const lostAtProvider = await orderOf();
    await recharge(member, 1);
    const otherAmount = await orderOf();
    // Paid at the sandbox, but its notification never reached us: still pending here.
    const unnotified = await member.post<{ orderNo: string }>('/api/user/pay/online', {
      payOptionId: 1,
      payType: 'alipay',
    });
    const sandbox = t.app.ctx.payments.byName('sandbox') as SandboxProvider;
    expect(await sandbox.payAtCashier(unnotified.body.data.orderNo)).not.toBeNull();
    // A refund the sandbox made whose answer was lost: unknown here, succeeded there.
    const realRefund = sandbox.refund.bind(sandbox);
    sandbox.refund = async (input) => {
      await realRefund(input);
      throw new Error('502 Bad Gateway');
    };
    const refunded = expectOk(
      'adminRefundOrder',
      await finance.post<{ refunds: { refundNo: string; status: string }[] }>(
        `/api/admin/orders/${agreed}/refund`,
        { amount: 1_000, reason: '会员申请退款', requestId: 'rc-refund-0001' },
      ),
    );
    sandbox.refund = realRefund;
    expect(refunded.refunds[0]?.status).toBe('unknown');
    await writeTransaction(t.app.ctx.db, async (trx) => {
      // The sandbox lost one payment, took another at another amount, and has one we never made.
      await trx.deleteFrom('sandbox_payments').where('order_no', '=', lostAtProvider).execute();
      await trx
        .updateTable('sandbox_payments')
        .set({ amount: 2_999 })
        .where('order_no', '=', otherAmount)
        .execute();
      await trx
        .insertInto('sandbox_payments')
        .values({
          order_no: 'R20250301999999999999',
          amount: 5_000,
          status: 'paid',
          trade_no: 'SBXSTRANGER',
          create_time: clock.now(),
          paid_time: clock.now(),
        })
        .execute();
    });

    // Today's bill does not exist yet.
    expectFailure('adminRunReconciliation', await reconcile(), 400, '今天以前');
    clock.advance(24 * 3_600_000);
    finance = await staffClient(t.app, 'finance'); // a day later: a new console session
    const answer = await reconcile();
    const detail = expectOk('adminRunReconciliation', answer);
    expect(answer.body.message).toBe('对账完成，发现 5 处差异');
    expect(detail.run).toMatchObject({ date: DAY, status: 'succeeded', differenceCount: 5 });
    const sandboxSummary = detail.run.providers.find((p) => p.provider === 'sandbox');
    expect(sandboxSummary).toMatchObject({ billLines: 5, ourLines: 4, error: null });
    const sandboxDifferences = detail.differences.filter((d) => d.provider === 'sandbox');
    expect(sandboxDifferences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'missingOurs',
          orderNo: 'R20250301999999999999',
          ourAmount: null,
          providerAmount: 5_000,
        }),
        expect.objectContaining({
          kind: 'missingProvider',
          orderNo: lostAtProvider,
          ourAmount: 3_000,
          providerAmount: null,
          ourState: 'paid',
        }),
        expect.objectContaining({
          kind: 'amount',
          orderNo: otherAmount,
          ourAmount: 3_000,
          providerAmount: 2_999,
        }),
        expect.objectContaining({
          kind: 'state',
          record: 'payment',
          orderNo: unnotified.body.data.orderNo,
          ourState: 'pending',
          providerState: 'paid',
        }),
        expect.objectContaining({
          kind: 'state',
          record: 'refund',
          refundNo: refunded.refunds[0]?.refundNo,
          ourState: 'unknown',
          providerState: 'succeeded',
        }),
      ]),
    );
    expect(sandboxDifferences).toHaveLength(5);
    expect(sandboxDifferences.some((d) => d.orderNo === agreed && d.record === 'payment')).toBe(
      false,
    );

    const [audit] = await auditRows(t.app, 'reconciliation');
    expect(audit).toMatchObject({ action: 'reconciliation.run', object_id: DAY });

    // Read back, listed by day, exported.
    expectOk(
      'adminGetReconciliation',
      await finance.get(`/api/admin/reconciliations/${detail.run.id}`),
    );
    const list = expectOk(
      'adminListReconciliations',
      await finance.get<{ list: { id: number }[]; total: number }>(
        `/api/admin/reconciliations?date=${DAY}`,
      ),
    );
    expect(list.list.map((r) => r.id)).toContain(detail.run.id);
    const csv = (await finance.get(`/api/admin/reconciliations/${detail.run.id}/export`)).raw;
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '对账日期,支付渠道,差异类型,类别,商户订单号,退款单号,渠道单号,本站金额（¥）,渠道金额（¥）,本站状态,渠道状态,发生时间',
    );
    expect(lines).toHaveLength(6);
    expect(lines.find((l) => l.includes(otherAmount))).toContain('金额不符');
    expect(lines.find((l) => l.includes(otherAmount))).toContain(',30.00,29.99,已支付,');
    expect(lines.find((l) => l.includes(otherAmount))).toContain('2025-03-01 12:00:');
    expect((await auditRows(t.app, 'reconciliation'))[0]).toMatchObject({
      action: 'reconciliation.export',
    });

    // Once the unknown refund is settled, a second run of the day has one difference fewer.
    await finance.post(
      `/api/admin/orders/${agreed}/refunds/${refunded.refunds[0]?.refundNo}/check`,
      {},
    );
    const again = expectOk('adminRunReconciliation', await reconcile());
    expect(again.run.id).not.toBe(detail.run.id);
    expect(again.differences.filter((d) => d.provider === 'sandbox')).toHaveLength(4);
  });

  it('is finance and owner only', async () => {
    const editor = await staffClient(t.app, 'editor');
    expect((await editor.post('/api/admin/reconciliations', { date: DAY })).status).toBe(403);
    expect((await editor.get('/api/admin/reconciliations')).status).toBe(403);
  });
});

describe('reconciliation with WeChat Pay and Alipay bills', () => {
  beforeAll(() => {
    // The day is over (its bills exist) whichever test ran first.
    const nextDay = Date.parse('2025-03-02T09:00:00+08:00');
    if (clock.now() < nextDay) clock.advance(nextDay - clock.now());
  });
  serve(true);
  it("reads WeChat Pay's gzip bill and Alipay's GBK zip; finds each kind of difference", async () => {
    await ourOrder('R20250301000000000101', 'wechatpay', 3_000); // agrees
    await ourOrder('R20250301000000000102', 'wechatpay', 3_000); // bill says 29.00
    await ourOrder('R20250301000000000103', 'wechatpay', 3_000); // not on the bill
    await ourOrder('R20250301000000000104', 'wechatpay', null); // paid at WeChat, pending here
    wxBill = wechatBillFile(
      wechatBill(WX.appId, WX.mchId, [
        {
          time: '2025-03-01 12:00:05',
          transactionId: '4200000001',
          orderNo: 'R20250301000000000101',
          state: 'SUCCESS',
          total: '30.00',
        },
        {
          time: '2025-03-01 12:00:06',
          transactionId: '4200000002',
          orderNo: 'R20250301000000000102',
          state: 'SUCCESS',
          total: '29.00',
        },
        {
          time: '2025-03-01 12:00:07',
          transactionId: '4200000004',
          orderNo: 'R20250301000000000104',
          state: 'SUCCESS',
          total: '30.00',
        },
        {
          time: '2025-03-01 13:00:00',
          transactionId: '4200000009',
          orderNo: 'R20250301000000000109',
          state: 'SUCCESS',
          total: '88.00',
        },
        {
          time: '2025-03-01 14:00:00',
          transactionId: '4200000001',
          orderNo: 'R20250301000000000101',
          state: 'REFUND',
          total: '30.00',
          refundId: '50300000001',
          refundNo: 'F20250301000000000101',
          refund: '10.00',
          refundState: 'SUCCESS',
        },
      ]),
    );
    await ourOrder('R20250301000000000201', 'alipay', 3_000); // agrees
    await ourOrder('R20250301000000000202', 'alipay', 3_000); // bill says 31.00
    await ourOrder('R20250301000000000203', 'alipay', 3_000); // not on the bill
    alipayServes(
      alipayBillZip(SELLER, DAY, [
        {
          tradeNo: '2025030122001',
          orderNo: 'R20250301000000000201',
          type: '交易',
          finished: '2025-03-01 12:00:05',
          amount: '30.00',
        },
        {
          tradeNo: '2025030122002',
          orderNo: 'R20250301000000000202',
          type: '交易',
          finished: '2025-03-01 12:00:06',
          amount: '31.00',
        },
        {
          tradeNo: '2025030122009',
          orderNo: 'R20250301000000000209',
          type: '交易',
          finished: '2025-03-01 12:30:00',
          amount: '66.00',
        },
        {
          tradeNo: '2025030122001',
          orderNo: 'R20250301000000000201',
          type: '退款',
          finished: '2025-03-01 15:00:00',
          amount: '-5.00',
          refundNo: 'F20250301000000000201',
        },
      ]),
    );
    wxRequests = [];
    const detail = expectOk('adminRunReconciliation', await reconcile());
    expect(wxRequests[0]).toBe(`/v3/bill/tradebill?bill_date=${DAY}&bill_type=ALL&tar_type=GZIP`);
    const of = (provider: string) =>
      detail.differences
        .filter((d) => d.provider === provider)
        .map((d) => [d.kind, d.refundNo ?? d.orderNo, d.ourAmount, d.providerAmount]);
    expect(of('wechatpay')).toEqual(
      expect.arrayContaining([
        ['amount', 'R20250301000000000102', 3_000, 2_900],
        ['state', 'R20250301000000000104', 3_000, 3_000],
        ['missingOurs', 'R20250301000000000109', null, 8_800],
        ['missingOurs', 'F20250301000000000101', null, 1_000],
        ['missingProvider', 'R20250301000000000103', 3_000, null],
      ]),
    );
    expect(of('wechatpay')).toHaveLength(5);
    expect(of('alipay')).toEqual(
      expect.arrayContaining([
        ['amount', 'R20250301000000000202', 3_000, 3_100],
        ['missingOurs', 'R20250301000000000209', null, 6_600],
        ['missingOurs', 'F20250301000000000201', null, 500],
        ['missingProvider', 'R20250301000000000203', 3_000, null],
      ]),
    );
    expect(of('alipay')).toHaveLength(4);
    expect(detail.run.providers.find((p) => p.provider === 'wechatpay')).toMatchObject({
      billLines: 5,
      ourLines: 3,
    });
  });

  it('believes no bill whose answer is forged or whose file is not the one hashed', async () => {
    wxSigner = intruder.privateKey;
    alipayServes(alipayBillZip(SELLER, DAY, []), intruder.privateKey);
    const forged = await reconcile();
    const detail = expectOk('adminRunReconciliation', forged);
    expect(forged.body.message).toContain('对账未完成');
    expect(detail.run.status).toBe('failed');
    const failed = detail.run.providers.filter((p) => p.error !== null).map((p) => p.provider);
    expect(failed.sort()).toEqual(['alipay', 'wechatpay']);
    expect(detail.differences.filter((d) => d.provider !== 'sandbox')).toEqual([]);

    wxSigner = platform.privateKey;
    wxBill = { gzip: wxBill.gzip, sha1: wxEmpty.sha1 };
    alipayServes(alipayBillZip(SELLER, DAY, []));
    const tampered = expectOk('adminRunReconciliation', await reconcile());
    expect(tampered.run.providers.find((p) => p.provider === 'wechatpay')?.error).toContain('SHA1');
  });
});

describe('the daily schedule (RECONCILE_DAILY_AT)', () => {
  const china = testClock(Date.parse('2025-03-02T09:58:00+08:00'));
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      now: china.now,
      payments: { providers: ['sandbox'], reconcileAt: '10:00' },
    });
  });
  afterAll(async () => app?.close());

  it('reconciles yesterday once, after the set China time', async () => {
    const ctx = app.app.ctx;
    expect(await runScheduledReconciliation(ctx)).toBeNull(); // 09:58: not yet
    china.advance(3 * 60_000);
    const runId = await runScheduledReconciliation(ctx);
    expect(runId).not.toBeNull();
    const run = await ctx.db
      .selectFrom('reconciliation_runs')
      .selectAll()
      .where('id', '=', Number(runId))
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ bill_date: '2025-03-01', source: 'schedule', status: 'succeeded' });
    china.advance(60 * 60_000);
    expect(await runScheduledReconciliation(ctx)).toBeNull(); // done for the day
  });
});

import { AlipaySdk, type AlipaySdkConfig } from 'alipay-sdk';
import { ProxyAgent, request } from 'urllib';
import type { PayType } from '../db/schema.js';
import { alipayBillText, parseAlipayBill } from './alipay-bill.js';
import {
  BillNotReady,
  type BillLine,
  NotificationRejected,
  OrderAlreadyPaid,
  ProviderError,
  centsFromYuanString,
  yuanString,
  type CreatePaymentInput,
  type Notification,
  type NotificationRequest,
  type PaymentProvider,
  type QueryResult,
  type RefundAnswer,
  type RefundInput,
  type RefundQuery,
  textFields,
} from './types.js';

// Alipay (支付宝) through the official alipay-sdk: precreate (a QR code) on desktops, wap pay (a
// page to open) on phones. Notifications are checked with the SDK's own RSA2 verifier, then
// app_id; order number and amount are checked against our order by the order service.

export interface AlipayConfig {
  appId: string;
  /** Our merchant's Alipay account id (2088…): notifications for another seller are refused. */
  sellerId: string;
  /** Application private key (PEM, PKCS1 or PKCS8). */
  privateKey: string;
  /** Alipay public key (PEM). */
  alipayPublicKey: string;
  gateway?: string;
  notifyUrl: string;
  now: () => number;
  /** Longest wait for one gateway answer. */
  timeoutMs?: number;
  /** Tests route the SDK's HTTP calls through an undici MockAgent; production leaves it out. */
  dispatcher?: unknown;
}

interface TradeAnswer {
  code?: string;
  subCode?: string;
  tradeStatus?: string;
  tradeNo?: string;
  outTradeNo?: string;
  totalAmount?: string;
  sendPayDate?: string;
  qrCode?: string;
  outRequestNo?: string;
  transCurrency?: string;
  sellerId?: string;
  refundStatus?: string;
  refundAmount?: string;
  billDownloadUrl?: string;
}

/** Gateway answers that say nothing definite (try again later). */
const UNSURE_CODES = new Set(['20000', '20001']);
const UNSURE_SUB_CODES = new Set(['ACQ.SYSTEM_ERROR', 'isp.unknow-error', 'aop.ACQ.SYSTEM_ERROR']);

function unsure(answer: TradeAnswer): boolean {
  return UNSURE_CODES.has(answer.code ?? '') || UNSURE_SUB_CODES.has(answer.subCode ?? '');
}

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

function chinaTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Alipay writes times as China local "yyyy-MM-dd HH:mm:ss". */
function parseChinaTime(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const ms = Date.parse(`${value.replace(' ', 'T')}+08:00`);
  return Number.isNaN(ms) ? fallback : ms;
}

export class AlipayProvider implements PaymentProvider {
  readonly name = 'alipay' as const;
  readonly payTypes: readonly PayType[] = ['alipay'];
  readonly sandbox = false;
  private readonly sdk: AlipaySdk;
  private readonly dispatcher: unknown;

  constructor(private readonly config: AlipayConfig) {
    // The SDK's HTTP client (urllib) ignores HTTPS_PROXY by itself; WeChat Pay's axios honours it.
    const proxy = process.env.HTTPS_PROXY ?? process.env.https_proxy;
    const dispatcher = config.dispatcher ?? (proxy ? new ProxyAgent(proxy) : undefined);
    this.dispatcher = dispatcher;
    const sdkConfig: AlipaySdkConfig = {
      appId: config.appId,
      privateKey: config.privateKey,
      alipayPublicKey: config.alipayPublicKey,
      keyType: config.privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
      timeout: config.timeoutMs ?? 5_000,
      ...(config.gateway ? { gateway: config.gateway } : {}),
      ...(dispatcher ? { proxyAgent: dispatcher as AlipaySdkConfig['proxyAgent'] } : {}),
    };
    this.sdk = new AlipaySdk(sdkConfig);
  }

  /** One gateway call; the answer's RSA2 sign is checked by the SDK (validateSign) or it throws. */
  private async exec(method: string, bizContent: object): Promise<TradeAnswer> {
    try {
      return (await this.sdk.exec(
        method,
        { notify_url: this.config.notifyUrl, bizContent },
        { validateSign: true },
      )) as TradeAnswer;
    } catch (error) {
      throw new ProviderError(`alipay ${method}: ${(error as Error).message}`, { cause: error });
    }
  }

  async createPayment(input: CreatePaymentInput) {
    const bizContent = {
      out_trade_no: input.orderNo,
      total_amount: yuanString(input.amount),
      subject: input.description,
      time_expire: chinaTime(input.expireAt),
    };
    if (input.device === 'mobile') {
      const payUrl = this.sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
        notifyUrl: this.config.notifyUrl,
        returnUrl: `${input.origin}/#/user/info/recharge`,
        bizContent: { ...bizContent, product_code: 'QUICK_WAP_WAY' },
      });
      return { payUrl, payMode: 'redirect' as const };
    }
    const answer = await this.exec('alipay.trade.precreate', bizContent);
    if (answer.code !== '10000' || !answer.qrCode)
      throw new ProviderError(`alipay precreate: ${answer.code} ${answer.subCode ?? ''}`);
    return { payUrl: answer.qrCode, payMode: 'qr' as const };
  }

  async queryOrder(orderNo: string): Promise<QueryResult> {
    const answer = await this.exec('alipay.trade.query', { out_trade_no: orderNo });
    if (answer.code !== '10000') {
      if (answer.subCode === 'ACQ.TRADE_NOT_EXIST') return { state: 'unknown' };
      throw new ProviderError(`alipay query: ${answer.code} ${answer.subCode ?? ''}`);
    }
    if (answer.tradeStatus && PAID.has(answer.tradeStatus)) {
      if (!answer.tradeNo || !answer.totalAmount) throw new ProviderError('alipay query: no trade');
      if (answer.transCurrency !== undefined && answer.transCurrency !== 'CNY')
        throw new NotificationRejected(`trans_currency ${answer.transCurrency} is not CNY`);
      if (answer.sellerId !== undefined && answer.sellerId !== this.config.sellerId)
        throw new NotificationRejected(`seller_id ${answer.sellerId} is not ours`);
      return {
        state: 'paid',
        payment: {
          orderNo,
          tradeNo: answer.tradeNo,
          amount: centsFromYuanString(answer.totalAmount),
          paidAt: parseChinaTime(answer.sendPayDate, this.config.now()),
        },
      };
    }
    return { state: answer.tradeStatus === 'TRADE_CLOSED' ? 'closed' : 'pending' };
  }

  async parseNotification(request: NotificationRequest): Promise<Notification> {
    const fields = textFields(request.body);
    // The SDK's own RSA2 check over the sorted fields (values as received, already decoded).
    if (!fields.sign || !this.sdk.checkNotifySignV2(fields))
      throw new NotificationRejected('bad Alipay sign');
    if (fields.app_id !== this.config.appId)
      throw new NotificationRejected(`app_id ${fields.app_id} is not ours`);
    if (fields.seller_id !== this.config.sellerId)
      throw new NotificationRejected(`seller_id ${fields.seller_id} is not ours`);
    // total_amount is yuan; an order priced in another currency says so in trans_currency.
    if (fields.trans_currency !== undefined && fields.trans_currency !== 'CNY')
      throw new NotificationRejected(`trans_currency ${fields.trans_currency} is not CNY`);
    if (!PAID.has(fields.trade_status ?? '')) {
      return { kind: 'ignored', reason: String(fields.trade_status) };
    }
    if (!fields.out_trade_no || !fields.trade_no || !fields.total_amount)
      throw new NotificationRejected('notification without order number, trade or amount');
    return {
      kind: 'paid',
      payment: {
        orderNo: fields.out_trade_no,
        tradeNo: fields.trade_no,
        amount: centsFromYuanString(fields.total_amount),
        paidAt: parseChinaTime(fields.gmt_payment, this.config.now()),
      },
    };
  }

  answer(ok: boolean) {
    // Anything but the plain text "success" makes Alipay retry.
    return {
      status: ok ? 200 : 400,
      contentType: 'text/plain; charset=utf-8',
      body: ok ? 'success' : 'fail',
    };
  }

  async closeOrder(orderNo: string): Promise<void> {
    const answer = await this.exec('alipay.trade.close', { out_trade_no: orderNo });
    if (answer.code === '10000' || answer.subCode === 'ACQ.TRADE_NOT_EXIST') return;
    if (answer.subCode === 'ACQ.TRADE_STATUS_ERROR') {
      const state = await this.queryOrder(orderNo);
      if (state.state === 'paid') throw new OrderAlreadyPaid(orderNo);
      return;
    }
    throw new ProviderError(`alipay close: ${answer.code} ${answer.subCode ?? ''}`);
  }

  async refund(input: RefundInput): Promise<RefundAnswer> {
    const answer = await this.exec('alipay.trade.refund', {
      out_trade_no: input.orderNo,
      out_request_no: input.refundNo,
      refund_amount: yuanString(input.amount),
      refund_reason: input.reason,
    });
    // Alipay refunds synchronously: 10000 is done (again 10000 for the same out_request_no).
    if (answer.code === '10000')
      return {
        state: 'succeeded',
        refundId: answer.tradeNo ?? null,
        amount: null,
        detail: '10000',
      };
    if (unsure(answer))
      throw new ProviderError(`alipay refund: ${answer.code} ${answer.subCode ?? ''}`);
    return { state: 'rejected', detail: `${answer.code} ${answer.subCode ?? ''}`.trim() };
  }

  /** alipay.trade.fastpay.refund.query: REFUND_SUCCESS is done; no refund_status, never received. */
  async queryRefund(query: RefundQuery): Promise<RefundAnswer> {
    const answer = await this.exec('alipay.trade.fastpay.refund.query', {
      out_trade_no: query.orderNo,
      out_request_no: query.refundNo,
    });
    if (answer.code !== '10000') {
      if (answer.subCode === 'ACQ.TRADE_NOT_EXIST')
        return { state: 'notFound', detail: answer.subCode };
      throw new ProviderError(`alipay refund query: ${answer.code} ${answer.subCode ?? ''}`);
    }
    if (answer.outRequestNo && answer.outRequestNo !== query.refundNo)
      throw new ProviderError(`alipay answered about refund ${answer.outRequestNo}`);
    if (answer.refundStatus === 'REFUND_SUCCESS') {
      return {
        state: 'succeeded',
        refundId: answer.tradeNo ?? null,
        amount: answer.refundAmount ? centsFromYuanString(answer.refundAmount) : null,
        detail: 'REFUND_SUCCESS',
      };
    }
    return { state: 'notFound', detail: answer.refundStatus ?? 'NO_REFUND' };
  }

  /**
   * alipay.data.dataservice.bill.downloadurl.query (signed answer) → bill_download_url, a ZIP
   * of GBK CSV files fetched through the same HTTP client (and proxy) as the gateway.
   */
  async downloadBill(date: string): Promise<BillLine[]> {
    const answer = await this.exec('alipay.data.dataservice.bill.downloadurl.query', {
      bill_type: 'trade',
      bill_date: date,
    });
    if (answer.code !== '10000') {
      if (answer.subCode === 'isp.bill_not_exist')
        throw new BillNotReady(`alipay bill ${date}: ${answer.subCode}`);
      throw new ProviderError(`alipay bill ${date}: ${answer.code} ${answer.subCode ?? ''}`);
    }
    if (!answer.billDownloadUrl) throw new ProviderError(`alipay bill ${date}: no download url`);
    try {
      const response = await request(answer.billDownloadUrl, {
        method: 'GET',
        dataType: 'buffer',
        timeout: this.config.timeoutMs ?? 5_000,
        ...(this.dispatcher ? { dispatcher: this.dispatcher as never } : {}),
      });
      if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
      return parseAlipayBill(alipayBillText(response.data as Buffer));
    } catch (error) {
      throw new ProviderError(`alipay bill ${date}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
}

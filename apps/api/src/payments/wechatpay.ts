import type { AxiosAdapter, AxiosInstance } from 'axios';
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import type { PayType } from '../db/schema.js';
import {
  NotificationRejected,
  OrderAlreadyPaid,
  ProviderError,
  header,
  jsonAnswer,
  type CreatePaymentInput,
  type Notification,
  type NotificationRequest,
  type PaymentProvider,
  type QueryResult,
  type RefundInput,
  objectField,
  textFields,
} from './types.js';

// WeChat Pay API v3 (微信支付): Native (a code_url the payer scans) on desktops, H5 (h5_url) on
// phones. Requests are signed and answers verified by wechatpay-axios-plugin; notifications are
// checked here exactly as WeChat documents: the Wechatpay-Signature over
// "timestamp\nnonce\nbody\n" with the platform certificate or public key, a timestamp within five
// minutes, then `resource` decrypted with AES-256-GCM and the APIv3 key, then appid and mchid.

export const WECHATPAY_MAX_SKEW_SECONDS = 300;

export interface WechatPayConfig {
  appId: string;
  mchId: string;
  /** Serial number of the merchant API certificate. */
  merchantSerial: string;
  /** Merchant API private key (PEM). */
  privateKey: string;
  /** WeChat Pay public key id (PUB_KEY_ID_…) or platform certificate serial. */
  platformKeyId: string;
  /** WeChat Pay public key or platform certificate (PEM). */
  platformKey: string;
  /** The 32-byte APIv3 key. */
  apiV3Key: string;
  notifyUrl: string;
  now: () => number;
  /** Tests replace the HTTP layer (axios adapter); production leaves it out. */
  adapter?: AxiosAdapter;
  baseURL?: string;
}

interface Transaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number; payer_total?: number };
}

function rfc3339China(ms: number): string {
  return `${new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechatpay' as const;
  readonly payTypes: readonly PayType[] = ['wechat'];
  readonly sandbox = false;
  private readonly http: AxiosInstance;
  private readonly platformKey;

  constructor(private readonly config: WechatPayConfig) {
    this.platformKey = Rsa.from(config.platformKey, Rsa.KEY_TYPE_PUBLIC);
    const client = new Wechatpay({
      mchid: config.mchId,
      serial: config.merchantSerial,
      privateKey: config.privateKey,
      certs: { [config.platformKeyId]: this.platformKey },
      ...(config.adapter ? { adapter: config.adapter } : {}),
      ...(config.baseURL ? { baseURL: config.baseURL } : {}),
    });
    this.http = (client.client as unknown as { v3: AxiosInstance }).v3;
  }

  private async call<T>(method: 'GET' | 'POST', url: string, data?: object): Promise<T> {
    try {
      const response = await this.http.request<T>({ method, url, data });
      return response.data;
    } catch (error) {
      const answer = (error as { response?: { status?: number; data?: { code?: string } } })
        .response;
      throw new ProviderError(
        `wechatpay ${method} ${url}: ${answer?.data?.code ?? answer?.status}`,
        {
          cause: error,
        },
      );
    }
  }

  async createPayment(input: CreatePaymentInput) {
    const order = {
      appid: this.config.appId,
      mchid: this.config.mchId,
      description: input.description,
      out_trade_no: input.orderNo,
      time_expire: rfc3339China(input.expireAt),
      notify_url: this.config.notifyUrl,
      amount: { total: input.amount, currency: 'CNY' },
    };
    if (input.device === 'mobile') {
      const answer = await this.call<{ h5_url: string }>('POST', '/v3/pay/transactions/h5', {
        ...order,
        scene_info: { payer_client_ip: input.clientIp, h5_info: { type: 'Wap' } },
      });
      return { payUrl: answer.h5_url, payMode: 'redirect' as const };
    }
    const answer = await this.call<{ code_url: string }>(
      'POST',
      '/v3/pay/transactions/native',
      order,
    );
    return { payUrl: answer.code_url, payMode: 'qr' as const };
  }

  async queryOrder(orderNo: string): Promise<QueryResult> {
    let found: Transaction;
    try {
      found = await this.call<Transaction>(
        'GET',
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(this.config.mchId)}`,
      );
    } catch (error) {
      if (String((error as Error).message).includes('ORDER_NOT_EXIST')) return { state: 'unknown' };
      throw error;
    }
    if (found.mchid !== this.config.mchId || found.appid !== this.config.appId)
      return { state: 'unknown' };
    if (found.trade_state === 'SUCCESS' || found.trade_state === 'REFUND') {
      return { state: 'paid', payment: this.payment(found) };
    }
    if (found.trade_state === 'CLOSED' || found.trade_state === 'REVOKED')
      return { state: 'closed' };
    return { state: 'pending' };
  }

  private payment(found: Transaction) {
    if (!found.out_trade_no || !found.transaction_id || found.amount?.total === undefined) {
      throw new NotificationRejected('transaction without order number, id or amount');
    }
    return {
      orderNo: found.out_trade_no,
      tradeNo: found.transaction_id,
      amount: found.amount.total,
      paidAt: found.success_time ? Date.parse(found.success_time) : this.config.now(),
    };
  }

  async parseNotification(request: NotificationRequest): Promise<Notification> {
    const timestamp = header(request, 'wechatpay-timestamp');
    const nonce = header(request, 'wechatpay-nonce');
    const signature = header(request, 'wechatpay-signature');
    const serial = header(request, 'wechatpay-serial');
    if (!timestamp || !nonce || !signature || !serial)
      throw new NotificationRejected('missing Wechatpay-* headers');
    if (serial !== this.config.platformKeyId)
      throw new NotificationRejected(`unknown Wechatpay-Serial ${serial}`);
    const message = Formatter.joinedByLineFeed(timestamp, nonce, request.rawBody);
    if (!Rsa.verify(message, signature, this.platformKey))
      throw new NotificationRejected('bad Wechatpay-Signature');
    const skew = Math.abs(this.config.now() / 1000 - Number(timestamp));
    if (!(skew <= WECHATPAY_MAX_SKEW_SECONDS))
      throw new NotificationRejected('stale Wechatpay-Timestamp');

    const body = textFields(request.body);
    const resource = textFields(objectField(request.body, 'resource'));
    if (resource.algorithm !== 'AEAD_AES_256_GCM' || !resource.ciphertext || !resource.nonce)
      throw new NotificationRejected('resource is not AEAD_AES_256_GCM');
    let transaction: Transaction;
    try {
      transaction = JSON.parse(
        Aes.AesGcm.decrypt(
          resource.ciphertext,
          this.config.apiV3Key,
          resource.nonce,
          resource.associated_data ?? '',
        ),
      ) as Transaction;
    } catch {
      throw new NotificationRejected('resource does not decrypt with the APIv3 key');
    }
    if (transaction.appid !== this.config.appId)
      throw new NotificationRejected(`appid ${transaction.appid} is not ours`);
    if (transaction.mchid !== this.config.mchId)
      throw new NotificationRejected(`mchid ${transaction.mchid} is not ours`);
    if (body.event_type !== 'TRANSACTION.SUCCESS' || transaction.trade_state !== 'SUCCESS') {
      return { kind: 'ignored', reason: `${body.event_type}/${transaction.trade_state}` };
    }
    return { kind: 'paid', payment: this.payment(transaction) };
  }

  answer(ok: boolean, message: string) {
    return jsonAnswer(ok, message);
  }

  async closeOrder(orderNo: string): Promise<void> {
    try {
      await this.call(
        'POST',
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`,
        {
          mchid: this.config.mchId,
        },
      );
    } catch (error) {
      if (String((error as Error).message).includes('ORDERPAID'))
        throw new OrderAlreadyPaid(orderNo);
      throw error;
    }
  }

  async refund(input: RefundInput) {
    const answer = await this.call<{ refund_id: string }>('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: input.orderNo,
      out_refund_no: input.refundNo,
      reason: input.reason,
      amount: { refund: input.amount, total: input.total, currency: 'CNY' },
    });
    return { refundId: answer.refund_id };
  }
}

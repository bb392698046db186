import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { AxiosAdapter, AxiosInstance } from 'axios';
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import type { PayType } from '../db/schema.js';
import { parseWechatPayBill } from './wechatpay-bill.js';
import {
  BillNotReady,
  type BillLine,
  NotificationRejected,
  OrderAlreadyPaid,
  ProviderError,
  ProviderRefusal,
  header,
  jsonAnswer,
  type CreatePaymentInput,
  type Notification,
  type NotificationRequest,
  type PaymentProvider,
  type QueryResult,
  type RefundAnswer,
  type RefundInput,
  type RefundNotice,
  type RefundQuery,
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
  /** More platform keys by id / serial (a rotation: old and new accepted together). */
  morePlatformKeys?: Record<string, string>;
  /** The 32-byte APIv3 key. */
  apiV3Key: string;
  notifyUrl: string;
  now: () => number;
  /** Longest wait for one API answer (axios timeout). */
  timeoutMs?: number;
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
  amount?: { total?: number; payer_total?: number; currency?: string; payer_currency?: string };
}

interface Refund {
  mchid?: string;
  out_trade_no?: string;
  out_refund_no?: string;
  refund_id?: string;
  /** Answers: status; notifications: refund_status. */
  status?: string;
  refund_status?: string;
  amount?: { total?: number; refund?: number; currency?: string };
}

const REFUND_STATES: Record<string, 'processing' | 'succeeded' | 'failed'> = {
  PROCESSING: 'processing',
  SUCCESS: 'succeeded',
  // CLOSED: the refund was closed; ABNORMAL: the money came back to the merchant (the payer's
  // card was gone) and the merchant must act by hand. Either way the payer did not get it.
  CLOSED: 'failed',
  ABNORMAL: 'failed',
};

/** 4xx answers that are not a refusal of the request itself (try again later). */
const RETRYABLE_STATUS = new Set([408, 429]);

function rfc3339China(ms: number): string {
  return `${new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechatpay' as const;
  readonly payTypes: readonly PayType[] = ['wechat'];
  readonly sandbox = false;
  private readonly http: AxiosInstance;
  /** Platform public keys by key id / certificate serial. */
  private readonly platformKeys: Record<string, ReturnType<typeof Rsa.from>>;

  constructor(private readonly config: WechatPayConfig) {
    this.platformKeys = {};
    const keys = { ...config.morePlatformKeys, [config.platformKeyId]: config.platformKey };
    for (const [id, pem] of Object.entries(keys))
      this.platformKeys[id] = Rsa.from(pem, Rsa.KEY_TYPE_PUBLIC);
    const client = new Wechatpay({
      mchid: config.mchId,
      serial: config.merchantSerial,
      privateKey: config.privateKey,
      certs: this.platformKeys,
      ...(config.adapter ? { adapter: config.adapter } : {}),
      ...(config.baseURL ? { baseURL: config.baseURL } : {}),
    });
    // The plugin's APIv3 axios instance, as its README reaches it (`wxpay.client.v3`): requests
    // signed and 2xx answers verified by its own interceptor and transformer.
    this.http = client.client.v3;
  }

  /**
   * One API call. 2xx answers are verified by the plugin (Wechatpay-* headers); a 4xx answer is
   * believed only when its own Wechatpay-* signature verifies, and then is a ProviderRefusal with
   * WeChat's code. Anything else (5xx, 429, timeout, network, an answer that does not verify) is a
   * ProviderError: no definite outcome.
   */
  private async call<T>(method: 'GET' | 'POST', url: string, data?: object): Promise<T> {
    let raw = '';
    const defaults = [this.http.defaults.transformResponse ?? []].flat();
    try {
      const response = await this.http.request<T>({
        method,
        url,
        data,
        timeout: this.config.timeoutMs ?? 5_000,
        transformResponse: [
          (body: unknown) => {
            raw = typeof body === 'string' ? body : '';
            return body;
          },
          ...defaults,
        ],
      });
      return response.data;
    } catch (error) {
      const answer = (
        error as {
          response?: { status?: number; data?: { code?: string }; headers?: object };
        }
      ).response;
      const status = answer?.status ?? 0;
      const code = answer?.data?.code ?? String(status || (error as Error).message);
      if (
        status >= 400 &&
        status < 500 &&
        !RETRYABLE_STATUS.has(status) &&
        this.signedAnswer(raw, answer?.headers)
      ) {
        throw new ProviderRefusal(code, `wechatpay ${method} ${url}: ${status} ${code}`, {
          cause: error,
        });
      }
      throw new ProviderError(`wechatpay ${method} ${url}: ${code}`, { cause: error });
    }
  }

  /** An answer's Wechatpay-* signature over "timestamp\nnonce\nbody\n", with one of our keys. */
  private signedAnswer(body: string, headers: object | undefined): boolean {
    const read = (name: string) => {
      const all = (headers ?? {}) as Record<string, unknown>;
      const found = Object.keys(all).find((k) => k.toLowerCase() === name);
      return found ? String(all[found]) : '';
    };
    const timestamp = read('wechatpay-timestamp');
    const nonce = read('wechatpay-nonce');
    const signature = read('wechatpay-signature');
    const key = this.platformKeys[read('wechatpay-serial')];
    if (!timestamp || !nonce || !signature || !key) return false;
    if (!(Math.abs(this.config.now() / 1000 - Number(timestamp)) <= WECHATPAY_MAX_SKEW_SECONDS))
      return false;
    return Rsa.verify(Formatter.response(timestamp, nonce, body), signature, key);
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
      if (error instanceof ProviderRefusal && error.code === 'ORDER_NOT_EXIST')
        return { state: 'unknown' };
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
    // Our orders are in yuan: an amount in another currency is not our price, whatever its number.
    const { currency, payer_currency: payerCurrency } = found.amount;
    if (currency !== 'CNY' || (payerCurrency !== undefined && payerCurrency !== 'CNY'))
      throw new NotificationRejected(`currency ${currency}/${payerCurrency} is not CNY`);
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
    const key = this.platformKeys[serial];
    if (!key) throw new NotificationRejected(`unknown Wechatpay-Serial ${serial}`);
    const message = Formatter.joinedByLineFeed(timestamp, nonce, request.rawBody);
    if (!Rsa.verify(message, signature, key))
      throw new NotificationRejected('bad Wechatpay-Signature');
    const skew = Math.abs(this.config.now() / 1000 - Number(timestamp));
    if (!(skew <= WECHATPAY_MAX_SKEW_SECONDS))
      throw new NotificationRejected('stale Wechatpay-Timestamp');

    const body = textFields(request.body);
    const resource = textFields(objectField(request.body, 'resource'));
    if (resource.algorithm !== 'AEAD_AES_256_GCM' || !resource.ciphertext || !resource.nonce)
      throw new NotificationRejected('resource is not AEAD_AES_256_GCM');
    let plain: unknown;
    try {
      plain = JSON.parse(
        Aes.AesGcm.decrypt(
          resource.ciphertext,
          this.config.apiV3Key,
          resource.nonce,
          resource.associated_data ?? '',
        ),
      );
    } catch {
      throw new NotificationRejected('resource does not decrypt with the APIv3 key');
    }
    if (body.event_type?.startsWith('REFUND.')) return this.refundNotification(plain as Refund);
    const transaction = plain as Transaction;
    if (transaction.appid !== this.config.appId)
      throw new NotificationRejected(`appid ${transaction.appid} is not ours`);
    if (transaction.mchid !== this.config.mchId)
      throw new NotificationRejected(`mchid ${transaction.mchid} is not ours`);
    if (body.event_type !== 'TRANSACTION.SUCCESS' || transaction.trade_state !== 'SUCCESS') {
      return { kind: 'ignored', reason: `${body.event_type}/${transaction.trade_state}` };
    }
    return { kind: 'paid', payment: this.payment(transaction) };
  }

  /** REFUND.SUCCESS / REFUND.ABNORMAL / REFUND.CLOSED (the resource carries refund_status). */
  private refundNotification(refund: Refund): Notification {
    if (refund.mchid !== this.config.mchId)
      throw new NotificationRejected(`mchid ${refund.mchid} is not ours`);
    const state = REFUND_STATES[refund.refund_status ?? ''];
    if (
      !state ||
      !refund.out_trade_no ||
      !refund.out_refund_no ||
      refund.amount?.refund === undefined
    )
      throw new NotificationRejected('refund notification without state, numbers or amount');
    const notice: RefundNotice = {
      orderNo: refund.out_trade_no,
      refundNo: refund.out_refund_no,
      state,
      amount: refund.amount.refund,
      refundId: refund.refund_id ?? null,
      detail: String(refund.refund_status),
    };
    return { kind: 'refund', refund: notice };
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
      if (error instanceof ProviderRefusal && error.code === 'ORDERPAID')
        throw new OrderAlreadyPaid(orderNo);
      throw error;
    }
  }

  async refund(input: RefundInput): Promise<RefundAnswer> {
    try {
      const answer = await this.call<Refund>('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: input.orderNo,
        out_refund_no: input.refundNo,
        reason: input.reason,
        notify_url: this.config.notifyUrl,
        amount: { refund: input.amount, total: input.total, currency: 'CNY' },
      });
      return this.refundAnswer(answer, input.refundNo);
    } catch (error) {
      if (error instanceof ProviderRefusal) return { state: 'rejected', detail: error.code };
      throw error;
    }
  }

  async queryRefund(query: RefundQuery): Promise<RefundAnswer> {
    let answer: Refund;
    try {
      answer = await this.call<Refund>(
        'GET',
        `/v3/refund/domestic/refunds/${encodeURIComponent(query.refundNo)}`,
      );
    } catch (error) {
      if (error instanceof ProviderRefusal && error.code === 'RESOURCE_NOT_EXISTS')
        return { state: 'notFound', detail: error.code };
      throw error;
    }
    return this.refundAnswer(answer, query.refundNo);
  }

  /** A verified refund answer (apply or query) → its state; PROCESSING is not success. */
  private refundAnswer(answer: Refund, refundNo: string): RefundAnswer {
    if (answer.out_refund_no !== refundNo)
      throw new ProviderError(`wechatpay answered about refund ${answer.out_refund_no}`);
    const state = REFUND_STATES[answer.status ?? ''];
    if (!state) throw new ProviderError(`wechatpay refund status ${answer.status}`);
    if (answer.amount?.currency !== undefined && answer.amount.currency !== 'CNY')
      throw new ProviderError(`wechatpay refund currency ${answer.amount.currency} is not CNY`);
    return {
      state,
      refundId: answer.refund_id ?? null,
      amount: answer.amount?.refund ?? null,
      detail: String(answer.status),
    };
  }

  /**
   * GET /v3/bill/tradebill (signed answer) → download_url, fetched with a signed request on the
   * same host (the file itself is not signed: its SHA1 must equal the answer's hash_value).
   */
  async downloadBill(date: string): Promise<BillLine[]> {
    let answer: { hash_type?: string; hash_value?: string; download_url?: string };
    try {
      answer = await this.call(
        'GET',
        `/v3/bill/tradebill?bill_date=${date}&bill_type=ALL&tar_type=GZIP`,
      );
    } catch (error) {
      if (
        error instanceof ProviderRefusal &&
        (error.code === 'NO_STATEMENT_EXIST' || error.code === 'STATEMENT_CREATING')
      )
        throw new BillNotReady(`wechatpay bill ${date}: ${error.code}`);
      throw error;
    }
    const url = answer.download_url ?? '';
    const api = new URL(String(this.http.defaults.baseURL ?? 'https://api.mch.weixin.qq.com/'));
    const download = new URL(url || '/', api);
    if (!url || download.origin !== api.origin)
      throw new ProviderError(`wechatpay bill ${date}: download_url ${url} is not WeChat Pay's`);
    let file: Buffer;
    try {
      const response = await this.http.request<ArrayBuffer>({
        method: 'GET',
        // Path and query apart: the plugin knows /v3/billdownload/file as an unsigned download.
        url: download.pathname,
        params: Object.fromEntries(download.searchParams),
        responseType: 'arraybuffer',
        timeout: this.config.timeoutMs ?? 5_000,
      });
      file = gunzipSync(Buffer.from(response.data));
    } catch (error) {
      throw new ProviderError(`wechatpay bill ${date}: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const hash = createHash('sha1').update(file).digest('hex');
    if (answer.hash_type !== 'SHA1' || hash !== answer.hash_value?.toLowerCase())
      throw new ProviderError(`wechatpay bill ${date}: the file's SHA1 is not hash_value`);
    return parseWechatPayBill(file.toString('utf8'));
  }
}

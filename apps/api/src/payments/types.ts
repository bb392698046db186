import { yuanDecimal } from '@dongman/format';
import type { PayMode, PayType, ProviderName, ReconciliationRecord } from '../db/schema.js';

// One interface for every payment provider (WeChat Pay, Alipay, the sandbox). The order service
// (services/payments.ts) only talks to this; a provider never touches balances itself.

export interface CreatePaymentInput {
  orderNo: string;
  /** Shown to the payer, e.g. "动漫素材会员站充值 ¥100.00". */
  description: string;
  /** Cents to pay. */
  amount: number;
  payType: PayType;
  device: 'desktop' | 'mobile';
  clientIp: string;
  expireAt: number;
  /** Absolute origin of this site (https://example.com), for return and cashier links. */
  origin: string;
}

export interface CreatedPayment {
  payUrl: string;
  payMode: PayMode;
}

/** A payment the provider confirms (verified notification or query answer). */
export interface ConfirmedPayment {
  orderNo: string;
  tradeNo: string;
  /** Cents actually paid. */
  amount: number;
  paidAt: number;
}

export type QueryResult =
  { state: 'paid'; payment: ConfirmedPayment } | { state: 'pending' | 'closed' | 'unknown' };

export interface NotificationRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: signatures cover these bytes. */
  rawBody: string;
  /** The parsed body (JSON object or form fields). */
  body: Record<string, unknown>;
}

/** The text fields of a parsed notification body (providers check each one they use). */
export function textFields(body: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body))
    if (typeof value === 'string') fields[name] = value;
  return fields;
}

/** A nested object of a parsed notification body, or an empty one. */
export function objectField(body: Record<string, unknown>, name: string): Record<string, unknown> {
  const value = body[name];
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** What a provider says about one refund it was asked to make (WeChat REFUND.* notifications). */
export interface RefundNotice {
  orderNo: string;
  refundNo: string;
  state: 'processing' | 'succeeded' | 'failed';
  /** Cents given back. */
  amount: number;
  refundId: string | null;
  detail: string;
}

/** What the provider says happened; `ignored` for events that change nothing here. */
export type Notification =
  | { kind: 'paid'; payment: ConfirmedPayment }
  | { kind: 'refund'; refund: RefundNotice }
  | { kind: 'ignored'; reason: string };

export interface ProviderAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface RefundInput {
  orderNo: string;
  refundNo: string;
  /** Cents originally paid. */
  total: number;
  /** Cents to give back. */
  amount: number;
  reason: string;
}

export interface RefundQuery {
  orderNo: string;
  refundNo: string;
}

/**
 * A definite, verified answer about one refund. `notFound`: the provider has no refund with that
 * number (never received: it may be sent again with the same number). `rejected` (refund() only):
 * the provider refused the request itself; whether the refund exists is then asked with
 * queryRefund before anything is given back. No definite answer (5xx, timeout, network, an answer
 * that does not verify) is a thrown ProviderError: the refund's outcome is unknown.
 */
export type RefundAnswer =
  | {
      state: 'processing' | 'succeeded' | 'failed';
      refundId: string | null;
      /** Cents the provider says this refund gives back (null: not in the answer). */
      amount: number | null;
      detail: string;
    }
  | { state: 'notFound'; detail: string }
  | { state: 'rejected'; detail: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Pay types this provider takes (the sandbox stands in for both). */
  readonly payTypes: readonly PayType[];
  /** True for the built-in test cashier: no real money moves. */
  readonly sandbox: boolean;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  queryOrder(orderNo: string): Promise<QueryResult>;
  /** Verifies the signature with the provider's own rules, then parses; throws NotificationRejected. */
  parseNotification(request: NotificationRequest): Promise<Notification>;
  /** The reply the provider expects, so it stops (ok) or keeps retrying (not ok). */
  answer(ok: boolean, message: string): ProviderAnswer;
  /** Closes an unpaid order at the provider; throws OrderAlreadyPaid when it was paid meanwhile. */
  closeOrder(orderNo: string): Promise<void>;
  /** Sends a refund (the same refundNo again is the same refund at the provider). */
  refund(input: RefundInput): Promise<RefundAnswer>;
  /** Asks how a refund stands (WeChat GET /v3/refund/domestic/refunds/{no}, Alipay fastpay.refund.query). */
  queryRefund(query: RefundQuery): Promise<RefundAnswer>;
  /**
   * The provider's bill of one China calendar day (`YYYY-MM-DD`), parsed into lines: WeChat
   * GET /v3/bill/tradebill, Alipay alipay.data.dataservice.bill.downloadurl.query, the sandbox's
   * own. Throws ProviderError when it cannot be had (not ready yet, refused, unreachable).
   */
  downloadBill(date: string): Promise<BillLine[]>;
}

/** One line of a provider's daily bill: a payment or a refund, by our numbers. */
export interface BillLine {
  kind: ReconciliationRecord;
  /** Our out_trade_no. */
  orderNo: string;
  /** Our out_refund_no / out_request_no (refund lines). */
  refundNo: string | null;
  /** The provider's own number (transaction id, trade no, refund id). */
  tradeNo: string;
  /** Cents paid, or given back (positive). */
  amount: number;
  /** What the provider says, normalised: a payment is `paid`; a refund processing/succeeded/failed. */
  state: 'paid' | 'processing' | 'succeeded' | 'failed';
  /** The provider's own word for it (SUCCESS, REFUND, 交易, 退款 …), shown beside ours. */
  providerState: string;
  /** When, by the bill (epoch ms; NaN when the bill has no time). */
  time: number;
}

/** A notification that must change nothing: forged, stale, or not about our order. */
export class NotificationRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotificationRejected';
  }
}

/** The provider refused to close an order because it had been paid. */
export class OrderAlreadyPaid extends Error {
  constructor(orderNo: string) {
    super(`order ${orderNo} is already paid at the provider`);
    this.name = 'OrderAlreadyPaid';
  }
}

/** The provider could not be reached or answered an error. */
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

/**
 * Bounds a provider call: after `ms` it is abandoned with a ProviderError (outcome unknown), so a
 * provider that never answers holds no request and no database lock (none is ever held across a
 * provider call anyway).
 */
export async function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderError(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** The provider has no bill for that day (yet): WeChat NO_STATEMENT_EXIST, Alipay bill_not_exist. */
export class BillNotReady extends ProviderError {
  constructor(message: string) {
    super(message);
    this.name = 'BillNotReady';
  }
}

/** The provider answered, verifiably, that it refuses the request (its own code, e.g. NOT_ENOUGH). */
export class ProviderRefusal extends ProviderError {
  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderRefusal';
  }
}

/** WeChat Pay's reply to a notification (`{code: SUCCESS|FAIL}`), which the sandbox copies. */
export function jsonAnswer(ok: boolean, message: string): ProviderAnswer {
  return {
    status: ok ? 200 : 400,
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify({ code: ok ? 'SUCCESS' : 'FAIL', message }),
  };
}

export function header(request: NotificationRequest, name: string): string {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

/** "¥1.00" style amounts of the providers' APIs ↔ cents. */
export function centsFromYuanString(value: string): number {
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return Number.NaN;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function yuanString(cents: number): string {
  return yuanDecimal(cents);
}

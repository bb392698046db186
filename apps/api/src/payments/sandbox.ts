import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { csvLine, formatDateTime } from '@dongman/format';
import type { Kysely } from 'kysely';
import { DAY, chinaDayStart } from '../lib/time.js';
import type { Database, PayType } from '../db/schema.js';
import {
  centsFromYuanString,
  type BillLine,
  NotificationRejected,
  OrderAlreadyPaid,
  header,
  jsonAnswer,
  type CreatePaymentInput,
  type Notification,
  type NotificationRequest,
  type PaymentProvider,
  type QueryResult,
  type RefundAnswer,
  type RefundInput,
  type RefundQuery,
} from './types.js';

// The sandbox: a stand-in payment provider for development and tests that moves no real money.
// It is a real provider all the same: its cashier page (routes/sandbox-cashier.ts) records the
// payment in the sandbox's own table and sends a notification signed with the sandbox key to
// POST /api/pay/notify/sandbox, which goes through the same checks and crediting as WeChat Pay
// and Alipay; pay/completed asks its query API, which reads that table.

/** Notifications older (or newer) than this are refused as stale. */
export const SANDBOX_MAX_SKEW_SECONDS = 300;

export interface SandboxOptions {
  db: Kysely<Database>;
  /** HMAC key shared by every server process on the same database (stored in meta). */
  key: string;
  now: () => number;
}

export interface SignedNotification {
  headers: Record<string, string>;
  body: string;
}

function signature(key: string, timestamp: string, nonce: string, body: string): string {
  return createHmac('sha256', key).update(`${timestamp}\n${nonce}\n${body}\n`).digest('base64');
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Signs a sandbox notification body the way the sandbox cashier does (tests use it too). */
export function signSandboxNotification(
  key: string,
  body: string,
  nowMs: number,
): SignedNotification {
  const timestamp = String(Math.floor(nowMs / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-sandbox-timestamp': timestamp,
      'x-sandbox-nonce': nonce,
      'x-sandbox-signature': signature(key, timestamp, nonce, body),
    },
  };
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly payTypes: readonly PayType[] = ['wechat', 'alipay'];
  readonly sandbox = true;

  constructor(private readonly options: SandboxOptions) {}

  private get db() {
    return this.options.db;
  }

  async createPayment(input: CreatePaymentInput) {
    await this.db
      .insertInto('sandbox_payments')
      .values({
        order_no: input.orderNo,
        amount: input.amount,
        status: 'created',
        create_time: this.options.now(),
      })
      .onConflict((oc) => oc.column('order_no').doNothing())
      .execute();
    return {
      payUrl: `${input.origin}/pay/sandbox/${encodeURIComponent(input.orderNo)}`,
      payMode: input.device === 'mobile' ? ('redirect' as const) : ('qr' as const),
    };
  }

  findPayment(orderNo: string) {
    return this.db
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('order_no', '=', orderNo)
      .executeTakeFirst();
  }

  /**
   * The cashier's "pay" button: records the payment (once) and returns the signed notification
   * to deliver. Null when the sandbox does not know the order or it was closed.
   */
  async payAtCashier(orderNo: string): Promise<SignedNotification | null> {
    const now = this.options.now();
    const tradeNo = `SBX${now}${String(randomInt(1_000_000)).padStart(6, '0')}`;
    await this.db
      .updateTable('sandbox_payments')
      .set({ status: 'paid', trade_no: tradeNo, paid_time: now })
      .where('order_no', '=', orderNo)
      .where('status', 'in', ['created', 'failed'])
      .execute();
    const row = await this.findPayment(orderNo);
    if (!row || row.status !== 'paid' || row.trade_no === null || row.paid_time === null)
      return null;
    const body = JSON.stringify({
      event: 'payment.succeeded',
      orderNo,
      tradeNo: row.trade_no,
      amount: row.amount,
      paidAt: new Date(row.paid_time).toISOString(),
    });
    return signSandboxNotification(this.options.key, body, now);
  }

  /** The cashier's "fail" button: the payer gave up; the order stays payable until it closes. */
  async failAtCashier(orderNo: string): Promise<void> {
    await this.db
      .updateTable('sandbox_payments')
      .set({ status: 'failed' })
      .where('order_no', '=', orderNo)
      .where('status', '=', 'created')
      .execute();
  }

  async queryOrder(orderNo: string): Promise<QueryResult> {
    const row = await this.findPayment(orderNo);
    if (!row) return { state: 'unknown' };
    if (
      (row.status === 'paid' || row.status === 'refunded') &&
      row.trade_no !== null &&
      row.paid_time !== null
    ) {
      return {
        state: 'paid',
        payment: { orderNo, tradeNo: row.trade_no, amount: row.amount, paidAt: row.paid_time },
      };
    }
    return { state: row.status === 'closed' ? 'closed' : 'pending' };
  }

  async parseNotification(request: NotificationRequest): Promise<Notification> {
    const timestamp = header(request, 'x-sandbox-timestamp');
    const nonce = header(request, 'x-sandbox-nonce');
    const signed = header(request, 'x-sandbox-signature');
    if (!timestamp || !nonce || !signed)
      throw new NotificationRejected('missing signature headers');
    const expected = signature(this.options.key, timestamp, nonce, request.rawBody);
    if (!same(signed, expected)) throw new NotificationRejected('bad signature');
    const skew = Math.abs(this.options.now() / 1000 - Number(timestamp));
    if (!(skew <= SANDBOX_MAX_SKEW_SECONDS)) throw new NotificationRejected('stale timestamp');
    const body = request.body;
    if (body.event !== 'payment.succeeded') return { kind: 'ignored', reason: String(body.event) };
    if (
      typeof body.orderNo !== 'string' ||
      typeof body.tradeNo !== 'string' ||
      !Number.isInteger(body.amount) ||
      typeof body.paidAt !== 'string'
    ) {
      throw new NotificationRejected('malformed notification');
    }
    return {
      kind: 'paid',
      payment: {
        orderNo: body.orderNo,
        tradeNo: body.tradeNo,
        amount: body.amount as number,
        paidAt: Date.parse(body.paidAt),
      },
    };
  }

  answer(ok: boolean, message: string) {
    return jsonAnswer(ok, message);
  }

  async closeOrder(orderNo: string): Promise<void> {
    await this.db
      .updateTable('sandbox_payments')
      .set({ status: 'closed' })
      .where('order_no', '=', orderNo)
      .where('status', 'in', ['created', 'failed'])
      .execute();
    const row = await this.findPayment(orderNo);
    if (row?.status === 'paid') throw new OrderAlreadyPaid(orderNo);
  }

  /** Refunds at once; the same refund number again is the same refund (as at the real ones). */
  async refund(input: RefundInput): Promise<RefundAnswer> {
    const payment = await this.findPayment(input.orderNo);
    if (!payment || (payment.status !== 'paid' && payment.status !== 'refunded'))
      return { state: 'rejected', detail: 'TRADE_NOT_PAID' };
    await this.db
      .insertInto('sandbox_refunds')
      .values({
        refund_no: input.refundNo,
        order_no: input.orderNo,
        amount: input.amount,
        status: 'succeeded',
        create_time: this.options.now(),
      })
      .onConflict((oc) => oc.column('refund_no').doNothing())
      .execute();
    await this.db
      .updateTable('sandbox_payments')
      .set({ status: 'refunded' })
      .where('order_no', '=', input.orderNo)
      .where('status', '=', 'paid')
      .execute();
    return this.queryRefund(input);
  }

  async queryRefund(query: RefundQuery): Promise<RefundAnswer> {
    const row = await this.db
      .selectFrom('sandbox_refunds')
      .selectAll()
      .where('refund_no', '=', query.refundNo)
      .where('order_no', '=', query.orderNo)
      .executeTakeFirst();
    if (!row) return { state: 'notFound', detail: 'REFUND_NOT_EXIST' };
    return {
      state: row.status,
      refundId: `SBXR${row.refund_no}`,
      amount: row.amount,
      detail: row.status.toUpperCase(),
    };
  }

  /**
   * The sandbox's own daily bill, written from its books like a provider's: a CSV of the day's
   * payments (by paid time) and refunds (by refund time), China time, amounts in yuan.
   */
  async billText(date: string): Promise<string> {
    const from = chinaDayStart(date);
    const to = from + DAY;
    const payments = await this.db
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('paid_time', '>=', from)
      .where('paid_time', '<', to)
      .where('status', 'in', ['paid', 'refunded'])
      .orderBy('paid_time')
      .execute();
    const refunds = await this.db
      .selectFrom('sandbox_refunds')
      .selectAll()
      .where('create_time', '>=', from)
      .where('create_time', '<', to)
      .orderBy('create_time')
      .execute();
    const lines = [csvLine(SANDBOX_BILL_HEADER)];
    for (const p of payments)
      lines.push(
        csvLine([
          '支付',
          p.order_no,
          '',
          p.trade_no,
          { cents: p.amount },
          'paid',
          formatDateTime(p.paid_time ?? 0, true),
        ]),
      );
    for (const r of refunds)
      lines.push(
        csvLine([
          '退款',
          r.order_no,
          r.refund_no,
          `SBXR${r.refund_no}`,
          { cents: r.amount },
          r.status,
          formatDateTime(r.create_time, true),
        ]),
      );
    return lines.join('');
  }

  async downloadBill(date: string): Promise<BillLine[]> {
    return parseSandboxBill(await this.billText(date));
  }
}

export const SANDBOX_BILL_HEADER = [
  '类型',
  '商户订单号',
  '退款单号',
  '沙箱流水号',
  '金额（元）',
  '状态',
  '时间',
];

/** Reads a sandbox bill back (values never hold commas: numbers, states and times only). */
export function parseSandboxBill(text: string): BillLine[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [type, orderNo = '', refundNo = '', tradeNo = '', yuan = '', state = '', time = ''] =
        line.split(',');
      const refund = type === '退款';
      return {
        kind: refund ? 'refund' : 'payment',
        orderNo,
        refundNo: refund ? refundNo : null,
        tradeNo,
        amount: centsFromYuanString(yuan),
        state: state as BillLine['state'],
        providerState: state,
        time: Date.parse(`${time.replace(' ', 'T')}+08:00`),
      };
    });
}

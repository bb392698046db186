import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { zipSync } from 'fflate';
import iconv from 'iconv-lite';

// Bills written the way the providers write them, for the stand-ins that serve them in tests.

export interface WechatBillRow {
  time: string;
  transactionId: string;
  orderNo: string;
  /** SUCCESS (a payment) or REFUND. */
  state: 'SUCCESS' | 'REFUND';
  total: string;
  refundId?: string;
  refundNo?: string;
  refund?: string;
  refundState?: string;
}

const WECHAT_HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';

/** WeChat Pay's 交易账单 (ALL): every value after a backtick, then the summary rows. */
export function wechatBill(appId: string, mchId: string, rows: WechatBillRow[]): string {
  const lines = [WECHAT_HEADER];
  for (const r of rows) {
    const refund = r.state === 'REFUND';
    const values = [
      r.time,
      appId,
      mchId,
      '0',
      '',
      r.transactionId,
      r.orderNo,
      'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
      'NATIVE',
      r.state,
      'OTHERS',
      'CNY',
      refund ? '0.00' : r.total,
      '0.00',
      r.refundId ?? '0',
      r.refundNo ?? '0',
      r.refund ?? '0.00',
      '0.00',
      refund ? 'ORIGINAL' : '',
      r.refundState ?? '',
      '动漫素材会员站充值',
      '',
      '0.00',
      '0.60%',
      r.total,
      r.refund ?? '0.00',
      '',
    ];
    lines.push(values.map((v) => `\`${v}`).join(','));
  }
  lines.push(
    '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
  );
  lines.push(`\`${rows.length},\`0.00,\`0.00,\`0.00,\`0.00,\`0.00,\`0.00`);
  return `${lines.join('\r\n')}\r\n`;
}

/** The tradebill answer's file (gzip) and its hash_value (SHA1 of the bill before gzip). */
export function wechatBillFile(text: string) {
  const raw = Buffer.from(text, 'utf8');
  return { gzip: gzipSync(raw), sha1: createHash('sha1').update(raw).digest('hex').toUpperCase() };
}

export interface AlipayBillRow {
  tradeNo: string;
  orderNo: string;
  /** 交易 or 退款 */
  type: '交易' | '退款';
  finished: string;
  /** Yuan; refunds negative, as Alipay writes them. */
  amount: string;
  refundNo?: string;
}

const ALIPAY_HEADER =
  '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注';

/** Alipay's trade bill: a ZIP of two GBK CSV files (业务明细 and its 汇总), # title lines. */
export function alipayBillZip(sellerId: string, date: string, rows: AlipayBillRow[]): Uint8Array {
  const day = date.replace(/-/g, '');
  const detail = [
    '#支付宝业务明细查询',
    `#账号：[${sellerId}0156]`,
    `#起始日期：[${date} 00:00:00]   终止日期：[${date} 23:59:59]`,
    '#-----------------------------------------业务明细列表----------------------------------------',
    ALIPAY_HEADER,
    ...rows.map((r) =>
      [
        r.tradeNo,
        r.orderNo,
        r.type,
        '动漫素材会员站充值',
        r.finished,
        r.finished,
        '',
        '',
        '',
        '',
        'buyer***@example.com',
        r.amount,
        r.amount,
        '0.00',
        '0.00',
        '0.00',
        '0.00',
        '0.00',
        '',
        '0.00',
        '0.00',
        r.refundNo ?? '',
        '0.00',
        '0.00',
        '',
      ]
        .map((v) => `${v}\t`)
        .join(','),
    ),
    '#-----------------------------------------业务明细列表结束------------------------------------',
    `#交易合计：${rows.filter((r) => r.type === '交易').length}笔`,
    `#导出时间：[${date} 09:00:00]`,
  ].join('\r\n');
  const summary = [
    '#支付宝业务汇总查询',
    '门店编号,门店名称,交易订单总笔数,退款订单总笔数,订单金额（元）,商家实收（元）',
    `合计,,${rows.length},0,0.00,0.00`,
  ].join('\r\n');
  return zipSync({
    [`${sellerId}0156_${day}_业务明细.csv`]: iconv.encode(detail, 'gbk'),
    [`${sellerId}0156_${day}_业务明细(汇总).csv`]: iconv.encode(summary, 'gbk'),
  });
}

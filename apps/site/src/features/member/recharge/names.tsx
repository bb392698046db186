import type { PayProvider, RechargeOrder, RechargeStatus } from '@dongman/api-client';
import type { SiteMessageKey } from '../../../i18n';
import { Tag, type Tone } from '../shared/styles';

export type PayType = RechargeOrder['payType'];

export const PAY_TYPE_NAMES: Record<PayType, SiteMessageKey> = {
  wechat: 'payTypeWechat',
  alipay: 'payTypeAlipay',
};

export const PROVIDER_NAMES: Record<PayProvider, SiteMessageKey> = {
  wechatpay: 'providerWechatpay',
  alipay: 'providerAlipay',
  sandbox: 'providerSandbox',
};

const STATUS: Record<RechargeStatus, [SiteMessageKey, Tone]> = {
  pending: ['rechargeStatusPending', 'warning'],
  paid: ['rechargeStatusPaid', 'success'],
  closed: ['rechargeStatusClosed', 'neutral'],
  refunded: ['rechargeStatusRefunded', 'info'],
};

/** An order's state as a coloured tag. */
export function StatusTag({
  status,
  t,
}: {
  status: RechargeStatus;
  t: (key: SiteMessageKey) => string;
}) {
  const [key, tone] = STATUS[status];
  return <Tag $tone={tone}>{t(key)}</Tag>;
}

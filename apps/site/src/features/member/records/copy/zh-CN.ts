// The recharge and spending records' copy; loaded with the `member` part.
export const recordsZhCN = {
  consumeTypeRefund: '充值退款',
  consumeTypeAdjustment: '余额调整',
  rechargeRecordsEmpty: '暂无充值记录',
  consumeRecordsEmpty: '暂无消费记录',
  colType: '类型',
  colDescription: '说明',
  colSpent: '消费金额',
  colBalanceAfter: '消费后余额',
  colBalanceAfterRecharge: '充值后余额',
  consumeTypeLevelUpgrade: '等级升级',
  consumeTypeDubbing: '配音',
  consumeTypeDownload: '下载',
} as const satisfies Record<string, string>;

export type RecordsMessages = { readonly [K in keyof typeof recordsZhCN]: string };

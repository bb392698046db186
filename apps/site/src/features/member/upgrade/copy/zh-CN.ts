// The level upgrade section's copy; loaded with the `member` part.
export const upgradeZhCN = {
  upgradeIntro: '升级费用从账户余额中扣除，立即生效。当前余额 {balance}。',
  upgradeCurrent: '当前等级',
  upgradeFree: '免费',
  upgradeIncluded: '已包含',
  upgradeTo: '升级到{name}',
  upgradeRightsOf: '{name}的权益',
  upgradeShort: '余额不足，还差 {amount}。',
  upgradeConfirmTitle: '确认升级',
  upgradeConfirmText: '确定花费 {price} 升级到「{name}」吗？当前余额 {balance}。',
  upgradeConfirm: '确认升级',
  upgradeSuccess: '升级成功，您现在是{name}',
  upgradeRefusedTitle: '升级未成功',
  upgradeNoLevels: '暂无可升级的等级',
  upgradeTermYear: '/ 年',
  upgradeTermMonth: '/ 月',
  upgradeTermDays: '/ {days} 天',
  upgradeTermLength: '每次购买有效 {days} 天',
  upgradePermanent: '永久有效',
  upgradeDailyDownloads: '每日可下载 {count} 个素材',
  upgradeValidUntil: '有效期至 {date}',
  upgradeLapsedOn: '已于 {date} 到期',
  upgradeRenew: '续费{name}',
  upgradeRenewConfirmTitle: '确认续费',
  upgradeRenewConfirmText:
    '确定花费 {price} 续费「{name}」吗？续费后有效期至 {date}。当前余额 {balance}。',
  upgradeRenewConfirm: '确认续费',
  upgradeRenewSuccess: '续费成功，{name}有效期至 {date}',
  upgradeConfirmTermText:
    '确定花费 {price} 升级到「{name}」吗？有效期至 {date}。当前余额 {balance}。',
} as const satisfies Record<string, string>;

export type UpgradeMessages = { readonly [K in keyof typeof upgradeZhCN]: string };

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
} as const satisfies Record<string, string>;

export type UpgradeMessages = { readonly [K in keyof typeof upgradeZhCN]: string };

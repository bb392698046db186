// Copy of the account-security page (second factor), zh-CN first (the source); en.ts has exactly these keys.
export const zhCN = {
  totpTitle: '两步验证',
  totpEnabled: '已启用两步验证',
  totpRequired: '您的角色必须先启用两步验证',
  totpStart: '获取密钥',
  totpSecret: '密钥：{secret}',
  totpHint: '在验证器应用中添加此密钥（或 otpauth 链接），然后输入显示的 6 位数字。',
  totpEnable: '启用',
  totpOff: '未启用两步验证',
  totpCode6: '验证器显示的 6 位数字',
  totpPassword: '登录密码（确认是您本人）',
  totpCurrentCode: '当前的两步验证码或恢复码',
  totpReplace: '更换验证器',
  totpDisable: '关闭两步验证',
  totpDisabled: '两步验证已关闭',
  totpCancel: '取消',
  totpRecoveryTitle: '恢复码',
  totpRecoveryHint:
    '请立即保存这些恢复码：每个只能使用一次，在无法使用验证器时代替两步验证码登录。离开本页后不再显示。',
  totpRecoverySaved: '我已保存',
  totpSessionsNote: '启用、更换或关闭两步验证后，您在其他设备上的后台登录会全部退出。',
} as const satisfies Record<string, string>;

// Copy of the login page, zh-CN first (the source); en.ts has exactly these keys.
export const zhCN = {
  appName: '运营后台',
  loginTitle: '后台登录',
  account: '账号',
  password: '密码',
  totpCode: '两步验证码（已启用时填写）',
  login: '登录',
  recoveryCode: '恢复码（无法使用验证器时填写）',
} as const satisfies Record<string, string>;

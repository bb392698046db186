// The account log's copy; loaded with the `member` part.
export const logZhCN = {
  colUserAgent: '设备 / 浏览器',
  logIntro: '最近的登录、退出与密码修改记录，如有异常请及时修改密码。',
  logEmpty: '暂无日志',
  logDeviceUnknown: '未知设备',
} as const satisfies Record<string, string>;

export type LogMessages = { readonly [K in keyof typeof logZhCN]: string };

// The shell's copy and the states any page can be in (site name, language switch, login prompt,
// the way home); ships with the first page.
export const shellZhCN = {
  siteName: '动漫素材会员站',
  switchLanguage: '切换语言',
  otherLanguage: 'EN',
  loginFirst: '请先登录',
  pageHome: '首页',
  backHome: '返回首页',
  networkError: '网络连接失败，请稍后重试',
} as const satisfies Record<string, string>;

export type ShellMessages = { readonly [K in keyof typeof shellZhCN]: string };

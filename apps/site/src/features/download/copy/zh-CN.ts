// The download page's copy; loaded with the `member` part.
export const downloadZhCN = {
  pageDownload: '素材下载',
  downloadChecking: '正在校验下载权限…',
  downloadReady: '已通过权限校验，点击下方按钮开始下载。',
  downloadNow: '立即下载',
  downloadLinkHint: '下载链接有时效，失效后请刷新本页重新获取。',
  downloadRefused: '您暂时无法下载该资源',
  downloadRefusedHint: '升级会员等级需要账户余额，余额不足可先充值。',
  downloadNotFound: '下载资源不存在或已下架',
} as const satisfies Record<string, string>;

export type DownloadMessages = { readonly [K in keyof typeof downloadZhCN]: string };

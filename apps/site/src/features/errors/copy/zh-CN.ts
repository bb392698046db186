// The error pages' copy (not found, something went wrong, server unreachable); ships with the first
// page, since the error boundary can show it before any other part loads.
export const errorsZhCN = {
  pageNotFound: '页面不存在',
  pageError: '出错了',
  unexpectedError: '页面出现了问题，请刷新后重试',
  reloadPage: '刷新页面',
  serverUnreachable: '无法连接服务器，页面没能加载。请检查网络后重试',
  stillUnreachable: '仍然无法连接服务器，请稍后再试',
  retryLoad: '重试',
} as const satisfies Record<string, string>;

export type ErrorsMessages = { readonly [K in keyof typeof errorsZhCN]: string };

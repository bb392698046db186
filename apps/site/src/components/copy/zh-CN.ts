// The page frame's copy (breadcrumb, load failure and retry) that every lazily loaded page shows;
// loaded with the `pages` part.
export const pageFrameZhCN = {
  loadFailed: '内容加载失败，请检查网络后重试',
  retry: '重试',
  breadcrumb: '当前位置',
  comingSoon: '该页面正在建设中，敬请期待',
} as const satisfies Record<string, string>;

export type PageFrameMessages = { readonly [K in keyof typeof pageFrameZhCN]: string };

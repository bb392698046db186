// The home page's lists (latest materials, sections); loaded with them, in the `pages` part.
export const homeSectionsZhCN = {
  homeLatest: '最新素材',
  homeLatestEmpty: '暂无素材，稍后再来看看吧',
  homeSections: '素材栏目',
} as const satisfies Record<string, string>;

export type HomeSectionsMessages = { readonly [K in keyof typeof homeSectionsZhCN]: string };

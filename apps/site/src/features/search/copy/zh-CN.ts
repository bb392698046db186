// The search results page's copy; loaded with the `pages` part.
export const searchZhCN = {
  pageSearch: '搜索结果',
  searchWords: '搜索词',
  searchWordsHint: '多个词用空格分开，标题须包含每一个词；也可输入拼音或首字母，如 saibo、sbpk',
  searchSubmit: '搜索',
  searchSection: '栏目',
  searchAllSections: '全部栏目',
  searchSummary: '“{q}”共找到 {total} 个素材',
  searchLimited: '只列出最新的 {total} 个，增加搜索词可以缩小范围',
  searchNothing: '没有标题同时包含这些词的素材',
  searchAsk: '输入要搜索的词，多个词用空格分开',
  searchTitle: '素材标题',
  searchUpdated: '更新日期',
} as const satisfies Record<string, string>;

export type SearchMessages = { readonly [K in keyof typeof searchZhCN]: string };

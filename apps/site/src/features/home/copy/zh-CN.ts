// The home page's first view (welcome and banners); ships with the first page. The lists below
// it have their own catalogue (../sections/copy), loaded with them.
export const homeZhCN = {
  homeWelcomeGuest: '欢迎来到动漫素材会员站',
  homeWelcomeMember: '欢迎回来，{name}',
  homeIntro: '海量动画角色、场景、特效与模板素材，每周持续更新，助你高效完成动画创作。',
  homeBrowse: '浏览素材',
  homeMustRead: '会员必读',
  homeBanners: '精选推荐',
  homeBannerSlide: '第 {index} 张，共 {total} 张',
  homeBannerPrev: '上一张',
  homeBannerNext: '下一张',
} as const satisfies Record<string, string>;

export type HomeMessages = { readonly [K in keyof typeof homeZhCN]: string };

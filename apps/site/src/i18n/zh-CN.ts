import type { MemberMessageKey } from './member/zh-CN';
import type { PagesMessageKey } from './pages/zh-CN';

// Site copy (component copy lives in @dongman/ui's catalogue, see useMessages). The site's copy
// is in three parts, so each page loads only what it shows:
// - this file: what the first page (shell, home, error pages) shows at once;
// - ./pages: section, document and static pages, and the home page's lists and dialogs;
// - ./member: member center, dubbing, download, register.
// useSiteMessages() returns all three; the routes load a part before its pages render.
// `en` must have the same keys as zh-CN in every part. A key lives in one part only, and a key the
// library catalogue also has must say the same (src/i18n/catalogues.test.ts checks both).
export const zhCN = {
  siteName: '动漫素材会员站',

  // Window titles ("{page} - {siteName}")
  pageHome: '首页',
  pageNotFound: '页面不存在',
  pageError: '出错了',

  // Shared page states
  backHome: '返回首页',
  networkError: '网络连接失败，请稍后重试',
  unexpectedError: '页面出现了问题，请刷新后重试',
  reloadPage: '刷新页面',
  serverUnreachable: '无法连接服务器，页面没能加载。请检查网络后重试',
  stillUnreachable: '仍然无法连接服务器，请稍后再试',
  retryLoad: '重试',

  // Home (welcome)
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

export type SiteCoreKey = keyof typeof zhCN;
export type SiteCoreMessages = { readonly [K in SiteCoreKey]: string };
/** Every site key, whichever part it is in. */
export type SiteMessageKey = SiteCoreKey | PagesMessageKey | MemberMessageKey;
export type SiteMessages = { readonly [K in SiteMessageKey]: string };

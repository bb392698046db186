import type { MemberMessageKey } from './member/zh-CN';

// Site copy (pages, titles, site-level messages). Component copy lives in @dongman/ui's catalogue
// (useMessages); this catalogue holds only what the site itself shows. `en` must have the same keys.
// This file is the copy of the first page (shell, home, sections, documents, errors); the member
// pages' copy is in ./member (loaded with those pages, so the home bundle stays small).
export const zhCN = {
  siteName: '动漫素材会员站',
  siteSlogan: '动画创作者的素材与工具站',

  // Page titles (window title is "{page} - {siteName}")
  pageHome: '首页',
  pageMaterialCenter: '素材中心',
  pageRegister: '会员注册',
  pageMemberCenter: '会员中心',
  pageDubbing: '配音服务',
  pageDownload: '素材下载',
  pageNotFound: '页面不存在',
  pageError: '出错了',

  // Shared page states
  loadFailed: '内容加载失败，请检查网络后重试',
  retry: '重试',
  backHome: '返回首页',
  networkError: '网络连接失败，请稍后重试',
  unexpectedError: '页面出现了问题，请刷新后重试',
  reloadPage: '刷新页面',
  breadcrumb: '当前位置',
  comingSoon: '该页面正在建设中，敬请期待',

  // Home
  homeWelcomeGuest: '欢迎来到动漫素材会员站',
  homeWelcomeMember: '欢迎回来，{name}',
  homeIntro: '海量动画角色、场景、特效与模板素材，每周持续更新，助你高效完成动画创作。',
  homeBrowse: '浏览素材',
  homeMustRead: '会员必读',
  homeBanners: '精选推荐',
  homeBannerSlide: '第 {index} 张，共 {total} 张',
  homeBannerPrev: '上一张',
  homeBannerNext: '下一张',
  homeLatest: '最新素材',
  homeLatestEmpty: '暂无素材，稍后再来看看吧',
  homeSections: '素材栏目',
  homeViewAll: '查看全部',
  updateNoticeAcknowledge: '我知道了',
  updateNoticeVersion: '版本 {version}',

  // Sections and documents
  sectionCount: '共 {count} 个素材',
  sectionEmpty: '该栏目暂无素材',
  sectionAll: '全部',
  sectionNotFound: '栏目不存在或已下线',
  sectionChildren: '子栏目',
  pagePrev: '上一页',
  pageNext: '下一页',
  pageOf: '第 {page} / {total} 页',
  pagination: '分页',
  documentNotFound: '素材不存在或已下架',
  documentUpdated: '更新于 {date}',
  documentSection: '所属栏目：{section}',
  documentDownload: '下载素材',
  documentDownloadHint: '下载前会校验您的会员等级权益',
  documentFree: '会员免费',
  documentRequires: '需要「{name}」权益',
  documentCover: '{title} 封面',

  // Entitlements (level rights)
  entitlementSourceMaterial: '动画素材',
  entitlementMyzSourceMaterial: 'MYZ原创素材',
  entitlementTemplate: '模板',
  entitlementPlugin: '插件',
  entitlementDubbing: '配音',
  entitlementCourse: '课程',

  // Session
  sessionCheckFailed: '登录状态校验失败，请稍后重试',
} as const satisfies Record<string, string>;

export type SiteCoreKey = keyof typeof zhCN;
export type SiteCoreMessages = { readonly [K in SiteCoreKey]: string };
/** Every site key: the first page's and the member pages' (./member). */
export type SiteMessageKey = SiteCoreKey | MemberMessageKey;
export type SiteMessages = { readonly [K in SiteMessageKey]: string };

// Copy of the section, document and static pages, and of the home page's lists and dialogs
// (loaded with them). Keys must not repeat another part's; `en` must have the same keys.
export const pagesZhCN = {
  // Window titles
  pageMaterialCenter: '素材中心',
  pageRegister: '会员注册',
  pageMemberCenter: '会员中心',
  pageDubbing: '配音服务',
  pageDownload: '素材下载',

  // Shared page states
  loadFailed: '内容加载失败，请检查网络后重试',
  retry: '重试',
  breadcrumb: '当前位置',
  comingSoon: '该页面正在建设中，敬请期待',

  // Home: banners, lists, update notice
  homeLatest: '最新素材',
  homeLatestEmpty: '暂无素材，稍后再来看看吧',
  homeSections: '素材栏目',
  updateNoticeAcknowledge: '我知道了',
  updateNoticeVersion: '版本 {version}',

  // Sections and documents
  sectionCount: '共 {count} 个素材',
  sectionEmpty: '该栏目暂无素材',
  sectionAll: '全部',
  sectionNotFound: '栏目不存在或已下线',
  sectionChildren: '子栏目',
  documentNotFound: '素材不存在或已下架',
  documentUpdated: '更新于 {date}',
  documentDownload: '下载素材',
  documentDownloadHint: '下载前会校验您的会员等级权益',
  documentFree: '会员免费',
  documentRequires: '需要「{name}」权益',

  // Entitlements (level rights)
  entitlementSourceMaterial: '动画素材',
  entitlementMyzSourceMaterial: 'MYZ原创素材',
  entitlementTemplate: '模板',
  entitlementPlugin: '插件',
  entitlementDubbing: '配音',
  entitlementCourse: '课程',
  // Material details (issue 11)
  materialGallery: '素材预览',
  materialPreviewAlt: '{title} 预览图 {index}',
  materialShowPreview: '查看预览图 {index}',
  materialFacts: '素材信息',
  materialFormat: '文件格式',
  materialSize: '文件大小',
  materialUpdated: '更新时间',
  materialDownloads: '下载次数',
  materialDownloadsValue: '{count} 次',
  materialEntitlement: '下载权益',
  materialQuotaLeft: '今日剩余 {remaining}/{limit}',
  materialQuotaUsedUp: '今日下载次数已用完（{limit}/{limit}）',
  materialUnlock: '升级到{level}即可下载',
  materialQuotaGuest: '登录后可查看今日剩余下载次数',
  materialNoFile: '该素材暂未上传文件',
  materialFavourite: '收藏',
  materialFavourited: '已收藏',
  materialFavouriteAdded: '已加入收藏',
  materialFavouriteRemoved: '已取消收藏',
} as const satisfies Record<string, string>;

export type PagesMessageKey = keyof typeof pagesZhCN;
export type PagesMessages = { readonly [K in PagesMessageKey]: string };

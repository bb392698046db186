// zh-CN is the default locale and the source of the message keys: `en` must provide exactly the
// same keys (enforced by the `Messages` type). Keys from /work/shared/spec/ui-copy.md come first,
// grouped as there; keys added by components follow their group. Keep edits small — several
// people add keys here.
export const zhCN = {
  // Navigation (left menu)
  market: '素材市场',
  memberCenter: '会员中心',
  memberLogin: '会员登录',
  memberRegister: '会员注册',
  mustRead: '会员必读',
  tutorial: '使用教程',
  accountFiling: '账号备案',
  materialCenter: '素材中心',
  dubbingCenter: '配音中心',
  dubbing: '配音',
  voiceClone: 'AI声音克隆',
  freeDubbing: '免费配音列表',
  aiTools: 'AI工具',
  aiImage: 'AI生图列表',
  aiText: 'AI生文列表',
  softwareCenter: '软件中心',
  animationSoftware: '动画软件',
  otherSoftware: '其他软件',
  plugins: '插件',

  // Top bar, floating bar, footer
  searchPlaceholder: '搜索素材',
  notices: '公告',
  accountInfo: '账号信息',
  changePassword: '修改密码',
  logout: '退出登录',
  login: '登录',
  register: '注册',
  guestHint: '未登录，请先登录',
  home: '首页',
  contact: '联系我们',
  contactHint: '请使用手机微信扫一扫，添加好友联系我们',
  backToTop: '回到顶部',
  copyright: 'Copyright © 2024-2025 版权所有',
  filing: '备案号：{number}',

  // Shell (side menu, top bar, float bar, header menu, layout)
  siteName: '动漫素材会员站',
  skipToContent: '跳到主要内容',
  openMenu: '打开菜单',
  closeMenu: '关闭菜单',
  opensInNewTab: '（在新标签页打开）',
  noClasses: '暂无栏目',
  search: '搜索',
  userMenu: '用户菜单',
  userMenuOf: '用户菜单：{name}',
  shortcuts: '快捷入口',
  contactQrAlt: '联系我们的微信二维码',

  // Login and password
  loginTitle: '会员登录',
  account: '账号',
  password: '密码',
  captcha: '验证码',
  captchaRefresh: '看不清？点击图片换一张',
  nameRule: '请正确填写账号，最少3个字符，最多32个字符',
  passwordRule: '请正确填写密码，不能少于6个字符',
  captchaRule: '验证码必须是4个字符',
  loginSuccess: '登录成功',
  logoutConfirm: '确定要退出登录吗？',
  logoutSuccess: '退出成功',
  oldPassword: '当前密码',
  newPassword: '新密码',
  confirmPassword: '确认密码',
  confirm: '确认',
  cancel: '取消',
  passwordMismatch: '密码和确认密码不一致，请检查',
  passwordChanged: '密码修改成功，请使用新密码重新登录',

  // Account state dialogs (login)
  lockedText: '账号已锁定',
  lockedNote: '您的账号未通过审核。',
  pendingText: '账号审核中',
  pendingNote: '审核将在10-24小时内完成，如未通过审核请联系：',
  contactStudents: '学员请添加老师助教微信：{id}',
  contactMaterials: '素材问题请添加助理微信：{id}',

  // Notices, search, errors
  noticeCenter: '公告中心',
  title: '标题',
  date: '日期',
  backToList: '返回列表',
  noNotices: '暂无公告',
  searchResults: '搜索结果',
  matchedTitle: '匹配素材标题',
  section: '所属栏目',
  updateDate: '更新日期',
  searchEmpty: '请先输入要搜索的内容',
  noResults: '暂无搜索结果',
  promptTitle: '提示：',
  loginExpired: '未登录或登录已过期，请先登录',
  notFound: '抱歉，您访问的页面不存在',

  // Foundation (primitives, toasts, dialogs)
  close: '关闭',
  ok: '确定',
  loading: '加载中…',
  noData: '暂无数据',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  withCount: '{label}（{count}）',
  moreThan: '{max}+',
  expand: '展开',
  collapse: '收起',
  mainNavigation: '主导航',
  notifications: '通知',
  urgentNotifications: '重要通知',
  accountLockedTitle: '账号已锁定',
  accountPendingTitle: '账号审核中',
  contactIntro: '如有疑问请联系：',

  // Pager
  pagination: '分页',
  pagePrev: '上一页',
  pageNext: '下一页',
  pageOf: '第 {page} / {total} 页',

  // Async states (loading, failed and retry)
  loadFailed: '内容加载失败，请检查网络后重试',
  retry: '重试',
  noticesFailed: '公告加载失败，请检查网络后重试',
  captchaFailed: '验证码加载失败，点击重试',
  networkFailed: '网络连接失败，请稍后重试',

  // Widgets (login, notices, search)
  noAccount: '还没有账号？',
  registerNow: '立即注册',
  forgotPassword: '忘记密码？',
  captchaImage: '验证码图片',
  noticeList: '公告列表',
  publishedAt: '发布时间：{date}',
  searchResultList: '搜索结果列表',
  searchAllResults: '查看全部结果（分页、按栏目筛选）',

  // Console widgets (data table, drawer, tabs)
  dataTablePrev: '上一页',
  dataTableNext: '下一页',
  dataTableSummary: '共 {total} 条，第 {page} / {pages} 页',
  dataTableSortBy: '按{column}排序',
  dataTablePagination: '分页',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof zhCN;
/** A full catalogue: every key, any wording. */
export type Messages = { readonly [K in MessageKey]: string };

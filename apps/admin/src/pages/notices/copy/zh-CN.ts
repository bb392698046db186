// Copy of the notices page, zh-CN first (the source); en.ts has exactly these keys.
export const zhCN = {
  menuNotices: '公告管理',
  noticesTable: '公告列表',
  newNotice: '发布公告',
  editNotice: '编辑公告',
  title: '标题',
  richContent: '内容',
  edit: '编辑',
  delete: '删除',
  publishedAt: '发布时间',
} as const satisfies Record<string, string>;

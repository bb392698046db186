import type { zhCN } from './zh-CN';

export const en: { readonly [K in keyof typeof zhCN]: string } = {
  menuNotices: 'Notices',
  noticesTable: 'Notices',
  newNotice: 'Post a notice',
  editNotice: 'Edit notice',
  title: 'Title',
  richContent: 'Content',
  edit: 'Edit',
  delete: 'Delete',
  publishedAt: 'Published',
};

import type { PageFrameMessages } from './zh-CN';

export const pageFrameEn: PageFrameMessages = {
  loadFailed: 'Could not load the content. Check your connection and try again',
  retry: 'Try again',
  breadcrumb: 'You are here',
  comingSoon: 'This page is being built. Stay tuned',
};

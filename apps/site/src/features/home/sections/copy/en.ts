import type { HomeSectionsMessages } from './zh-CN';

export const homeSectionsEn: HomeSectionsMessages = {
  homeLatest: 'Latest materials',
  homeLatestEmpty: 'No materials yet, check back soon',
  homeSections: 'Sections',
};

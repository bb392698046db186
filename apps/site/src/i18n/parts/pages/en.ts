import { pageFrameEn } from '../../../components/copy/en';
import { entitlementNamesEn } from '../../../lib/copy/en';
import { catalogEn } from '../../../features/catalog/copy/en';
import { searchEn } from '../../../features/search/copy/en';
import { homeSectionsEn } from '../../../features/home/sections/copy/en';
import { noticesEn } from '../../../features/notices/copy/en';
import type { PagesPartMessages } from './zh-CN';

const pagesPartEn: PagesPartMessages = {
  ...pageFrameEn,
  ...entitlementNamesEn,
  ...catalogEn,
  ...searchEn,
  ...homeSectionsEn,
  ...noticesEn,
};
export default pagesPartEn;

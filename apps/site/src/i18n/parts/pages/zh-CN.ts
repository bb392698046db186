import { pageFrameZhCN } from '../../../components/copy/zh-CN';
import { entitlementNamesZhCN } from '../../../lib/copy/zh-CN';
import { catalogZhCN } from '../../../features/catalog/copy/zh-CN';
import { searchZhCN } from '../../../features/search/copy/zh-CN';
import { homeSectionsZhCN } from '../../../features/home/sections/copy/zh-CN';
import { noticesZhCN } from '../../../features/notices/copy/zh-CN';

// The `pages` part: catalogue, search, the home page's lists and update notice, the page frame
// and the level rights' names. Loaded with every page that is not in the first bundle.
const pagesPartZhCN = {
  ...pageFrameZhCN,
  ...entitlementNamesZhCN,
  ...catalogZhCN,
  ...searchZhCN,
  ...homeSectionsZhCN,
  ...noticesZhCN,
};
export default pagesPartZhCN;

export type PagesPartMessages = { readonly [K in keyof typeof pagesPartZhCN]: string };

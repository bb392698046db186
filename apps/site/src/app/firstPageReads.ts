import { HOME_IMAGE_LIMIT } from '../features/home/bannerLimit';

/**
 * The public reads the first page shows whatever the address (the menus and the notices) and
 * home's banners, as the API client asks for them (src/app/firstReads.ts): the server writes
 * their answers into index.html, so a phone paints the shell and home without a connection per
 * read. A few KB for the other pages; home is where most visits start.
 */
export const FIRST_PAGE_READS: readonly string[] = [
  './api/one/class',
  './api/one/class/children',
  './api/custom/nav/menu',
  './api/notice',
  `./api/user/report/home/image?limit=${HOME_IMAGE_LIMIT}`,
];

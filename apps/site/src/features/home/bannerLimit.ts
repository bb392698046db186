/**
 * How many banners home shows: the server writes exactly this read's answer into index.html
 * (src/app/firstPageReads.ts).
 */
export const HOME_IMAGE_LIMIT = 8;

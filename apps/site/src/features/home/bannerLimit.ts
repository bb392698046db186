/** How many banners home shows (the boot script in index.html asks for exactly this read). */
export const HOME_IMAGE_LIMIT = 8;

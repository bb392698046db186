/** Documents per page of a section listing (the first page's read asks for the same). */
export const SECTION_PAGE_SIZE = 12;

/**
 * How many leading covers of a section listing are on screen when the page opens on a phone or a
 * desktop: they load at once, and index.html's boot script asks for them before the page runs.
 */
export const SECTION_EAGER_COVERS = 4;

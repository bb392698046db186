/** Documents per page of a section listing (the first page's read asks for the same). */
export const SECTION_PAGE_SIZE = 12;

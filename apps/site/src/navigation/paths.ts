// Hash routes of spec section 2, built in one place. Paths are router paths ("/twoClass/3");
// hrefs are what links carry ("#/twoClass/3").

/** Fixed common document ids (CommonDocumentId in openapi.yaml). */
export { COMMON_DOCUMENT_IDS } from '@dongman/api-client/contract';

export const paths = {
  home: () => '/home',
  register: () => '/register',
  forgotPassword: () => '/forgot-password',
  /** The link staff texted to a member (console 发送重置短信): a new password, once. */
  resetLink: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  commonDocument: (id: number) => `/commonDocument/${id}`,
  section: (classId: number) => `/twoClass/${classId}`,
  childSection: (classId: number, childId: number) => `/twoClass/${classId}/${childId}`,
  /** A document of a class without children: /twoClass/{classId}/{documentId}. */
  classDocument: (classId: number, documentId: number) => `/twoClass/${classId}/${documentId}`,
  childDocument: (classId: number, childId: number, documentId: number) =>
    `/twoClass/${classId}/${childId}/${documentId}`,
  download: (key: string) => `/user/download/${encodeURIComponent(key)}`,
  memberCenter: (action?: string) => (action ? `/user/info/${action}` : '/user/info'),
  dubbing: () => '/user/dubbing',
  /** The search results page: words, then optionally a section and a page. */
  search: (q: string, options: { oneClass?: number; page?: number } = {}) => {
    const query = new URLSearchParams({ q });
    if (options.oneClass) query.set('oneClass', String(options.oneClass));
    if (options.page && options.page > 1) query.set('page', String(options.page));
    return `/search?${query.toString()}`;
  },
} as const;

export const toHref = (path: string) => `#${path}`;

/** `#/a/b`, `/a/b` or `a/b` → `/a/b`. */
export function toPath(hrefOrPath: string): string {
  const path = hrefOrPath.startsWith('#') ? hrefOrPath.slice(1) : hrefOrPath;
  return path.startsWith('/') ? path : `/${path}`;
}

/** Where a document lives: under its child class when it has one (oneClassChildren > 0). */
export function documentPath(doc: {
  id: number;
  oneClass: number;
  oneClassChildren: number;
}): string {
  return doc.oneClassChildren > 0
    ? paths.childDocument(doc.oneClass, doc.oneClassChildren, doc.id)
    : paths.classDocument(doc.oneClass, doc.id);
}

/** Parses a positive integer route param; undefined for anything else ("abc", "0", "1.5"). */
export function idParam(value: string | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** One row of POST /api/search (spec section 3). */
export type SearchResultItem = {
  id: number;
  title: string;
  oneClass: number;
  /** Child class id; 0 (or missing) means the document sits directly in the class. */
  oneClassChildren: number;
  oneClassName: string;
  oneClassChildrenName?: string | null;
  createTime: string | number;
};

/** "三维素材 / 场景", or just the class name when there is no child class. */
export function searchResultSection(
  item: Pick<SearchResultItem, 'oneClassChildren' | 'oneClassName' | 'oneClassChildrenName'>,
): string {
  return item.oneClassChildren && item.oneClassChildrenName
    ? `${item.oneClassName} / ${item.oneClassChildrenName}`
    : item.oneClassName;
}

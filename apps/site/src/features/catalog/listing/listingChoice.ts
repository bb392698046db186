// Sort and filters of a listing or the search results, kept in the address (?sort=&format=&free=1&level=),
// so a choice survives a reload, a shared link and the back button.

export type ListingSort = 'newest' | 'popular' | 'downloads';

export interface ListingChoice {
  sort: ListingSort;
  format?: string;
  free: boolean;
  /** The member's level: only what it may download. */
  level?: number;
}

export const LISTING_SORTS: readonly ListingSort[] = ['newest', 'popular', 'downloads'];
/** The formats members filter by most; the server accepts any. */
export const LISTING_FORMATS = [
  'PSD',
  'AI',
  'AEP',
  'PRPROJ',
  'PNG序列',
  'MP4',
  'WAV',
  'SWF',
  'JSON',
  'ZIP',
];

export function readChoice(params: URLSearchParams): ListingChoice {
  const sort = params.get('sort');
  const level = Number(params.get('level'));
  const format = params.get('format')?.trim();
  return {
    sort: LISTING_SORTS.includes(sort as ListingSort) ? (sort as ListingSort) : 'newest',
    ...(format ? { format } : {}),
    free: params.get('free') === '1',
    ...(Number.isSafeInteger(level) && level > 0 ? { level } : {}),
  };
}

/** The choice as query parameters (defaults left out), for the address. */
export function choiceParams(choice: ListingChoice): URLSearchParams {
  const query = new URLSearchParams();
  if (choice.sort !== 'newest') query.set('sort', choice.sort);
  if (choice.format) query.set('format', choice.format);
  if (choice.free) query.set('free', '1');
  if (choice.level) query.set('level', String(choice.level));
  return query;
}

/** The choice as the API's query (sort, format, free, level). */
export function choiceQuery(choice: ListingChoice) {
  return {
    ...(choice.sort !== 'newest' ? { sort: choice.sort } : {}),
    ...(choice.format ? { format: choice.format } : {}),
    ...(choice.free ? { free: true } : {}),
    ...(choice.level ? { level: choice.level } : {}),
  };
}

export const choiceKey = (choice: ListingChoice) => choiceParams(choice).toString();

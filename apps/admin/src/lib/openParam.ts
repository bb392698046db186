import { useSearchParams } from 'react-router-dom';

/**
 * Links into a page's drawer (`#/members?open=12`, from the audit log): the value of `open` in the
 * page's address, read once when the page mounts.
 */
export function useOpenParam(): string | null {
  const [params] = useSearchParams();
  return params.get('open');
}

/** The console address that opens `id` in the page at `path`. */
export function openLink(path: string, id: string | number): string {
  return `#/${path}?open=${encodeURIComponent(String(id))}`;
}

/** A download address: the path with the filters that have a value as its query. */
export function exportUrl(path: string, filters: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}`;
}

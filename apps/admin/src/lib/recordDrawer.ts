import type { ApiData } from '@dongman/state';

/** What a list gives the drawer of one of its records (an order, a member). */
export interface RecordDrawerProps {
  onClose: () => void;
  /** After a write in the drawer: the list behind it shows the change too. */
  onChanged: () => void;
}

/**
 * The record a drawer shows from what it loaded: none until the record it `isFor` has arrived
 * (the previous one never shows while the next loads); `changed` reloads it after a write and
 * tells the list.
 */
export function shownRecord<T>(
  loaded: ApiData<T>,
  isFor: (data: T) => boolean,
  onChanged: () => void,
): { detail: T | null; changed: () => void } {
  const detail = loaded.data !== undefined && isFor(loaded.data) ? loaded.data : null;
  const changed = () => {
    loaded.reload();
    onChanged();
  };
  return { detail, changed };
}

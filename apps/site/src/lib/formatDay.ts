import { toIsoDate } from './dateTime';

/** An API date-time as the reader's calendar day (YYYY-MM-DD); unparsable text is shown as given. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : toIsoDate(date);
}

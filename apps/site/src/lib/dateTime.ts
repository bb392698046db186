const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as the reader's local calendar day, YYYY-MM-DD (the format of <input type="date">). */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * An API date-time as "YYYY-MM-DD HH:mm" in China time (@dongman/format, shared with the console
 * and the server). null/empty gives ''; unparsable text is shown as it came rather than lost.
 */
export { formatDateTime } from '@dongman/format';

/** True when the date-time lies in the past (an expiry that has passed). null counts as expired. */
export function isExpired(value: string | null | undefined, now: Date = new Date()): boolean {
  if (!value) return true;
  const time = new Date(value).getTime();
  return Number.isNaN(time) || time <= now.getTime();
}

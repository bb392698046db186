// Dates are shown in China time (Asia/Shanghai, UTC+8 all year: no daylight saving since 1991),
// whoever reads them and wherever the server runs, so a member, an operator and a CSV export
// name the same day for the same moment.

const CHINA_OFFSET_MS = 8 * 3_600_000;

function toMillis(value: string | number | Date): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return Date.parse(value);
}

/**
 * A moment (ISO 8601 text, epoch milliseconds or a Date) as "YYYY-MM-DD HH:mm" in China time,
 * with ":ss" when `withSeconds`. null/empty gives ''; unparsable text is shown as it came.
 */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  withSeconds = false,
): string {
  if (value === null || value === undefined || value === '') return '';
  const ms = toMillis(value);
  if (Number.isNaN(ms)) return typeof value === 'string' ? value : '';
  const text = new Date(ms + CHINA_OFFSET_MS).toISOString().replace('T', ' ');
  return text.slice(0, withSeconds ? 19 : 16);
}

/** The China calendar day of a moment, "YYYY-MM-DD" ('' for nothing). */
export function formatDate(value: string | number | Date | null | undefined): string {
  return formatDateTime(value).slice(0, 10);
}

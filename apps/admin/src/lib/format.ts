import { csvText, formatDateTime, formatYuan } from '@dongman/format';

// The console's formatting is @dongman/format's (shared with the site and the server): money from
// integer cents, China time, CSV with formula defusing.

/** Cents → ¥1,234.50 */
export const yuan = formatYuan;

/** ISO time → "2025-03-01 12:00" in China time; "—" for none. */
export function dateTime(iso: string | null | undefined): string {
  return formatDateTime(iso) || '—';
}

/** 13812348123 → 138****8123: a number named in a confirmation without showing it whole. */
export function maskedPhone(phone: string): string {
  return phone.length < 8 ? '*'.repeat(phone.length) : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** Rows as a CSV file the browser downloads (the server never shows card codes again). */
export function downloadCsv(filename: string, rows: string[][]) {
  const url = URL.createObjectURL(new Blob([csvText(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

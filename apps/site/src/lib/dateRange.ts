import { toIsoDate } from './dateTime';

/** A filter on whole days, both ends inclusive; '' leaves that end open. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export const EMPTY_RANGE: DateRange = { startDate: '', endDate: '' };

/** Catalogue keys for range problems, so every locale words them itself. */
export type DateRangeError = 'dateInvalid' | 'dateRangeOrder';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2025-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

export function validateDateRange(range: DateRange): DateRangeError | undefined {
  const { startDate, endDate } = range;
  if ((startDate && !isIsoDate(startDate)) || (endDate && !isIsoDate(endDate)))
    return 'dateInvalid';
  // ISO days compare correctly as strings.
  if (startDate && endDate && startDate > endDate) return 'dateRangeOrder';
  return undefined;
}

/** The last `days` days up to and including today. */
export function lastDays(days: number, today: Date = new Date()): DateRange {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { startDate: toIsoDate(start), endDate: toIsoDate(today) };
}

/** Query params for the API: open ends are left out (null is not sent). */
export function rangeQuery(range: DateRange): { startDate: string | null; endDate: string | null } {
  return { startDate: range.startDate || null, endDate: range.endDate || null };
}

/** Number of pages for a total (at least 1, so "page 1 of 1" shows for an empty list). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

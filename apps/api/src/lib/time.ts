// Times are stored as epoch milliseconds and sent as ISO 8601 strings. Calendar days ("today",
// startDate/endDate filters) are China Standard Time, the site's audience (UTC+8, no DST).

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const CHINA_OFFSET = 8 * HOUR;

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export function isoOrNull(ms: number | null): string | null {
  return ms === null ? null : iso(ms);
}

/** Start of the China calendar day containing `ms`. */
export function startOfChinaDay(ms: number): number {
  return Math.floor((ms + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET;
}

/** `YYYY-MM-DD` (already validated by the schema) → start of that China day. */
export function chinaDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00+08:00`);
}

export interface TimeRange {
  from: number | null;
  /** Exclusive. */
  to: number | null;
}

/** Inclusive startDate/endDate days → a half-open millisecond range. */
export function dayRange(startDate?: string, endDate?: string): TimeRange {
  return {
    from: startDate ? chinaDayStart(startDate) : null,
    to: endDate ? chinaDayStart(endDate) + DAY : null,
  };
}

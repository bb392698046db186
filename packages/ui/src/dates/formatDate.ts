const pad = (n: number) => String(n).padStart(2, '0');

const localDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

// "2024-5-1 08:00:00", "2024/05/01", "2024-05-01T08:00:00" — a wall-clock date from the server.
const WALL_CLOCK = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?![\d])/;
// An explicit zone ("Z", "+08:00") means an instant: show it in the reader's own time zone.
const HAS_ZONE = /T.*(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Formats an API date as yyyy-mm-dd. Accepts date strings and epoch numbers (ms, or s when small).
 * Unparseable input is returned unchanged rather than lost; empty input gives ''.
 */
export function formatDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    const ms = Math.abs(value) < 1e11 ? value * 1000 : value;
    return localDate(new Date(ms));
  }
  const text = value.trim();
  if (/^\d+$/.test(text)) return formatDate(Number(text));
  const wallClock = WALL_CLOCK.exec(text);
  if (wallClock && !HAS_ZONE.test(text)) {
    const [, y, m, d] = wallClock;
    return `${y}-${pad(Number(m))}-${pad(Number(d))}`;
  }
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? text : localDate(parsed);
}

import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';

describe('formatDate', () => {
  it('keeps the wall-clock date of server date-time strings', () => {
    expect(formatDate('2024-05-01 23:59:59')).toBe('2024-05-01');
    expect(formatDate('2024-5-1')).toBe('2024-05-01');
    expect(formatDate('2024/12/09 08:00')).toBe('2024-12-09');
    expect(formatDate('2024-05-01T23:30:00')).toBe('2024-05-01');
  });

  it('shows zoned instants and epoch numbers in local time', () => {
    const instant = new Date(2024, 0, 31, 12, 0, 0);
    expect(formatDate(instant.toISOString())).toBe('2024-01-31');
    expect(formatDate(instant.getTime())).toBe('2024-01-31');
    expect(formatDate(Math.floor(instant.getTime() / 1000))).toBe('2024-01-31');
    expect(formatDate(String(instant.getTime()))).toBe('2024-01-31');
  });

  it('returns empty for missing values and the raw text when it cannot be parsed', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('昨天')).toBe('昨天');
  });
});

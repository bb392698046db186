import { describe, expect, it } from 'vitest';
import { formatDateTime, isExpired, toIsoDate } from './dateTime';

describe('toIsoDate', () => {
  it('pads month and day', () => {
    expect(toIsoDate(new Date(2025, 0, 5))).toBe('2025-01-05');
  });
});

describe('formatDateTime', () => {
  it('shows the China day and time to the minute, wherever the reader is', () => {
    expect(formatDateTime('2025-03-08T23:04:33Z')).toBe('2025-03-09 07:04');
    expect(formatDateTime('2025-03-08T23:04:33Z', true)).toBe('2025-03-09 07:04:33');
  });
  it('keeps unknown text and blanks empty values', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('isExpired', () => {
  const now = new Date('2025-06-01T00:00:00Z');
  it('compares with now', () => {
    expect(isExpired('2025-06-02T00:00:00Z', now)).toBe(false);
    expect(isExpired('2025-05-31T23:59:59Z', now)).toBe(true);
  });
  it('treats never-set as expired', () => {
    expect(isExpired(null, now)).toBe(true);
  });
});

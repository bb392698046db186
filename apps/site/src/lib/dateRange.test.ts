import { describe, expect, it } from 'vitest';
import { isIsoDate, lastDays, pageCount, rangeQuery, validateDateRange } from './dateRange';

describe('isIsoDate', () => {
  it('accepts real days only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-2-1')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('validateDateRange', () => {
  it('allows open ends', () => {
    expect(validateDateRange({ startDate: '', endDate: '' })).toBeUndefined();
    expect(validateDateRange({ startDate: '2025-01-01', endDate: '' })).toBeUndefined();
  });
  it('allows a single day', () => {
    expect(validateDateRange({ startDate: '2025-01-01', endDate: '2025-01-01' })).toBeUndefined();
  });
  it('refuses a start after the end', () => {
    expect(validateDateRange({ startDate: '2025-01-02', endDate: '2025-01-01' })).toBe(
      'dateRangeOrder',
    );
  });
  it('refuses malformed days', () => {
    expect(validateDateRange({ startDate: '2025-13-01', endDate: '' })).toBe('dateInvalid');
  });
});

describe('lastDays', () => {
  it('counts today as the last day', () => {
    expect(lastDays(7, new Date(2025, 0, 3))).toEqual({
      startDate: '2024-12-28',
      endDate: '2025-01-03',
    });
    expect(lastDays(1, new Date(2025, 0, 3))).toEqual({
      startDate: '2025-01-03',
      endDate: '2025-01-03',
    });
  });
});

describe('rangeQuery', () => {
  it('sends open ends as null so the client leaves them out', () => {
    expect(rangeQuery({ startDate: '', endDate: '2025-01-01' })).toEqual({
      startDate: null,
      endDate: '2025-01-01',
    });
  });
});

describe('pageCount', () => {
  it('rounds up and never drops below one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

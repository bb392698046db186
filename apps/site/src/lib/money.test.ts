import { describe, expect, it } from 'vitest';
import { canAfford, formatYuan } from './money';

describe('formatYuan', () => {
  it('shows cents as yuan with two decimals', () => {
    expect(formatYuan(1234)).toBe('¥12.34');
    expect(formatYuan(30_000)).toBe('¥300.00');
    expect(formatYuan(5)).toBe('¥0.05');
    expect(formatYuan(0)).toBe('¥0.00');
  });
  it('groups thousands', () => {
    expect(formatYuan(123_456_789)).toBe('¥1,234,567.89');
  });
  it('puts the sign before the symbol', () => {
    expect(formatYuan(-100)).toBe('-¥1.00');
  });
  it('never shows floating-point noise or NaN', () => {
    expect(formatYuan(10.4)).toBe('¥0.10');
    expect(formatYuan(Number.NaN)).toBe('¥0.00');
  });
});

describe('canAfford', () => {
  it('compares cents exactly', () => {
    expect(canAfford(19_900, 19_900)).toBe(true);
    expect(canAfford(19_899, 19_900)).toBe(false);
  });
});

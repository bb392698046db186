import { describe, expect, it } from 'vitest';
import {
  centsOfYuan,
  csvCell,
  csvLine,
  csvText,
  formatDate,
  formatDateTime,
  formatSignedYuan,
  formatYuan,
  yuanDecimal,
} from './index';

describe('money from integer cents', () => {
  it('shows yuan with two decimals, grouped thousands and the sign before the symbol', () => {
    expect(formatYuan(1234)).toBe('¥12.34');
    expect(formatYuan(5)).toBe('¥0.05');
    expect(formatYuan(123_456_789)).toBe('¥1,234,567.89');
    expect(formatYuan(-100)).toBe('-¥1.00');
    expect(formatSignedYuan(1_200)).toBe('+¥12.00');
    expect(formatSignedYuan(-350)).toBe('-¥3.50');
    expect(formatSignedYuan(0)).toBe('+¥0.00');
  });

  it('never shows floating-point noise or NaN', () => {
    expect(formatYuan(0.1 * 3 * 100)).toBe('¥0.30');
    expect(formatYuan(10.4)).toBe('¥0.10');
    expect(formatYuan(Number.NaN)).toBe('¥0.00');
    expect(yuanDecimal(100_005)).toBe('1000.05');
    expect(yuanDecimal(-7)).toBe('-0.07');
  });

  it('reads a typed yuan amount back into exact cents, and refuses what is not one', () => {
    expect(centsOfYuan('0.29')).toBe(29);
    expect(centsOfYuan('1234.5')).toBe(123_450);
    expect(centsOfYuan(' 12 ')).toBe(1_200);
    expect(centsOfYuan('.5')).toBe(50);
    expect(centsOfYuan('-3.05')).toBe(-305);
    expect(centsOfYuan(yuanDecimal(100_005))).toBe(100_005);
    for (const bad of ['', '.', '-', '1.005', '1,000', 'abc', '1e3'])
      expect(centsOfYuan(bad), bad).toBeNaN();
  });
});

describe('dates in China time', () => {
  it('names the China day and time whatever the reader’s zone', () => {
    // 2025-03-08 23:04:33 UTC is already the 9th in Shanghai.
    expect(formatDateTime('2025-03-08T23:04:33Z')).toBe('2025-03-09 07:04');
    expect(formatDateTime('2025-03-08T23:04:33Z', true)).toBe('2025-03-09 07:04:33');
    expect(formatDateTime(Date.parse('2025-03-08T15:59:59Z'))).toBe('2025-03-08 23:59');
    expect(formatDateTime(new Date('2025-03-08T16:00:00Z'))).toBe('2025-03-09 00:00');
    expect(formatDate('2025-12-31T16:00:00Z')).toBe('2026-01-01');
  });

  it('keeps unknown text and blanks empty values', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('CSV', () => {
  it('defuses what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell(-2)).toBe('-2');
  });

  it('quotes commas, quotes and line breaks; leaves plain text and blanks alone', () => {
    expect(csvCell('张三')).toBe('张三');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['编号', 1, 'x,y'])).toBe('编号,1,"x,y"\r\n');
    expect(csvText([['a'], ['b']])).toBe('\ufeffa\r\nb\r\n');
  });

  it('writes money as yuan with two decimals, never defused as a formula', () => {
    expect(csvLine([{ cents: 1000 }, { cents: -1100 }, { cents: 5 }])).toBe(
      '10.00,-11.00,0.05\r\n',
    );
  });
});

// CSV for spreadsheets (Excel, WPS): UTF-8 with a byte-order mark, CRLF lines, and every text cell
// that a spreadsheet would run as a formula (= + - @, tab, CR) defused with a leading apostrophe,
// so an exported member name like `=HYPERLINK(…)` stays text.

/** The byte-order mark Excel needs to read UTF-8 (Chinese) text. */
export const CSV_BOM = '\ufeff';

import { yuanDecimal } from './money';

/** An amount of money in integer cents: written as yuan with two decimals ("-11.00"). */
export interface CsvMoney {
  cents: number;
}

export type CsvValue = string | number | CsvMoney | null | undefined;

/** Numbers as they are, money as two-decimal yuan; text defused and quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return yuanDecimal(value.cents);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n']/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line, CRLF-terminated. */
export function csvLine(cells: ReadonlyArray<CsvValue>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A whole file: byte-order mark, then one line per row. */
export function csvText(rows: ReadonlyArray<ReadonlyArray<CsvValue>>) {
  return CSV_BOM + rows.map(csvLine).join('');
}

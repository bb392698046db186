/**
 * Money arrives as integer cents (openapi: money, price, amount). Formatting works on integers only,
 * so no floating-point rounding can show ¥0.30000000000000004.
 */

/** Cents → "¥1,234.56" (negative: "-¥1.00"). Non-integers are rounded to the nearest cent. */
export function formatYuan(cents: number): string {
  if (!Number.isFinite(cents)) return '¥0.00';
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const yuan = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fen = String(abs % 100).padStart(2, '0');
  return `${sign}¥${yuan}.${fen}`;
}

/** True when the balance covers the price (both cents). */
export function canAfford(balanceCents: number, priceCents: number): boolean {
  return balanceCents >= priceCents;
}

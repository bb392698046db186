// Money is integer cents everywhere (openapi: money, price, amount). These work on integers only,
// so no floating-point rounding can show ¥0.30000000000000004 or round 1.005 the wrong way.

function parts(cents: number): { sign: string; yuan: number; fen: string } {
  const whole = Number.isFinite(cents) ? Math.round(cents) : 0;
  const abs = Math.abs(whole);
  return {
    sign: whole < 0 ? '-' : '',
    yuan: Math.floor(abs / 100),
    fen: String(abs % 100).padStart(2, '0'),
  };
}

/** Cents → "¥1,234.56" (negative: "-¥1.00"). Non-integers are rounded to the nearest cent. */
export function formatYuan(cents: number): string {
  const { sign, yuan, fen } = parts(cents);
  return `${sign}¥${yuan.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fen}`;
}

/** Signed cents → "+¥12.00" / "-¥3.50" (ledger amounts). */
export function formatSignedYuan(cents: number): string {
  return cents < 0 ? formatYuan(cents) : `+${formatYuan(cents)}`;
}

/** Cents → "1234.56": a plain decimal for payment providers and CSV files (no symbol, no commas). */
export function yuanDecimal(cents: number): string {
  const { sign, yuan, fen } = parts(cents);
  return `${sign}${yuan}.${fen}`;
}

/**
 * "1234.5" / "-3.05" / ".5" (what a person types in a yuan field) → integer cents, read digit by
 * digit so no float can turn 0.29 into 28 cents; NaN for anything else (letters, a third decimal).
 */
export function centsOfYuan(text: string): number {
  const match = /^\s*([+-]?)(\d*)(?:\.(\d{0,2}))?\s*$/.exec(text);
  const [, sign, yuan = '', fen = ''] = match ?? [];
  if (!match || (yuan === '' && fen === '')) return Number.NaN;
  const cents = Number(yuan || '0') * 100 + Number(fen.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

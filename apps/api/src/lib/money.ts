/** Cents → "¥199.00" for messages. */
export function yuan(cents: number): string {
  return `¥${(cents / 100).toFixed(2)}`;
}

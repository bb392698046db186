/**
 * Money arrives as integer cents (openapi: money, price, amount); formatting is @dongman/format's
 * (integers only, shared with the console and the server).
 */
export { formatYuan } from '@dongman/format';

/** True when the balance covers the price (both cents). */
export function canAfford(balanceCents: number, priceCents: number): boolean {
  return balanceCents >= priceCents;
}

import type { AppContext } from '../context.js';
import type { Entitlement } from '../db/schema.js';
import { badRequest } from '../lib/errors.js';
import {
  expireOldDownloads,
  type ListingChoice,
  type ListingSort,
} from '../repositories/listings.js';
import { findLevel } from '../repositories/users.js';
import { ENTITLEMENT_NAMES } from './level-mappers.js';
import { levelHas } from './level-mappers.js';

/** sort, format, level and free as a listing or the search results page receive them. */
export interface ListingQuery {
  sort?: ListingSort;
  format?: string;
  level?: number;
  free?: boolean;
}

const ENTITLEMENTS = Object.keys(ENTITLEMENT_NAMES) as Entitlement[];
/** downloads_30d forgets days past 30 at most this often per process (and per database). */
const EXPIRE_EVERY_MS = 10 * 60_000;
const lastExpiry = new WeakMap<object, number>();

/** Keeps "popular" to the last 30 days: old download days leave downloads_30d. */
export async function expireWhenDue(ctx: AppContext): Promise<void> {
  const now = ctx.config.now();
  if (now - (lastExpiry.get(ctx.db) ?? 0) < EXPIRE_EVERY_MS) return;
  lastExpiry.set(ctx.db, now);
  await expireOldDownloads(ctx.db, now);
}

/** The member's choice, checked: a level that exists; the format as stored (upper case). */
export async function listingChoice(ctx: AppContext, query: ListingQuery): Promise<ListingChoice> {
  const sort = query.sort ?? 'newest';
  if (sort === 'popular') await expireWhenDue(ctx);
  let entitlements: Entitlement[] | undefined;
  if (query.level !== undefined) {
    const level = await findLevel(ctx.db, query.level);
    if (!level) throw badRequest('会员等级不存在');
    entitlements = ENTITLEMENTS.filter((e) => levelHas(level, e));
  }
  const format = query.format?.trim().toUpperCase();
  return {
    sort,
    ...(format ? { format } : {}),
    ...(entitlements ? { entitlements } : {}),
    ...(query.free ? { free: true } : {}),
  };
}

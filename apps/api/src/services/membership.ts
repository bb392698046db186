import type { Kysely } from 'kysely';
import type { AppContext } from '../context.js';
import type { Database, Entitlement, Level, User } from '../db/schema.js';
import { DAY } from '../lib/time.js';
import { findLevel, listOfferedLevels, lowestLevel } from '../repositories/users.js';
import { levelHas } from './level-mappers.js';

// Membership terms: a level bought for termDays runs until users.level_expire_time; after that
// the member has the free (lowest) level's rights until they renew. Null times are permanent.

type Db = Kysely<Database>;

/** Whether the member's bought level has run out at `now`. */
export function isLapsed(user: Pick<User, 'level_expire_time'>, now: number): boolean {
  return user.level_expire_time !== null && user.level_expire_time <= now;
}

/** The member's level and, when its term ran out, the lapsed level (rights fall to the free one). */
export async function membershipOf(
  db: Db,
  user: User,
  now: number,
): Promise<{ level: Level; lapsed: Level | null }> {
  const bought = await findLevel(db, user.level_id);
  if (!bought) throw new Error(`level ${user.level_id} of user ${user.id} is missing`);
  if (!isLapsed(user, now)) return { level: bought, lapsed: null };
  const free = await lowestLevel(db);
  return free.id === bought.id ? { level: bought, lapsed: null } : { level: free, lapsed: bought };
}

/** The level whose rights the member has at `now` (the server checks every right with it). */
export async function effectiveLevel(db: Db, user: User, now: number): Promise<Level> {
  return (await membershipOf(db, user, now)).level;
}

/**
 * When a purchase of `level` ends: permanent levels never; a renewal of the same level adds a
 * term to what is left, a new level's term starts now.
 */
export function termEnd(level: Level, user: User, now: number): number | null {
  if (level.term_days === null) return null;
  const renewing = user.level_id === level.id && user.level_expire_time !== null;
  const from = renewing ? Math.max(now, user.level_expire_time ?? now) : now;
  return from + level.term_days * DAY;
}

export type ReminderStage = 7 | 1 | 0;

/**
 * The reminder due for the member's term at `now`: 7 days before the end, 1 day before, and for
 * 7 days after it lapsed; null when none is due (permanent, far off, or long past).
 */
export function reminderStage(expireTime: number | null, now: number): ReminderStage | null {
  if (expireTime === null) return null;
  const left = expireTime - now;
  if (left <= 0) return left > -7 * DAY ? 0 : null;
  if (left <= DAY) return 1;
  if (left <= 7 * DAY) return 7;
  return null;
}

/** The levels on sale that include `entitlement` (lowest first); null when it is free for all. */
export async function requiredLevels(ctx: AppContext, entitlement: Entitlement | null) {
  if (entitlement === null) return null;
  return (await listOfferedLevels(ctx.db))
    .filter((level) => levelHas(level, entitlement))
    .map((level) => ({ id: level.id, name: level.name }));
}

import type { UsersLevelInfo } from '@dongman/api-client';

const DAY = 86_400_000;

/** The member's bought level and its term, as the user info record tells them. */
export interface HeldLevel {
  /** The level whose rights apply now (the free one once a term lapsed). */
  levelId: number | null;
  /** The bought level whose term ran out, if any. */
  lapsedLevel: { id: number; name: string } | null;
  levelExpireTime: string | null;
}

/** The level the member paid for: the lapsed one, else the current one. */
export function boughtLevelId(held: HeldLevel): number | null {
  return held.lapsedLevel?.id ?? held.levelId;
}

/** Whether buying `level` again is a renewal (续费): the member's own level, sold for a term. */
export function isRenewal(level: Pick<UsersLevelInfo, 'id' | 'termDays'>, held: HeldLevel) {
  return level.termDays != null && level.id === boughtLevelId(held);
}

/** When the term would end after buying `level` now (null: permanent), as the server counts it. */
export function termEndAfter(
  level: Pick<UsersLevelInfo, 'id' | 'termDays'>,
  held: HeldLevel,
  now = Date.now(),
): Date | null {
  if (level.termDays == null) return null;
  const left = held.levelExpireTime ? Date.parse(held.levelExpireTime) : Number.NaN;
  const from = isRenewal(level, held) && left > now ? left : now;
  return new Date(from + level.termDays * DAY);
}

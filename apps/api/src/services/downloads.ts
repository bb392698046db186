import type { AppContext } from '../context.js';
import type { Entitlement, Level, User } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import { findCommonDocument, findPublishedDocument } from '../repositories/catalog.js';
import { countMaterialsOnDay, downloadedOnDay } from '../repositories/downloads.js';
import { listOfferedLevels } from '../repositories/users.js';
import { createDownloadToken, DOWNLOAD_LINK_TTL_MS } from './download-tokens.js';
import { ENTITLEMENT_NAMES } from './level-mappers.js';
import { levelHas } from './level-mappers.js';

// downloadKey: "d<id>" for a material document, "c<id>" for a downloadable fixed page.
export function documentKey(id: number): string {
  return `d${id}`;
}
export function commonDocumentKey(id: number): string {
  return `c${id}`;
}

export interface Downloadable {
  key: string;
  documentId: number;
  title: string;
  entitlement: Entitlement | null;
}

export async function findDownloadable(ctx: AppContext, key: string): Promise<Downloadable> {
  const match = /^([dc])([1-9][0-9]{0,9})$/.exec(key);
  if (match?.[1] === 'd') {
    const doc = await findPublishedDocument(ctx.db, Number(match[2]));
    if (doc) return { key, documentId: doc.id, title: doc.title, entitlement: doc.entitlement };
  } else if (match?.[1] === 'c') {
    const page = await findCommonDocument(ctx.db, Number(match[2]));
    if (page?.downloadable)
      return { key, documentId: page.id, title: page.title, entitlement: page.entitlement };
  }
  throw notFound('下载资源不存在或已下架');
}

/** A short-lived link that only the member it was made for can use (see routes/files.ts). */
export function signedDownloadUrl(ctx: AppContext, key: string, userId: number): string {
  const token = createDownloadToken(ctx.secret, {
    key,
    userId,
    expiresAt: ctx.config.now() + DOWNLOAD_LINK_TTL_MS,
  });
  return `/api/download/${token}`;
}

/** Whether the level covers the item (null entitlement: free for every member). */
export function covers(level: Level, item: Downloadable): boolean {
  return item.entitlement === null || levelHas(level, item.entitlement);
}

/** China calendar day (YYYY-MM-DD) of `ms`: quotas reset at midnight Beijing time. */
export function chinaDay(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}

export interface Quota {
  /** Different materials per day the level allows. */
  limit: number;
  used: number;
  remaining: number;
}

export async function quotaOf(ctx: AppContext, user: User, level: Level): Promise<Quota> {
  const used = await countMaterialsOnDay(ctx.db, user.id, chinaDay(ctx.config.now()));
  const limit = level.daily_downloads;
  return { limit, used, remaining: Math.max(0, limit - used) };
}

/**
 * May the member take this material now? A material already downloaded today does not count
 * again; a new one needs a download left in the level's daily quota.
 */
export async function quotaAllows(ctx: AppContext, user: User, level: Level, key: string) {
  const day = chinaDay(ctx.config.now());
  if (await downloadedOnDay(ctx.db, user.id, day, key)) return true;
  return (await countMaterialsOnDay(ctx.db, user.id, day)) < level.daily_downloads;
}

async function quotaRefusal(ctx: AppContext, level: Level): Promise<string> {
  const bigger = (await listOfferedLevels(ctx.db)).find(
    (l) => l.sort > level.sort && l.daily_downloads > level.daily_downloads,
  );
  const base = `今日下载次数已用完（${level.name}每日 ${level.daily_downloads} 个素材，北京时间 0 点恢复）`;
  return bigger ? `${base}，升级到${bigger.name}每日可下载 ${bigger.daily_downloads} 个` : base;
}

/**
 * Allowed, or refused with a reason that names the level to upgrade to (entitlement) or when the
 * quota comes back. Also tells what is left today, for the document page.
 */
export async function checkDownload(ctx: AppContext, user: User, level: Level, key: string) {
  const item = await findDownloadable(ctx, key);
  const quota = await quotaOf(ctx, user, level);
  const base = {
    title: item.title,
    documentId: item.documentId,
    requiredEntitlement: item.entitlement,
    quota,
  };
  if (covers(level, item)) {
    if (!(await quotaAllows(ctx, user, level, key))) {
      return {
        ...base,
        allowed: false,
        downloadUrl: null,
        reason: await quotaRefusal(ctx, level),
        unlockLevel: null,
      };
    }
    return {
      ...base,
      allowed: true,
      downloadUrl: signedDownloadUrl(ctx, key, user.id),
      reason: null,
      unlockLevel: null,
    };
  }
  const needed = item.entitlement ? ENTITLEMENT_NAMES[item.entitlement] : '';
  const upgrade = (await listOfferedLevels(ctx.db)).find(
    (l) => item.entitlement && levelHas(l, item.entitlement),
  );
  const reason = upgrade
    ? `您的会员等级（${level.name}）不包含「${needed}」权益，升级到${upgrade.name}即可下载`
    : `您的会员等级（${level.name}）不包含「${needed}」权益`;
  return {
    ...base,
    allowed: false,
    downloadUrl: null,
    reason,
    unlockLevel: upgrade?.name ?? null,
  };
}

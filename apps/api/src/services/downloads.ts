import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context.js';
import type { Entitlement, Level, User } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import { findCommonDocument, findDocument } from '../repositories/catalog.js';
import { listLevels } from '../repositories/users.js';
import { ENTITLEMENT_NAMES, levelHas } from './mappers.js';

const LINK_TTL_MS = 10 * 60_000;

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
    const doc = await findDocument(ctx.db, Number(match[2]));
    if (doc) return { key, documentId: doc.id, title: doc.title, entitlement: doc.entitlement };
  } else if (match?.[1] === 'c') {
    const page = await findCommonDocument(ctx.db, Number(match[2]));
    if (page?.downloadable)
      return { key, documentId: page.id, title: page.title, entitlement: page.entitlement };
  }
  throw notFound('下载资源不存在或已下架');
}

function sign(ctx: AppContext, payload: string): string {
  return createHmac('sha256', ctx.secret).update(`download:${payload}`).digest('base64url');
}

/** A short-lived link bound to the member; the file route checks signature and expiry. */
export function signedDownloadUrl(ctx: AppContext, key: string, userId: number): string {
  const payload = Buffer.from(`${key}.${userId}.${ctx.config.now() + LINK_TTL_MS}`).toString(
    'base64url',
  );
  return `/api/download/${payload}.${sign(ctx, payload)}`;
}

export function readDownloadToken(
  ctx: AppContext,
  token: string,
): { key: string; userId: number } | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(ctx, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [key, userId, expires] = Buffer.from(payload, 'base64url').toString().split('.');
  if (!key || Number(expires) <= ctx.config.now()) return null;
  return { key, userId: Number(userId) };
}

/** Allowed, or refused with a reason that names the level to upgrade to. */
export async function checkDownload(ctx: AppContext, user: User, level: Level, key: string) {
  const item = await findDownloadable(ctx, key);
  const base = {
    title: item.title,
    documentId: item.documentId,
    requiredEntitlement: item.entitlement,
  };
  if (item.entitlement === null || levelHas(level, item.entitlement)) {
    return {
      ...base,
      allowed: true,
      downloadUrl: signedDownloadUrl(ctx, key, user.id),
      reason: null,
    };
  }
  const needed = ENTITLEMENT_NAMES[item.entitlement];
  const upgrade = (await listLevels(ctx.db)).find(
    (l) => item.entitlement && levelHas(l, item.entitlement),
  );
  const reason = upgrade
    ? `您的会员等级（${level.name}）不包含「${needed}」权益，升级到${upgrade.name}即可下载`
    : `您的会员等级（${level.name}）不包含「${needed}」权益`;
  return { ...base, allowed: false, downloadUrl: null, reason };
}

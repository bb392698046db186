import { randomInt } from 'node:crypto';
import { csvLine, formatDateTime } from '@dongman/format';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context.js';
import type { CardBatchType, Database, Level, User } from '../db/schema.js';
import { readAppSecret, rotateAppSecret } from '../db/secret.js';
import { writeTransaction } from '../db/transaction.js';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors.js';
import { seal, sealedKeyId, secretKeyId, unseal } from '../lib/sealed.js';
import { DAY } from '../lib/time.js';
import * as batches from '../repositories/card-batches.js';
import * as dubbing from '../repositories/dubbing.js';
import * as users from '../repositories/users.js';
import { hashCardCode, normaliseCardCode } from './dubbing.js';
import { membershipOf } from './membership.js';

// Card codes (卡密): batches of dubbing days or of a level's term. Redemption looks a code up by
// its SHA-256; the code itself is kept sealed with the app secret so an owner can export a batch
// again (ADR 0038). Rotating the secret seals every kept code again in the same transaction.

type Db = Kysely<Database>;
const PURPOSE = 'card-code';
// No look-alikes (0/O, 1/I/L), like the captcha.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function randomGroup(length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return text;
}

export interface BatchInput {
  type: CardBatchType;
  days?: number;
  levelId?: number;
  count: number;
  expireTime: number | null;
  note: string;
  staffId: number;
}

/** What a batch sells: dubbing days, or one term of a level that is sold for a term. */
async function termOf(trx: Db, input: BatchInput): Promise<{ days: number; level: Level | null }> {
  if (input.type === 'dubbing') {
    if (input.days === undefined) throw badRequest('配音卡密请填写天数（days）');
    return { days: input.days, level: null };
  }
  if (input.levelId === undefined) throw badRequest('会员卡密请选择会员等级（levelId）');
  const level = await users.findLevel(trx, input.levelId);
  if (!level) throw badRequest('会员等级不存在');
  if (level.disabled) throw badRequest(`${level.name}已停用，不能生成卡密`);
  if (level.id === (await users.lowestLevel(trx)).id)
    throw badRequest(`${level.name}是免费等级，无需卡密`);
  if (level.term_days === null)
    throw badRequest(`${level.name}为永久等级，没有期限，不能生成按期限兑换的卡密`);
  return { days: level.term_days, level };
}

/** Makes a batch and its codes inside the caller's write transaction; answers the plain codes. */
export async function createBatch(trx: Db, input: BatchInput, now: number) {
  const { days, level } = await termOf(trx, input);
  const prefix = level ? `LV${level.id}-${days}D` : `DUB-${days}D`;
  const codes = Array.from(
    { length: input.count },
    () => `${prefix}-${randomGroup(4)}-${randomGroup(4)}`,
  );
  // Read in this transaction: a rotation running at the same time either comes first (we seal
  // with the new secret) or after (it seals these rows again) — writes are serialised.
  const secret = await readAppSecret(trx);
  const { id } = await batches.insertBatch(trx, {
    type: input.type,
    levelId: level?.id ?? null,
    days,
    count: input.count,
    expireTime: input.expireTime,
    note: input.note,
    staffId: input.staffId,
    at: now,
  });
  await batches.insertCodes(
    trx,
    { id, days, expireTime: input.expireTime },
    codes.map((code) => ({ hash: hashCardCode(code), sealed: seal(secret, PURPOSE, code) })),
  );
  return { id, days, level, codes };
}

export const CARD_CSV_HEADER = [
  '卡密',
  '批次',
  '类型',
  '天数',
  '过期时间（北京时间）',
  '状态',
  '使用会员',
  '使用时间（北京时间）',
  '备注',
  '生成时间（北京时间）',
];

/** The batch's codes as CSV lines (after the header); 409 for a batch made before codes were kept. */
export async function exportBatch(ctx: AppContext, batchId: number) {
  const batch = await batches.findBatch(ctx.db, batchId);
  if (!batch) throw notFound('卡密批次不存在');
  if (!batch.kept)
    throw conflict('该批次生成于卡密加密保存之前，服务器只保存了卡密的摘要，无法再次导出');
  const secret = await readAppSecret(ctx.db);
  const rows = await batches.sealedCodesOf(ctx.db, batchId);
  const kind = batch.level_name ? `会员等级：${batch.level_name}` : '配音服务';
  const lines = rows.map((row) => {
    if (sealedKeyId(row.sealed_code ?? '') !== secretKeyId(secret))
      throw conflict('卡密由已更换的应用密钥加密，无法解密；请联系技术人员');
    return csvLine([
      unseal(secret, PURPOSE, row.sealed_code ?? ''),
      batch.id,
      kind,
      batch.days,
      batch.expire_time === null ? '不过期' : formatDateTime(batch.expire_time, true),
      row.used_time === null ? '未使用' : '已使用',
      row.used_by_name ?? '',
      row.used_time === null ? '' : formatDateTime(row.used_time, true),
      batch.note,
      formatDateTime(batch.create_time, true),
    ]);
  });
  return { batch, lines };
}

/**
 * Replaces the app secret and seals every kept card code under the new one, in one write
 * transaction (a code that cannot be opened with the old secret is left as it is, and counted).
 */
export async function rotateSecretKeepingCodes(db: Db) {
  return writeTransaction(db, async (trx) => {
    const before = await readAppSecret(trx);
    const after = await rotateAppSecret(trx);
    let resealed = 0;
    let unreadable = 0;
    for (const row of await batches.allSealedCodes(trx)) {
      if (sealedKeyId(row.sealed_code ?? '') !== secretKeyId(before)) {
        unreadable += 1;
        continue;
      }
      const code = unseal(before, PURPOSE, row.sealed_code ?? '');
      await batches.setSealedCode(trx, row.code, seal(after, PURPOSE, code));
      resealed += 1;
    }
    return { resealed, unreadable };
  });
}

/**
 * A level code's term, like a paid upgrade or renewal (services/level-upgrade.ts) without the
 * payment: the member's own level renews from its end, a higher level starts a term now, a lower
 * or equal one is refused (the transaction rolls back, so the code stays unused).
 */
async function grantLevelTerm(trx: Db, user: User, target: Level, days: number, now: number) {
  const { level: current } = await membershipOf(trx, user, now);
  if (user.level_id === target.id && user.level_expire_time === null)
    throw badRequest(`您的${target.name}永久有效，无需兑换此卡密（卡密未使用）`);
  const renewing = user.level_id === target.id;
  if (!renewing && target.sort <= current.sort)
    throw badRequest(
      `此卡密兑换${target.name}，不高于您当前的等级（${current.name}），无法兑换（卡密未使用）`,
    );
  const from = renewing ? Math.max(now, user.level_expire_time ?? now) : now;
  const expireTime = from + days * DAY;
  await users.setLevel(trx, user.id, target.id, expireTime);
  return expireTime;
}

/** Redeems a code: dubbing days, or a level's term. A code works once. */
export async function redeemCard(ctx: AppContext, user: User, cardCode: string) {
  const code = normaliseCardCode(cardCode);
  return writeTransaction(ctx.db, async (trx) => {
    // Console batches keep only the code's hash for look-up; the seeded demo codes are plain.
    const card =
      (await dubbing.findCard(trx, hashCardCode(code))) ?? (await dubbing.findCard(trx, code));
    if (!card) throw notFound('卡密不存在，请检查后重新输入');
    const now = ctx.config.now();
    if (card.used_by === null && card.expire_time != null && card.expire_time <= now)
      throw forbidden('该卡密已过期');
    if (card.used_by !== null || !(await dubbing.useCard(trx, card.code, user.id, now)))
      throw conflict('该卡密已被使用');
    const fresh = await users.findUserById(trx, user.id);
    if (!fresh) throw notFound('会员不存在');
    const batch = card.batch_id == null ? undefined : await batches.batchOfCard(trx, card.batch_id);
    if (batch?.type === 'level' && batch.level_id != null) {
      const level = await users.findLevel(trx, batch.level_id);
      if (!level) throw notFound('卡密对应的会员等级不存在');
      const levelExpireTime = await grantLevelTerm(trx, fresh, level, card.days, now);
      return {
        type: 'level' as const,
        addedDays: card.days,
        dubbingExpireTime: fresh.dubbing_expire_time,
        level,
        levelExpireTime,
      };
    }
    const from = Math.max(now, fresh.dubbing_expire_time ?? 0);
    const expireTime = from + card.days * DAY;
    await dubbing.setDubbingExpireTime(trx, user.id, expireTime);
    return {
      type: 'dubbing' as const,
      addedDays: card.days,
      dubbingExpireTime: expireTime,
      level: null,
      levelExpireTime: null,
    };
  });
}

import { createHash } from 'node:crypto';
import type { AppContext } from '../context.js';
import type { User } from '../db/schema.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { writeTransaction } from '../db/transaction.js';
import { badRequest, forbidden, found, notFound, tooMany } from '../lib/errors.js';
import { startOfChinaDay } from '../lib/time.js';
import * as dubbing from '../repositories/dubbing.js';
import { findUserById } from '../repositories/users.js';
import { speechVoiceOf } from './dubbing-audio.js';
import { splitSentences } from './dubbing-jobs.js';
import { effectiveLevel } from './membership.js';
import { levelHas } from './level-mappers.js';

export function audioUrl(jobId: number): string {
  return `/api/user/dubbing/audio/${jobId}`;
}

export async function remainingToday(
  ctx: AppContext,
  userId: number,
  db = ctx.db,
): Promise<number> {
  const used = await dubbing.countJobsSince(db, userId, startOfChinaDay(ctx.config.now()));
  return Math.max(0, ctx.config.dubbingDailyLimit - used);
}

/** Card codes are matched without regard to case or surrounding spaces. */
export function normaliseCardCode(code: string): string {
  return code.trim().toUpperCase();
}

/** What the database keeps of a console-generated card code. */
export function hashCardCode(code: string): string {
  return createHash('sha256').update(normaliseCardCode(code)).digest('hex');
}

export interface StartInput {
  voiceId: number;
  text: string;
  speed?: number;
  pitch?: number;
}

/** The member as of now, if their level includes dubbing and their service has not run out. */
export async function dubbingMember(ctx: AppContext, trx: Kysely<Database>, userId: number) {
  const fresh = await findUserById(trx, userId);
  const level = fresh ? await effectiveLevel(trx, fresh, ctx.config.now()) : undefined;
  if (!fresh || !level) throw notFound('会员不存在');
  if (!levelHas(level, 'dubbing')) {
    throw forbidden(`您的会员等级（${level.name}）不包含配音服务，请先升级会员等级`);
  }
  if (fresh.dubbing_expire_time === null || fresh.dubbing_expire_time <= ctx.config.now()) {
    throw forbidden(
      fresh.dubbing_expire_time === null
        ? '配音服务尚未开通，请先使用卡密兑换'
        : '配音服务已到期，请使用卡密续期',
    );
  }
  return fresh;
}

/**
 * Records a dubbing job: needs the dubbing entitlement, an unexpired service and a job left
 * today. The count and the insert share one write transaction, so parallel requests cannot
 * exceed the daily limit.
 */
export async function startJob(ctx: AppContext, user: User, input: StartInput) {
  const voice = found(await dubbing.findVoice(ctx.db, input.voiceId), '音色不存在');
  const text = input.text.trim();
  if (!text) throw badRequest('配音文本（text）不能为空');
  const speed = input.speed ?? 1;
  const pitch = input.pitch ?? 0;
  const sentences = splitSentences(text);
  const durationMs = ctx.speech.durationMs({ text, voice: speechVoiceOf(voice), speed, pitch });
  const result = await writeTransaction(ctx.db, async (trx) => {
    const fresh = await dubbingMember(ctx, trx, user.id);
    const now = ctx.config.now();
    const remaining = await remainingToday(ctx, fresh.id, trx);
    if (remaining <= 0) {
      throw tooMany(`今日配音次数已用完（每日${ctx.config.dubbingDailyLimit}次），请明天再来`);
    }
    const job = await dubbing.insertJob(trx, {
      userId: fresh.id,
      voiceId: voice.id,
      text,
      speed,
      pitch,
      durationMs,
      sentences: sentences.length,
      at: now,
    });
    await dubbing.insertSentences(trx, job.id, sentences, now);
    return { job, remaining: remaining - 1 };
  });
  // Queued after the commit: a worker (this process or, with Redis, any replica) makes it.
  await ctx.dubbingQueue.enqueue(result.job.id);
  return result;
}

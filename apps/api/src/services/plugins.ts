import { formatDate } from '@dongman/format';
import { createHmac } from 'node:crypto';
import type { AppContext } from '../context.js';
import type { User } from '../db/schema.js';
import { writeTransaction } from '../db/transaction.js';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors.js';
import { canonicalMachineCode } from '../lib/machine-code.js';
import { DAY } from '../lib/time.js';
import * as plugins from '../repositories/plugins.js';
import { effectiveLevel } from './membership.js';
import { findUserById } from '../repositories/users.js';
import { levelHas } from './level-mappers.js';

/**
 * XXXX-XXXX-XXXX-XXXX from an HMAC (app secret) of member and machine: the same machine gets a
 * different code for every member, and nobody can compute one without the server.
 */
export function activationCode(secret: string, userId: number, machineCode: string): string {
  const digest = createHmac('sha256', secret)
    .update(`plugin:v2:${userId}:${machineCode.toUpperCase()}`)
    .digest('hex');
  return (digest.slice(0, 16).toUpperCase().match(/.{4}/g) ?? []).join('-');
}

/**
 * Activates the plugin on a machine. A machine already activated answers its activation again.
 * A member may hold as many machines as the level says (`levels.plugin_machines`); at the limit,
 * a new machine replaces the oldest one, at most once per cooldown. One write transaction, so
 * parallel requests cannot exceed the limit.
 */
export async function activate(ctx: AppContext, user: User, typed: string) {
  const machineCode = machineCodeOf(typed);
  const cooldownMs = ctx.config.pluginRebindCooldownDays * DAY;
  return writeTransaction(ctx.db, async (trx) => {
    const fresh = await findUserById(trx, user.id);
    const level = fresh ? await effectiveLevel(trx, fresh, ctx.config.now()) : undefined;
    if (!fresh || !level) throw notFound('会员不存在');
    if (!levelHas(level, 'plugin')) {
      throw forbidden(`您的会员等级（${level.name}）不包含插件权益，请升级会员等级后再激活`);
    }
    const existing = await plugins.findActivation(trx, user.id, machineCode);
    if (existing) return existing;

    const now = ctx.config.now();
    const held = await plugins.listActivations(trx, user.id);
    if (held.length >= level.plugin_machines) {
      const newest = Math.max(0, ...held.map((a) => a.create_time));
      const wait = newest + cooldownMs - now;
      if (held.length === 0 || wait > 0) {
        throw conflict(
          held.length === 0
            ? `您的会员等级（${level.name}）不能激活插件`
            : `已达到${level.name}可激活的机器上限（${level.plugin_machines}台），` +
                `${Math.ceil(wait / DAY)}天后可更换一台机器`,
        );
      }
      // Rebind: the oldest machine makes room for the new one.
      await plugins.deleteActivation(trx, (held[0] as { id: number }).id);
    }
    return plugins.insertActivation(trx, {
      userId: user.id,
      machineCode,
      activationCode: activationCode(ctx.secret, user.id, machineCode),
      at: now,
    });
  });
}

export const MACHINE_CODE_MESSAGE = '机器码应为 12–64 位字母或数字（可含空格和短横线）';

/** The canonical machine code, or 400 when the typed one cannot be one. */
export function machineCodeOf(typed: string): string {
  const code = canonicalMachineCode(typed);
  if (!code) throw badRequest(MACHINE_CODE_MESSAGE);
  return code;
}

const UNBIND_WINDOW = 30 * DAY;

/** How many machines the member may still unbind in the 30 days up to now, and when one more. */
export async function unbindAllowance(ctx: AppContext, userId: number, db = ctx.db) {
  const now = ctx.config.now();
  const limit = ctx.config.pluginUnbindsPer30Days;
  const recent = await plugins.listUnbindsSince(db, userId, now - UNBIND_WINDOW);
  const left = Math.max(0, limit - recent.length);
  // Full: the oldest unbinding in the window leaves it first.
  const oldest = recent[recent.length - limit];
  const nextTime = left === 0 && oldest ? oldest.create_time + UNBIND_WINDOW : null;
  return { limit, left, nextTime };
}

/** The member frees one of their machines; counted against the 30-day allowance (409 when spent). */
export async function unbind(ctx: AppContext, user: User, activationId: number) {
  return writeTransaction(ctx.db, async (trx) => {
    const row = await plugins.findOwnActivation(trx, user.id, activationId);
    if (!row) throw notFound('该机器不存在或已解绑');
    const allowance = await unbindAllowance(ctx, user.id, trx);
    if (allowance.left === 0) {
      const when = allowance.nextTime ? formatDate(allowance.nextTime) : '';
      throw conflict(
        allowance.limit === 0
          ? '机器解绑请联系客服'
          : `30 天内最多自助解绑 ${allowance.limit} 台机器${when ? `，${when} 后可再解绑` : ''}`,
      );
    }
    await plugins.deleteActivation(trx, row.id);
    await plugins.insertUnbind(trx, {
      userId: user.id,
      machineCode: row.machine_code,
      at: ctx.config.now(),
    });
    return unbindAllowance(ctx, user.id, trx);
  });
}

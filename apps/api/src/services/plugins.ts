import { createHmac } from 'node:crypto';
import type { AppContext } from '../context.js';
import type { User } from '../db/schema.js';
import { writeTransaction } from '../db/transaction.js';
import { conflict, forbidden, notFound } from '../lib/errors.js';
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
export async function activate(ctx: AppContext, user: User, machineCode: string) {
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

import { createHmac } from 'node:crypto';
import type { AppContext } from '../context.js';
import type { Level, User } from '../db/schema.js';
import { forbidden } from '../lib/errors.js';
import { upsertActivation } from '../repositories/plugins.js';
import { levelHas } from './mappers.js';

/** Deterministic per machine: XXXX-XXXX-XXXX-XXXX from an HMAC of the machine code. */
export function activationCode(secret: string, machineCode: string): string {
  const digest = createHmac('sha256', secret)
    .update(`plugin:${machineCode.toUpperCase()}`)
    .digest('hex');
  return (digest.slice(0, 16).toUpperCase().match(/.{4}/g) ?? []).join('-');
}

export async function activate(ctx: AppContext, user: User, level: Level, machineCode: string) {
  if (!levelHas(level, 'plugin')) {
    throw forbidden(`您的会员等级（${level.name}）不包含插件权益，请升级会员等级后再激活`);
  }
  return upsertActivation(ctx.db, {
    userId: user.id,
    machineCode,
    activationCode: activationCode(ctx.secret, machineCode),
    at: ctx.config.now(),
  });
}

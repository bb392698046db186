import type { AttemptedAuditAction } from '@dongman/format';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { writeTransaction } from '../db/transaction.js';
import { ApiError } from '../lib/errors.js';
import { insertAudit } from '../repositories/audit.js';
import { audited, staffOf, type AuditRecord } from './audit.js';
import type { Actor } from './caller.js';

// Money actions of the console (refund, balance adjustment, level grant, card batch) leave an
// audit row even when they are refused or repeated. The refusal rolls the action's transaction
// back, audit row included, so the attempt is recorded in a write of its own afterwards.

export interface MoneyAttempt {
  /** The action's audit name, e.g. `member.balance`; the row is `<action>.refused|.repeated`. */
  action: AttemptedAuditAction;
  objectId: string | number;
  /** What was asked (request id, amount, reason …). */
  request: unknown;
}

/** Records a refused or repeated money action in its own transaction. */
export async function auditAttempt(
  ctx: AppContext,
  actor: Actor,
  attempt: MoneyAttempt,
  outcome: 'refused' | 'repeated',
  detail: { code?: number; message: string },
): Promise<void> {
  const staff = staffOf(actor);
  await writeTransaction(ctx.db, (trx) =>
    insertAudit(trx, {
      staffId: staff.id,
      staffName: staff.name,
      action: `${attempt.action}.${outcome}`,
      objectType: attempt.action.slice(0, attempt.action.indexOf('.')),
      objectId: String(attempt.objectId),
      before: attempt.request,
      after: detail,
      ip: actor.ip,
      at: ctx.config.now(),
    }),
  );
}

/** Runs `work` audited; a refusal (an ApiError) is audited in its own write, then rethrown. */
export async function auditedMoney<T>(
  ctx: AppContext,
  actor: Actor,
  attempt: MoneyAttempt,
  work: (trx: Kysely<Database>) => Promise<{ result: T; audit: AuditRecord }>,
): Promise<T> {
  try {
    return await audited(ctx, actor, work);
  } catch (error) {
    await auditRefusal(ctx, actor, attempt, error);
    throw error;
  }
}

/** Audits `error` as a refusal when it is one the member or operator sees (an ApiError). */
export async function auditRefusal(
  ctx: AppContext,
  actor: Actor,
  attempt: MoneyAttempt,
  error: unknown,
): Promise<void> {
  if (error instanceof ApiError)
    await auditAttempt(ctx, actor, attempt, 'refused', {
      code: error.statusCode,
      message: error.message,
    });
}

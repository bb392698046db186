import type { AuditAction } from '@dongman/format';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context.js';
import type { Database, Staff } from '../db/schema.js';
import { writeTransaction } from '../db/transaction.js';
import { unauthorized } from '../lib/errors.js';
import { insertAudit } from '../repositories/audit.js';
import type { Actor } from './caller.js';

export interface AuditRecord {
  /** A key of the one catalogue (@dongman/format AUDIT_ACTIONS): every action has a Chinese name. */
  action: AuditAction;
  objectType: string;
  objectId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * A console write's answer and its audit record: what was done (`action`, whose first word is the
 * object's type unless `objectType` says otherwise), to which object, and its values before and
 * after.
 */
export function withAudit<T>(
  result: T,
  action: AuditAction,
  objectId: string | number,
  before?: unknown,
  after?: unknown,
  objectType = action.slice(0, action.indexOf('.')),
): { result: T; audit: AuditRecord } {
  return { result, audit: { action, objectType, objectId, before, after } };
}

/** The operator set by the staff guard (console operations); a Fastify request is an Actor. */
export function staffOf(actor: Actor): Staff {
  if (!actor.staff) throw unauthorized();
  return actor.staff;
}

/**
 * Runs a console write and its audit row in one transaction: the change and the record of who
 * made it, when, and the values before and after are committed together or not at all.
 */
export async function audited<T>(
  ctx: AppContext,
  actor: Actor,
  work: (trx: Kysely<Database>) => Promise<{ result: T; audit: AuditRecord }>,
): Promise<T> {
  const staff = staffOf(actor);
  return writeTransaction(ctx.db, async (trx) => {
    const { result, audit } = await work(trx);
    await insertAudit(trx, {
      staffId: staff.id,
      staffName: staff.name,
      action: audit.action,
      objectType: audit.objectType,
      objectId: String(audit.objectId),
      before: audit.before,
      after: audit.after,
      ip: actor.ip,
      at: ctx.config.now(),
    });
    return result;
  });
}

import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context.js';
import type { Database, Staff } from '../db/schema.js';
import { writeTransaction } from '../db/transaction.js';
import { unauthorized } from '../lib/errors.js';
import { insertAudit } from '../repositories/audit.js';

export interface AuditRecord {
  action: string;
  objectType: string;
  objectId: string | number;
  before?: unknown;
  after?: unknown;
}

/** The operator set by the staff guard (console operations). */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw unauthorized();
  return request.staff;
}

/**
 * Runs a console write and its audit row in one transaction: the change and the record of who
 * made it, when, and the values before and after are committed together or not at all.
 */
export async function audited<T>(
  ctx: AppContext,
  request: FastifyRequest,
  work: (trx: Kysely<Database>) => Promise<{ result: T; audit: AuditRecord }>,
): Promise<T> {
  const staff = staffOf(request);
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
      ip: request.ip,
      at: ctx.config.now(),
    });
    return result;
  });
}

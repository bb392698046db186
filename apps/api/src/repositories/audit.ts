import type { components } from '@dongman/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PageWindow } from '../lib/paging.js';
import { newestFirstPage } from './newest-first.js';

type Db = Kysely<Database>;

/** A row to record: the entry the console reads (AdminAuditEntry) less its id, with the time. */
export type AuditInput = Omit<components['schemas']['AdminAuditEntry'], 'id' | 'createTime'> & {
  at: number;
};

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export async function insertAudit(db: Db, entry: AuditInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: entry.staffId,
      staff_name: entry.staffName,
      action: entry.action,
      object_type: entry.objectType,
      object_id: entry.objectId,
      before_json: json(entry.before),
      after_json: json(entry.after),
      ip: entry.ip,
      create_time: entry.at,
    })
    .execute();
}

export interface AuditFilter {
  staffId?: number;
  objectType?: string;
  objectId?: string;
  action?: string;
}

export function pageAudit(db: Db, filter: AuditFilter, window: PageWindow) {
  let query = db.selectFrom('audit_log');
  if (filter.staffId !== undefined) query = query.where('staff_id', '=', filter.staffId);
  if (filter.objectType) query = query.where('object_type', '=', filter.objectType);
  if (filter.objectId) query = query.where('object_id', '=', filter.objectId);
  if (filter.action) query = query.where('action', '=', filter.action);
  return newestFirstPage(query, window);
}

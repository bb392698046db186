import type { components } from '@dongman/api-client';
import type { AuditAction } from '@dongman/format';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PageWindow } from '../lib/paging.js';
import { sql } from 'kysely';
import type { TimeRange } from '../lib/time.js';
import { escapeLike } from './catalog.js';
import { createdWithin, newestFirstOrder, newestFirstPage } from './newest-first.js';

type Db = Kysely<Database>;

/** A row to record: the entry the console reads (AdminAuditEntry) less its id, with the time. */
export type AuditInput = Omit<
  components['schemas']['AdminAuditEntry'],
  'id' | 'createTime' | 'action'
> & {
  /** Only actions the catalogue names can be written. */
  action: AuditAction;
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
  /** Part of the staff account's name. */
  staffName?: string;
  objectType?: string;
  objectId?: string;
  action?: string;
  range?: TimeRange;
}

function auditQuery(db: Db, filter: AuditFilter) {
  let query = createdWithin(db.selectFrom('audit_log'), filter.range ?? { from: null, to: null });
  if (filter.staffId !== undefined) query = query.where('staff_id', '=', filter.staffId);
  if (filter.staffName)
    query = query.where(
      sql<boolean>`staff_name LIKE ${`%${escapeLike(filter.staffName)}%`} ESCAPE '\\'`,
    );
  if (filter.objectType) query = query.where('object_type', '=', filter.objectType);
  if (filter.objectId) query = query.where('object_id', '=', filter.objectId);
  if (filter.action) query = query.where('action', '=', filter.action);
  return query;
}

export function pageAudit(db: Db, filter: AuditFilter, window: PageWindow) {
  return newestFirstPage(auditQuery(db, filter), window);
}

export function countAudit(db: Db, filter: AuditFilter): Promise<number> {
  return auditQuery(db, filter)
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.total));
}

/** Every matching row, newest first, a batch at a time (the CSV export streams them). */
export async function* auditBatches(db: Db, filter: AuditFilter, batchSize = 500) {
  let below: { time: number; id: number } | null = null;
  for (;;) {
    let query = auditQuery(db, filter);
    if (below !== null) {
      const { time, id } = below;
      query = query.where((eb) =>
        eb.or([
          eb('create_time', '<', time),
          eb.and([eb('create_time', '=', time), eb('id', '<', id)]),
        ]),
      );
    }
    const rows = await newestFirstOrder(query.selectAll()).limit(batchSize).execute();
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    below = { time: last.create_time, id: last.id };
  }
}

import type { Selectable } from 'kysely';
import type { AuditLogTable } from '../db/schema.js';
import { iso } from '../lib/time.js';

export function auditEntry(row: Selectable<AuditLogTable>) {
  return {
    id: row.id,
    staffId: row.staff_id,
    staffName: row.staff_name,
    action: row.action,
    objectType: row.object_type,
    objectId: row.object_id,
    before: row.before_json === null ? null : (JSON.parse(row.before_json) as unknown),
    after: row.after_json === null ? null : (JSON.parse(row.after_json) as unknown),
    ip: row.ip,
    createTime: iso(row.create_time),
  };
}

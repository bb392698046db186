import {
  auditActionName,
  auditFactsText,
  auditObjectTypeName,
  csvLine,
  formatDateTime,
} from '@dongman/format';
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

export const AUDIT_CSV_HEADER = [
  '时间',
  '操作人',
  '操作',
  '对象类型',
  '对象',
  '变更前',
  '变更后',
  'IP',
] as const;

/** One CSV line of an audit row: China time, the action and object type named, money as ¥. */
export function auditCsvLine(row: Selectable<AuditLogTable>): string {
  const entry = auditEntry(row);
  return csvLine([
    formatDateTime(row.create_time, true),
    entry.staffName,
    auditActionName(entry.action),
    auditObjectTypeName(entry.objectType),
    entry.objectId,
    auditFactsText(entry.before),
    auditFactsText(entry.after),
    entry.ip,
  ]);
}

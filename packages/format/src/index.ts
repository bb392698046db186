export { formatBytes } from './bytes';
export { CSV_BOM, csvCell, csvLine, csvText, type CsvMoney, type CsvValue } from './csv';
export { formatDate, formatDateTime } from './dates';
export { centsOfYuan, formatSignedYuan, formatYuan, yuanDecimal } from './money';
export {
  AUDIT_ACTIONS,
  AUDIT_OBJECT_TYPES,
  auditActionName,
  auditFacts,
  auditFactsText,
  auditObjectTypeName,
  type AttemptedAuditAction,
  type AuditAction,
  type AuditObjectType,
} from './audit';

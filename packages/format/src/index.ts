export { formatBytes } from './bytes';
export { CSV_BOM, csvCell, csvLine, csvText, type CsvMoney, type CsvValue } from './csv';
export { formatDate, formatDateTime } from './dates';
export { centsOfYuan, formatSignedYuan, formatYuan, yuanDecimal } from './money';
export {
  AUDIT_ACTIONS,
  AUDIT_ACTIONS_EN,
  AUDIT_OBJECT_TYPES,
  AUDIT_OBJECT_TYPES_EN,
  auditActionName,
  auditFacts,
  auditFactsText,
  auditObjectTypeName,
  type AttemptedAuditAction,
  type AuditAction,
  type AuditLocale,
  type AuditObjectType,
} from './audit';
export {
  MEMBER_LOG_ACTIONS,
  MEMBER_LOG_ACTIONS_EN,
  memberLogActionName,
  type MemberLogAction,
} from './memberLog';

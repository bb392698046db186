import type { zhCN } from './zh-CN';

export const en: { readonly [K in keyof typeof zhCN]: string } = {
  title: 'Audit log',
  table: 'Audit log',
  filters: 'Filter the audit log',
  staffName: 'Staff',
  staffNameHint: 'Account name, or part of it',
  objectType: 'Object type',
  objectId: 'Object id',
  from: 'From',
  to: 'To',
  exportCsv: 'Export CSV',
  time: 'Time',
  action: 'Action',
  object: 'Object',
  before: 'Before',
  after: 'After',
  ip: 'IP',
  open: 'Open {type} {id}',
};

// Copy of the audit log page, zh-CN first (the source); en.ts has exactly these keys.
// Action and object-type names come from the one catalogue (@dongman/format AUDIT_ACTIONS).
export const zhCN = {
  title: '操作日志',
  table: '操作日志',
  filters: '筛选操作日志',
  staffName: '操作人',
  staffNameHint: '账号名，可只填一部分',
  objectType: '对象类型',
  objectId: '对象编号',
  from: '开始日期',
  to: '结束日期',
  exportCsv: '导出 CSV',
  time: '时间',
  action: '操作',
  object: '对象',
  before: '变更前',
  after: '变更后',
  ip: 'IP',
  open: '查看{type} {id}',
};

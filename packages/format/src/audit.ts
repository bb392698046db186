// The audit log for people: every action key the server writes, named in Chinese (the one
// catalogue, with an English name beside each for the console in English: the console, the server's CSV export and the check that no written action goes
// unnamed all read it), the kinds of object, and the values before and after as labelled text with
// money as ¥.

import { formatYuan } from './money';

/** Money actions audited even when refused or repeated (`<action>.refused`, `.repeated`). */
const ATTEMPTED = {
  'cardBatch.create': '生成卡密',
  'member.balance': '调整余额',
  'member.level': '设置会员等级',
  'order.refund': '退款',
} as const;

type Attempted = keyof typeof ATTEMPTED;

const attempts = Object.fromEntries(
  Object.entries(ATTEMPTED).flatMap(([key, name]) => [
    [`${key}.refused`, `${name}（被拒绝）`],
    [`${key}.repeated`, `${name}（重复请求）`],
  ]),
) as Record<`${Attempted}.${'refused' | 'repeated'}`, string>;

/** Every audit action key → its Chinese name. */
export const AUDIT_ACTIONS = {
  ...ATTEMPTED,
  ...attempts,
  'audit.export': '导出操作日志',
  'cardBatch.export': '导出卡密批次',
  'childClass.create': '新建子栏目',
  'childClass.delete': '删除子栏目',
  'childClass.move': '移动子栏目',
  'childClass.reorder': '调整子栏目顺序',
  'childClass.update': '修改子栏目',
  'class.create': '新建栏目',
  'class.delete': '删除栏目',
  'class.reorder': '调整栏目顺序',
  'class.update': '修改栏目',
  'commonDocument.update': '修改固定页面',
  'document.cover': '上传文档封面',
  'document.create': '新建文档',
  'document.material': '上传素材文件',
  'document.previewRetry': '重新生成素材预览',
  'document.publish': '发布文档',
  'document.unpublish': '下架文档',
  'document.update': '修改文档',
  'homeImage.create': '新增首页轮播图',
  'homeImage.delete': '删除首页轮播图',
  'homeImage.update': '修改首页轮播图',
  'homeImage.upload': '上传轮播图片',
  'ledger.export': '导出资金流水',
  'level.create': '新增会员等级',
  'level.update': '修改会员等级',
  'member.passwordReset': '重置会员密码',
  'member.passwordResetSms': '发送会员重置密码短信',
  'member.sessionsEnd': '强制会员下线',
  'member.status': '更改会员状态',
  'navMenu.update': '修改导航菜单',
  'notice.create': '发布公告',
  'notice.delete': '删除公告',
  'notice.update': '修改公告',
  'order.lateResolve': '处理延迟到账',
  'order.query': '查询支付渠道',
  'order.refundCheck': '查询退款结果',
  'payOption.create': '新增充值选项',
  'payOption.update': '修改充值选项',
  'reconciliation.export': '导出对账结果',
  'reconciliation.run': '运行对账',
  'report.handle': '审核会员报告',
  'richTextImage.upload': '上传正文图片',
  'staff.create': '新建后台账号',
  'staff.login': '登录后台',
  'staff.login_failed': '后台登录失败',
  'staff.logout': '退出后台',
  'staff.passwordChange': '修改本人密码',
  'staff.passwordReset': '重置后台账号密码',
  'staff.sessionsEnd': '强制后台账号下线',
  'staff.totpReset': '重置两步验证',
  'staff.totp_disable': '关闭两步验证',
  'staff.totp_enable': '启用两步验证',
  'staff.totp_replace': '更换两步验证',
  'staff.update': '修改后台账号',
  'updateNotice.publish': '发布更新公告',
  'voice.create': '新增配音音色',
  'voice.delete': '删除配音音色',
  'voice.update': '修改配音音色',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export type AttemptedAuditAction = Attempted;

/** The same catalogue in English, for the console in English (the CSV and the API stay Chinese). */
const ATTEMPTED_EN: Record<Attempted, string> = {
  'cardBatch.create': 'Generate card codes',
  'member.balance': 'Adjust balance',
  'member.level': 'Set membership level',
  'order.refund': 'Refund',
};

export const AUDIT_ACTIONS_EN: Record<AuditAction, string> = {
  ...ATTEMPTED_EN,
  ...(Object.fromEntries(
    Object.entries(ATTEMPTED_EN).flatMap(([key, name]) => [
      [`${key}.refused`, `${name} (refused)`],
      [`${key}.repeated`, `${name} (repeated request)`],
    ]),
  ) as Record<`${Attempted}.${'refused' | 'repeated'}`, string>),
  'audit.export': 'Export audit log',
  'cardBatch.export': 'Export card-code batch',
  'childClass.create': 'Create subsection',
  'childClass.delete': 'Delete subsection',
  'childClass.move': 'Move subsection',
  'childClass.reorder': 'Reorder subsections',
  'childClass.update': 'Edit subsection',
  'class.create': 'Create section',
  'class.delete': 'Delete section',
  'class.reorder': 'Reorder sections',
  'class.update': 'Edit section',
  'commonDocument.update': 'Edit fixed page',
  'document.cover': 'Upload document cover',
  'document.create': 'Create document',
  'document.material': 'Upload material file',
  'document.previewRetry': 'Make material preview again',
  'document.publish': 'Publish document',
  'document.unpublish': 'Unpublish document',
  'document.update': 'Edit document',
  'homeImage.create': 'Add home banner',
  'homeImage.delete': 'Delete home banner',
  'homeImage.update': 'Edit home banner',
  'homeImage.upload': 'Upload banner image',
  'ledger.export': 'Export ledger',
  'level.create': 'Add membership level',
  'level.update': 'Edit membership level',
  'member.passwordReset': 'Reset member password',
  'member.passwordResetSms': 'Send member password-reset SMS',
  'member.sessionsEnd': 'Sign member out everywhere',
  'member.status': 'Change member status',
  'navMenu.update': 'Edit navigation menu',
  'notice.create': 'Post notice',
  'notice.delete': 'Delete notice',
  'notice.update': 'Edit notice',
  'order.lateResolve': 'Resolve late payment',
  'order.query': 'Query payment provider',
  'order.refundCheck': 'Check refund result',
  'payOption.create': 'Add recharge option',
  'payOption.update': 'Edit recharge option',
  'reconciliation.export': 'Export reconciliation',
  'reconciliation.run': 'Run reconciliation',
  'report.handle': 'Review member report',
  'richTextImage.upload': 'Upload content image',
  'staff.create': 'Create staff account',
  'staff.login': 'Staff sign-in',
  'staff.login_failed': 'Staff sign-in failed',
  'staff.logout': 'Staff sign-out',
  'staff.passwordChange': 'Change own password',
  'staff.passwordReset': 'Reset staff password',
  'staff.sessionsEnd': 'Sign staff out everywhere',
  'staff.totpReset': 'Reset two-step verification',
  'staff.totp_disable': 'Turn off two-step verification',
  'staff.totp_enable': 'Turn on two-step verification',
  'staff.totp_replace': 'Replace two-step verification',
  'staff.update': 'Edit staff account',
  'updateNotice.publish': 'Publish update notice',
  'voice.create': 'Add dubbing voice',
  'voice.delete': 'Delete dubbing voice',
  'voice.update': 'Edit dubbing voice',
};

/** The kinds of object an audit row is about (an action's first word, unless it says otherwise). */
export const AUDIT_OBJECT_TYPES = {
  member: '会员',
  document: '文档',
  order: '订单',
  report: '会员报告',
  staff: '后台账号',
  notice: '公告',
  updateNotice: '更新公告',
  class: '栏目',
  childClass: '子栏目',
  commonDocument: '固定页面',
  homeImage: '首页轮播图',
  navMenu: '导航菜单',
  level: '会员等级',
  payOption: '充值选项',
  voice: '配音音色',
  cardBatch: '卡密批次',
  ledger: '资金流水',
  reconciliation: '对账',
  audit: '操作日志',
} as const satisfies Record<string, string>;

export type AuditObjectType = keyof typeof AUDIT_OBJECT_TYPES;

/** The kinds of object in English, for the console in English. */
export const AUDIT_OBJECT_TYPES_EN: Record<AuditObjectType, string> = {
  member: 'Member',
  document: 'Document',
  order: 'Order',
  report: 'Member report',
  staff: 'Staff account',
  notice: 'Notice',
  updateNotice: 'Update notice',
  class: 'Section',
  childClass: 'Subsection',
  commonDocument: 'Fixed page',
  homeImage: 'Home banner',
  navMenu: 'Navigation menu',
  level: 'Membership level',
  payOption: 'Recharge option',
  voice: 'Dubbing voice',
  cardBatch: 'Card-code batch',
  ledger: 'Ledger',
  reconciliation: 'Reconciliation',
  audit: 'Audit log',
};

/** The language of a name: the catalogue is Chinese; the console in English asks for `en`. */
export type AuditLocale = 'zh-CN' | 'en';

/**
 * The name of an action, Chinese unless `locale` is `en`; a key the catalogue lacks (an old row)
 * is shown as it is.
 */
export function auditActionName(action: string, locale: AuditLocale = 'zh-CN'): string {
  const names: Record<string, string> = locale === 'en' ? AUDIT_ACTIONS_EN : AUDIT_ACTIONS;
  return names[action] ?? action;
}

/** The name of a kind of object, Chinese unless `locale` is `en`. */
export function auditObjectTypeName(type: string, locale: AuditLocale = 'zh-CN'): string {
  const names: Record<string, string> =
    locale === 'en' ? AUDIT_OBJECT_TYPES_EN : AUDIT_OBJECT_TYPES;
  return names[type] ?? type;
}

/** Fields whose numbers are integer cents. */
const MONEY_FIELDS = new Set([
  'amount',
  'debit',
  'balance',
  'balanceAfter',
  'refundedAmount',
  'paidAmount',
  'price',
  'money',
  'credit',
]);

const FIELD_NAMES: Record<string, string> = {
  amount: '金额',
  debit: '扣回余额',
  balance: '余额',
  balanceAfter: '变动后余额',
  refundedAmount: '已退款',
  paidAmount: '支付金额',
  price: '价格',
  money: '余额',
  credit: '到账金额',
  status: '状态',
  reason: '原因',
  note: '备注',
  refundNo: '退款单号',
  requestId: '请求编号',
  title: '标题',
  name: '名称',
  role: '角色',
  levelId: '等级',
  days: '天数',
  count: '数量',
  expireTime: '过期时间',
  published: '已发布',
  message: '说明',
  code: '结果码',
  credited: '已入账',
  providerState: '渠道答复',
  rows: '行数',
  filters: '筛选条件',
  sort: '排序',
  secondFactor: '两步验证',
  totpEnabled: '两步验证已启用',
  sessionsEnded: '结束的登录',
  recoveryCodes: '恢复码',
  disabled: '已停用',
  expireDate: '过期日期',
  levelName: '等级',
  phone: '手机号',
  expiresAt: '有效期至',
};

/** The same field names in English, for the console in English. */
const FIELD_NAMES_EN: Record<string, string> = {
  amount: 'Amount',
  debit: 'Balance taken back',
  balance: 'Balance',
  balanceAfter: 'Balance after',
  refundedAmount: 'Refunded',
  paidAmount: 'Paid',
  price: 'Price',
  money: 'Balance',
  credit: 'Credited',
  status: 'Status',
  reason: 'Reason',
  note: 'Note',
  refundNo: 'Refund no.',
  requestId: 'Request id',
  title: 'Title',
  name: 'Name',
  role: 'Role',
  levelId: 'Level',
  days: 'Days',
  count: 'Count',
  expireTime: 'Expires',
  published: 'Published',
  message: 'Message',
  code: 'Result code',
  credited: 'Credited',
  providerState: 'Provider answer',
  rows: 'Rows',
  filters: 'Filters',
  sort: 'Order',
  secondFactor: 'Two-step verification',
  totpEnabled: 'Two-step verification on',
  sessionsEnded: 'Sign-ins ended',
  recoveryCodes: 'Recovery codes',
  disabled: 'Disabled',
  expireDate: 'Expiry date',
  levelName: 'Level',
  phone: 'Phone',
  expiresAt: 'Valid until',
};

function valueText(key: string, value: unknown, locale: AuditLocale): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' && MONEY_FIELDS.has(key)) return formatYuan(value);
  if (typeof value === 'boolean')
    return locale === 'en' ? (value ? 'yes' : 'no') : value ? '是' : '否';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The values of an audit row's before or after as [label, text] pairs: known fields named in
 * Chinese (or English with `en`), money as ¥ with two decimals. A value that is not an object is one unlabelled pair.
 */
export function auditFacts(
  values: unknown,
  locale: AuditLocale = 'zh-CN',
): Array<[string, string]> {
  if (values === null || values === undefined) return [];
  if (typeof values !== 'object' || Array.isArray(values))
    return [['', valueText('', values, locale)]];
  const names = locale === 'en' ? FIELD_NAMES_EN : FIELD_NAMES;
  return Object.entries(values as Record<string, unknown>).map(([key, value]) => [
    names[key] ?? key,
    valueText(key, value, locale),
  ]);
}

/** The same as one line of text ("金额：¥50.00；原因：会员申请"), for CSV. */
export function auditFactsText(values: unknown): string {
  return auditFacts(values)
    .map(([label, text]) => (label ? `${label}：${text}` : text))
    .join('；');
}

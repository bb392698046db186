import type { Selectable } from 'kysely';
import type {
  DocumentTable,
  DubbingVoiceTable,
  Entitlement,
  HomeImageTable,
  Level,
  LedgerRow,
  ProviderName,
  PayType,
  PluginActivationTable,
  RechargeOrderTable,
  ReportTable,
  User,
  UserLogTable,
} from '../db/schema.js';
import { iso, isoOrNull } from '../lib/time.js';

// Database rows → the shapes of openapi.yaml. Every field is listed explicitly so nothing
// private (password hashes, other members' ids) can leak through a spread.

/** Mask all but the last four digits of a phone number. */
export function maskPhone(phone: string): string {
  return phone.length <= 4 ? phone : `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`;
}

export function levelInfo(level: Level) {
  return {
    id: level.id,
    name: level.name,
    sourceMaterial: level.source_material === 1,
    myzSourceMaterial: level.myz_source_material === 1,
    template: level.template === 1,
    plugin: level.plugin === 1,
    dubbing: level.dubbing === 1,
    course: level.course === 1,
    price: level.price,
    dailyDownloads: level.daily_downloads,
    termDays: level.term_days,
  };
}

/**
 * The member's record: `level` is the level whose rights they have now; `lapsed` the bought level
 * whose term ran out (then `level` is the free one).
 */
export function userInfo(user: User, level: Level, lapsed: Level | null = null) {
  return {
    usersInfo: {
      id: user.id,
      name: user.name,
      usersName: user.users_name,
      money: user.money,
      phone: maskPhone(user.phone),
      levelId: level.id,
      levelName: level.name,
      status: user.status,
      dubbingExpireTime: isoOrNull(user.dubbing_expire_time),
      lastLoginIp: user.last_login_ip,
      lastLoginTime: isoOrNull(user.last_login_time),
      createTime: iso(user.create_time),
      avatarUrl: user.avatar_file_id === null ? null : `/api/files/${user.avatar_file_id}`,
      levelExpireTime: isoOrNull(user.level_expire_time),
      lapsedLevel: lapsed ? { id: lapsed.id, name: lapsed.name } : null,
    },
    usersLevelInfo: levelInfo(level),
  };
}

const LEVEL_COLUMNS: Record<Entitlement, keyof Level> = {
  sourceMaterial: 'source_material',
  myzSourceMaterial: 'myz_source_material',
  template: 'template',
  plugin: 'plugin',
  dubbing: 'dubbing',
  course: 'course',
};

export function levelHas(level: Level, entitlement: Entitlement): boolean {
  return level[LEVEL_COLUMNS[entitlement]] === 1;
}

export const ENTITLEMENT_NAMES: Record<Entitlement, string> = {
  sourceMaterial: '素材下载',
  myzSourceMaterial: 'MYZ原创素材下载',
  template: '模板下载',
  plugin: '插件',
  dubbing: '配音服务',
  course: '课程下载',
};

export function userLog(row: Selectable<UserLogTable>) {
  return {
    id: row.id,
    action: row.action,
    ip: row.ip,
    userAgent: row.user_agent,
    createTime: iso(row.create_time),
  };
}

export function rechargeOrder(row: Selectable<RechargeOrderTable>) {
  return {
    orderNo: row.order_no,
    payOptionId: row.pay_option_id,
    amount: row.amount,
    payType: row.pay_type,
    status: row.status,
    payUrl: row.pay_url,
    payMode: row.pay_mode,
    price: row.price,
    paidAmount: row.paid_amount,
    provider: row.provider,
    latePayment: row.late_payment === 1,
    createTime: iso(row.create_time),
    expireTime: iso(row.expire_time),
    paidTime: isoOrNull(row.paid_time),
    closedTime: isoOrNull(row.closed_time),
  };
}

/** A recharge ledger row joined with its order. */
export function rechargeRecord(row: {
  id: number;
  amount: number;
  balance_after: number;
  create_time: number;
  order_no: string;
  pay_type: PayType;
  provider: ProviderName;
  paid_amount: number | null;
  late_payment: number;
}) {
  return {
    id: row.id,
    orderNo: row.order_no,
    payType: row.pay_type,
    provider: row.provider,
    paidAmount: row.paid_amount ?? 0,
    amount: row.amount,
    balanceAfter: row.balance_after,
    latePayment: row.late_payment === 1,
    createTime: iso(row.create_time),
  };
}

const CONSUME_TYPES = {
  levelUpgrade: 'levelUpgrade',
  refund: 'refund',
  adjustment: 'adjustment',
  opening: 'adjustment',
  recharge: 'adjustment',
} as const;

/** A ledger debit as a consume record (amount shown positive). */
export function consumeRecord(row: LedgerRow) {
  return {
    id: row.id,
    type: CONSUME_TYPES[row.reason],
    description: row.description,
    amount: -row.amount,
    balanceAfter: row.balance_after,
    createTime: iso(row.create_time),
  };
}

export function dubbingVoice(row: Selectable<DubbingVoiceTable>, collected: boolean) {
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    style: row.style,
    sampleText: row.sample_text,
    collected,
  };
}

export function report(row: Selectable<ReportTable>) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    images: JSON.parse(row.images) as string[],
    status: row.status,
    reviewReason: row.review_reason ?? null,
    createTime: iso(row.create_time),
    updateTime: iso(row.update_time),
  };
}

export function homeImage(row: Selectable<HomeImageTable>) {
  return { id: row.id, title: row.title, imageUrl: row.image_url, link: row.link };
}

export function pluginActivation(row: Selectable<PluginActivationTable>) {
  return {
    id: row.id,
    machineCode: row.machine_code,
    activationCode: row.activation_code,
    createTime: iso(row.create_time),
  };
}

type SummaryRow = Pick<
  Selectable<DocumentTable>,
  | 'id'
  | 'title'
  | 'one_class_id'
  | 'one_class_children_id'
  | 'cover'
  | 'entitlement'
  | 'create_time'
  | 'format'
  | 'size'
  | 'download_count'
>;

/** A document in a list (section, favourites): no body, no file. */
export const documentSummary = (row: SummaryRow) => ({
  id: row.id,
  title: row.title,
  oneClass: row.one_class_id,
  oneClassChildren: row.one_class_children_id,
  cover: row.cover,
  entitlement: row.entitlement,
  createTime: iso(row.create_time),
  format: row.format,
  size: Number(row.size),
  downloadCount: Number(row.download_count),
});

/** A download in a member's history (the console's view has no download key). */
export function downloadRecord(row: {
  id: number;
  document_id: number;
  title: string;
  bytes: number;
  ip: string;
  create_time: number;
}) {
  return {
    id: row.id,
    documentId: row.document_id,
    title: row.title,
    bytes: row.bytes,
    ip: row.ip,
    createTime: iso(row.create_time),
  };
}

export const notice = (n: {
  id: number;
  title: string;
  notice_content: string;
  create_time: number;
}) => ({
  id: n.id,
  title: n.title,
  noticeContent: n.notice_content,
  createTime: iso(n.create_time),
});

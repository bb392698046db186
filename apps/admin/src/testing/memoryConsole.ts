// An in-memory console API for the Storybook screens: the console's real client (lib/api.ts) talks
// to a fetch that answers `/api/admin/…` from handlers, in the server's envelope. No network.
// Handlers get the request and a small database they may change, so a screen behaves as it does
// against the server (an approved member leaves the queue, the badge counts one fewer).
import type { paths } from '@dongman/api-client';
import {
  Refusal,
  createMemoryServerFetch,
  refuse,
  type MemoryCall,
} from '@dongman/api-client/memory-server';
import type { Schemas } from '../lib/api';
import * as demo from './demoData';

type S = Schemas;

export interface ConsoleDatabase {
  /** Who is signed in to the console; null shows the login form. */
  staff: S['AdminSession'] | null;
  staffList: S['AdminStaff'][];
  dashboard: S['AdminDashboard'];
  members: S['AdminMember'][];
  notices: S['Notice'][];
  classes: S['AdminClass'][];
  documents: S['AdminDocument'][];
  homeImages: S['AdminHomeImage'][];
  navMenu: S['CustomNavMenu'];
  commonDocuments: S['AdminCommonDocument'][];
  updateNotice: S['UpdateNotice'];
  levels: S['AdminLevel'][];
  payOptions: S['AdminPayOption'][];
  voices: S['AdminVoice'][];
  speechEngine: S['AdminSpeechEngine'];
  cardBatches: S['AdminCardBatch'][];
  orders: S['AdminOrder'][];
  ledger: S['AdminLedgerEntry'][];
  /** Refunds made during a story, by order. */
  refunds: { orderNo: string; refund: S['AdminRefund'] }[];
  reconciliations: S['ReconciliationRun'][];
  /** Each run's differences. */
  differences: { runId: number; row: S['ReconciliationDifference'] }[];
  reports: S['AdminReport'][];
  audit: S['AdminAuditEntry'][];
}

export function createConsoleDatabase(seed: Partial<ConsoleDatabase> = {}): ConsoleDatabase {
  // Copies: a story changing its database leaves the demo data (and other stories) alone.
  return structuredClone({
    staff: null,
    staffList: demo.STAFF,
    dashboard: demo.DASHBOARD,
    members: demo.MEMBERS,
    notices: demo.NOTICES,
    classes: demo.CLASSES,
    documents: demo.DOCUMENTS,
    homeImages: demo.HOME_IMAGES,
    navMenu: demo.NAV_MENU,
    commonDocuments: demo.COMMON_DOCUMENTS,
    updateNotice: demo.UPDATE_NOTICE,
    levels: demo.LEVELS,
    payOptions: demo.PAY_OPTIONS,
    voices: demo.VOICES,
    speechEngine: demo.SPEECH_ENGINE,
    cardBatches: demo.CARD_BATCHES,
    orders: demo.ORDERS,
    ledger: demo.LEDGER,
    refunds: [],
    reconciliations: demo.RECONCILIATIONS,
    differences: demo.DIFFERENCES,
    reports: demo.REPORTS,
    audit: demo.AUDIT,
    ...seed,
  });
}

export { Refusal, refuse };

/** Path parameters by their name in openapi.yaml ({memberId} → path.memberId), query, body. */
export type ConsoleRequest = MemoryCall<ConsoleDatabase>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** `METHOD /path/{param}` of openapi.yaml: a typo is a type error. */
export type Route = {
  [P in keyof paths]: `${Uppercase<Extract<keyof paths[P], Lowercase<Method>>>} ${P}`;
}[keyof paths];
export type Handler = (request: ConsoleRequest) => unknown;
export type Handlers = Partial<Record<Route, Handler>>;

const CAPTCHA = demo.picture('7K3P', 210, 120, 40);

/** One page of a list, as the console's paged reads answer. */
function paged<T>(list: T[], query: URLSearchParams, size = 10) {
  const page = Number(query.get('page') ?? 1);
  const per = Number(query.get('size') ?? size);
  return { list: list.slice((page - 1) * per, page * per), total: list.length, page, size: per };
}

let lastId = 9_000;
const nextId = () => ++lastId;
const now = () => new Date().toISOString();

function orderDetail(db: ConsoleDatabase, order: S['AdminOrder']): S['AdminOrderDetail'] {
  return {
    order,
    refunds: db.refunds.filter((r) => r.orderNo === order.orderNo).map((r) => r.refund),
    ledger: db.ledger.filter((l) => l.reference === order.orderNo),
  };
}

function signedIn(db: ConsoleDatabase) {
  return db.staff ?? refuse(401, '未登录或登录已过期');
}

/** The default answers: the server's reads, and the writes the stories' play functions make. */
export const defaultHandlers: Handlers = {
  'GET /api/captcha/{scene}': () => CAPTCHA,
  'POST /api/admin/login': ({ body, db }) => {
    const { name, password } = body as S['AdminLoginRequest'];
    const row = db.staffList.find((s) => s.name === name);
    if (!row || password !== 'secret123') return refuse(400, '账号或密码错误');
    db.staff = demo.staffSession(row.role);
    return db.staff;
  },
  'POST /api/admin/logout': ({ db }) => {
    db.staff = null;
    return null;
  },
  'GET /api/admin/session': ({ db }) => signedIn(db),
  'POST /api/admin/session/totp': ({ db }) => ({
    secret: 'JBSWY3DPEHPK3PXP',
    uri: `otpauth://totp/dongman:${encodeURIComponent(db.staff?.name ?? '')}?secret=JBSWY3DPEHPK3PXP`,
  }),
  'PUT /api/admin/session/password': ({ body }) =>
    (body as S['AdminPasswordChangeRequest']).currentPassword === 'secret123'
      ? null
      : refuse(400, '当前密码不正确'),
  'GET /api/admin/dashboard': ({ db }) => {
    // Money only for the roles that see money (the server leaves it out for the others).
    const money = db.staff?.role === 'owner' || db.staff?.role === 'finance';
    const pendingReviews = db.members.filter((m) => m.status === 'pending').length;
    const pendingReports = db.reports.filter((r) => r.status === 'pending').length;
    return {
      ...db.dashboard,
      pendingReviews,
      pendingReports,
      revenueToday: money ? db.dashboard.revenueToday : null,
      ordersToday: money ? db.dashboard.ordersToday : null,
      days: db.dashboard.days.map((d) => (money ? d : { ...d, revenue: null, orders: null })),
    };
  },
  'GET /api/admin/members': ({ db, query }) => {
    const status = query.get('status');
    const keyword = query.get('keyword');
    const list = db.members.filter(
      (m) =>
        (!status || m.status === status) &&
        (!keyword || [m.name, m.usersName, m.phone].some((v) => v.includes(keyword))),
    );
    return paged(list, query, 20);
  },
  'GET /api/admin/members/{memberId}': ({ db, path }) => {
    const row = db.members.find((m) => m.id === Number(path.memberId));
    return row ? demo.memberDetail(row) : refuse(404, '会员不存在');
  },
  'GET /api/admin/members/{memberId}/downloads': ({ query }) => paged([], query),
  'POST /api/admin/members/{memberId}/status': ({ db, path, body }) => {
    const row = db.members.find((m) => m.id === Number(path.memberId));
    if (!row) return refuse(404, '会员不存在');
    const { status, reason } = body as S['AdminMemberStatusRequest'];
    Object.assign(row, { status, statusReason: reason ?? null });
    return null;
  },
  'GET /api/admin/notices': ({ db }) => db.notices,
  'POST /api/admin/notices': ({ db, body }) => {
    const notice = { id: nextId(), createTime: now(), ...(body as S['AdminNoticeRequest']) };
    db.notices.unshift(notice);
    return notice;
  },
  'PUT /api/admin/notices/{noticeId}': ({ db, path, body }) => {
    const notice = db.notices.find((n) => n.id === Number(path.noticeId));
    return notice ? Object.assign(notice, body) : refuse(404, '公告不存在');
  },
  'DELETE /api/admin/notices/{noticeId}': ({ db, path }) => {
    db.notices = db.notices.filter((n) => n.id !== Number(path.noticeId));
    return null;
  },
  'GET /api/admin/classes': ({ db }) => db.classes,
  'GET /api/admin/documents': ({ db, query }) => {
    const title = query.get('title');
    const list = db.documents
      .filter((d) => !title || d.title.includes(title))
      .map(({ summary: _s, content: _c, material: _m, previews: _p, ...row }) => row);
    return paged(list, query);
  },
  'GET /api/admin/documents/{documentId}': ({ db, path }) =>
    db.documents.find((d) => d.id === Number(path.documentId)) ?? refuse(404, '文档不存在'),
  'GET /api/admin/home-images': ({ db }) => db.homeImages,
  'GET /api/admin/nav-menu': ({ db }) => db.navMenu,
  'GET /api/admin/common-documents': ({ db }) => db.commonDocuments,
  'GET /api/update/notice': ({ db }) => db.updateNotice,
  'GET /api/admin/levels': ({ db }) => db.levels,
  'GET /api/admin/pay-options': ({ db }) => db.payOptions,
  'GET /api/admin/voices': ({ db }) => db.voices,
  'GET /api/admin/speech-engine': ({ db }) => db.speechEngine,
  'GET /api/admin/card-batches': ({ db }) => db.cardBatches,
  'POST /api/admin/card-batches': ({ db, body }) => {
    const {
      type = 'dubbing',
      levelId,
      count,
      note = '',
      expireDate,
      ...request
    } = body as S['AdminCardBatchRequest'];
    // What the server sells (services/card-codes.ts termOf): dubbing days, or one term of a
    // level sold for a term.
    const level = type === 'level' ? db.levels.find((l) => l.id === levelId) : undefined;
    if (type === 'dubbing' && request.days === undefined)
      return refuse(400, '配音卡密请填写天数（days）');
    if (type === 'level') {
      if (levelId === undefined) return refuse(400, '会员卡密请选择会员等级（levelId）');
      if (!level) return refuse(400, '会员等级不存在');
      if (level.disabled) return refuse(400, `${level.name}已停用，不能生成卡密`);
      if (level.sort === Math.min(...db.levels.map((l) => l.sort)))
        return refuse(400, `${level.name}是免费等级，无需卡密`);
      if (level.termDays === null)
        return refuse(400, `${level.name}为永久等级，没有期限，不能生成按期限兑换的卡密`);
    }
    const days = level ? (level.termDays ?? 0) : (request.days ?? 0);
    const batch: S['AdminCardBatch'] = {
      id: nextId(),
      type,
      days,
      levelId: level?.id ?? null,
      levelName: level?.name ?? null,
      exportable: true,
      count,
      used: 0,
      expireTime: expireDate ? `${expireDate}T15:59:59.000Z` : null,
      note,
      staffName: db.staff?.name ?? '',
      createTime: now(),
    };
    db.cardBatches.unshift(batch);
    const codes = Array.from(
      { length: count },
      (_, i) => `DM${batch.id}${String(i).padStart(6, '0')}`,
    );
    return { batch, codes } satisfies S['AdminCardBatchCreated'];
  },
  'GET /api/admin/orders': ({ db, query }) => {
    const status = query.get('status');
    const late = query.get('late');
    const list = db.orders.filter(
      (o) => (!status || o.status === status) && (late !== 'true' || o.latePayment),
    );
    return paged(list, query);
  },
  'GET /api/admin/orders/{orderNo}': ({ db, path }) => {
    const order = db.orders.find((o) => o.orderNo === path.orderNo);
    return order ? orderDetail(db, order) : refuse(404, '订单不存在');
  },
  'GET /api/admin/orders/{orderNo}/refund-preview': ({ db, path, query }) => {
    const order = db.orders.find((o) => o.orderNo === path.orderNo);
    if (!order) return refuse(404, '订单不存在');
    const balance = db.members.find((m) => m.id === order.memberId)?.money ?? 0;
    const paid = order.paidAmount ?? 0;
    const refundable = paid - order.refundedAmount;
    // Refunding takes the credit back from the balance, in proportion (credit = price here).
    const maxAmount = Math.min(refundable, balance);
    const amount = Number(query.get('amount') ?? refundable);
    return {
      orderNo: order.orderNo,
      memberId: order.memberId,
      memberName: order.memberName,
      paidAmount: paid,
      refundedAmount: order.refundedAmount,
      refundable,
      maxAmount,
      amount,
      debit: amount,
      balance,
      balanceAfter: balance - amount,
      openRefundNo: null,
    } satisfies S['AdminRefundPreview'];
  },
  'POST /api/admin/orders/{orderNo}/refund': ({ db, path, body }) => {
    const order = db.orders.find((o) => o.orderNo === path.orderNo);
    if (!order) return refuse(404, '订单不存在');
    const { amount, reason } = body as S['AdminRefundRequest'];
    const member = db.members.find((m) => m.id === order.memberId);
    if (member) member.money -= amount;
    order.refundedAmount += amount;
    if (order.refundedAmount === order.paidAmount) order.status = 'refunded';
    db.refunds.push({
      orderNo: order.orderNo,
      refund: {
        refundNo: `RF${nextId()}`,
        amount,
        debit: amount,
        reason,
        status: 'succeeded',
        staffName: db.staff?.name ?? '',
        createTime: now(),
        finishTime: now(),
        attempts: 1,
        lastError: null,
        nextCheckTime: null,
        history: [],
      },
    });
    return orderDetail(db, order);
  },
  'GET /api/admin/ledger': ({ db, query }) => paged(db.ledger, query),
  'GET /api/admin/reconciliations': ({ db, query }) => {
    const date = query.get('date');
    return paged(
      db.reconciliations.filter((r) => !date || r.date === date),
      query,
    );
  },
  'GET /api/admin/reconciliations/{runId}': ({ db, path }) => {
    const run = db.reconciliations.find((r) => r.id === Number(path.runId));
    if (!run) return refuse(404, '对账记录不存在');
    return { run, differences: db.differences.filter((d) => d.runId === run.id).map((d) => d.row) };
  },
  'GET /api/admin/reports': ({ db, query }) => {
    const status = query.get('status');
    return paged(
      db.reports.filter((r) => !status || r.status === status),
      query,
    );
  },
  'POST /api/admin/reports/{reportId}/handle': ({ db, path, body }) => {
    const report = db.reports.find((r) => r.id === Number(path.reportId));
    if (!report) return refuse(404, '报告不存在');
    const { status, reason } = body as S['AdminReportHandleRequest'];
    Object.assign(report, { status, reviewReason: reason ?? null });
    return report;
  },
  'GET /api/admin/audit': ({ db, query }) => paged(db.audit, query, 20),
  'GET /api/admin/staff': ({ db }) => db.staffList,
  'POST /api/admin/staff': ({ db, body }) => {
    const { name, role } = body as S['AdminStaffCreateRequest'];
    if (db.staffList.some((s) => s.name === name)) return refuse(409, '账号已存在');
    const staff: S['AdminStaff'] = {
      id: nextId(),
      name,
      role,
      totpEnabled: false,
      disabled: false,
      lastLoginTime: null,
      createTime: now(),
    };
    db.staffList.push(staff);
    return { staff, password: 'Qx7-mK2p-Rf9w' } satisfies S['AdminStaffCreated'];
  },
  'PUT /api/admin/staff/{staffId}': ({ db, path, body }) => {
    const staff = db.staffList.find((s) => s.id === Number(path.staffId));
    return staff
      ? Object.assign(staff, body as S['AdminStaffUpdateRequest'])
      : refuse(404, '账号不存在');
  },
};

export interface ConsoleApiOptions {
  /** What the database starts with besides the demo data (staff: who is signed in). */
  seed?: Partial<ConsoleDatabase>;
  /** Answers that replace the default ones (a refusal, an empty list, a slow answer). */
  handlers?: Handlers;
}

/** The in-memory server's fetch, and its database (for a story that wants to look inside). */
export function createConsoleFetch(options: ConsoleApiOptions = {}) {
  const db = createConsoleDatabase(options.seed);
  const handlers: Handlers = { ...defaultHandlers, ...options.handlers };
  const fetch = createMemoryServerFetch({
    name: 'memory console api',
    db,
    routes: Object.entries(handlers).map(([route, handler]) => {
      const [method, template] = route.split(' ') as [string, string];
      return { method, template, handler };
    }),
    // Every call but the login and its captcha needs a signed-in staff member.
    guard: (url) =>
      url.pathname === '/api/admin/login' || url.pathname.startsWith('/api/captcha') || db.staff
        ? undefined
        : refuse(401, '未登录或登录已过期'),
  });
  return { fetch, db };
}

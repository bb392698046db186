// The console's demo data for Storybook: what an operations team sees on an ordinary day.
// Typed from the contract, so a changed schema shows here first.
import type { Schemas } from '../lib/api';

type S = Schemas;
const DAY_MS = 86_400_000;

/** A picture with a caption, as an SVG data URL (hue 0–360): covers, banners, report images. */
export function picture(label: string, hue: number, width = 960, height = 540): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue} 60% 45%)"/>` +
    `<text x="50%" y="54%" font-size="${Math.round(height / 9)}" fill="white" ` +
    `text-anchor="middle" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
const daysAgo = (days: number, hour = 10) =>
  new Date(Date.UTC(2026, 2, 20 - days, hour - 8, 30)).toISOString();

export const STAFF: S['AdminStaff'][] = [
  staffRow(1, '林总', 'owner', { totpEnabled: true }),
  staffRow(2, '小编阿青', 'editor'),
  staffRow(3, '审核老周', 'reviewer', { totpEnabled: true }),
  staffRow(4, '财务王姐', 'finance', { totpEnabled: true }),
  staffRow(5, '实习生', 'editor', { disabled: true, lastLoginTime: null }),
];

function staffRow(
  id: number,
  name: string,
  role: S['AdminRole'],
  more: Partial<S['AdminStaff']> = {},
): S['AdminStaff'] {
  return {
    id,
    name,
    role,
    totpEnabled: false,
    disabled: false,
    lastLoginTime: daysAgo(id - 1, 9),
    createTime: daysAgo(200 - id * 10),
    ...more,
  };
}

/** The staff member signed in, as the session check answers. */
export function staffSession(role: S['AdminRole'], more: Partial<S['AdminSession']> = {}) {
  const row = STAFF.find((s) => s.role === role)!;
  return {
    id: row.id,
    name: row.name,
    role,
    totpEnabled: row.totpEnabled,
    mustSetUpTotp: false,
    totpRequired: role !== 'editor',
    ...more,
  } satisfies S['AdminSession'];
}

export const DASHBOARD: S['AdminDashboard'] = {
  members: 1284,
  newMembersToday: 17,
  pendingReviews: 2,
  pendingReports: 1,
  revenueToday: 356_800,
  ordersToday: 23,
  dubbingJobsToday: 41,
  days: Array.from({ length: 14 }, (_, i) => ({
    date: new Date(Date.UTC(2026, 2, 7 + i)).toISOString().slice(0, 10),
    newMembers: 8 + ((i * 7) % 13),
    orders: 12 + ((i * 5) % 11),
    revenue: 180_000 + ((i * 37_000) % 210_000),
    downloads: 300 + ((i * 53) % 160),
    dubbingJobs: 20 + ((i * 3) % 25),
  })),
};

export const LEVELS: S['AdminLevel'][] = [
  level(1, '普通会员', 0, { sourceMaterial: true }),
  level(2, '高级会员', 29_900, { sourceMaterial: true, template: true, termDays: 365 }),
  level(3, '至尊会员', 69_900, {
    sourceMaterial: true,
    myzSourceMaterial: true,
    template: true,
    plugin: true,
    dubbing: true,
    course: true,
    termDays: 365,
  }),
];

function level(id: number, name: string, price: number, more: Partial<S['AdminLevel']>) {
  return {
    id,
    name,
    price,
    sourceMaterial: false,
    myzSourceMaterial: false,
    template: false,
    plugin: false,
    dubbing: false,
    course: false,
    dailyDownloads: id * 20,
    termDays: null,
    sort: id,
    disabled: false,
    ...more,
  } satisfies S['AdminLevel'];
}

export const MEMBERS: S['AdminMember'][] = [
  member(101, 'xiaoming', '小明动画', 'active', { money: 12_800, levelId: 2 }),
  member(102, 'newbie_22', '新来的', 'pending', { lastLoginIp: null, lastLoginTime: null }),
  member(103, 'studio_k', 'K工作室', 'pending', { lastLoginIp: null, lastLoginTime: null }),
  member(104, 'spam_bot', '广告号', 'locked', { statusReason: '注册资料不实' }),
  member(105, 'animator_li', '李画师', 'active', { money: 56_000, levelId: 3 }),
];

function member(
  id: number,
  name: string,
  usersName: string,
  status: S['UserStatus'],
  more: Partial<S['AdminMember']> = {},
): S['AdminMember'] {
  const levelId = more.levelId ?? 1;
  return {
    id,
    name,
    usersName,
    phone: `138****${String(id).padStart(4, '0')}`,
    money: 0,
    levelId,
    levelName: LEVELS.find((l) => l.id === levelId)!.name,
    status,
    statusReason: null,
    dubbingExpireTime: null,
    lastLoginIp: '203.0.113.9',
    lastLoginTime: daysAgo(1),
    createTime: daysAgo(id - 100),
    ...more,
  };
}

export function memberDetail(row: S['AdminMember']): S['AdminMemberDetail'] {
  return {
    member: row,
    recharges: [
      {
        orderNo: 'R202603180001',
        payOptionId: 2,
        amount: 10_000,
        payType: 'wechat',
        status: 'paid',
        payUrl: '',
        payMode: 'qr',
        price: 10_000,
        paidAmount: 10_000,
        provider: 'wechatpay',
        latePayment: false,
        createTime: daysAgo(2),
        expireTime: daysAgo(2, 11),
        paidTime: daysAgo(2),
        closedTime: null,
      },
    ],
    consumes: [
      {
        id: 1,
        type: 'levelUpgrade',
        description: '升级为高级会员',
        amount: -29_900,
        balanceAfter: row.money,
        createTime: daysAgo(2, 12),
      },
    ],
    logs: [
      {
        id: 2,
        action: 'passwordUpdate',
        ip: '203.0.113.9',
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0',
        device: 'Chrome 126 · Windows',
        createTime: daysAgo(1, 11),
      },
      {
        id: 1,
        action: 'login',
        ip: '203.0.113.9',
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0',
        device: 'Chrome 126 · Windows',
        createTime: daysAgo(1),
      },
    ],
    sessions: [
      {
        createdAt: daysAgo(1),
        expiresAt: daysAgo(-6),
        ip: '203.0.113.9',
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0',
        device: 'Chrome 126 · Windows',
      },
    ],
  };
}

export const NOTICES: S['Notice'][] = [
  {
    id: 1,
    title: '春节期间客服安排',
    noticeContent: '<p>2 月 9 日至 2 月 17 日客服每天 10:00–18:00 在线。</p>',
    createTime: daysAgo(30),
  },
  {
    id: 2,
    title: '新增 MYZ 原创素材栏目',
    noticeContent: '<p>至尊会员可下载 <strong>MYZ 原创素材</strong>。</p>',
    createTime: daysAgo(3),
  },
];

export const CLASSES: S['AdminClass'][] = [
  {
    id: 1,
    name: '动画素材',
    sort: 1,
    entitlement: 'sourceMaterial',
    documentCount: 3,
    children: [
      { id: 11, name: '角色动作', oneClassId: 1, sort: 1, documentCount: 2 },
      { id: 12, name: '特效', oneClassId: 1, sort: 2, documentCount: 1 },
    ],
  },
  {
    id: 2,
    name: '模板',
    sort: 2,
    entitlement: 'template',
    documentCount: 1,
    children: [{ id: 21, name: 'AE 模板', oneClassId: 2, sort: 1, documentCount: 1 }],
  },
];

export const DOCUMENTS: S['AdminDocument'][] = [
  doc(501, '奔跑循环 12 帧', 11, true, {
    cover: picture('奔跑循环', 200),
    previews: [picture('奔跑循环', 200)],
  }),
  doc(502, '挥手打招呼', 11, true),
  doc(503, '火焰特效合集', 12, false, { material: null }),
  doc(504, '片头 AE 模板', 21, true, { price: 1_000 }),
];

function doc(
  id: number,
  title: string,
  childId: number,
  published: boolean,
  more: Partial<S['AdminDocument']> = {},
): S['AdminDocument'] {
  const parent = CLASSES.find((c) => c.children.some((ch) => ch.id === childId))!;
  const child = parent.children.find((ch) => ch.id === childId)!;
  return {
    id,
    title,
    oneClassId: parent.id,
    oneClassName: parent.name,
    childId,
    childName: child.name,
    entitlement: parent.entitlement,
    price: 0,
    published,
    cover: null,
    createTime: daysAgo(id - 490),
    updateTime: daysAgo(id - 495),
    summary: `${title}：PNG 序列与 GIF 预览。`,
    content: `<p>${title}，适合短视频片头和课程演示。</p>`,
    material: {
      fileName: `${title}.zip`,
      mime: 'application/zip',
      size: 3_456_789,
      preview: null,
    },
    previews: [],
    ...more,
  };
}

export const HOME_IMAGES: S['AdminHomeImage'][] = [
  {
    id: 1,
    title: '春季上新',
    imageUrl: picture('春季上新', 120, 1200, 400),
    link: '/section/1',
    sort: 1,
  },
  {
    id: 2,
    title: '至尊会员限时优惠',
    imageUrl: picture('至尊会员', 30, 1200, 400),
    link: null,
    sort: 2,
  },
];

export const NAV_MENU: S['CustomNavMenu'] = {
  freeDubbing: '免费配音|https://example.com/dubbing\n配音教程|https://example.com/dubbing/guide',
  aiCreateImage: 'AI 绘图|https://example.com/ai-image',
  aiCreateText: 'AI 写作|https://example.com/ai-text',
};

export const COMMON_DOCUMENTS: S['AdminCommonDocument'][] = [
  {
    id: 1,
    title: '会员协议',
    content: '<p>欢迎使用动漫素材会员站。</p>',
    section: 'help',
    entitlement: null,
    downloadable: false,
    updateTime: daysAgo(40),
  },
  {
    id: 2,
    title: '插件安装说明',
    content: '<p>下载插件后解压到 AE 的 Scripts 目录。</p>',
    section: 'plugin',
    entitlement: 'plugin',
    downloadable: true,
    updateTime: daysAgo(10),
  },
];

export const UPDATE_NOTICE: S['UpdateNotice'] = {
  version: '2.4.0',
  title: '插件 2.4.0 更新',
  content: '<p>修复导出 GIF 偶尔卡住的问题。</p>',
  createTime: daysAgo(5),
};

export const PAY_OPTIONS: S['AdminPayOption'][] = [
  {
    id: 1,
    name: '充值 50 元',
    price: 5_000,
    amount: 5_000,
    recommended: false,
    sort: 1,
    disabled: false,
  },
  {
    id: 2,
    name: '充值 100 元送 10 元',
    price: 10_000,
    amount: 11_000,
    recommended: true,
    sort: 2,
    disabled: false,
  },
  {
    id: 3,
    name: '充值 500 元（停用）',
    price: 50_000,
    amount: 56_000,
    recommended: false,
    sort: 3,
    disabled: true,
  },
];

export const VOICES: S['AdminVoice'][] = [
  {
    id: 1,
    name: '晓晓',
    gender: 'female',
    style: '温柔',
    language: '普通话',
    pitchHz: 220,
    sampleText: '欢迎来到动漫素材会员站。',
    sort: 1,
    engines: {
      espeak: { voice: 'cmn-latn-pinyin', variant: 'f2', pitch: 60, rate: 170 },
      azure: { voice: 'zh-CN-XiaoxiaoNeural', style: 'gentle', rate: 1, pitch: 0 },
      tencent: { voiceType: 101001, speed: 0, volume: 0 },
    },
  },
  {
    id: 2,
    name: '云扬',
    gender: 'male',
    style: '新闻',
    language: '普通话',
    pitchHz: 120,
    sampleText: '今天的素材更新已经上线。',
    sort: 2,
    engines: {
      espeak: { voice: 'cmn-latn-pinyin', variant: 'm3', pitch: 40, rate: 175 },
      azure: { voice: 'zh-CN-YunyangNeural', style: null, rate: 1, pitch: 0 },
      tencent: { voiceType: 101004, speed: 0, volume: 0 },
    },
  },
];

export const SPEECH_ENGINE: S['AdminSpeechEngine'] = {
  engine: 'espeak',
  label: 'eSpeak NG（本机）',
};

export const CARD_BATCHES: S['AdminCardBatch'][] = [
  {
    id: 8,
    type: 'level',
    days: 365,
    levelId: 2,
    levelName: '高级会员',
    exportable: true,
    count: 50,
    used: 4,
    expireTime: null,
    note: '年度会员礼品卡',
    staffName: '林总',
    createTime: daysAgo(3),
  },
  {
    id: 7,
    type: 'dubbing',
    days: 30,
    levelId: null,
    levelName: null,
    exportable: true,
    count: 100,
    used: 37,
    expireTime: daysAgo(-60),
    note: '三月直播间活动',
    staffName: '财务王姐',
    createTime: daysAgo(12),
  },
  {
    // Made before codes were kept: only their digests are stored, so it cannot be exported.
    id: 6,
    type: 'dubbing',
    days: 7,
    levelId: null,
    levelName: null,
    exportable: false,
    count: 20,
    used: 20,
    expireTime: null,
    note: '体验卡',
    staffName: '林总',
    createTime: daysAgo(45),
  },
];

export const ORDERS: S['AdminOrder'][] = [
  order('R202603200001', 101, 'xiaoming', 'paid', 10_000),
  order('R202603190002', 105, 'animator_li', 'refunded', 50_000, { refundedAmount: 20_000 }),
  order('R202603190003', 101, 'xiaoming', 'pending', 5_000, { paidAmount: null, paidTime: null }),
  order('R202603180004', 105, 'animator_li', 'paid', 5_000, { latePayment: true }),
];

function order(
  orderNo: string,
  memberId: number,
  memberName: string,
  status: S['RechargeStatus'],
  price: number,
  more: Partial<S['AdminOrder']> = {},
): S['AdminOrder'] {
  const day = 20 - Number(orderNo.slice(7, 9)) + 0;
  return {
    orderNo,
    memberId,
    memberName,
    payType: 'wechat',
    provider: 'wechatpay',
    status,
    price,
    amount: price,
    paidAmount: price,
    refundedAmount: 0,
    providerTradeNo: status === 'pending' ? null : `4200001${orderNo.slice(-6)}`,
    latePayment: false,
    lateResolved: null,
    createTime: daysAgo(day),
    expireTime: new Date(Date.parse(daysAgo(day)) + DAY_MS / 48).toISOString(),
    paidTime: daysAgo(day),
    closedTime: null,
    refundedTime: status === 'refunded' ? daysAgo(day - 1) : null,
    ...more,
  };
}

export const LEDGER: S['AdminLedgerEntry'][] = [
  ledger(1, 101, 'xiaoming', 10_000, 42_700, 'recharge', 'R202603200001', '微信支付充值'),
  ledger(2, 101, 'xiaoming', -29_900, 12_800, 'levelUpgrade', 'L2', '升级为高级会员'),
  ledger(3, 105, 'animator_li', -20_000, 56_000, 'refund', 'R202603190002', '部分退款'),
  ledger(4, 104, 'spam_bot', -500, 0, 'adjustment', 'A9', '扣回活动赠送'),
];

function ledger(
  id: number,
  memberId: number,
  memberName: string,
  amount: number,
  balanceAfter: number,
  reason: S['LedgerReason'],
  reference: string,
  description: string,
): S['AdminLedgerEntry'] {
  return {
    id,
    memberId,
    memberName,
    amount,
    balanceAfter,
    reason,
    reference,
    description,
    createTime: daysAgo(5 - id),
  };
}

export const RECONCILIATIONS: S['ReconciliationRun'][] = [
  {
    id: 3,
    date: '2026-03-19',
    status: 'succeeded',
    differenceCount: 1,
    providers: [
      { provider: 'wechatpay', billLines: 42, ourLines: 41, error: null },
      { provider: 'alipay', billLines: 9, ourLines: 9, error: null },
    ],
    source: 'schedule',
    staffName: null,
    startTime: daysAgo(0, 3),
    finishTime: daysAgo(0, 3),
  },
  {
    id: 2,
    date: '2026-03-18',
    status: 'failed',
    differenceCount: 0,
    providers: [{ provider: 'alipay', billLines: 0, ourLines: 7, error: '账单尚未生成' }],
    source: 'console',
    staffName: '财务王姐',
    startTime: daysAgo(1, 9),
    finishTime: daysAgo(1, 9),
  },
];

export const DIFFERENCES: { runId: number; row: S['ReconciliationDifference'] }[] = [
  {
    runId: 3,
    row: {
      id: 1,
      provider: 'wechatpay',
      kind: 'missingOurs',
      record: 'payment',
      orderNo: 'R202603190009',
      refundNo: null,
      providerTradeNo: '4200001190009',
      ourAmount: null,
      providerAmount: 5_000,
      ourState: null,
      providerState: 'SUCCESS',
      time: daysAgo(1, 22),
    },
  },
];

export const REPORTS: S['AdminReport'][] = [
  {
    id: 31,
    memberId: 101,
    memberName: 'xiaoming',
    title: '素材下载后无法解压',
    content: '<p>下载的“奔跑循环”压缩包提示损坏，截图如下。</p>',
    images: [picture('解压报错截图', 0, 800, 500), picture('文件列表', 260, 800, 500)],
    status: 'pending',
    reviewReason: null,
    createTime: daysAgo(0, 9),
    updateTime: daysAgo(0, 9),
  },
  {
    id: 30,
    memberId: 105,
    memberName: 'animator_li',
    title: '建议增加分镜模板',
    content: '<p>希望模板栏目增加分镜脚本模板。</p>',
    images: [],
    status: 'approved',
    reviewReason: null,
    createTime: daysAgo(4),
    updateTime: daysAgo(3),
  },
];

export const AUDIT: S['AdminAuditEntry'][] = [
  audit(
    9,
    3,
    '审核老周',
    'member.status',
    'member',
    '101',
    { status: 'pending' },
    { status: 'active' },
  ),
  audit(8, 4, '财务王姐', 'order.refund', 'order', 'R202603190002', null, { amount: 20_000 }),
  audit(
    7,
    2,
    '小编阿青',
    'document.publish',
    'document',
    '501',
    { published: false },
    { published: true },
  ),
  audit(6, 1, '林总', 'staff.create', 'staff', '5', null, { role: 'editor' }),
];

function audit(
  id: number,
  staffId: number,
  staffName: string,
  action: string,
  objectType: string,
  objectId: string,
  before: unknown,
  after: unknown,
): S['AdminAuditEntry'] {
  return {
    id,
    staffId,
    staffName,
    action,
    objectType,
    objectId,
    before,
    after,
    ip: '198.51.100.20',
    createTime: daysAgo(10 - id),
  };
}

// The in-memory API's default answers: the server's rules in small (the messages are the API's
// own wording), enough for every member screen to behave as it does against the real server.
import type {
  DocumentSummary,
  EntitlementKey,
  RechargeOrder,
  TwoClassDocument,
  UserInfo,
} from '@dongman/api-client';
import { formatYuan } from '@dongman/format';
import { memberInfo } from './fixtures';
import { CAPTCHA_ANSWER, CAPTCHA_IMAGE, RESET_LINK_TOKEN, SILENT_WAV, SMS_CODE } from './demoData';
import type { MemoryDatabase } from './memoryDatabase';
import { refuse, type Handlers, type Refusal } from './memoryProtocol';

/** Sentences as the server splits them: ends at 。！？!?；; and line breaks, marks kept. */
function splitSentences(text: string): string[] {
  const parts = text.match(/[^。！？!?；;\n]+[。！？!?；;]*|[。！？!?；;]+/gu) ?? [];
  const sentences = parts.map((s) => s.trim()).filter((s) => /[^\s。！？!?；;]/u.test(s));
  return sentences.length ? sentences : [text.trim()];
}

const RIGHTS: Record<EntitlementKey, string> = {
  sourceMaterial: '动画素材',
  myzSourceMaterial: 'MYZ原创素材',
  template: '模板',
  plugin: '插件',
  dubbing: '配音',
  course: '课程',
};
const DAY_MS = 86_400_000;
const now = () => new Date().toISOString();

/** One page of a list, newest first, optionally within startDate…endDate (YYYY-MM-DD). */
function paged<T extends { createTime: string }>(list: T[], query: URLSearchParams) {
  const page = Number(query.get('page') ?? 1);
  const size = Number(query.get('size') ?? 10);
  const start = query.get('startDate');
  const end = query.get('endDate');
  const within = list
    .filter(
      (row) =>
        (!start || row.createTime.slice(0, 10) >= start) &&
        (!end || row.createTime.slice(0, 10) <= end),
    )
    .sort((a, b) => b.createTime.localeCompare(a.createTime));
  return { list: within.slice((page - 1) * size, page * size), total: within.length, page, size };
}

/** The member, or the 401 every user route answers a guest. */
/** A notice as the bell lists it: dated, and read or not for the member (a guest: never). */
function bellNotice(db: MemoryDatabase, n: MemoryDatabase['notices'][number]) {
  return { ...n, publishedAt: n.createTime, read: !!db.member && db.readNotices.includes(n.id) };
}

function member(db: MemoryDatabase): UserInfo | Refusal {
  return db.member ?? refuse(401, '未登录或登录已过期');
}

const summary = (doc: TwoClassDocument): DocumentSummary => ({
  id: doc.id,
  title: doc.title,
  oneClass: doc.oneClass,
  oneClassChildren: doc.oneClassChildren,
  cover: doc.previews?.[0] ?? null,
  coverSizes: doc.previewImages?.[0]?.sizes ?? [],
  entitlement: doc.entitlement,
  createTime: doc.createTime,
  format: doc.material?.format ?? '',
  size: doc.material?.size ?? 0,
  downloadCount: doc.downloadCount ?? 0,
});

function pay(db: MemoryDatabase, order: RechargeOrder) {
  if (order.status !== 'pending' || !db.member) return;
  Object.assign(order, { status: 'paid', paidAmount: order.price, paidTime: now() });
  db.member.usersInfo.money += order.amount;
  db.rechargeRecords.push({
    id: db.nextId(),
    orderNo: order.orderNo,
    payType: order.payType,
    provider: order.provider,
    paidAmount: order.price,
    amount: order.amount,
    balanceAfter: db.member.usersInfo.money,
    latePayment: false,
    createTime: order.paidTime ?? now(),
  });
}

/** The order as the provider knows it: paid as soon as asked when the story says it was. */
function orderState(db: MemoryDatabase, orderNo: string) {
  const order = db.orders.find((o) => o.orderNo === orderNo);
  if (!order || !db.member) return refuse(404, '订单不存在');
  if (db.providerPays) pay(db, order);
  return { order, money: db.member.usersInfo.money };
}

const favourite = (db: MemoryDatabase, id: number) =>
  db.favourites.some((f) => f.documentId === id);

/** As the server does: the image captcha first (402), then the text goes out. */
const smsSent = (captchaCode: string) =>
  captchaCode.toLowerCase() === CAPTCHA_ANSWER ? null : refuse(402, '验证码错误，请重新输入');

export const defaultHandlers: Handlers = {
  // auth
  getCaptcha: () => CAPTCHA_IMAGE,
  login: ({ body, db }) => {
    if (body.captchaCode.toLowerCase() !== CAPTCHA_ANSWER)
      return refuse(402, '验证码错误，请重新输入');
    if (body.password === 'wrong-password') return refuse(400, '账号或密码错误');
    db.member ??= memberInfo({ name: body.name, usersName: body.name });
    return db.member;
  },
  register: ({ body, db }) => {
    if (body.smsCode !== SMS_CODE) return refuse(400, '短信验证码错误或已过期');
    if (body.name === 'taken') return refuse(409, '账号已被注册');
    // The new member is signed in, as the server does: 普通会员, no balance yet.
    db.member = memberInfo({
      name: body.name,
      usersName: body.usersName ?? body.name,
      phone: `${body.phone.slice(0, 3)}****${body.phone.slice(-4)}`,
      money: 0,
      lastLoginTime: now(),
      createTime: now(),
    });
    return { id: 8, name: body.name, status: 'active' };
  },
  sendLoginCode: ({ body }) => smsSent(body.captchaCode),
  loginBySms: ({ body, db }) => {
    if (body.smsCode !== SMS_CODE) return refuse(400, '短信验证码错误或已过期，请重新获取');
    db.member ??= memberInfo({ name: 'demo', phone: body.phone });
    return db.member;
  },
  getSession: ({ db }) => member(db),
  logout: ({ db }) => {
    db.member = null;
    return null;
  },
  updatePassword: ({ db }) => {
    const info = member(db);
    if ('code' in info) return info;
    db.member = null; // every session ends: log in again with the new password
    return null;
  },

  // member
  listUserLogs: ({ db, query }) => paged(db.logs, query),
  listLevels: ({ db }) => db.levels,
  upgradeLevel: ({ db, body }) => {
    const info = member(db);
    if ('code' in info) return info;
    const target = db.levels.find((l) => l.id === body.levelId);
    if (!target) return refuse(404, '会员等级不存在');
    // As the server: the member's own level sold for a term is a renewal from what is left.
    const bought = info.usersInfo.lapsedLevel?.id ?? info.usersInfo.levelId;
    const renewing = bought === target.id && target.termDays != null;
    const verb = renewing ? '续费' : '升级到';
    if (info.usersInfo.money < target.price) {
      return refuse(
        403,
        `余额不足：${verb}${target.name}需要${formatYuan(target.price)}，当前余额${formatYuan(info.usersInfo.money)}，请先充值`,
      );
    }
    const left = Date.parse(info.usersInfo.levelExpireTime ?? '');
    const from = renewing && left > Date.now() ? left : Date.now();
    const levelExpireTime =
      target.termDays == null ? null : new Date(from + target.termDays * 86_400_000).toISOString();
    info.usersInfo.money -= target.price;
    Object.assign(info.usersInfo, {
      levelId: target.id,
      levelName: target.name,
      levelExpireTime,
      lapsedLevel: null,
    });
    info.usersLevelInfo = { ...target };
    db.consumeRecords.push({
      id: db.nextId(),
      type: 'levelUpgrade',
      description: `升级到${target.name}`,
      amount: target.price,
      balanceAfter: info.usersInfo.money,
      createTime: now(),
    });
    return info;
  },
  checkDownload: ({ db, path }) => {
    const info = member(db);
    if ('code' in info) return info;
    const doc = db.documents.find((d) => d.downloadKey === path.key);
    if (!doc) return refuse(404, '下载资源不存在或已下架');
    const level = info.usersLevelInfo;
    const limit = level.dailyDownloads ?? 10;
    const quota = {
      limit,
      used: db.downloadsToday,
      remaining: Math.max(0, limit - db.downloadsToday),
    };
    const base = {
      title: doc.title,
      documentId: doc.id,
      requiredEntitlement: doc.entitlement,
      quota,
      downloadUrl: null,
      unlockLevel: null,
    };
    if (doc.entitlement && !level[doc.entitlement]) {
      const upgrade = db.levels.find((l) => doc.entitlement && l[doc.entitlement]);
      const needed = RIGHTS[doc.entitlement];
      return {
        ...base,
        allowed: false,
        reason: upgrade
          ? `您的会员等级（${level.name}）不包含「${needed}」权益，升级到${upgrade.name}即可下载`
          : `您的会员等级（${level.name}）不包含「${needed}」权益`,
        unlockLevel: upgrade?.name ?? null,
      };
    }
    if (quota.remaining === 0) {
      const bigger = db.levels.find((l) => (l.dailyDownloads ?? 0) > limit);
      const reason = `今日下载次数已用完（${level.name}每日 ${limit} 个素材，北京时间 0 点恢复）`;
      return {
        ...base,
        allowed: false,
        reason: bigger
          ? `${reason}，升级到${bigger.name}每日可下载 ${bigger.dailyDownloads} 个`
          : reason,
      };
    }
    // A file link the browser will not follow in a story (no server behind it).
    return { ...base, allowed: true, reason: null, downloadUrl: `#/download/${doc.downloadKey}` };
  },

  // money
  listRechargeRecords: ({ db, query }) => paged(db.rechargeRecords, query),
  listConsumeRecords: ({ db, query }) => paged(db.consumeRecords, query),
  listPayOptions: ({ db }) => db.payOptions,
  listPayMethods: ({ db }) => db.payMethods,
  createRechargeOrder: ({ db, body }) => {
    const info = member(db);
    if ('code' in info) return info;
    const option = db.payOptions.find((o) => o.id === body.payOptionId);
    if (!option) return refuse(404, '充值选项不存在，请刷新后重新选择');
    const method = db.payMethods.find((m) => m.payType === body.payType);
    if (!method) return refuse(400, '该支付方式暂不可用');
    const orderNo = `R20250301${String(db.nextId()).padStart(6, '0')}`;
    const created = new Date();
    const order: RechargeOrder = {
      orderNo,
      payOptionId: option.id,
      amount: option.amount,
      price: option.price,
      payType: body.payType,
      provider: method.provider,
      status: 'pending',
      payUrl: `https://pay.example.com/sandbox/${orderNo}`,
      payMode: body.device === 'mobile' ? 'redirect' : 'qr',
      paidAmount: null,
      latePayment: false,
      createTime: created.toISOString(),
      expireTime: new Date(created.getTime() + 30 * 60_000).toISOString(),
      paidTime: null,
      closedTime: null,
    };
    db.orders.push(order);
    return order;
  },
  getRechargeOrder: ({ db, path }) => orderState(db, path.orderNo ?? ''),
  completeRechargeOrder: ({ db, body }) => orderState(db, body.orderNo),
  cancelRechargeOrder: ({ db, body }) => {
    const order = db.orders.find((o) => o.orderNo === body.orderNo);
    if (order?.status === 'pending') Object.assign(order, { status: 'closed', closedTime: now() });
    return orderState(db, body.orderNo);
  },
  listRechargeOrders: ({ db, query }) => paged(db.orders, query),

  // catalog and notices
  listOneClasses: ({ db }) => db.classes,
  listOneClassChildren: ({ db }) => db.children,
  search: ({ db, body }) =>
    db.documents
      .filter((d) => d.title.includes(body.searchContent.trim()))
      .map((d) => ({
        ...summary(d),
        oneClassName: d.oneClassName,
        oneClassChildrenName: d.oneClassChildrenName,
      })),
  listNotices: ({ db }) => db.notices.map((n) => bellNotice(db, n)),
  listMemberReminders: ({ db }) => {
    const info = member(db);
    return 'code' in info ? info : db.reminders.map((n) => bellNotice(db, n));
  },
  markNoticesRead: ({ db, body }) => {
    const info = member(db);
    if ('code' in info) return info;
    const known = [...db.notices, ...db.reminders].map((n) => n.id);
    const ids = body.all ? known : (body.noticeIds ?? []);
    if (ids.length === 0) return refuse(400, '请指明要标为已读的通知');
    const unknown = ids.find((id) => !known.includes(id));
    if (unknown !== undefined) return refuse(404, `通知不存在（编号 ${unknown}）`);
    db.readNotices = [...new Set([...db.readNotices, ...ids])];
    return { unread: known.filter((id) => !db.readNotices.includes(id)).length };
  },
  getCustomNavMenu: () => ({ freeDubbing: '', aiCreateImage: '', aiCreateText: '' }),
  getUpdateNotice: ({ db }) => db.updateNotice,
  getTwoClassSection: ({ db, path, query }) => {
    const oneClass = db.classes.find((c) => c.id === Number(path.oneClassId));
    if (!oneClass) return refuse(404, '栏目不存在或已下线');
    const docs = db.documents.filter((d) => d.oneClass === oneClass.id).map(summary);
    return {
      oneClass,
      children: db.children.filter((c) => c.oneClassId === oneClass.id),
      documents: paged(docs, query),
    };
  },
  getTwoClassChildSection: ({ db, path, query }) => {
    const child = db.children.find((c) => c.id === Number(path.childClassId));
    const oneClass = db.classes.find((c) => c.id === child?.oneClassId);
    if (!child || !oneClass) return refuse(404, '栏目不存在或已下线');
    const docs = db.documents.filter((d) => d.oneClassChildren === child.id).map(summary);
    return { oneClass, child, documents: paged(docs, query) };
  },
  getCommonDocument: ({ db, path }) =>
    db.commonDocuments.find((d) => d.id === Number(path.documentId)) ?? refuse(404, '文档不存在'),
  getTwoClassDocument: ({ db, path }) => {
    const doc = db.documents.find((d) => d.id === Number(path.documentId));
    return doc ? { ...doc, favourite: favourite(db, doc.id) } : refuse(404, '素材不存在或已下架');
  },

  // plugin
  listPluginActivations: ({ db, query }) => ({
    ...paged(db.activations, query),
    unbind: { limit: 2, left: 2 - db.unbinds, nextTime: null },
  }),
  unbindPluginMachine: ({ db, path }) => {
    if (db.unbinds >= 2) return refuse(409, '30 天内最多自助解绑 2 台机器');
    db.activations = db.activations.filter((a) => a.id !== Number(path.id));
    db.unbinds += 1;
    return { limit: 2, left: 2 - db.unbinds, nextTime: null };
  },
  activatePlugin: ({ db, body }) => {
    const info = member(db);
    if ('code' in info) return info;
    if (!info.usersLevelInfo.plugin) {
      return refuse(403, `您的会员等级（${info.usersLevelInfo.name}）不包含插件权益`);
    }
    const known = db.activations.find((a) => a.machineCode === body.machineCode);
    if (known) return known;
    const activation = {
      id: db.nextId(),
      machineCode: body.machineCode,
      activationCode: `ACT-${body.machineCode.slice(0, 4).toUpperCase()}-${db.activations.length + 1}F8E`,
      createTime: now(),
    };
    db.activations.push(activation);
    return activation;
  },

  // reports
  listReports: ({ db, query }) => paged(db.reports, query),
  listHomeImages: ({ db }) => db.homeImages,
  createReport: ({ db, body }) => {
    const report = {
      id: db.nextId(),
      ...body,
      status: 'pending' as const,
      reviewReason: null,
      createTime: now(),
      updateTime: now(),
    };
    db.reports.push(report);
    return report;
  },
  updateReport: ({ db, body }) => {
    const report = db.reports.find((r) => r.id === body.id);
    if (!report) return refuse(404, '报告不存在');
    Object.assign(report, body, { status: 'pending', reviewReason: null, updateTime: now() });
    return report;
  },

  // dubbing
  listDubbingVoices: ({ db }) =>
    db.voices.map((v) => ({ ...v, collected: db.voiceFavourites.includes(v.id) })),
  listDubbingFavourites: ({ db }) =>
    db.voices
      .filter((v) => db.voiceFavourites.includes(v.id))
      .map((v) => ({ ...v, collected: true })),
  addDubbingFavourite: ({ db, body }) => {
    if (!db.voiceFavourites.includes(body.voiceId)) db.voiceFavourites.push(body.voiceId);
    return null;
  },
  removeDubbingFavourite: ({ db, query }) => {
    db.voiceFavourites = db.voiceFavourites.filter((id) => id !== Number(query.get('voiceId')));
    return null;
  },
  getDubbingCount: ({ db }) => ({
    remaining: db.dubbingLeft,
    dailyLimit: db.dubbingDailyLimit,
    dubbingExpireTime: db.member?.usersInfo.dubbingExpireTime ?? null,
  }),
  redeemDubbingCard: ({ db, body }) => {
    const info = member(db);
    if ('code' in info) return info;
    if (body.cardCode !== 'DUB-30D-DEMO-0001') return refuse(404, '卡密不存在，请检查后重新输入');
    const current = Date.parse(info.usersInfo.dubbingExpireTime ?? '') || 0;
    const expiry = new Date(Math.max(current, Date.now()) + 30 * DAY_MS).toISOString();
    info.usersInfo.dubbingExpireTime = expiry;
    return {
      type: 'dubbing',
      addedDays: 30,
      dubbingExpireTime: expiry,
      levelName: null,
      levelExpireTime: null,
    };
  },
  startDubbing: ({ db, body }) => {
    const info = member(db);
    if ('code' in info) return info;
    const level = info.usersLevelInfo;
    const expiry = info.usersInfo.dubbingExpireTime;
    if (!level.dubbing)
      return refuse(403, `您的会员等级（${level.name}）不包含配音服务，请先升级会员等级`);
    if (!expiry) return refuse(403, '配音服务尚未开通，请先使用卡密兑换');
    if (Date.parse(expiry) <= Date.now()) return refuse(403, '配音服务已到期，请使用卡密续期');
    if (db.dubbingLeft <= 0) {
      return refuse(429, `今日配音次数已用完（每日${db.dubbingDailyLimit}次），请明天再来`);
    }
    db.dubbingLeft -= 1;
    const voice = db.voices.find((v) => v.id === body.voiceId);
    const job = {
      id: db.nextId(),
      voiceId: body.voiceId,
      voiceName: voice?.name ?? '',
      text: body.text,
      audioUrl: SILENT_WAV,
      durationMs: 500,
      createTime: now(),
      // The in-memory backend speaks at once: the job is done when it answers.
      status: 'done' as const,
      sentences: 1,
      progress: 1,
      attempts: 1,
      waitingForEngine: false,
      error: null,
      mp3Url: SILENT_WAV,
    };
    db.jobs.push(job);
    db.jobSentences[job.id] = { texts: splitSentences(body.text), regenerations: 0 };
    job.sentences = job.progress = db.jobSentences[job.id]!.texts.length;
    return { ...job, remaining: db.dubbingLeft };
  },
  listDubbingSentences: ({ db, path }) => {
    const kept = db.jobSentences[Number(path.jobId)];
    if (!db.jobs.some((job) => job.id === Number(path.jobId))) return refuse(404, '配音记录不存在');
    return {
      list: (kept?.texts ?? []).map((text, index) => ({
        index,
        text,
        durationMs: 500,
        pending: false,
      })),
      regenerationsLeft: kept ? 20 - kept.regenerations : 0,
    };
  },
  regenerateDubbingSentence: ({ db, path, body }) => {
    const job = db.jobs.find((j) => j.id === Number(path.jobId));
    const kept = db.jobSentences[Number(path.jobId)];
    if (!job || !kept) return refuse(404, '配音记录不存在');
    const index = Number(path.index);
    const old = kept.texts[index];
    if (old === undefined) return refuse(404, '句子不存在');
    const text = body.text?.trim() || old;
    if (splitSentences(text).length !== 1)
      return refuse(400, '只能改写成一句话：句中不能再有句号、问号、叹号、分号或换行');
    if (kept.regenerations >= 20) return refuse(429, '这条配音已重新生成 20 次，请重新提交整段');
    // The in-memory backend speaks at once: the job is done again when it answers.
    kept.texts[index] = text;
    kept.regenerations += 1;
    job.text = job.text.replace(old, text);
    return job;
  },
  listDubbingJobs: ({ db, query }) => paged(db.jobs, query),
  getDubbingJob: ({ db, path }) =>
    db.jobs.find((job) => job.id === Number(path.jobId)) ?? refuse(404, '配音记录不存在'),

  // materials
  listDownloadHistory: ({ db, query }) => paged(db.downloads, query),
  listFavourites: ({ db, query }) =>
    paged(
      db.favourites.flatMap(({ documentId, time }) => {
        const doc = db.documents.find((d) => d.id === documentId);
        return doc ? [{ ...summary(doc), favouriteTime: time }] : [];
      }),
      query,
    ),
  addFavourite: ({ db, body }) => {
    if (!favourite(db, body.documentId))
      db.favourites.push({ documentId: body.documentId, time: now() });
    return null;
  },
  removeFavourite: ({ db, path }) => {
    db.favourites = db.favourites.filter((f) => f.documentId !== Number(path.documentId));
    return null;
  },
  updateProfile: ({ db, body }) => {
    const info = member(db);
    if ('code' in info) return info;
    if (body.phone !== undefined && body.smsCode !== SMS_CODE)
      return refuse(400, '短信验证码错误或已过期');
    if (body.usersName !== undefined) info.usersInfo.usersName = body.usersName;
    if (body.phone !== undefined)
      info.usersInfo.phone = `${body.phone.slice(0, 3)}****${body.phone.slice(-4)}`;
    return info;
  },
  sendProfileCode: ({ body }) => smsSent(body.captchaCode),
  uploadAvatar: ({ db }) => {
    const info = member(db);
    if ('code' in info) return info;
    info.usersInfo.avatarUrl = CAPTCHA_IMAGE;
    return { avatarUrl: CAPTCHA_IMAGE };
  },
  listSessions: ({ db }) => db.sessions,
  logoutOtherSessions: ({ db }) => {
    const ended = db.sessions.filter((s) => !s.current).length;
    db.sessions = db.sessions.filter((s) => s.current);
    return { ended };
  },
  sendPasswordResetCode: ({ body }) => smsSent(body.captchaCode),
  resetPassword: ({ body }) =>
    body.smsCode === SMS_CODE ? { name: 'demo' } : refuse(400, '短信验证码错误或已过期'),
  resetPasswordByLink: ({ body }) =>
    body.token === RESET_LINK_TOKEN
      ? { name: 'demo' }
      : refuse(400, '重置链接无效、已使用或已过期，请联系客服重新发送'),
  sendRegisterCode: ({ body }) => smsSent(body.captchaCode),
  searchDocuments: ({ db, query }) => {
    const words = (query.get('q') ?? '').split(/\s+/).filter(Boolean);
    const oneClass = Number(query.get('oneClass') ?? 0);
    const found = db.documents
      .filter(
        (d) => words.every((w) => d.title.includes(w)) && (!oneClass || d.oneClass === oneClass),
      )
      .map((d) => ({
        ...summary(d),
        oneClassName: d.oneClassName,
        oneClassChildrenName: d.oneClassChildrenName,
      }));
    return { ...paged(found, query), limited: false };
  },
};

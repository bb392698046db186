import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, auditRows, staffClient, staffLogin } from './staff-helpers.js';
import { MONEY_WRITES, seedMoneyFixtures } from './money-fixtures.js';
import { SITE_CONTENT_WRITES } from './site-content-writes.js';
import {
  Client,
  operations,
  createTestApp,
  expectFailure,
  expectOk,
  loggedIn,
  newMember,
  registrationCode,
  TEST_CAPTCHA,
  type TestApp,
} from './helpers.js';

interface MemberDetail {
  member: { name: string; phone: string };
  sessions: unknown[];
  logs: { action: string }[];
}
interface AuditPage {
  list: { objectType: string; staffId: number }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function memberId(name: string): Promise<number> {
  const row = await t.app.ctx.db
    .selectFrom('users')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('staff login', () => {
  it('the seeded admin owner logs in with a captcha and gets a cookie only the console API sees', async () => {
    const client = new Client(t.app);
    const result = await staffLogin(client, ADMIN);
    expect(expectOk('adminLogin', result)).toMatchObject({ name: 'admin', role: 'owner' });
    const cookie = String(result.raw.headers['set-cookie']);
    expect(cookie).toMatch(
      /staff_sid=[\w-]+; Max-Age=\d+; Path=\/api\/admin; HttpOnly; SameSite=Strict/,
    );
    expect(expectOk('adminGetSession', await client.get('/api/admin/session'))).toMatchObject({
      role: 'owner',
      totpEnabled: false,
    });
  });

  it('refuses a wrong captcha (402) and a wrong password (400); members are not staff', async () => {
    const client = new Client(t.app);
    await client.get('/api/captcha/user');
    expectFailure(
      'adminLogin',
      await client.post('/api/admin/login', { ...ADMIN, captchaCode: 'XXXX' }),
      402,
    );
    const wrong = await staffLogin(client, { name: 'admin', password: 'wrong-password' });
    expectFailure('adminLogin', wrong, 400, '账号或密码错误');
    const member = await staffLogin(client, { name: 'demo', password: 'demo123456' });
    expectFailure('adminLogin', member, 400, '账号或密码错误');
  });

  // The sign-in budget (a delay, never a lock) is tested with a clock in staff-login-budget.test.ts.

  it('logout ends the staff session', async () => {
    const client = await staffClient(t.app, 'editor');
    expectOk('adminLogout', await client.post('/api/admin/logout'));
    expectFailure('adminGetSession', await client.get('/api/admin/session'), 401);
  });
});

describe('two-factor login', () => {
  it('once enabled, login needs the current TOTP code', async () => {
    const { createStaff } = await import('../src/services/staff-auth.js');
    await createStaff(t.app.ctx, { name: 'twofa', role: 'finance', password: 'twofa-pass-1' });
    const client = new Client(t.app);
    expectOk('adminLogin', await staffLogin(client, { name: 'twofa', password: 'twofa-pass-1' }));
    const setup = expectOk(
      'adminStartTotp',
      await client.post<{ secret: string; uri: string }>('/api/admin/session/totp'),
    );
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    const totp = new TOTP({ secret: setup.secret });
    expectFailure(
      'adminEnableTotp',
      await client.post('/api/admin/session/totp/enable', { code: '000000' }),
      400,
    );
    expectOk(
      'adminEnableTotp',
      await client.post('/api/admin/session/totp/enable', {
        code: totp.generate(),
        password: 'twofa-pass-1',
      }),
    );

    const next = new Client(t.app);
    const missing = await staffLogin(next, { name: 'twofa', password: 'twofa-pass-1' });
    expectFailure('adminLogin', missing, 400, '两步验证码');
    const good = await staffLogin(next, {
      name: 'twofa',
      password: 'twofa-pass-1',
      // The code used to enable is spent: the next step's code (within the ±1 step window).
      totpCode: totp.generate({ timestamp: Date.now() + 30_000 }),
    });
    expectOk('adminLogin', good);
  });

  it('STAFF_REQUIRE_2FA=1: an owner without TOTP can only set it up', async () => {
    const strict = await createTestApp({ staffRequire2fa: true, seedDocuments: 5 });
    try {
      const client = new Client(strict.app);
      const login = expectOk('adminLogin', await staffLogin(client, ADMIN));
      expect(login.mustSetUpTotp).toBe(true);
      expectFailure('adminDashboard', await client.get('/api/admin/dashboard'), 403, '两步验证');
      const setup = expectOk(
        'adminStartTotp',
        await client.post<{ secret: string; uri: string }>('/api/admin/session/totp'),
      );
      const code = new TOTP({ secret: setup.secret }).generate();
      expectOk(
        'adminEnableTotp',
        await client.post('/api/admin/session/totp/enable', { code, password: ADMIN.password }),
      );
      expectOk('adminDashboard', await client.get('/api/admin/dashboard'));
    } finally {
      await strict.close();
    }
  });
});

describe('bootstrap', () => {
  it('creates the owner admin from ADMIN_INITIAL_PASSWORD on first start only', async () => {
    const fresh = await createTestApp({ adminInitialPassword: 'first-start-pw', seedDocuments: 5 });
    try {
      const client = new Client(fresh.app);
      expectOk(
        'adminLogin',
        await staffLogin(client, { name: 'admin', password: 'first-start-pw' }),
      );
    } finally {
      await fresh.close();
    }
    const none = await createTestApp({ adminInitialPassword: null, seedDocuments: 5 });
    try {
      const rows = await none.app.ctx.db.selectFrom('staff').selectAll().execute();
      expect(rows).toEqual([]);
    } finally {
      await none.close();
    }
  });
});

describe('member review', () => {
  it('approving the pending member lets them log in; the audit log records it', async () => {
    const pending = new Client(t.app);
    expectFailure(
      'login',
      await pending.login({ name: 'pending', password: 'pending123456' }),
      403,
    );
    const reviewer = await staffClient(t.app, 'reviewer');
    const queue = expectOk(
      'adminListMembers',
      await reviewer.get<{ list: { name: string }[] }>('/api/admin/members', { status: 'pending' }),
    );
    expect(queue.list.map((m) => m.name)).toContain('pending');
    const id = await memberId('pending');
    const approved = expectOk(
      'adminSetMemberStatus',
      await reviewer.post<{ status: string }>(`/api/admin/members/${id}/status`, {
        status: 'active',
      }),
    );
    expect(approved.status).toBe('active');
    expect((await pending.login({ name: 'pending', password: 'pending123456' })).body.code).toBe(
      200,
    );
    const [row] = await auditRows(t.app, 'member');
    expect(row).toMatchObject({ action: 'member.status', object_id: String(id) });
    expect(JSON.parse(row!.before_json!)).toMatchObject({ status: 'pending' });
    expect(JSON.parse(row!.after_json!)).toMatchObject({ status: 'active' });
  });

  it('locking ends the sessions and the member reads the reason at login', async () => {
    const member = await newMember(t.app, 'tolock');
    const reviewer = await staffClient(t.app, 'reviewer');
    const id = await memberId('tolock');
    expectOk(
      'adminSetMemberStatus',
      await reviewer.post(`/api/admin/members/${id}/status`, {
        status: 'locked',
        reason: '头像违规',
      }),
    );
    expectFailure('getSession', await member.get('/api/user/session'), 401);
    const again = await new Client(t.app).login({ name: 'tolock', password: 'secret123' });
    expectFailure('login', again, 403, '头像违规');
  });

  it('REGISTRATION_REVIEW=1: new members start pending', async () => {
    const review = await createTestApp({ registrationReview: true, seedDocuments: 5 });
    try {
      const client = new Client(review.app);
      await client.get('/api/captcha/user');
      const result = await client.post('/api/register', {
        name: 'newbie',
        password: 'secret123',
        confirmPassword: 'secret123',
        phone: '13912345678',
        captchaCode: TEST_CAPTCHA,
        smsCode: await registrationCode(client, '13912345678'),
      });
      expect(expectOk('register', result)).toMatchObject({ status: 'pending' });
      expectFailure('login', await client.login({ name: 'newbie', password: 'secret123' }), 403);
    } finally {
      await review.close();
    }
  });

  it('a member page shows profile, level, orders, logs and sessions; a reset sends an SMS, never a password', async () => {
    const member = await loggedIn(t.app);
    const reviewer = await staffClient(t.app, 'reviewer');
    const id = await memberId('demo');
    const detail = expectOk(
      'adminGetMember',
      await reviewer.get<MemberDetail>(`/api/admin/members/${id}`),
    );
    expect(detail.member).toMatchObject({
      name: 'demo',
      phone: expect.stringMatching(/^1\d{10}$/),
    });
    expect(detail.sessions.length).toBeGreaterThan(0);
    expect(detail.logs[0]).toMatchObject({ action: 'login' });
    const reset = expectOk(
      'adminResetMemberPassword',
      await reviewer.post<Record<string, unknown>>(`/api/admin/members/${id}/password`),
    );
    expect(reset).toEqual({
      phone: `${detail.member.phone.slice(0, 3)}****${detail.member.phone.slice(-4)}`,
      expiresAt: expect.any(String),
    });
    // The member's password and session stay until they use the texted link
    // (test/member-reset-links.test.ts).
    expect((await member.get('/api/user/session')).body.code).toBe(200);
  });
});

describe('balance adjustment', () => {
  it('finance adds and deducts with a reason, never below zero; each change is a ledger row (reason adjustment)', async () => {
    const member = await newMember(t.app, 'topped');
    const finance = await staffClient(t.app, 'finance');
    const id = await memberId('topped');
    const url = `/api/admin/members/${id}/balance`;
    const added = await finance.post<{ money: number }>(url, {
      amount: 5000,
      reason: '活动补偿',
      requestId: 'adjust-add-1',
    });
    expect(expectOk('adminAdjustBalance', added).money).toBe(5000);
    const session = await member.get<{ usersInfo: { money: number } }>('/api/user/session');
    expect(session.body.data.usersInfo.money).toBe(5000);
    expectFailure(
      'adminAdjustBalance',
      await finance.post(url, { amount: -6000, reason: '误充', requestId: 'adjust-cut-1' }),
      400,
      '余额不足',
    );
    expectOk(
      'adminAdjustBalance',
      await finance.post(url, { amount: -2000, reason: '误充', requestId: 'adjust-cut-2' }),
    );
    const rows = await t.app.ctx.db
      .selectFrom('ledger')
      .select(['amount', 'balance_after', 'description'])
      .where('user_id', '=', id)
      .where('reason', '=', 'adjustment')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { amount: 5000, balance_after: 5000, description: '活动补偿' },
      { amount: -2000, balance_after: 3000, description: '误充' },
    ]);
  });
});

describe('card codes', () => {
  it('a generated batch is redeemable once, and only hashes are stored', async () => {
    const finance = await staffClient(t.app, 'finance');
    const created = expectOk(
      'adminCreateCardBatch',
      await finance.post<{ batch: { id: number }; codes: string[] }>('/api/admin/card-batches', {
        days: 30,
        count: 3,
        note: '活动',
      }),
    );
    expect(created.codes).toHaveLength(3);
    const stored = await t.app.ctx.db
      .selectFrom('dubbing_cards')
      .select('code')
      .where('batch_id', '=', created.batch.id)
      .execute();
    expect(stored.map((r) => r.code)).not.toContain(created.codes[0]);

    const member = await newMember(t.app, 'redeemer');
    const redeemed = await member.post('/api/user/dubbing/crypto/use', {
      cardCode: created.codes[0]!.toLowerCase(),
    });
    expect(expectOk('redeemDubbingCard', redeemed)).toMatchObject({ addedDays: 30 });
    expectFailure(
      'redeemDubbingCard',
      await member.post('/api/user/dubbing/crypto/use', { cardCode: created.codes[0] }),
      409,
    );
    const batches = expectOk(
      'adminListCardBatches',
      await finance.get<{ id: number }[]>('/api/admin/card-batches'),
    );
    expect(batches.find((b) => b.id === created.batch.id)).toMatchObject({ used: 1, count: 3 });
  });
});

describe('content', () => {
  it('a posted notice appears under the bell, sanitised', async () => {
    const editor = await staffClient(t.app, 'editor');
    expectOk(
      'adminCreateNotice',
      await editor.post('/api/admin/notices', {
        title: '春节放假通知',
        noticeContent: '<p>正常发货</p><script>alert(1)</script>',
      }),
    );
    const notices = expectOk(
      'listNotices',
      await new Client(t.app).get<{ title: string }[]>('/api/notice'),
    );
    expect(notices[0]).toMatchObject({ title: '春节放假通知', noticeContent: '<p>正常发货</p>' });
  });

  it('the audit log filters by staff and by object', async () => {
    const owner = await staffClient(t.app, 'admin');
    const page = expectOk(
      'adminListAudit',
      await owner.get<AuditPage>('/api/admin/audit', { objectType: 'notice' }),
    );
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((row) => row.objectType === 'notice')).toBe(true);
    const staffId = page.list[0]!.staffId;
    const byStaff = expectOk(
      'adminListAudit',
      await owner.get<AuditPage>('/api/admin/audit', { staffId }),
    );
    expect(byStaff.list.every((row) => row.staffId === staffId)).toBe(true);
  });
});

/** A multipart body with a 1×1 PNG (the console's upload operations). */
function pngForm(name: string) {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const data = new FormData();
  data.append('file', new Blob([png]), name);
  return data;
}

// One valid call per console write; each must leave exactly one audit row naming its object.
const WRITES: Record<string, { method: 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown }> = {
  adminCreateStaff: {
    method: 'POST',
    url: '/api/admin/staff',
    body: { name: 'audited_editor', role: 'editor' },
  },
  adminUpdateStaff: { method: 'PUT', url: '/api/admin/staff/2', body: { role: 'reviewer' } },
  adminEndStaffSessions: { method: 'POST', url: '/api/admin/staff/2/sessions/end' },
  adminResetStaffTotp: { method: 'POST', url: '/api/admin/staff/2/totp/reset' },
  adminResetStaffPassword: { method: 'POST', url: '/api/admin/staff/2/password' },
  adminChangeOwnPassword: {
    method: 'PUT',
    url: '/api/admin/session/password',
    body: { currentPassword: 'admin123456', nextPassword: 'admin-new-pass-1' },
  },
  adminSetMemberStatus: {
    method: 'POST',
    url: '/api/admin/members/2/status',
    body: { status: 'locked', reason: '测试' },
  },
  adminSetMemberLevel: { method: 'POST', url: '/api/admin/members/2/level', body: { levelId: 2 } },
  adminResetMemberPassword: { method: 'POST', url: '/api/admin/members/2/password' },
  adminAdjustBalance: {
    method: 'POST',
    url: '/api/admin/members/1/balance',
    body: { amount: 1234, reason: '活动补偿', requestId: 'audit-adjust-1' },
  },
  adminEndMemberSessions: { method: 'POST', url: '/api/admin/members/2/sessions/end' },
  adminCreateNotice: {
    method: 'POST',
    url: '/api/admin/notices',
    body: { title: '新公告', noticeContent: '<p>内容</p>' },
  },
  adminUpdateNotice: {
    method: 'PUT',
    url: '/api/admin/notices/1',
    body: { title: '改过的公告', noticeContent: '<p>改</p>' },
  },
  adminDeleteNotice: { method: 'DELETE', url: '/api/admin/notices/2' },
  adminPublishUpdateNotice: {
    method: 'PUT',
    url: '/api/admin/update-notice',
    body: { version: '9.9.9', title: '更新', content: '<p>新功能</p>' },
  },
  adminCreateHomeImage: {
    method: 'POST',
    url: '/api/admin/home-images',
    body: { title: '横幅', imageUrl: '/banner.png' },
  },
  adminUpdateHomeImage: {
    method: 'PUT',
    url: '/api/admin/home-images/1',
    body: { title: '横幅1', imageUrl: '/b1.png', link: null, sort: 3 },
  },
  adminDeleteHomeImage: { method: 'DELETE', url: '/api/admin/home-images/2' },
  ...SITE_CONTENT_WRITES,
  adminCreateCardBatch: {
    method: 'POST',
    url: '/api/admin/card-batches',
    body: { days: 7, count: 2 },
  },
  adminHandleReport: {
    method: 'POST',
    url: '/api/admin/reports/1/handle',
    body: { status: 'approved' },
  },
  ...MONEY_WRITES,
  // The class tree (a fresh database: 7 seeded classes, 14 sub-classes) and documents.
  adminCreateClass: { method: 'POST', url: '/api/admin/classes', body: { name: '审计栏目' } },
  adminUpdateClass: { method: 'PUT', url: '/api/admin/classes/8', body: { name: '审计栏目2' } },
  adminReorderClasses: {
    method: 'PUT',
    url: '/api/admin/class-order',
    body: { ids: [8, 1, 2, 3, 4, 5, 6, 7] },
  },
  adminCreateChildClass: {
    method: 'POST',
    url: '/api/admin/classes/8/children',
    body: { name: '审计子栏目' },
  },
  adminUpdateChildClass: {
    method: 'PUT',
    url: '/api/admin/child-classes/15',
    body: { name: '改' },
  },
  adminReorderChildClasses: {
    method: 'PUT',
    url: '/api/admin/classes/2/child-order',
    body: { ids: [7, 6] },
  },
  adminMoveChildClass: {
    method: 'POST',
    url: '/api/admin/child-classes/15/move',
    body: { oneClassId: 3 },
  },
  adminDeleteChildClass: { method: 'DELETE', url: '/api/admin/child-classes/15' },
  adminDeleteClass: { method: 'DELETE', url: '/api/admin/classes/8' },
  adminCreateDocument: {
    method: 'POST',
    url: '/api/admin/documents',
    body: { title: '审计文档', oneClassId: 4, entitlement: null, price: 0, content: '<p>正文</p>' },
  },
  adminUpdateDocument: {
    method: 'PUT',
    url: '/api/admin/documents/1',
    body: {
      title: '改过的文档',
      oneClassId: 4,
      entitlement: 'plugin',
      price: 100,
      content: '<p>改</p>',
    },
  },
  adminSetDocumentState: {
    method: 'POST',
    url: '/api/admin/documents/1/state',
    body: { published: false },
  },
  adminUploadDocumentCover: {
    method: 'POST',
    url: '/api/admin/documents/1/cover',
    body: pngForm('cover.png'),
  },
  adminUploadDocumentMaterial: {
    method: 'POST',
    url: '/api/admin/documents/1/material',
    body: pngForm('material.png'),
  },
  // Document 2's material is given a failed preview below.
  adminRetryMaterialPreview: { method: 'POST', url: '/api/admin/documents/2/material/preview' },
};
// Session operations change only the operator's own login, not site data; enabling, replacing and
// removing the second factor are audited, tested in staff-second-factor.test.ts. A voice's 试听
// speaks a sample and changes nothing (rate-limited instead; voice-mapping.test.ts).
const NOT_AUDITED = [
  'adminLogin',
  'adminLogout',
  'adminStartTotp',
  'adminEnableTotp',
  'adminDisableTotp',
  'adminPreviewVoice',
];

describe('audit log', () => {
  it('has a case for every console write', () => {
    const writes = operations
      .filter((op) => op.path.startsWith('/api/admin/') && op.method !== 'GET')
      .map((op) => op.operationId)
      .filter((id) => !NOT_AUDITED.includes(id));
    expect(Object.keys(WRITES).sort()).toEqual(writes.sort());
  });

  let owner: Client;
  beforeAll(async () => {
    owner = await staffClient(t.app, 'admin');
    await seedMoneyFixtures(t.app);
    const material = await t.app.ctx.db
      .selectFrom('document_files')
      .select('file_id')
      .where('download_key', '=', 'd2')
      .where('kind', '=', 'material')
      .executeTakeFirstOrThrow();
    await t.app.ctx.db
      .insertInto('media_previews')
      .values({
        file_id: material.file_id,
        kind: 'video',
        status: 'failed',
        error: 'moov atom not found',
        update_time: Date.now(),
      })
      .execute();
  });

  it.each(Object.entries(WRITES))('%s writes one audit row with the change', async (id, call) => {
    const before = (await auditRows(t.app)).length;
    const response = await owner.request({
      method: call.method,
      url: call.url,
      payload: call.body as object,
    });
    expectOk(id, response);
    const rows = await auditRows(t.app);
    expect(rows.length).toBe(before + 1);
    expect(rows[0]).toMatchObject({ staff_name: 'admin' });
    expect(rows[0]!.object_type).not.toBe('');
    expect(rows[0]!.before_json ?? rows[0]!.after_json).not.toBeNull();
  });
});

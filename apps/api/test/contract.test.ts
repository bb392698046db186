import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { createHandlers } from '../src/routes/handlers/index.js';
import { staffClient } from './staff-helpers.js';
import {
  Client,
  createTestApp,
  expectFailure,
  loggedIn,
  operations,
  spec,
  type TestApp,
} from './helpers.js';

// Every operation of openapi.yaml: implemented, guarded, XSRF-protected, enveloped.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A concrete URL for an operation path, with harmless values for path parameters. */
function sampleUrl(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'scene' ? 'user' : name === 'key' ? 'd1' : '1',
  );
}

describe('openapi.yaml coverage', () => {
  it('has a handler for every operation and no handler outside the document', () => {
    const handlers = Object.keys(createHandlers(t.app.ctx));
    const ids = operations.map((op) => op.operationId);
    expect(ids.length).toBeGreaterThanOrEqual(38);
    expect(ids.filter((id) => !handlers.includes(id))).toEqual([]);
    expect(handlers.filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('refuses to start when an operation has no handler', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dongman-spec-'));
    try {
      const extended = structuredClone(spec);
      extended.paths['/api/extra'] = {
        get: { operationId: 'extraOperation', responses: { '200': { description: 'ok' } } },
      };
      writeFileSync(join(dir, 'openapi.yaml'), stringify(extended));
      await expect(
        createTestApp({ openapiFile: join(dir, 'openapi.yaml'), dataDir: dir }),
      ).rejects.toThrow('openapi.yaml 中的操作没有实现：extraOperation');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // A whole app (a new database, migrated and seeded) is built first: as long as a setup hook.
  }, 60_000);

  it('registers a route for every operation', () => {
    for (const op of operations) {
      const url = sampleUrl(op.path);
      expect(
        t.app.hasRoute({ method: op.method as 'GET', url: op.path.replace(/\{(\w+)\}/g, ':$1') }),
        `${op.method} ${url}`,
      ).toBe(true);
    }
  });

  it('requires a session for every /api/user/* operation except the public home images', () => {
    const user = operations.filter((op) => op.path.startsWith('/api/user/'));
    expect(user.filter((op) => !op.needsSession).map((op) => op.operationId)).toEqual([
      'listHomeImages',
    ]);
  });
});

describe('auth rule: 401 without a session', () => {
  for (const op of operations.filter((o) => o.needsSession)) {
    it(`${op.method} ${op.path} (${op.operationId})`, async () => {
      const client = new Client(t.app);
      const response = await client.request({
        method: op.method as 'GET',
        url: sampleUrl(op.path),
        payload: op.method === 'GET' || op.method === 'DELETE' ? undefined : {},
      });
      expectFailure(op.operationId, response, 401, '未登录或登录已过期，请先登录');
    });
  }
});

describe('XSRF rule: 403 for a non-GET request without the matching header', () => {
  for (const op of operations.filter((o) => o.method !== 'GET' && !o.signedNotification)) {
    it(`${op.method} ${op.path} (${op.operationId})`, async () => {
      const client = new Client(t.app);
      await client.get('/api/notice'); // has the cookie…
      client.sendXsrf = false; // …but does not echo it
      const missing = await client.request({
        method: op.method as 'POST',
        url: sampleUrl(op.path),
        payload: {},
      });
      expectFailure(op.operationId, missing, 403, 'XSRF');

      const wrong = await client.request({
        method: op.method as 'POST',
        url: sampleUrl(op.path),
        payload: {},
        headers: { 'x-xsrf-token': 'x'.repeat(43) },
      });
      expectFailure(op.operationId, wrong, 403, 'XSRF');
    });
  }

  it('refuses a request whose header matches a token the server never set (no cookie)', async () => {
    const client = new Client(t.app);
    client.sendXsrf = false;
    const token = 'a'.repeat(43);
    const response = await client.request({
      method: 'POST',
      url: '/api/search',
      payload: { searchContent: '国潮' },
      headers: { 'x-xsrf-token': token },
    });
    expectFailure('search', response, 403);
    // …and hands out a cookie so the next attempt can succeed.
    expect(client.cookies.get('XSRF-TOKEN')).toMatch(/^[\w-]{43}$/);
  });

  it('sets a readable XSRF-TOKEN cookie on the first response', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notice' });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/XSRF-TOKEN=[\w-]{43}; Path=\/; SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/);
  });
});

// One clearly broken request per operation that takes input; the answer must be a 400 envelope
// whose message names the field.
const BAD_INPUT: Record<
  string,
  { url?: string; query?: Record<string, string>; body?: unknown; field: string }
> = {
  getCaptcha: { url: '/api/captcha/admin', field: 'scene' },
  login: { body: {}, field: 'name' },
  register: { body: {}, field: 'name' },
  updatePassword: { body: { oldPassword: 'secret123' }, field: 'newPassword' },
  listUserLogs: { query: { page: '0' }, field: 'page' },
  listRechargeRecords: { query: { size: '0' }, field: 'size' },
  listConsumeRecords: { query: { startDate: 'yesterday' }, field: 'startDate' },
  createRechargeOrder: { body: { payOptionId: 1 }, field: 'payType' },
  completeRechargeOrder: { body: { orderNo: 42 }, field: 'orderNo' },
  getRechargeOrder: { url: `/api/user/pay/order/${'R'.repeat(65)}`, field: 'orderNo' },
  cancelRechargeOrder: { body: {}, field: 'orderNo' },
  listRechargeOrders: { query: { page: '0' }, field: 'page' },
  handlePaymentNotification: { url: '/api/pay/notify/paypal', body: {}, field: 'provider' },
  search: { body: {}, field: 'searchContent' },
  searchDocuments: { query: { q: '赛博', oneClass: '0' }, field: 'oneClass' },
  sendRegisterCode: { body: {}, field: 'phone' },
  sendLoginCode: { body: {}, field: 'phone' },
  loginBySms: { body: {}, field: 'phone' },
  getTwoClassSection: { url: '/api/two/class/abc', field: 'oneClassId' },
  getTwoClassChildSection: { url: '/api/two/class/children/abc', field: 'childClassId' },
  getCommonDocument: { url: '/api/common/document/abc', field: 'documentId' },
  getTwoClassDocument: { url: '/api/two/class/document/-1', field: 'documentId' },
  listPluginActivations: { query: { page: 'x' }, field: 'page' },
  activatePlugin: { body: { machineCode: 'short' }, field: 'machineCode' },
  upgradeLevel: { body: { levelId: 'two' }, field: 'levelId' },
  listReports: { query: { size: '1000' }, field: 'size' },
  createReport: { body: { title: 'x', content: 'y', images: 'not-a-list' }, field: 'images' },
  updateReport: { body: { title: 'x', content: 'y', images: [] }, field: 'id' },
  listHomeImages: { query: { limit: '0' }, field: 'limit' },
  checkDownload: { url: `/api/user/download/check/${'k'.repeat(65)}`, field: 'key' },
  removeDubbingFavourite: { query: {}, field: 'voiceId' },
  addDubbingFavourite: { body: { voiceId: 0 }, field: 'voiceId' },
  redeemDubbingCard: { body: {}, field: 'cardCode' },
  startDubbing: { body: { voiceId: 1 }, field: 'text' },
  listDubbingJobs: { query: { page: '0' }, field: 'page' },
  getDubbingJob: { url: '/api/user/dubbing/jobs/abc', field: 'jobId' },
  listDubbingSentences: { url: '/api/user/dubbing/jobs/abc/sentences', field: 'jobId' },
  regenerateDubbingSentence: { body: { text: '' }, field: 'text' },
  listDownloadHistory: { query: { page: '0' }, field: 'page' },
  listFavourites: { query: { size: '0' }, field: 'size' },
  addFavourite: { body: { documentId: 'x' }, field: 'documentId' },
  removeFavourite: { url: '/api/user/favourite/abc', field: 'documentId' },
  unbindPluginMachine: { url: '/api/user/plugin/activate/abc', field: 'id' },
  markNoticesRead: { body: { noticeIds: ['x'] }, field: 'noticeIds' },
  updateProfile: { body: { smsCode: 'abc' }, field: 'smsCode' },
  sendProfileCode: { body: {}, field: 'phone' },
  uploadAvatar: { body: {}, field: 'file' },
  sendPasswordResetCode: { body: {}, field: 'phone' },
  resetPassword: {
    body: { phone: '13800000001', smsCode: '12', newPassword: 'abcdef', confirmPassword: 'abcdef' },
    field: 'smsCode',
  },
  resetPasswordByLink: {
    body: { token: 'not a token', newPassword: 'abcdef', confirmPassword: 'abcdef' },
    field: 'token',
  },
  // Operator console (as admin, the owner)
  adminLogin: { body: { name: 'admin', password: 'admin123456' }, field: 'captchaCode' },
  adminEnableTotp: { body: { code: 'abc' }, field: 'code' },
  adminDisableTotp: { body: { currentCode: '!' }, field: 'currentCode' },
  adminCreateStaff: { body: { name: 'x y z', role: 'editor' }, field: 'name' },
  adminUpdateStaff: { body: { role: 'king' }, field: 'role' },
  adminEndStaffSessions: { url: '/api/admin/staff/0/sessions/end', field: 'staffId' },
  adminResetStaffTotp: { url: '/api/admin/staff/x/totp/reset', field: 'staffId' },
  adminResetStaffPassword: { url: '/api/admin/staff/0/password', field: 'staffId' },
  adminChangeOwnPassword: {
    body: { currentPassword: 'x', nextPassword: 'short' },
    field: 'nextPassword',
  },
  adminListMembers: { query: { status: 'sleeping' }, field: 'status' },
  adminGetMember: { url: '/api/admin/members/abc', field: 'memberId' },
  adminSetMemberStatus: { body: { reason: 'x' }, field: 'status' },
  adminSetMemberLevel: { body: { levelId: 0 }, field: 'levelId' },
  adminResetMemberPassword: { url: '/api/admin/members/0/password', field: 'memberId' },
  adminEndMemberSessions: { url: '/api/admin/members/x/sessions/end', field: 'memberId' },
  adminAdjustBalance: { body: { amount: 0, reason: 'x', requestId: 'request-1' }, field: 'amount' },
  adminListAudit: { query: { staffId: 'me' }, field: 'staffId' },
  adminExportAudit: { query: { endDate: '2025-02-30x' }, field: 'endDate' },
  adminCreateNotice: { body: { title: '', noticeContent: 'x' }, field: 'title' },
  adminUpdateNotice: { body: { title: 'x' }, field: 'noticeContent' },
  adminDeleteNotice: { url: '/api/admin/notices/0', field: 'noticeId' },
  adminPublishUpdateNotice: { body: { title: 'x', content: 'y' }, field: 'version' },
  adminCreateHomeImage: { body: { title: 'x' }, field: 'imageUrl' },
  adminUpdateHomeImage: { body: { title: 'x', imageUrl: '/y', sort: -1 }, field: 'sort' },
  adminDeleteHomeImage: { url: '/api/admin/home-images/x', field: 'imageId' },
  adminUpdateLevel: {
    body: {
      name: 'x',
      price: -1,
      sourceMaterial: true,
      myzSourceMaterial: true,
      template: true,
      plugin: true,
      dubbing: true,
      course: true,
    },
    field: 'price',
  },
  adminUpdatePayOption: {
    body: { name: 'x', price: 0, amount: 1, recommended: false },
    field: 'price',
  },
  adminCreateLevel: { body: { name: 'x', price: 0 }, field: 'sourceMaterial' },
  adminCreatePayOption: {
    body: { name: 'x', price: 100, amount: 100, recommended: false, sort: -1 },
    field: 'sort',
  },
  adminUpdateNavMenu: { body: { freeDubbing: '', aiCreateImage: '' }, field: 'aiCreateText' },
  adminCreateVoice: {
    body: { name: 'x', gender: 'robot', style: 'x', language: 'x', pitchHz: 200, sampleText: 'x' },
    field: 'gender',
  },
  adminUpdateVoice: { url: '/api/admin/voices/0', body: {}, field: 'voiceId' },
  adminPreviewVoice: {
    body: {
      gender: 'female',
      style: '温柔',
      pitchHz: 220,
      engines: { espeak: { voice: 'cmn-latn-pinyin', variant: 'f2', pitch: 150, rate: 165 } },
    },
    field: 'pitch',
  },
  adminDeleteVoice: { url: '/api/admin/voices/x', field: 'voiceId' },
  adminUpdateCommonDocument: {
    body: { title: 'x', content: 'y', section: 'z', entitlement: 'vip' },
    field: 'entitlement',
  },
  adminUploadHomeImage: { body: {}, field: 'file' },
  adminUploadRichTextImage: { body: {}, field: 'file' },
  adminCreateCardBatch: { body: { days: 7, count: 100000 }, field: 'count' },
  adminExportCardBatch: { url: '/api/admin/card-batches/0/export', field: 'batchId' },
  adminListReports: { query: { status: 'done' }, field: 'status' },
  adminHandleReport: { body: { status: 'pending' }, field: 'status' },
  adminListOrders: { query: { status: 'lost' }, field: 'status' },
  adminGetOrder: { url: '/api/admin/orders/R-1', field: 'orderNo' },
  adminQueryOrder: { url: '/api/admin/orders/R%20X/query', field: 'orderNo' },
  adminPreviewRefund: { query: { amount: '0' }, field: 'amount' },
  adminRefundOrder: { body: { amount: 0, reason: 'x', requestId: 'request-1' }, field: 'amount' },
  adminCheckRefund: { url: '/api/admin/orders/R1/refunds/F%20X/check', field: 'refundNo' },
  adminResolveLatePayment: { body: { note: '' }, field: 'note' },
  adminListLedger: { query: { reason: 'gift' }, field: 'reason' },
  adminExportLedger: { query: { memberId: 'me' }, field: 'memberId' },
  adminListReconciliations: { query: { date: '2025-13-01' }, field: 'date' },
  adminRunReconciliation: { body: { date: 'yesterday' }, field: 'date' },
  adminGetReconciliation: { url: '/api/admin/reconciliations/0', field: 'runId' },
  adminExportReconciliation: { url: '/api/admin/reconciliations/x/export', field: 'runId' },
  adminListMemberDownloads: { url: '/api/admin/members/0/downloads', field: 'memberId' },
  adminCreateClass: { body: { name: 'x', entitlement: 'gold' }, field: 'entitlement' },
  adminReorderClasses: { body: { ids: [] }, field: 'ids' },
  adminUpdateClass: { url: '/api/admin/classes/abc', body: { name: 'x' }, field: 'classId' },
  adminDeleteClass: { url: '/api/admin/classes/0', field: 'classId' },
  adminCreateChildClass: {
    url: '/api/admin/classes/x/children',
    body: { name: 'x' },
    field: 'classId',
  },
  adminReorderChildClasses: { body: { ids: ['a'] }, field: 'ids' },
  adminUpdateChildClass: {
    url: '/api/admin/child-classes/0',
    body: { name: 'x' },
    field: 'childId',
  },
  adminDeleteChildClass: { url: '/api/admin/child-classes/x', field: 'childId' },
  adminMoveChildClass: { body: {}, field: 'oneClassId' },
  adminListDocuments: { query: { state: 'draft' }, field: 'state' },
  adminCreateDocument: {
    body: { title: 'x', oneClassId: 1, entitlement: null, price: -1, content: '' },
    field: 'price',
  },
  adminGetDocument: { url: '/api/admin/documents/abc', field: 'documentId' },
  adminUpdateDocument: {
    body: { title: 'x', oneClassId: 1, entitlement: null, price: 0 },
    field: 'content',
  },
  adminSetDocumentState: { body: { published: 'yes' }, field: 'published' },
  adminPreviewDocument: { url: '/api/admin/documents/0/preview', field: 'documentId' },
  adminUploadDocumentCover: { body: {}, field: 'file' },
  adminUploadDocumentMaterial: { body: {}, field: 'file' },
  adminRetryMaterialPreview: {
    url: '/api/admin/documents/0/material/preview',
    field: 'documentId',
  },
};

function takesInput(operationId: string): boolean {
  const op = operations.find((o) => o.operationId === operationId);
  const item =
    op &&
    (spec.paths[op.path] as Record<string, { parameters?: unknown[]; requestBody?: unknown }>)[
      op.method.toLowerCase()
    ];
  return Boolean(item?.requestBody || item?.parameters?.length);
}

describe('bad input: 400 envelope naming the field', () => {
  // One console login for every case: staff logins are rate-limited per address.
  let staff: Client | undefined;
  const staffOnce = async () => (staff ??= await staffClient(t.app, 'admin'));
  it('has a bad-input case for every operation that takes input', () => {
    const needed = operations.map((o) => o.operationId).filter(takesInput);
    expect(needed.filter((id) => !(id in BAD_INPUT))).toEqual([]);
  });

  for (const [operationId, bad] of Object.entries(BAD_INPUT)) {
    it(operationId, async () => {
      const op = operations.find((o) => o.operationId === operationId);
      if (!op) throw new Error(`${operationId} is not in openapi.yaml`);
      const client = op.needsSession
        ? await loggedIn(t.app)
        : op.needsStaff
          ? await staffOnce()
          : new Client(t.app);
      const response = await client.request({
        method: op.method as 'GET',
        url: bad.url ?? sampleUrl(op.path),
        query: bad.query,
        payload: bad.body as Record<string, unknown> | undefined,
      });
      expectFailure(operationId, response, 400, bad.field === 'name' ? '账号' : undefined);
      expect(response.body.message).toMatch(
        bad.field === 'name' ? /账号/ : new RegExp(`（[\\w.]*${bad.field}）|${bad.field}`),
      );
    });
  }
});

describe('envelope for everything', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await new Client(t.app).get('/api/nothing/here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      code: 404,
      message: '接口不存在：GET /api/nothing/here',
      data: null,
    });
  });
});

// Every console write leaves exactly one audit row naming its object (a table with one valid call
// per write, checked against the contract), and the log filters by staff and by object. Reading
// and exporting the log: audit-log.test.ts.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, staffClient } from './staff-helpers.js';
import { MONEY_WRITES, seedMoneyFixtures } from './money-fixtures.js';
import { SITE_CONTENT_WRITES } from './site-content-writes.js';
import { type Client, createTestApp, expectOk, operations, type TestApp } from './helpers.js';

interface AuditPage {
  list: { objectType: string; staffId: number }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// Signed in before the table changes the owner's password (adminChangeOwnPassword).
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
  // Document 2's material is given a failed preview above.
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

// After the table above: its writes (notices among them) are what the filters find.
describe('audit log filters', () => {
  it('the audit log filters by staff and by object', async () => {
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

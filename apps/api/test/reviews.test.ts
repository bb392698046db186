import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, staffClient } from './staff-helpers.js';
import {
  Client,
  createTestApp,
  expectFailure,
  expectOk,
  newMember,
  type TestApp,
} from './helpers.js';

interface Report {
  id: number;
  title: string;
  status: string;
  reviewReason: string | null;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('reviewing reports with a reason', () => {
  it('a rejection needs a reason, its author reads it, and an edit sends the report back clean', async () => {
    const author = await newMember(t.app, 'reviewed_author');
    const created = expectOk(
      'createReport',
      await author.post<Report>('/api/user/report', {
        title: '第一部短片',
        content: '第一行\n第二行',
        images: [],
      }),
    );
    const reviewer = await staffClient(t.app, 'reviewer');
    const url = `/api/admin/reports/${created.id}/handle`;

    expectFailure(
      'adminHandleReport',
      await reviewer.post(url, { status: 'rejected', reason: '   ' }),
      400,
      '原因',
    );
    const rejected = await reviewer.post<Report>(url, {
      status: 'rejected',
      reason: '图片与作品无关',
    });
    expect(expectOk('adminHandleReport', rejected)).toMatchObject({
      status: 'rejected',
      reviewReason: '图片与作品无关',
    });
    expect(rejected.body.message).toBe('已驳回报告「第一部短片」');

    const mine = expectOk('listReports', await author.get<{ list: Report[] }>('/api/user/report'));
    expect(mine.list[0]).toMatchObject({ status: 'rejected', reviewReason: '图片与作品无关' });
    const [audit] = await auditRows(t.app, 'report');
    expect(JSON.parse(audit!.after_json!)).toEqual({
      status: 'rejected',
      reason: '图片与作品无关',
    });

    const edited = expectOk(
      'updateReport',
      await author.put<Report>('/api/user/report', {
        id: created.id,
        title: '第一部短片',
        content: '换了图片',
        images: [],
      }),
    );
    expect(edited).toMatchObject({ status: 'pending', reviewReason: null });

    const approved = await reviewer.post<Report>(url, { status: 'approved', reason: '忽略' });
    expect(expectOk('adminHandleReport', approved)).toMatchObject({
      status: 'approved',
      reviewReason: null,
    });
    expect(approved.body.message).toBe('已通过报告「第一部短片」');
  });
});

describe('reviewing registrations with a reason', () => {
  it('a rejected registration is locked with the reason, which its owner reads at login', async () => {
    const reviewer = await staffClient(t.app, 'reviewer');
    const { id } = await t.app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('name', '=', 'pending')
      .executeTakeFirstOrThrow();
    const url = `/api/admin/members/${id}/status`;
    expectFailure(
      'adminSetMemberStatus',
      await reviewer.post(url, { status: 'locked' }),
      400,
      '原因',
    );
    const rejected = await reviewer.post<{ status: string }>(url, {
      status: 'locked',
      reason: '手机号与资料不符',
    });
    expect(expectOk('adminSetMemberStatus', rejected).status).toBe('locked');
    expect(rejected.body.message).toBe('已驳回「pending」的注册');
    const login = await new Client(t.app).login({ name: 'pending', password: 'pending123456' });
    expectFailure('login', login, 403, '手机号与资料不符');
  });
});

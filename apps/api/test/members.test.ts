// The console's member management: review (approve, lock with a reason, REGISTRATION_REVIEW) and
// a member's page with its password reset by SMS. A member's own account is member.test.ts.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, staffClient } from './staff-helpers.js';
import {
  Client,
  createTestApp,
  expectFailure,
  expectOk,
  loggedIn,
  memberId,
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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

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
    const id = await memberId(t.app, 'pending');
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
    const id = await memberId(t.app, 'tolock');
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
    const id = await memberId(t.app, 'demo');
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

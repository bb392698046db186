import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/services/sms-provider.js';
import { ADMIN, auditRows, staffClient, staffLogin } from './staff-helpers.js';
import {
  Client,
  createTestApp,
  expectFailure,
  expectOk,
  memberId,
  newMember,
  testClock,
  uniquePhone,
  type TestApp,
} from './helpers.js';

// Issue 24: a staff password reset sends the member a single-use link by SMS; no password is
// made, answered or shown.

let t: TestApp;
const clock = testClock();
let reviewer: Client;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  reviewer = await staffClient(t.app, 'reviewer');
});
afterAll(() => t.close());

const MINUTE = 60_000;

interface Sent {
  phone: string;
  expiresAt: string;
}

const sendReset = (staff: Client, id: number) =>
  staff.post<Sent>(`/api/admin/members/${id}/password`);

/** Texts the member's phone received, newest first (the development outbox). */
async function textsTo(phone: string) {
  return (await readOutbox(t.app.ctx.config.smsOutboxFile, 1_000)).filter((m) => m.phone === phone);
}

/** The token of the newest reset link texted to `phone`, read as the member reads the SMS. */
async function tokenTextedTo(phone: string): Promise<string> {
  const [latest] = await textsTo(phone);
  const token = /#\/reset-password\/([A-Za-z0-9_-]{32})/.exec(latest?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link texted to ${phone}: ${latest?.text}`);
  return token;
}

const useLink = (token: string, password: string, confirm = password) =>
  new Client(t.app).post<{ name: string }>('/api/password/reset/link', {
    token,
    newPassword: password,
    confirmPassword: confirm,
  });

describe('a staff password reset texts the member a link', () => {
  it('answers no password; the link sets a new one once, ends every session, and is audited without the token', async () => {
    const phone = uniquePhone();
    const member = await newMember(t.app, 'reset_link_1', 'old-pass-1', phone);
    const id = await memberId(t.app, 'reset_link_1');

    const response = await sendReset(reviewer, id);
    const sent = expectOk('adminResetMemberPassword', response);
    const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`;
    expect(sent).toEqual({
      phone: masked,
      expiresAt: new Date(clock.now() + 30 * MINUTE).toISOString(),
    });
    expect(Object.keys(sent)).not.toContain('password');
    expect(response.body.message).toContain(masked);

    const [text] = await textsTo(phone);
    expect(text).toMatchObject({ phone, template: 'notice' });
    expect(text!.text).toContain('reset_link_1');
    expect(text!.text).toContain('30 分钟');
    const token = await tokenTextedTo(phone);
    expect(response.raw.body).not.toContain(token);

    // Nothing changes until the member uses the link: the old password and session still work.
    expect((await member.get('/api/user/session')).body.code).toBe(200);
    expect(
      (await new Client(t.app).login({ name: 'reset_link_1', password: 'old-pass-1' })).body.code,
    ).toBe(200);

    // A mismatched confirmation is refused without using the link up.
    expectFailure(
      'resetPasswordByLink',
      await useLink(token, 'new-pass-1', 'other-pass-1'),
      400,
      '不一致',
    );
    expect(expectOk('resetPasswordByLink', await useLink(token, 'new-pass-1'))).toEqual({
      name: 'reset_link_1',
    });

    expectFailure('getSession', await member.get('/api/user/session'), 401);
    expectFailure(
      'login',
      await new Client(t.app).login({ name: 'reset_link_1', password: 'old-pass-1' }),
      400,
    );
    expect(
      (await new Client(t.app).login({ name: 'reset_link_1', password: 'new-pass-1' })).body.code,
    ).toBe(200);

    // Single use: the same link again is refused and the password stays.
    expectFailure('resetPasswordByLink', await useLink(token, 'third-pass-1'), 400, '重置链接无效');
    expect(
      (await new Client(t.app).login({ name: 'reset_link_1', password: 'new-pass-1' })).body.code,
    ).toBe(200);

    const [row] = await auditRows(t.app, 'member');
    const reviewerId = expectOk(
      'adminGetSession',
      await reviewer.get<{ id: number }>('/api/admin/session'),
    ).id;
    expect(row).toMatchObject({
      action: 'member.passwordResetSms',
      object_id: String(id),
      staff_id: reviewerId,
    });
    expect(JSON.parse(row!.after_json!)).toEqual({ phone: masked, expiresAt: sent.expiresAt });
    const everything = JSON.stringify(await auditRows(t.app));
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(phone);
  });

  it('a link stops working after 30 minutes, and an older link when a newer one is sent', async () => {
    const phone = uniquePhone();
    await newMember(t.app, 'reset_link_2', 'old-pass-2', phone);
    const id = await memberId(t.app, 'reset_link_2');

    expectOk('adminResetMemberPassword', await sendReset(reviewer, id));
    const expiring = await tokenTextedTo(phone);
    clock.advance(30 * MINUTE + 1_000);
    expectFailure('resetPasswordByLink', await useLink(expiring, 'late-pass-2'), 400, '已过期');

    expectOk('adminResetMemberPassword', await sendReset(reviewer, id));
    const older = await tokenTextedTo(phone);
    clock.advance(MINUTE + 1_000);
    expectOk('adminResetMemberPassword', await sendReset(reviewer, id));
    const newer = await tokenTextedTo(phone);
    expect(newer).not.toBe(older);
    expectFailure('resetPasswordByLink', await useLink(older, 'older-pass-2'), 400);
    expectOk('resetPasswordByLink', await useLink(newer, 'newer-pass-2'));
    expect(
      (await new Client(t.app).login({ name: 'reset_link_2', password: 'newer-pass-2' })).body.code,
    ).toBe(200);
    expect(
      (await new Client(t.app).login({ name: 'reset_link_2', password: 'late-pass-2' })).body.code,
    ).toBe(400);
  });

  it('repeated resets of one member are limited: once a minute, three an hour', async () => {
    clock.advance(2 * 60 * MINUTE);
    const phone = uniquePhone();
    await newMember(t.app, 'reset_link_3', 'old-pass-3', phone);
    const id = await memberId(t.app, 'reset_link_3');
    const owner = await staffClient(t.app, 'admin');

    expectOk('adminResetMemberPassword', await sendReset(reviewer, id));
    // Another operator within the minute: the limit is the member's, not the operator's.
    expectFailure('adminResetMemberPassword', await sendReset(owner, id), 429, '60 秒');
    clock.advance(MINUTE + 1_000);
    expectOk('adminResetMemberPassword', await sendReset(owner, id));
    clock.advance(MINUTE + 1_000);
    expectOk('adminResetMemberPassword', await sendReset(reviewer, id));
    clock.advance(MINUTE + 1_000);
    expectFailure('adminResetMemberPassword', await sendReset(reviewer, id), 429, '一小时内最多');
    expect(await textsTo(phone)).toHaveLength(4); // the registration code and three links
    clock.advance(60 * MINUTE);
    expectOk('adminResetMemberPassword', await sendReset(reviewer, id));
  });

  it('a member without a phone gets a clear refusal; nothing is sent or audited', async () => {
    await newMember(t.app, 'reset_link_4', 'old-pass-4');
    const id = await memberId(t.app, 'reset_link_4');
    await t.app.ctx.db.updateTable('users').set({ phone: '' }).where('id', '=', id).execute();
    const auditBefore = (await auditRows(t.app)).length;
    const textsBefore = (await readOutbox(t.app.ctx.config.smsOutboxFile, 1_000)).length;

    expectFailure('adminResetMemberPassword', await sendReset(reviewer, id), 409, '未绑定手机号');
    expect(await auditRows(t.app)).toHaveLength(auditBefore);
    expect(await readOutbox(t.app.ctx.config.smsOutboxFile, 1_000)).toHaveLength(textsBefore);
    expectFailure('adminResetMemberPassword', await sendReset(reviewer, 999_999), 404);
  });

  it('an editor or finance operator is refused (the roles of x-roles only); nothing is sent', async () => {
    clock.advance(2 * 60 * MINUTE);
    const phone = uniquePhone();
    await newMember(t.app, 'reset_link_5', 'old-pass-5', phone);
    const id = await memberId(t.app, 'reset_link_5');
    for (const role of ['editor', 'finance'] as const) {
      const staff = await staffClient(t.app, role);
      expectFailure('adminResetMemberPassword', await sendReset(staff, id), 403);
    }
    expect(await textsTo(phone)).toHaveLength(1); // the registration code only
    expectFailure('adminResetMemberPassword', await sendReset(new Client(t.app), id), 401);
    expect(await textsTo(phone)).toHaveLength(1);
  });
});

describe('the link points at the member site, wherever the console is', () => {
  it('with PUBLIC_URL the texted link is on that address', async () => {
    const own = await createTestApp({ payments: { publicUrl: 'https://www.example.com' } });
    try {
      const owner = await staffClient(own.app, 'admin');
      expectOk('adminResetMemberPassword', await owner.post('/api/admin/members/1/password'));
      const [text] = await readOutbox(own.app.ctx.config.smsOutboxFile);
      expect(text!.text).toMatch(/https:\/\/www\.example\.com\/#\/reset-password\/[\w-]{32}/);
    } finally {
      await own.close();
    }
  });

  it('a console on its own host without PUBLIC_URL refuses clearly instead of texting a console link', async () => {
    const own = await createTestApp({ adminOrigin: 'http://admin.example.test' });
    try {
      const owner = new Client(own.app, {
        host: 'admin.example.test',
        origin: 'http://admin.example.test',
      });
      expect((await staffLogin(owner, ADMIN)).body.code).toBe(200);
      expectFailure(
        'adminResetMemberPassword',
        await owner.post('/api/admin/members/1/password'),
        409,
        'PUBLIC_URL',
      );
      expect(await readOutbox(own.app.ctx.config.smsOutboxFile)).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

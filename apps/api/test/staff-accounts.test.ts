import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, auditRows, staffClient, staffLogin } from './staff-helpers.js';
import { Client, createTestApp, expectFailure, expectOk, type TestApp } from './helpers.js';

/** Audit rows of staff accounts, newest first, without the sign-in events every login adds. */
async function staffWrites() {
  const rows = await auditRows(t.app, 'staff');
  return rows.filter((row) => !/^staff\.log(in|out)/.test(row.action));
}

// Staff accounts managed in the console by an owner, and each operator's own password: nobody
// needs the command line, and nobody can lock the console out of its owners.

interface Staff {
  id: number;
  name: string;
  role: string;
  disabled: boolean;
  totpEnabled: boolean;
}

let t: TestApp;
let owner: Client;
beforeAll(async () => {
  t = await createTestApp({ seedDocuments: 5 });
  owner = await staffClient(t.app, 'admin');
});
afterAll(async () => t.close());

async function create(name: string, role: string) {
  const created = expectOk(
    'adminCreateStaff',
    await owner.post<{ staff: Staff; password: string }>('/api/admin/staff', { name, role }),
  );
  return created;
}

async function logIn(name: string, password: string, totpCode?: string) {
  const client = new Client(t.app);
  const result = await staffLogin(client, { name, password, ...(totpCode ? { totpCode } : {}) });
  return { client, result };
}

describe('staff accounts (owner)', () => {
  it('creates an account with a one-time password that logs in; the password is never audited', async () => {
    const { staff, password } = await create('amy_editor', 'editor');
    expect(staff).toMatchObject({ name: 'amy_editor', role: 'editor', disabled: false });
    expect(password.length).toBeGreaterThanOrEqual(8);
    const { result } = await logIn('amy_editor', password);
    expect(expectOk('adminLogin', result)).toMatchObject({ role: 'editor' });

    const list = expectOk('adminListStaff', await owner.get<Staff[]>('/api/admin/staff'));
    expect(list.map((s) => s.name)).toEqual(expect.arrayContaining(['admin', 'amy_editor']));
    const rows = await staffWrites();
    expect(rows[0]).toMatchObject({ action: 'staff.create', object_id: String(staff.id) });
    expect(JSON.stringify(rows)).not.toContain(password);

    const duplicate = await owner.post('/api/admin/staff', { name: 'amy_editor', role: 'editor' });
    expectFailure('adminCreateStaff', duplicate, 400, '已存在');
  });

  it('only an owner manages staff: other roles get 403 from the server', async () => {
    for (const role of ['editor', 'reviewer', 'finance'] as const) {
      const client = await staffClient(t.app, role);
      expectFailure('adminListStaff', await client.get('/api/admin/staff'), 403);
      const made = await client.post('/api/admin/staff', { name: `x_${role}`, role: 'owner' });
      expectFailure('adminCreateStaff', made, 403);
      expectFailure(
        'adminResetStaffPassword',
        await client.post('/api/admin/staff/1/password'),
        403,
      );
    }
  });

  it('a new role applies to the next call of a session already open', async () => {
    const { staff, password } = await create('bo_editor', 'editor');
    const { client } = await logIn('bo_editor', password);
    expectOk('adminListNotices', await client.get('/api/admin/notices'));
    const changed = await owner.put<Staff>(`/api/admin/staff/${staff.id}`, { role: 'reviewer' });
    expect(expectOk('adminUpdateStaff', changed)).toMatchObject({ role: 'reviewer' });
    expectFailure('adminListNotices', await client.get('/api/admin/notices'), 403);
    expectOk('adminListReports', await client.get('/api/admin/reports'));
  });

  it('disabling signs the account out at once and refuses its login; enabling lets it back', async () => {
    const { staff, password } = await create('cy_finance', 'finance');
    const { client } = await logIn('cy_finance', password);
    const off = await owner.put<Staff>(`/api/admin/staff/${staff.id}`, { disabled: true });
    expect(expectOk('adminUpdateStaff', off)).toMatchObject({ disabled: true });
    expectFailure('adminGetSession', await client.get('/api/admin/session'), 401);
    expectFailure('adminLogin', (await logIn('cy_finance', password)).result, 403, '停用');

    expectOk(
      'adminUpdateStaff',
      await owner.put(`/api/admin/staff/${staff.id}`, { disabled: false }),
    );
    expectOk('adminLogin', (await logIn('cy_finance', password)).result);
    const rows = await staffWrites();
    expect(rows.map((r) => r.action)).toContain('staff.update');
  });

  it('force sign-out ends every session of the account; it can log in again', async () => {
    const { staff, password } = await create('di_reviewer', 'reviewer');
    const first = await logIn('di_reviewer', password);
    const second = await logIn('di_reviewer', password);
    const ended = expectOk(
      'adminEndStaffSessions',
      await owner.post<{ ended: number }>(`/api/admin/staff/${staff.id}/sessions/end`),
    );
    expect(ended.ended).toBe(2);
    expectFailure('adminGetSession', await first.client.get('/api/admin/session'), 401);
    expectFailure('adminGetSession', await second.client.get('/api/admin/session'), 401);
    expectOk('adminLogin', (await logIn('di_reviewer', password)).result);
    const [row] = await staffWrites();
    expect(row).toMatchObject({ action: 'staff.sessionsEnd', object_id: String(staff.id) });
  });

  it('resetting the second factor lets a member of staff with a lost phone log in with the password', async () => {
    const { staff, password } = await create('ed_finance', 'finance');
    const { client } = await logIn('ed_finance', password);
    const setup = expectOk(
      'adminStartTotp',
      await client.post<{ secret: string }>('/api/admin/session/totp'),
    );
    const totp = new TOTP({ secret: setup.secret });
    expectOk(
      'adminEnableTotp',
      await client.post('/api/admin/session/totp/enable', { code: totp.generate(), password }),
    );
    expectFailure('adminLogin', (await logIn('ed_finance', password)).result, 400, '两步验证码');

    const reset = await owner.post<Staff>(`/api/admin/staff/${staff.id}/totp/reset`);
    expect(expectOk('adminResetStaffTotp', reset)).toMatchObject({ totpEnabled: false });
    // A security change of someone else's account: audited, before and after, no secret.
    const [row] = await staffWrites();
    expect(row).toMatchObject({
      action: 'staff.totpReset',
      object_id: String(staff.id),
      staff_name: 'admin',
    });
    expect(JSON.parse(row!.before_json ?? 'null')).toEqual({ totpEnabled: true });
    expect(JSON.stringify(row)).not.toContain(setup.secret);
    expectFailure('adminGetSession', await client.get('/api/admin/session'), 401);
    const again = await logIn('ed_finance', password);
    expect(expectOk('adminLogin', again.result)).toMatchObject({ totpEnabled: false });
  });

  it('an owner resets a password: a new one shown once, the old one and its sessions end', async () => {
    const { staff, password } = await create('fa_editor', 'editor');
    const { client } = await logIn('fa_editor', password);
    const reset = expectOk(
      'adminResetStaffPassword',
      await owner.post<{ password: string }>(`/api/admin/staff/${staff.id}/password`),
    );
    expect(reset.password).not.toBe(password);
    const [row] = await staffWrites();
    expect(row).toMatchObject({ action: 'staff.passwordReset', object_id: String(staff.id) });
    expectFailure('adminGetSession', await client.get('/api/admin/session'), 401);
    expectFailure('adminLogin', (await logIn('fa_editor', password)).result, 400);
    expectOk('adminLogin', (await logIn('fa_editor', reset.password)).result);
    expect(JSON.stringify(await staffWrites())).not.toContain(reset.password);
  });

  it('a missing account answers 404', async () => {
    expectFailure(
      'adminUpdateStaff',
      await owner.put('/api/admin/staff/9999', { role: 'editor' }),
      404,
    );
    expectFailure(
      'adminEndStaffSessions',
      await owner.post('/api/admin/staff/9999/sessions/end'),
      404,
    );
  });
});

describe('own password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const { password } = await create('gu_reviewer', 'reviewer');
    const { client } = await logIn('gu_reviewer', password);
    const other = await logIn('gu_reviewer', password);

    const wrong = await client.put('/api/admin/session/password', {
      currentPassword: 'not-the-password',
      nextPassword: 'brand-new-pass-1',
    });
    expectFailure('adminChangeOwnPassword', wrong, 400, '当前密码错误');
    const same = await client.put('/api/admin/session/password', {
      currentPassword: password,
      nextPassword: password,
    });
    expectFailure('adminChangeOwnPassword', same, 400, '不能与当前密码相同');
    const short = await client.put('/api/admin/session/password', {
      currentPassword: password,
      nextPassword: 'short',
    });
    expectFailure('adminChangeOwnPassword', short, 400);

    const changed = await client.put<{ ended: number }>('/api/admin/session/password', {
      currentPassword: password,
      nextPassword: 'brand-new-pass-1',
    });
    expect(expectOk('adminChangeOwnPassword', changed)).toEqual({ ended: 1 });
    expectOk('adminGetSession', await client.get('/api/admin/session'));
    expectFailure('adminGetSession', await other.client.get('/api/admin/session'), 401);
    expectOk('adminLogin', (await logIn('gu_reviewer', 'brand-new-pass-1')).result);
    const [row] = await staffWrites();
    expect(row).toMatchObject({ action: 'staff.passwordChange', staff_name: 'gu_reviewer' });
    expect(JSON.stringify(row)).not.toContain('brand-new-pass-1');
  });
});

describe('the last active owner', () => {
  it('cannot be demoted or disabled, by anyone, itself included', async () => {
    const fresh = await createTestApp({ seedDocuments: 5 });
    try {
      const admin = new Client(fresh.app);
      expectOk('adminLogin', await staffLogin(admin, ADMIN));
      const demote = await admin.put('/api/admin/staff/1', { role: 'editor' });
      expectFailure('adminUpdateStaff', demote, 400, '至少要保留一个可登录的所有者');
      const disable = await admin.put('/api/admin/staff/1', { disabled: true });
      expectFailure('adminUpdateStaff', disable, 400, '至少要保留一个可登录的所有者');
      // Nor deleted: accounts are never deleted (the audit log names them), there is no such call.
      const remove = await admin.request({ method: 'DELETE', url: '/api/admin/staff/1' });
      expect(remove.status).toBe(404);
      expect(remove.body).toMatchObject({ code: 404, data: null });
      const staff = await fresh.app.ctx.db.selectFrom('staff').selectAll().execute();
      expect(staff).toMatchObject([{ name: 'admin', role: 'owner', disabled: 0 }]);

      // A second owner, then disabled: a disabled owner does not count.
      const second = expectOk(
        'adminCreateStaff',
        await admin.post<{ staff: Staff }>('/api/admin/staff', {
          name: 'owner_two',
          role: 'owner',
        }),
      ).staff;
      expectOk(
        'adminUpdateStaff',
        await admin.put(`/api/admin/staff/${second.id}`, { disabled: true }),
      );
      expectFailure(
        'adminUpdateStaff',
        await admin.put('/api/admin/staff/1', { role: 'finance' }),
        400,
      );

      // With the second owner active again, the first may step down.
      expectOk(
        'adminUpdateStaff',
        await admin.put(`/api/admin/staff/${second.id}`, { disabled: false }),
      );
      expectOk('adminUpdateStaff', await admin.put('/api/admin/staff/1', { role: 'finance' }));
      // …and now the second is the last one.
      const rows = await fresh.app.ctx.db.selectFrom('staff').select(['name', 'role']).execute();
      expect(rows.filter((r) => r.role === 'owner').map((r) => r.name)).toEqual(['owner_two']);
    } finally {
      await fresh.close();
    }
  });

  it('two owners demoting each other at the same moment: exactly one succeeds', async () => {
    const fresh = await createTestApp({ seedDocuments: 5 });
    try {
      const { createStaff } = await import('../src/services/staff-auth.js');
      const other = await createStaff(fresh.app.ctx, {
        name: 'owner_b',
        role: 'owner',
        password: 'owner-b-pass',
      });
      const a = new Client(fresh.app);
      const b = new Client(fresh.app);
      expectOk('adminLogin', await staffLogin(a, ADMIN));
      expectOk('adminLogin', await staffLogin(b, { name: 'owner_b', password: 'owner-b-pass' }));
      const answers = await Promise.all([
        a.put(`/api/admin/staff/${other.id}`, { role: 'editor' }),
        b.put('/api/admin/staff/1', { role: 'editor' }),
      ]);
      // The loser is refused by the rule (400), or by the guard when the winner's change landed
      // before its request was checked (403: no longer an owner).
      const codes = answers.map((r) => r.body.code);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.find((code) => code !== 200)).toBeOneOf([400, 403]);
      const owners = await fresh.app.ctx.db
        .selectFrom('staff')
        .select('name')
        .where('role', '=', 'owner')
        .execute();
      expect(owners).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});

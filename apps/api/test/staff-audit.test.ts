import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../src/services/staff-auth.js';
import { auditRows, staffLogin } from './staff-helpers.js';
import { Client, createTestApp, expectFailure, expectOk, type TestApp } from './helpers.js';

// Console sign-in events are in the audit log, and the audit log cannot be rewritten: the
// database refuses UPDATE and DELETE (triggers, like the ledger's), on SQLite and PostgreSQL.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDocuments: 5 });
});
afterAll(() => t.close());

const account = { name: 'audited_fin', password: 'staff-pass-1' };

describe('sign-in events', () => {
  it('records a failed sign-in, a sign-in and a sign-out, with the address and no secret', async () => {
    await createStaff(t.app.ctx, { ...account, role: 'finance' });
    const client = new Client(t.app);
    expectFailure(
      'adminLogin',
      await staffLogin(client, { name: account.name, password: 'wrong-password-9' }),
      400,
    );
    expectOk('adminLogin', await staffLogin(client, account));
    expectOk('adminLogout', await client.post('/api/admin/logout'));
    const rows = (await auditRows(t.app, 'staff')).filter((r) => r.staff_name === account.name);
    expect(rows.map((r) => r.action)).toEqual([
      'staff.logout',
      'staff.login',
      'staff.login_failed',
    ]);
    expect(rows[2]!.after_json).toContain('password');
    expect(rows.every((r) => r.ip !== '')).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/wrong-password-9|staff-pass-1/);
  });

  it('records failed sign-ins under names no account has (guessing), and the owner can read them', async () => {
    const guesser = new Client(t.app);
    for (const name of ['root', 'administrator'])
      expectFailure(
        'adminLogin',
        await staffLogin(guesser, { name, password: 'guess-123456' }),
        400,
        '账号或密码错误',
      );
    const rows = (await auditRows(t.app, 'staff')).filter((r) => r.action === 'staff.login_failed');
    expect(rows.slice(0, 2).map((r) => [r.staff_id, r.staff_name, r.after_json])).toEqual([
      [null, 'administrator', '{"reason":"unknown_name"}'],
      [null, 'root', '{"reason":"unknown_name"}'],
    ]);
    expect(JSON.stringify(rows)).not.toContain('guess-123456');

    // The console's audit list shows them (no staff id, the name typed).
    const owner = new Client(t.app);
    expectOk('adminLogin', await staffLogin(owner, { name: 'admin', password: 'admin123456' }));
    const page = expectOk(
      'adminListAudit',
      await owner.get<{ list: { staffId: number | null; staffName: string; action: string }[] }>(
        '/api/admin/audit',
        { objectType: 'staff' },
      ),
    );
    expect(page.list).toContainEqual(
      expect.objectContaining({ staffId: null, staffName: 'root', action: 'staff.login_failed' }),
    );
  });
});

describe('the audit log is append-only', () => {
  it('the database refuses to change or delete an audit row', async () => {
    const [row] = await auditRows(t.app);
    expect(row).toBeDefined();
    await expect(
      t.app.ctx.db
        .updateTable('audit_log')
        .set({ action: 'forged' })
        .where('id', '=', row!.id)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.app.ctx.db.deleteFrom('audit_log').where('id', '=', row!.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(t.app.ctx.db)).rejects.toThrow(/append-only/);
    const after = await auditRows(t.app);
    expect(after.find((r) => r.id === row!.id)?.action).toBe(row!.action);
  });
});

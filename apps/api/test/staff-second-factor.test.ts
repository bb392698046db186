import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../src/services/staff-auth.js';
import { ADMIN, auditRows, staffLogin } from './staff-helpers.js';
import {
  Client,
  createTestApp,
  expectFailure,
  expectOk,
  testClock,
  type TestApp,
} from './helpers.js';

// The console's second factor as an attacker holding a stolen staff session would try it:
// replaying a code, swapping the authenticator, removing it (docs/adr/0020-console-sign-in-and-second-factor.md).

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now, seedDocuments: 5, captchaPerMinute: 10_000 });
});
afterAll(() => t.close());

const STEP = 30_000;
const codeAt = (totp: TOTP, offsetSteps = 0) =>
  totp.generate({ timestamp: clock.now() + offsetSteps * STEP });

let people = 0;
async function newStaff(role: 'finance' | 'editor' = 'finance') {
  people += 1;
  const account = { name: `tfa_${people}`, password: 'staff-pass-1' };
  await createStaff(t.app.ctx, { ...account, role });
  const client = new Client(t.app);
  expectOk('adminLogin', await staffLogin(client, account));
  return { account, client };
}

/** Enrols a factor with the password; answers the authenticator and the recovery codes. */
async function enrol(client: Client, password: string) {
  const setup = expectOk(
    'adminStartTotp',
    await client.post<{ secret: string; uri: string }>('/api/admin/session/totp'),
  );
  const totp = new TOTP({ secret: setup.secret });
  const done = expectOk(
    'adminEnableTotp',
    await client.post<{ recoveryCodes: string[] }>('/api/admin/session/totp/enable', {
      code: codeAt(totp),
      password,
    }),
  );
  return { totp, recoveryCodes: done.recoveryCodes };
}

describe('a TOTP code works once', () => {
  it('refuses the enrolment code and any code used before, within its window', async () => {
    const { account, client } = await newStaff();
    const { totp } = await enrol(client, account.password);
    // The code typed to enable cannot sign in.
    const replay = await staffLogin(new Client(t.app), { ...account, totpCode: codeAt(totp) });
    expectFailure('adminLogin', replay, 400, '两步验证码错误');
    clock.advance(STEP);
    const code = codeAt(totp);
    expectOk('adminLogin', await staffLogin(new Client(t.app), { ...account, totpCode: code }));
    // The same code again, still inside its 30 s window (and the ±1 step drift): refused.
    clock.advance(5_000);
    const again = await staffLogin(new Client(t.app), { ...account, totpCode: code });
    expectFailure('adminLogin', again, 400, '两步验证码错误');
    // So is an older step's code that the drift window would otherwise accept.
    const older = await staffLogin(new Client(t.app), { ...account, totpCode: codeAt(totp, -1) });
    expectFailure('adminLogin', older, 400, '两步验证码错误');
  });

  it('two simultaneous sign-ins with one code: only one gets in', async () => {
    clock.advance(STEP * 4);
    const { account, client } = await newStaff();
    const { totp } = await enrol(client, account.password);
    clock.advance(STEP);
    const code = codeAt(totp);
    const [a, b] = await Promise.all([
      staffLogin(new Client(t.app), { ...account, totpCode: code }),
      staffLogin(new Client(t.app), { ...account, totpCode: code }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
  });
});

describe('recovery codes', () => {
  it('ten are given at enrolment, each signs in once, stored only hashed', async () => {
    clock.advance(STEP * 4);
    const { account, client } = await newStaff();
    const { recoveryCodes } = await enrol(client, account.password);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [first] = recoveryCodes as [string];
    const rows = await t.app.ctx.db.selectFrom('staff_recovery_codes').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(first);
    const viaCode = await staffLogin(new Client(t.app), { ...account, recoveryCode: first });
    expectOk('adminLogin', viaCode);
    const reused = await staffLogin(new Client(t.app), { ...account, recoveryCode: first });
    expectFailure('adminLogin', reused, 400, '两步验证码错误');
  });
});

describe('changing the factor needs the factor', () => {
  it('enrolling needs the password, not just the session', async () => {
    clock.advance(STEP * 4);
    const { client } = await newStaff();
    const setup = expectOk(
      'adminStartTotp',
      await client.post<{ secret: string; uri: string }>('/api/admin/session/totp'),
    );
    const code = codeAt(new TOTP({ secret: setup.secret }));
    const bare = await client.post('/api/admin/session/totp/enable', { code });
    expectFailure('adminEnableTotp', bare, 400, '请输入登录密码');
    const wrong = await client.post('/api/admin/session/totp/enable', {
      code,
      password: 'not-the-password',
    });
    expectFailure('adminEnableTotp', wrong, 400, '登录密码错误');
    const session = expectOk('adminGetSession', await client.get('/api/admin/session'));
    expect(session).toMatchObject({ totpEnabled: false });
  });

  it('a stolen session cannot swap the authenticator; the owner can, and other sessions end', async () => {
    clock.advance(STEP * 4);
    const { account, client: owner } = await newStaff();
    const { totp, recoveryCodes } = await enrol(owner, account.password);
    clock.advance(STEP);
    // The attacker's copy of a session (a second sign-in of the same person, here).
    const stolen = new Client(t.app);
    expectOk('adminLogin', await staffLogin(stolen, { ...account, totpCode: codeAt(totp) }));
    const offered = expectOk(
      'adminStartTotp',
      await stolen.post<{ secret: string; uri: string }>('/api/admin/session/totp'),
    );
    const attackerTotp = new TOTP({ secret: offered.secret });
    const swap = await stolen.post('/api/admin/session/totp/enable', {
      code: codeAt(attackerTotp),
    });
    expectFailure('adminEnableTotp', swap, 400, '请输入当前的两步验证码或恢复码');
    const withPassword = await stolen.post('/api/admin/session/totp/enable', {
      code: codeAt(attackerTotp),
      password: account.password,
    });
    expectFailure('adminEnableTotp', withPassword, 400, '请输入当前的两步验证码或恢复码');
    const guess = await stolen.post('/api/admin/session/totp/enable', {
      code: codeAt(attackerTotp),
      currentCode: '000000',
    });
    expectFailure('adminEnableTotp', guess, 400, '两步验证码错误');

    // The owner replaces it with a recovery code (a lost phone): the stolen session ends.
    const mine = expectOk(
      'adminStartTotp',
      await owner.post<{ secret: string; uri: string }>('/api/admin/session/totp'),
    );
    const newTotp = new TOTP({ secret: mine.secret });
    const replaced = expectOk(
      'adminEnableTotp',
      await owner.post<{ recoveryCodes: string[] }>('/api/admin/session/totp/enable', {
        code: codeAt(newTotp),
        currentCode: recoveryCodes[0],
      }),
    );
    expect(replaced.recoveryCodes).toHaveLength(10);
    expectFailure('adminGetSession', await stolen.get('/api/admin/session'), 401);
    expectOk('adminGetSession', await owner.get('/api/admin/session'));
    // The old authenticator and the old recovery codes no longer sign in.
    clock.advance(STEP);
    const old = await staffLogin(new Client(t.app), { ...account, totpCode: codeAt(totp) });
    expectFailure('adminLogin', old, 400, '两步验证码错误');
    const oldCode = await staffLogin(new Client(t.app), {
      ...account,
      recoveryCode: recoveryCodes[1],
    });
    expectFailure('adminLogin', oldCode, 400, '两步验证码错误');
    expectOk(
      'adminLogin',
      await staffLogin(new Client(t.app), { ...account, totpCode: codeAt(newTotp) }),
    );

    const audit = (await auditRows(t.app, 'staff')).filter(
      (row) => row.staff_name === account.name && row.action.startsWith('staff.totp'),
    );
    expect(audit.map((row) => row.action)).toEqual(['staff.totp_replace', 'staff.totp_enable']);
    expect(JSON.stringify(audit)).not.toContain(mine.secret);
  });

  it('wrong current codes count against the sign-in budget', async () => {
    clock.advance(STEP * 40);
    const { account, client } = await newStaff();
    await enrol(client, account.password);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await client.post('/api/admin/session/totp/disable', {
        currentCode: String(100000 + i),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses).toContain(429);
  });

  it('removing needs the current code, ends other sessions, and is refused for required roles', async () => {
    clock.advance(STEP * 40);
    const { account, client } = await newStaff('editor');
    const { totp } = await enrol(client, account.password);
    clock.advance(STEP);
    const other = new Client(t.app);
    expectOk('adminLogin', await staffLogin(other, { ...account, totpCode: codeAt(totp) }));
    clock.advance(STEP);
    expectOk(
      'adminDisableTotp',
      await client.post('/api/admin/session/totp/disable', { currentCode: codeAt(totp) }),
    );
    expectFailure('adminGetSession', await other.get('/api/admin/session'), 401);
    expect(expectOk('adminGetSession', await client.get('/api/admin/session'))).toMatchObject({
      totpEnabled: false,
    });
    const [row] = (await auditRows(t.app, 'staff')).filter((r) =>
      r.action.startsWith('staff.totp'),
    );
    expect(row).toMatchObject({ action: 'staff.totp_disable', staff_name: account.name });
  });
});

describe('STAFF_REQUIRE_2FA takes roles', () => {
  it('finance and owner by default; an editor is not asked; required roles cannot remove it', async () => {
    const strict = await createTestApp({
      now: clock.now,
      seedDocuments: 5,
      staffSecurity: {
        ...t.app.ctx.config.staffSecurity,
        require2faRoles: ['owner', 'finance'],
      },
    });
    try {
      await createStaff(strict.app.ctx, {
        name: 'fin_r',
        role: 'finance',
        password: 'staff-pass-1',
      });
      await createStaff(strict.app.ctx, { name: 'ed_r', role: 'editor', password: 'staff-pass-1' });
      const finance = new Client(strict.app);
      const login = expectOk(
        'adminLogin',
        await staffLogin(finance, { name: 'fin_r', password: 'staff-pass-1' }),
      );
      expect(login).toMatchObject({ mustSetUpTotp: true, totpRequired: true });
      expectFailure('adminListOrders', await finance.get('/api/admin/orders'), 403, '两步验证');
      const editor = new Client(strict.app);
      const edLogin = expectOk(
        'adminLogin',
        await staffLogin(editor, { name: 'ed_r', password: 'staff-pass-1' }),
      );
      expect(edLogin).toMatchObject({ mustSetUpTotp: false, totpRequired: false });

      const owner = new Client(strict.app);
      expectOk('adminLogin', await staffLogin(owner, ADMIN));
      const setup = expectOk(
        'adminStartTotp',
        await owner.post<{ secret: string; uri: string }>('/api/admin/session/totp'),
      );
      const totp = new TOTP({ secret: setup.secret });
      expectOk(
        'adminEnableTotp',
        await owner.post('/api/admin/session/totp/enable', {
          code: codeAt(totp),
          password: ADMIN.password,
        }),
      );
      clock.advance(STEP);
      const off = await owner.post('/api/admin/session/totp/disable', {
        currentCode: codeAt(totp),
      });
      expectFailure('adminDisableTotp', off, 400, '不能关闭');
    } finally {
      await strict.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.js';
import { MIGRATIONS } from '../src/db/migrations/index.js';
import { canonicalMachineCode } from '../src/lib/machine-code.js';
import { activationCode } from '../src/services/plugins.js';
import {
  createTestApp,
  expectFailure,
  expectOk,
  newMember,
  recharge,
  testClock,
  type Client,
  type TestApp,
} from './helpers.js';

// Plugin licences: as many machines as the level says, codes bound to member and machine,
// one machine swap per cooldown.

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({
    now: clock.now,
    pluginRebindCooldownDays: 30,
    sessionTtlMs: 365 * 86_400_000,
  });
});
afterAll(() => t.close());

async function topMember(name: string): Promise<Client> {
  const client = await newMember(t.app, name);
  await recharge(client, 5);
  await recharge(client, 5);
  expectOk('upgradeLevel', await client.post('/api/user/level/upgrade', { levelId: 3 }));
  return client;
}

const machine = (i: number) => `MACHINE-${String(i).padStart(8, '0')}`;
const activate = (client: Client, machineCode: string) =>
  client.post<{ id: number; machineCode: string; activationCode: string }>(
    '/api/user/plugin/activate',
    {
      machineCode,
    },
  );

describe('plugin licences', () => {
  it('activates at most the level’s machines, even 50 at once', async () => {
    const client = await topMember('licence_burst');
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => activate(client, machine(i))),
    );
    const granted = responses.filter((r) => r.status === 200);
    expect(granted).toHaveLength(3); // 至尊会员: plugin_machines = 3 (migration default)
    for (const refused of responses.filter((r) => r.status !== 200)) {
      expectFailure(
        'activatePlugin',
        refused,
        409,
        /可激活的机器上限（3台），30天后可更换一台机器/,
      );
    }
    const list = expectOk(
      'listPluginActivations',
      await client.get<{ total: number }>('/api/user/plugin/activate'),
    );
    expect(list.total).toBe(3);
    // A machine already activated still answers its code.
    const again = expectOk(
      'activatePlugin',
      await activate(client, granted[0]!.body.data.machineCode),
    );
    expect(again.activationCode).toBe(granted[0]!.body.data.activationCode);
  });

  it('follows the level: a level with more machines allows more', async () => {
    await t.app.ctx.db
      .updateTable('levels')
      .set({ plugin_machines: 5 })
      .where('id', '=', 3)
      .execute();
    try {
      const client = await topMember('licence_five');
      for (let i = 0; i < 5; i++) expectOk('activatePlugin', await activate(client, machine(i)));
      expectFailure('activatePlugin', await activate(client, machine(5)), 409);
    } finally {
      await t.app.ctx.db
        .updateTable('levels')
        .set({ plugin_machines: 3 })
        .where('id', '=', 3)
        .execute();
    }
  });

  it('gives two members different codes for the same machine', async () => {
    const a = expectOk('activatePlugin', await activate(await topMember('licence_a'), machine(1)));
    const b = expectOk('activatePlugin', await activate(await topMember('licence_b'), machine(1)));
    expect(a.activationCode).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
    expect(a.activationCode).not.toBe(b.activationCode);
    // …and a code depends on the server secret: another secret gives another code.
    expect(activationCode('another-secret', 1, machine(1))).not.toBe(
      activationCode(t.app.ctx.secret, 1, machine(1)),
    );
  });

  it('swaps the oldest machine for a new one once the cooldown has passed', async () => {
    const client = await topMember('licence_swap');
    for (let i = 0; i < 3; i++) {
      expectOk('activatePlugin', await activate(client, machine(i)));
      clock.advance(1000);
    }
    expectFailure('activatePlugin', await activate(client, machine(3)), 409, '30天后');
    clock.advance(30 * 86_400_000);
    expectOk('activatePlugin', await activate(client, machine(3)));
    const list = expectOk(
      'listPluginActivations',
      await client.get<{ list: { machineCode: string }[] }>('/api/user/plugin/activate'),
    );
    // Kept in the canonical form (upper case, groups of four).
    expect(list.list.map((a) => a.machineCode).sort()).toEqual(
      [machine(1), machine(2), machine(3)].map((code) => canonicalMachineCode(code)),
    );
    // The next swap waits for a new cooldown.
    expectFailure('activatePlugin', await activate(client, machine(4)), 409, '30天后');
  });
});

describe('machine codes', () => {
  it('counts a machine once whatever its case, spaces or dashes', async () => {
    const client = await topMember('licence_case');
    const first = expectOk('activatePlugin', await activate(client, 'A1B2-C3D4-E5F6-A7B8'));
    expect(first.machineCode).toBe('A1B2-C3D4-E5F6-A7B8');
    for (const typed of ['a1b2-c3d4-e5f6-a7b8', 'A1B2 C3D4 E5F6 A7B8', 'a1b2c3d4e5f6a7b8']) {
      const again = expectOk('activatePlugin', await activate(client, typed));
      expect(again).toMatchObject({ id: first.id, activationCode: first.activationCode });
    }
    const list = expectOk(
      'listPluginActivations',
      await client.get<{ total: number }>('/api/user/plugin/activate', {
        machineCode: 'a1b2c3d4e5f6a7b8',
      }),
    );
    expect(list.total).toBe(1);
    // Two more real machines still fit (至尊会员: 3).
    expectOk('activatePlugin', await activate(client, 'B1B2-C3D4-E5F6-A7B8'));
    expectOk('activatePlugin', await activate(client, 'C1B2-C3D4-E5F6-A7B8'));
    expectFailure('activatePlugin', await activate(client, 'x'.repeat(8) + '----'), 400);
  });

  it('lets the member unbind machines, two in any 30 days, and says when the next one is', async () => {
    const client = await topMember('licence_unbind');
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(expectOk('activatePlugin', await activate(client, machine(100 + i))).id);
    const before = expectOk(
      'listPluginActivations',
      await client.get<{ unbind: { left: number; limit: number } }>('/api/user/plugin/activate'),
    );
    expect(before.unbind).toEqual({ limit: 2, left: 2, nextTime: null });

    // Another member cannot unbind this one's machine.
    const stranger = await topMember('licence_stranger');
    expectFailure(
      'unbindPluginMachine',
      await stranger.delete(`/api/user/plugin/activate/${ids[0]}`),
      404,
    );

    const one = expectOk(
      'unbindPluginMachine',
      await client.delete(`/api/user/plugin/activate/${ids[0]}`),
    );
    expect(one).toEqual({ limit: 2, left: 1, nextTime: null });
    // The freed place takes a new machine at once (no swap cooldown).
    expectOk('activatePlugin', await activate(client, machine(200)));
    clock.advance(86_400_000);
    const two = expectOk(
      'unbindPluginMachine',
      await client.delete<{ left: number; nextTime: string | null }>(
        `/api/user/plugin/activate/${ids[1]}`,
      ),
    );
    expect(two.left).toBe(0);
    expect(two.nextTime).not.toBeNull();
    expectFailure(
      'unbindPluginMachine',
      await client.delete(`/api/user/plugin/activate/${ids[2]}`),
      409,
      /30 天内最多自助解绑 2 台机器，\d{4}-\d{2}-\d{2} 后可再解绑/,
    );
    clock.advance(30 * 86_400_000);
    expectOk('unbindPluginMachine', await client.delete(`/api/user/plugin/activate/${ids[2]}`));
  });

  it('the migration writes old rows in the canonical form and merges one member’s duplicates', async () => {
    const client = await topMember('licence_migrate');
    const user = await t.app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('name', '=', 'licence_migrate')
      .executeTakeFirstOrThrow();
    const rows = [
      ['a1b2-c3d4-e5f6-0001', 'OLDEST-CODE-1'],
      ['A1B2-C3D4-E5F6-0001', 'NEWER-CODE-2'],
      ['ffff eeee dddd 0002', 'ONLY-CODE-3'],
    ];
    for (const [index, [machineCode, code]] of rows.entries())
      await t.app.ctx.db
        .insertInto('plugin_activations')
        .values({
          user_id: user.id,
          machine_code: machineCode!,
          activation_code: code!,
          create_time: 1000 + index,
        })
        .execute();
    const step = MIGRATIONS.find((m) => m.name === '0029_machine_codes_normalised')?.statements[0];
    if (!step || typeof step !== 'object' || !('run' in step)) throw new Error('no step');
    const { dbFile, databaseUrl } = t.app.ctx.config;
    const handle = openDatabase({ dbFile, databaseUrl });
    try {
      await handle.exclusive((runner) => step.run(runner));
    } finally {
      await handle.close();
    }
    const list = expectOk(
      'listPluginActivations',
      await client.get<{ list: { machineCode: string; activationCode: string }[] }>(
        '/api/user/plugin/activate',
      ),
    );
    expect(
      list.list
        .map((a) => [a.machineCode, a.activationCode])
        .sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
    ).toEqual([
      ['A1B2-C3D4-E5F6-0001', 'OLDEST-CODE-1'],
      ['FFFF-EEEE-DDDD-0002', 'ONLY-CODE-3'],
    ]);
  });
});

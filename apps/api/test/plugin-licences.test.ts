import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  client.post<{ machineCode: string; activationCode: string }>('/api/user/plugin/activate', {
    machineCode,
  });

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
    expect(list.list.map((a) => a.machineCode).sort()).toEqual([
      machine(1),
      machine(2),
      machine(3),
    ]);
    // The next swap waits for a new cooldown.
    expectFailure('activatePlugin', await activate(client, machine(4)), 409, '30天后');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from './staff-helpers.js';
import { createTestApp, expectOk, newMember, recharge, type TestApp } from './helpers.js';

// The dashboard per role: money (today's revenue and orders, and per day) only for the roles the
// contract lets read orders (owner, finance); the others get null, not a number to hide.

interface Dashboard {
  members: number;
  revenueToday: number | null;
  ordersToday: number | null;
  days: { revenue: number | null; orders: number | null; newMembers: number }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await recharge(await newMember(t.app, 'dash_m'), 1);
});
afterAll(async () => t.close());

describe('dashboard per role', () => {
  it('owner and finance see today’s revenue; editor and reviewer get no money at all', async () => {
    for (const role of ['admin', 'finance'] as const) {
      const client = await staffClient(t.app, role);
      const data = expectOk('adminDashboard', await client.get<Dashboard>('/api/admin/dashboard'));
      expect(data.revenueToday, role).toBeGreaterThanOrEqual(3_000);
      expect(data.days.reduce((sum, d) => sum + (d.revenue ?? 0), 0)).toBeGreaterThanOrEqual(3_000);
    }
    for (const role of ['editor', 'reviewer'] as const) {
      const client = await staffClient(t.app, role);
      const data = expectOk('adminDashboard', await client.get<Dashboard>('/api/admin/dashboard'));
      expect(data.members, role).toBeGreaterThan(0);
      expect([data.revenueToday, data.ordersToday], role).toEqual([null, null]);
      expect(data.days.every((d) => d.revenue === null && d.orders === null)).toBe(true);
    }
  });
});

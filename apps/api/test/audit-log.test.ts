import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUDIT_ACTIONS, formatDate, formatDateTime } from '@dongman/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, staffClient } from './staff-helpers.js';
import {
  type Client,
  createTestApp,
  expectFailure,
  expectOk,
  newMember,
  recharge,
  type TestApp,
} from './helpers.js';

// The audit log read by people: filtered by staff name, kind of object and day; exported as CSV
// with Chinese headers and action names, China time and money as yuan; every action the server
// can write is named in the one catalogue.

interface Entry {
  staffName: string;
  action: string;
  objectType: string;
  objectId: string;
  createTime: string;
}
interface Page {
  list: Entry[];
  total: number;
}

let t: TestApp;
let owner: Client;
let finance: Client;
let orderNo: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await staffClient(t.app, 'admin');
  finance = await staffClient(t.app, 'finance');
  const member = await newMember(t.app, 'audit_m');
  await recharge(member, 1);
  const orders = await finance.get<{ list: { orderNo: string }[] }>('/api/admin/orders', {
    member: 'audit_m',
  });
  orderNo = orders.body.data.list[0]!.orderNo;
  expectOk(
    'adminRefundOrder',
    await finance.post(`/api/admin/orders/${orderNo}/refund`, {
      amount: 1_000,
      reason: '会员申请退款',
      requestId: 'audit-refund-1',
    }),
  );
});
afterAll(async () => t.close());

const list = async (query: Record<string, string | number>) =>
  expectOk('adminListAudit', await owner.get<Page>('/api/admin/audit', query));

describe('audit log filters', () => {
  it('by part of a staff name, by kind of object (orders too) and by day', async () => {
    const byName = await list({ staffName: 'finance_' });
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.list.every((e) => e.staffName.startsWith('finance_'))).toBe(true);

    const orders = await list({ objectType: 'order' });
    expect(orders.list.map((e) => [e.action, e.objectId])).toContainEqual([
      'order.refund',
      orderNo,
    ]);
    expect(orders.list.every((e) => e.objectType === 'order')).toBe(true);

    const today = formatDate(t.app.ctx.config.now());
    expect((await list({ objectType: 'order', startDate: today, endDate: today })).total).toBe(
      orders.total,
    );
    expect((await list({ endDate: '2000-01-01' })).total).toBe(0);
    expect((await list({ staffName: '没有这个人' })).total).toBe(0);
    expectFailure(
      'adminListAudit',
      await owner.get('/api/admin/audit', { startDate: 'yesterday' }),
      400,
    );
  });
});

describe('audit log export', () => {
  it('is a CSV with Chinese headers and action names, China time and money as yuan; the export is audited', async () => {
    const response = await owner.get('/api/admin/audit/export', { objectType: 'order' });
    expect(response.status).toBe(200);
    expect(response.raw.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.raw.headers['content-disposition']).toMatch(/attachment; filename="audit-/);
    const text = response.raw.rawPayload.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('时间,操作人,操作,对象类型,对象,变更前,变更后,IP');
    const refund = lines.find((line) => line.includes(',退款,'));
    expect(refund).toBeDefined();
    const [row] = (await auditRows(t.app, 'order')).filter((r) => r.action === 'order.refund');
    expect(refund!.startsWith(`${formatDateTime(row!.create_time, true)},finance_`)).toBe(true);
    expect(refund).toContain(`,订单,${orderNo},`);
    // The ¥30 order: a ¥10 refund took ¥10 back, leaving ¥20 (not 1000 / 2000 cents).
    expect(refund).toContain('金额：¥10.00');
    expect(refund).toContain('余额：¥20.00');
    expect(refund).not.toMatch(/amount|"balance"/);

    const [exported] = await auditRows(t.app, 'audit');
    expect(exported).toMatchObject({ action: 'audit.export' });
    expect(JSON.parse(exported!.after_json ?? '{}')).toMatchObject({
      filters: { objectType: 'order' },
    });
    expectFailure('adminExportAudit', await finance.get('/api/admin/audit/export'), 403);
  });
});

describe('the action catalogue', () => {
  const src = fileURLToPath(new URL('../src', import.meta.url));
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
    });
  const AUDITING = /\b(withAudit|auditedMoney|insertAudit|auditAttempt|auditSignIn|auditRefusal)\b/;

  it('names every action the server writes (the files that audit, their action keys)', () => {
    const written = new Set<string>();
    for (const file of files(src)) {
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      if (!AUDITING.test(code)) continue;
      for (const m of code.matchAll(/['`]([a-z][a-zA-Z]*\.[a-z][\w.]*)['`]/g)) written.add(m[1]!);
    }
    // Money actions are audited refused and repeated too.
    for (const money of ['order.refund', 'member.balance', 'member.level', 'cardBatch.create'])
      written.add(`${money}.refused`).add(`${money}.repeated`);
    expect(written.size).toBeGreaterThan(55);
    const unnamed = [...written].filter((action) => !(action in AUDIT_ACTIONS));
    expect(unnamed).toEqual([]);
    for (const name of Object.values(AUDIT_ACTIONS)) expect(name).toMatch(/[\u4e00-\u9fff]/);
  });
});

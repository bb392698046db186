import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  createTestApp,
  expectFailure,
  expectOk,
  newMember,
  recharge,
  type TestApp,
} from './helpers.js';
import { type Page } from './orders-helpers.js';
import { auditRows, staffClient } from './staff-helpers.js';

// The ledger in the console: filters, the CSV export (audited), and who may export it.

let t: TestApp;
let finance: Client;
beforeAll(async () => {
  t = await createTestApp();
  finance = await staffClient(t.app, 'finance');
});
afterAll(async () => t.close());

describe('the ledger', () => {
  it('filters by member and reason', async () => {
    const member = await newMember(t.app, 'ledger_a');
    await recharge(member, 1);
    const page = expectOk(
      'adminListLedger',
      await finance.get<Page<{ memberName: string; reason: string; amount: number }>>(
        '/api/admin/ledger',
        { member: 'ledger_a', reason: 'recharge' },
      ),
    );
    expect(page.list).toEqual([
      expect.objectContaining({ memberName: 'ledger_a', reason: 'recharge', amount: 3_000 }),
    ]);
    const none = await finance.get<Page<unknown>>('/api/admin/ledger', {
      member: 'ledger_a',
      reason: 'refund',
    });
    expect(expectOk('adminListLedger', none).total).toBe(0);
  });

  it('exports matching rows as a UTF-8 CSV with a byte-order mark, and audits the export', async () => {
    const member = await newMember(t.app, 'export_a');
    await recharge(member, 1);
    await recharge(member, 2);
    const response = await finance.get('/api/admin/ledger/export', { member: 'export_a' });
    expect(response.status).toBe(200);
    expect(response.raw.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.raw.headers['content-disposition']).toMatch(/attachment; filename="ledger-/);
    const bytes = response.raw.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('编号,会员ID,会员,金额（¥）,变动后余额（¥）,类型,关联,说明,时间');
    expect(lines.slice(1).map((line) => line.split(',').slice(2, 6))).toEqual([
      ['export_a', '50.00', '80.00', '充值'],
      ['export_a', '30.00', '30.00', '充值'],
    ]);
    const [row] = await auditRows(t.app, 'ledger');
    expect(row).toMatchObject({
      action: 'ledger.export',
      staff_name: expect.stringMatching(/^finance_/),
    });
    expect(JSON.parse(row!.after_json ?? '{}')).toMatchObject({ rows: 2 });
  });

  it('a reviewer may not export the ledger', async () => {
    const reviewer = await staffClient(t.app, 'reviewer');
    expectFailure('adminExportLedger', await reviewer.get('/api/admin/ledger/export'), 403);
  });
});

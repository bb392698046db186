import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, staffClient } from './staff-helpers.js';
import { rotateSecretKeepingCodes } from '../src/services/card-codes.js';
import {
  createTestApp,
  expectFailure,
  expectOk,
  newMember,
  type Client,
  type TestApp,
} from './helpers.js';

// Card codes for a level's term as well as dubbing, and batches an owner can export again: the
// codes are kept sealed with the app secret, sealed again when it is rotated (ADR 0038).

const DAY = 86_400_000;
let t: TestApp;
let owner: Client;
let finance: Client;
beforeAll(async () => {
  t = await createTestApp();
  owner = await staffClient(t.app, 'admin');
  finance = await staffClient(t.app, 'finance');
});
afterAll(async () => t.close());

interface Batch {
  id: number;
  type: string;
  days: number;
  levelId: number | null;
  levelName: string | null;
  exportable: boolean;
  used: number;
}
interface Created {
  batch: Batch;
  codes: string[];
}
interface Session {
  usersInfo: { levelId: number; levelName: string; levelExpireTime: string | null };
}

async function exportCsv(client: Client, batchId: number) {
  const response = await client.get(`/api/admin/card-batches/${batchId}/export`);
  expect(response.status, response.raw.body.slice(0, 200)).toBe(200);
  expect(response.raw.headers['content-type']).toBe('text/csv; charset=utf-8');
  const text = response.raw.rawPayload.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text.slice(1).trim().split('\r\n');
}

async function levelBatch(count = 3): Promise<Created> {
  return expectOk(
    'adminCreateCardBatch',
    await finance.post<Created>('/api/admin/card-batches', {
      type: 'level',
      levelId: 2,
      count,
      note: '年卡活动',
    }),
  );
}

async function session(member: Client) {
  return expectOk('getSession', await member.get<Session>('/api/user/session')).usersInfo;
}

describe('level card codes', () => {
  it('a batch for 高级会员 sells its term; redeeming grants the level for a year, again renews from the end', async () => {
    const { batch, codes } = await levelBatch();
    expect(batch).toMatchObject({
      type: 'level',
      days: 365,
      levelId: 2,
      levelName: '高级会员',
      exportable: true,
    });
    expect(codes[0]).toMatch(/^LV2-365D-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const member = await newMember(t.app, 'cb_level');
    const asked = Date.now();
    const first = await member.post<{ levelExpireTime: string }>('/api/user/dubbing/crypto/use', {
      cardCode: codes[0],
    });
    const granted = expectOk('redeemDubbingCard', first);
    expect(granted).toMatchObject({ type: 'level', addedDays: 365, levelName: '高级会员' });
    const end = Date.parse(granted.levelExpireTime);
    expect(end - asked).toBeGreaterThanOrEqual(365 * DAY);
    expect(end - asked).toBeLessThan(365 * DAY + 60_000);
    expect(first.body.message).toContain('高级会员');
    expect(await session(member)).toMatchObject({
      levelId: 2,
      levelName: '高级会员',
      levelExpireTime: granted.levelExpireTime,
    });

    // A renewal adds the term to what is left, like a paid renewal; no money moved, no ledger row.
    expectOk(
      'redeemDubbingCard',
      await member.post('/api/user/dubbing/crypto/use', { cardCode: codes[1]!.toLowerCase() }),
    );
    expect((await session(member)).levelExpireTime).toBe(new Date(end + 365 * DAY).toISOString());
    const ledger = await t.app.ctx.db
      .selectFrom('ledger as l')
      .innerJoin('users as u', 'u.id', 'l.user_id')
      .select('l.id')
      .where('u.name', '=', 'cb_level')
      .execute();
    expect(ledger).toEqual([]);
    expectFailure(
      'redeemDubbingCard',
      await member.post('/api/user/dubbing/crypto/use', { cardCode: codes[0] }),
      409,
      '已被使用',
    );
  });

  it('a member above the code’s level is refused and the code stays unused', async () => {
    const { batch, codes } = await levelBatch(1);
    const member = await newMember(t.app, 'cb_higher');
    await t.app.ctx.db
      .updateTable('users')
      .set({ level_id: 3, level_expire_time: null })
      .where('name', '=', 'cb_higher')
      .execute();
    expectFailure(
      'redeemDubbingCard',
      await member.post('/api/user/dubbing/crypto/use', { cardCode: codes[0] }),
      400,
      '不高于您当前的等级（至尊会员）',
    );
    const listed = expectOk(
      'adminListCardBatches',
      await finance.get<Batch[]>('/api/admin/card-batches'),
    );
    expect(listed.find((b) => b.id === batch.id)?.used).toBe(0);
    const other = await newMember(t.app, 'cb_lower');
    expectOk(
      'redeemDubbingCard',
      await other.post('/api/user/dubbing/crypto/use', { cardCode: codes[0] }),
    );
  });

  it('levels without a term, the free level and a missing level are refused at creation', async () => {
    for (const [body, message] of [
      [{ type: 'level', levelId: 3, count: 1 }, '永久等级'],
      [{ type: 'level', levelId: 1, count: 1 }, '免费等级'],
      [{ type: 'level', levelId: 99, count: 1 }, '会员等级不存在'],
      [{ type: 'level', count: 1 }, 'levelId'],
      [{ type: 'dubbing', count: 1 }, 'days'],
    ] as const) {
      expectFailure(
        'adminCreateCardBatch',
        await finance.post('/api/admin/card-batches', body),
        400,
        message,
      );
    }
  });
});

describe('exporting a batch again', () => {
  it('the owner exports the same codes with Chinese headers and China time, used ones marked; audited', async () => {
    const created = expectOk(
      'adminCreateCardBatch',
      await finance.post<Created>('/api/admin/card-batches', { days: 30, count: 4, note: '春节' }),
    );
    const member = await newMember(t.app, 'cb_export');
    expectOk(
      'redeemDubbingCard',
      await member.post('/api/user/dubbing/crypto/use', { cardCode: created.codes[2] }),
    );
    const lines = await exportCsv(owner, created.batch.id);
    expect(lines[0]).toBe(
      '卡密,批次,类型,天数,过期时间（北京时间）,状态,使用会员,使用时间（北京时间）,备注,生成时间（北京时间）',
    );
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows.map((r) => r[0]).sort()).toEqual([...created.codes].sort());
    const used = rows.find((r) => r[0] === created.codes[2])!;
    // China time, to the second: 2025-03-01 12:00:05
    const chinaTime = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
    expect(used).toEqual([
      created.codes[2],
      String(created.batch.id),
      '配音服务',
      '30',
      '不过期',
      '已使用',
      'cb_export',
      expect.stringMatching(chinaTime),
      '春节',
      expect.stringMatching(chinaTime),
    ]);
    const row = await t.app.ctx.db
      .selectFrom('dubbing_cards')
      .select('used_time')
      .where('batch_id', '=', created.batch.id)
      .where('used_time', 'is not', null)
      .executeTakeFirstOrThrow();
    const china = new Date(Number(row.used_time) + 8 * 3_600_000).toISOString();
    expect(used[7]).toBe(china.replace('T', ' ').slice(0, 19));
    expect(rows.filter((r) => r[5] === '未使用')).toHaveLength(3);

    const [audit] = await auditRows(t.app, 'cardBatch');
    expect(audit).toMatchObject({
      action: 'cardBatch.export',
      object_id: String(created.batch.id),
    });
    expect(JSON.parse(audit?.after_json ?? '{}')).toMatchObject({ rows: 4 });
    // The codes are in no audit row.
    const all = JSON.stringify(await auditRows(t.app));
    for (const code of created.codes) expect(all).not.toContain(code);
  });

  it('is for owners only', async () => {
    const { batch } = await levelBatch(1);
    expectFailure(
      'adminExportCardBatch',
      await finance.get(`/api/admin/card-batches/${batch.id}/export`),
      403,
    );
    expectFailure(
      'adminExportCardBatch',
      await owner.get('/api/admin/card-batches/9999/export'),
      404,
    );
  });

  it('still works after rotate-secret: the kept codes are sealed again under the new secret', async () => {
    const { batch, codes } = await levelBatch(2);
    const before = await t.app.ctx.db
      .selectFrom('dubbing_cards')
      .select('sealed_code')
      .where('batch_id', '=', batch.id)
      .execute();
    expect(
      before.every((r) => r.sealed_code && !codes.some((c) => r.sealed_code!.includes(c))),
    ).toBe(true);
    const { resealed, unreadable } = await rotateSecretKeepingCodes(t.app.ctx.db);
    expect(resealed).toBeGreaterThanOrEqual(2);
    expect(unreadable).toBe(0);
    const after = await t.app.ctx.db
      .selectFrom('dubbing_cards')
      .select('sealed_code')
      .where('batch_id', '=', batch.id)
      .execute();
    expect(after.map((r) => r.sealed_code)).not.toEqual(before.map((r) => r.sealed_code));
    const lines = await exportCsv(owner, batch.id);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual([...codes].sort());
    expect(lines[1]).toContain('会员等级：高级会员');
  });

  it('a batch made before codes were kept says so: not exportable, 409 with the reason', async () => {
    const created = expectOk(
      'adminCreateCardBatch',
      await finance.post<Created>('/api/admin/card-batches', { days: 7, count: 2 }),
    );
    // As a batch of before migration 0039: only the hashes.
    await t.app.ctx.db
      .updateTable('dubbing_cards')
      .set({ sealed_code: null })
      .where('batch_id', '=', created.batch.id)
      .execute();
    const listed = expectOk(
      'adminListCardBatches',
      await owner.get<Batch[]>('/api/admin/card-batches'),
    );
    expect(listed.find((b) => b.id === created.batch.id)?.exportable).toBe(false);
    expectFailure(
      'adminExportCardBatch',
      await owner.get(`/api/admin/card-batches/${created.batch.id}/export`),
      409,
      '无法再次导出',
    );
  });
});

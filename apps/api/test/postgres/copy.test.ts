import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { copySqliteToPostgres } from '../../src/tools/copy-to-postgres.js';
import { Client, expectOk, newMember, recharge, TEST_CAPTCHA, type UserInfo } from '../helpers.js';
import { createTestDatabase, type TestDatabase } from '../support/services.js';

// The move from one machine to PostgreSQL: a site used on SQLite, copied with
// `npm run db:copy-to-postgres`, serves the same members, balances and documents.

const dataDir = mkdtempSync(join(tmpdir(), 'dongman-copy-'));
let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const options = { captchaTestCode: TEST_CAPTCHA, logger: false, siteDist: null, seedDocuments: 50 };

describe('copying a SQLite site into PostgreSQL', () => {
  it('keeps members, passwords, balances, orders and documents', async () => {
    const onSqlite = await buildApp({ ...options, dataDir, databaseUrl: null });
    const member = await newMember(onSqlite, 'copied_member', 'secret123');
    const balance = await recharge(member, 3);
    const documents = await onSqlite.ctx.db.selectFrom('documents').select('id').execute();
    await onSqlite.close();

    database = await createTestDatabase();
    const report = await copySqliteToPostgres(join(dataDir, 'site.db'), database.url);
    expect(report.tables.find((t) => t.name === 'documents')?.rows).toBe(documents.length);

    const onPostgres = await buildApp({ ...options, dataDir, databaseUrl: database.url });
    try {
      expect(onPostgres.ctx.dialect).toBe('postgres');
      const again = new Client(onPostgres);
      const login = expectOk(
        'login',
        await again.login({ name: 'copied_member', password: 'secret123' }),
      );
      expect((login as UserInfo).usersInfo.money).toBe(balance);
      const orders = await again.get<{ total: number }>('/api/user/money/recharge');
      expect(orders.body.data.total).toBe(1);
      const found = await again.post<unknown[]>('/api/search', { searchContent: '素材' });
      expect(found.body.code).toBe(200);
      // Ids go on after the copied ones.
      await newMember(onPostgres, 'after_copy');
      const ids = await onPostgres.ctx.db
        .selectFrom('users')
        .select(['id', 'name'])
        .orderBy('id')
        .execute();
      expect(ids.at(-1)?.name).toBe('after_copy');
      // Seeding did not run again on the copy.
      const count = await onPostgres.ctx.db.selectFrom('documents').select('id').execute();
      expect(count).toHaveLength(documents.length);
    } finally {
      await onPostgres.close();
    }
  });

  it('refuses a target that already has data', async () => {
    await expect(copySqliteToPostgres(join(dataDir, 'site.db'), database!.url)).rejects.toThrow(
      /已有数据/,
    );
  });
});

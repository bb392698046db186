import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, expectOk, newMember, type TestApp } from './helpers.js';
import { type Page } from './orders-helpers.js';
import { staffClient } from './staff-helpers.js';

// A member's downloads as the console lists them.

let t: TestApp;
let finance: Client;
beforeAll(async () => {
  t = await createTestApp();
  finance = await staffClient(t.app, 'finance');
});
afterAll(async () => t.close());

describe("a member's downloads", () => {
  it('lists them newest first', async () => {
    await newMember(t.app, 'downloads_a');
    const { id: userId } = await t.app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('name', '=', 'downloads_a')
      .executeTakeFirstOrThrow();
    const now = t.app.ctx.config.now();
    await t.app.ctx.db
      .insertInto('downloads')
      .values(
        [1, 2].map((n) => ({
          user_id: userId,
          download_key: `key-${n}`,
          document_id: n,
          title: `素材 ${n}`,
          token_hash: `hash-${userId}-${n}`,
          ip: '127.0.0.1',
          bytes: 1024 * n,
          day: '2025-03-01',
          create_time: now + n,
        })),
      )
      .execute();
    const page = expectOk(
      'adminListMemberDownloads',
      await finance.get<Page<{ title: string }>>(`/api/admin/members/${userId}/downloads`),
    );
    expect(page.list.map((d) => d.title)).toEqual(['素材 2', '素材 1']);
  });
});

import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/services/sms-provider.js';
import {
  askSmsCode,
  createTestApp,
  expectFailure,
  expectOk,
  newMember,
  TEST_DB,
  uniquePhone,
  type TestApp,
} from './helpers.js';

// A member changes their number while someone else takes it (a registration committing between
// the "is it free?" check and the update). The database's unique index refuses the second
// writer; that must answer 409 on both databases, not 500 on the one whose error code the service
// did not know (PostgreSQL's 23505). Runs on SQLite and, in the `postgres` project, PostgreSQL.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** When the member's code is used up, `takerId` takes the number: the race, made certain. */
async function takeNumberWhenCodeIsUsed(takerId: number): Promise<void> {
  if (TEST_DB === 'postgres') {
    await sql`CREATE FUNCTION phone_race_take() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE users SET phone = NEW.phone WHERE id = ${sql.lit(takerId)};
        RETURN NULL;
      END $$`.execute(t.app.ctx.db);
    await sql`CREATE TRIGGER phone_race AFTER UPDATE OF used_at ON sms_codes
      FOR EACH ROW EXECUTE FUNCTION phone_race_take()`.execute(t.app.ctx.db);
  } else {
    await sql`CREATE TRIGGER phone_race AFTER UPDATE OF used_at ON sms_codes BEGIN
      UPDATE users SET phone = NEW.phone WHERE id = ${sql.lit(takerId)};
    END`.execute(t.app.ctx.db);
  }
}

describe('two accounts, one phone number, at the same moment', () => {
  it('answers 409 (该手机号已绑定其他账号) to the one that came second, and keeps its number', async () => {
    const changer = await newMember(t.app, 'phone_changer');
    await newMember(t.app, 'phone_taker');
    const taker = await t.app.ctx.db
      .selectFrom('users')
      .select(['id', 'phone'])
      .where('name', '=', 'phone_taker')
      .executeTakeFirstOrThrow();
    const before = await t.app.ctx.db
      .selectFrom('users')
      .select('phone')
      .where('name', '=', 'phone_changer')
      .executeTakeFirstOrThrow();

    const phone = uniquePhone();
    expectOk('sendProfileCode', await askSmsCode(changer, '/api/user/profile/code', phone));
    const code = (await readOutbox(join(t.dataDir, 'sms-outbox.jsonl'))).find(
      (m) => m.phone === phone,
    )!.code;
    await takeNumberWhenCodeIsUsed(taker.id);

    expectFailure(
      'updateProfile',
      await changer.put('/api/user/profile', { phone, smsCode: code }),
      409,
      '该手机号已绑定其他账号',
    );
    const owners = await t.app.ctx.db
      .selectFrom('users')
      .select(['name', 'phone'])
      .where('name', 'in', ['phone_changer', 'phone_taker'])
      .orderBy('name')
      .execute();
    expect(owners).toEqual([
      { name: 'phone_changer', phone: before.phone },
      { name: 'phone_taker', phone },
    ]);
  });
});

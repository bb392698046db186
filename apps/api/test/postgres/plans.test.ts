import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS_PER_CONNECTION, reusePlanMark } from '../../src/db/plans.js';
import type { Database } from '../../src/db/schema.js';
import { searchResultRows } from '../../src/repositories/catalog.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { insertTitledDocuments } from '../support/documents.js';

// Statements marked with reusePlanMark run as named prepared statements on PostgreSQL, parsed and
// planned once per connection (src/db/plans.ts); the search's result rows are one of them. The
// pool may lend each test the same connection, so the test that fills one to its bound is last.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDocuments: 0 });
  await insertTitledDocuments(
    t.app.ctx.db,
    Array.from({ length: 30 }, (_, i) => [`预备素材 ${i}`, 1] as const),
  );
});
afterAll(() => t.close());

/** What this connection has prepared: each statement's text and how often it was planned. */
async function prepared(conn: Kysely<Database>) {
  const { rows } = await sql<{ statement: string; generic: string; custom: string }>`
    SELECT statement, generic_plans AS generic, custom_plans AS custom
    FROM pg_prepared_statements`.execute(conn);
  return rows.map((r) => ({ ...r, runs: Number(r.generic) + Number(r.custom) }));
}

describe('plans reused on PostgreSQL', () => {
  it('prepares a marked statement once per connection and runs it again by name', async () => {
    await t.app.ctx.db.connection().execute(async (conn) => {
      for (const n of [1, 2, 3])
        expect(
          (await sql<{ n: number }>`${reusePlanMark} SELECT ${n}::int AS n`.execute(conn)).rows,
        ).toEqual([{ n }]);
      await sql`SELECT 1 AS unmarked`.execute(conn);
      const statements = await prepared(conn);
      expect(statements).toHaveLength(1);
      expect(statements[0]!.statement).toContain('SELECT $1::int AS n');
      expect(statements[0]!.runs).toBe(3);
    });
  });

  it("plans a search's result rows once, whatever the number of ids", async () => {
    await t.app.ctx.db.connection().execute(async (conn) => {
      const { rows } = await sql<{ id: string }>`
        SELECT id FROM documents WHERE title LIKE '预备素材%' ORDER BY id`.execute(conn);
      const ids = rows.map((r) => Number(r.id));
      for (const count of [1, 5, 12, 30]) {
        const found = await searchResultRows(conn, ids.slice(0, count));
        expect(found.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids.slice(0, count));
        expect(found[0]!.one_class_name).toBeTruthy();
      }
      const rowsStatements = (await prepared(conn)).filter((s) =>
        s.statement.includes('ANY($1::bigint[])'),
      );
      expect(rowsStatements).toHaveLength(1);
      expect(rowsStatements[0]!.runs).toBe(4);
    });
  });

  it('runs marked statements past the bound unprepared, with the same answers', async () => {
    await t.app.ctx.db.connection().execute(async (conn) => {
      const before = (await prepared(conn)).length;
      for (let i = 0; i < PLANS_PER_CONNECTION + 5; i += 1) {
        const { rows } = await sql<{
          n: number;
        }>`${reusePlanMark} SELECT ${i}::int + ${sql.lit(i)} AS n`.execute(conn);
        expect(rows).toEqual([{ n: 2 * i }]);
      }
      expect((await prepared(conn)).length).toBe(Math.max(before, PLANS_PER_CONNECTION));
    });
  });
});

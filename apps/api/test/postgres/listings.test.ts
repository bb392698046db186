import { enums } from '@dongman/api-client/contract';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filteredIds, type ListingChoice } from '../../src/repositories/listings.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { recordingQueries } from '../support/queries.js';

// PostgreSQL's plans for filtered section listings (a level's entitlements, free only). Each
// entitlement's arm must be readable in order from its section's index, the free arm
// (`entitlement IS NULL`) too: when it was not, the planner walked the whole catalogue newest
// first for a section with no free document (229 ms at a million documents). With sorting
// turned off, a plan shows whether an ordered read exists.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDocuments: 0 });
  const { db } = t.app.ctx;
  const now = Date.now();
  // Section 1 is all source material; the others free: 5 000 documents, newest last.
  for (let start = 0; start < 5000; start += 1000) {
    await db
      .insertInto('documents')
      .values(
        Array.from({ length: 1000 }, (_, i) => {
          const n = start + i;
          const oneClass = n % 5 === 0 ? 1 : 2 + (n % 3);
          return {
            one_class_id: oneClass,
            one_class_children_id: 0,
            title: `素材 ${n}`,
            summary: '',
            content: '',
            entitlement: oneClass === 1 ? ('sourceMaterial' as const) : null,
            create_time: now - 5000 + n,
            update_time: now,
          };
        }),
      )
      .execute();
  }
  await sql`ANALYZE documents`.execute(db);
});
afterAll(() => t?.close());

/** The ids of a filtered listing of section 1 and its plan, read with sorting turned off. */
async function unsorted(choice: ListingChoice, limit: number) {
  return t.app.ctx.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_sort = off`.execute(trx);
    const recording = recordingQueries(trx);
    const ids = await filteredIds(recording.db, { oneClassId: 1 }, choice, limit);
    const plans: string[] = [];
    for (const query of recording.compiled()) {
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]),
      );
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    return { ids, plan: plans.join('\n') };
  });
}

describe('filtered section listings on PostgreSQL', () => {
  it('read each entitlement’s range of the section in order, the free one too', async () => {
    for (const sort of ['newest', 'popular', 'downloads'] as const) {
      // 至尊会员: free and every entitlement, seven ranges.
      const level = await unsorted({ sort, entitlements: [...enums.EntitlementKey] }, 1001);
      expect(level.ids, sort).toHaveLength(1000);
      expect(level.plan, sort).not.toMatch(/documents_newest|Seq Scan|Filter: .*entitlement/);
      const free = await unsorted({ sort, free: true }, 1001);
      expect(free.ids, sort).toEqual([]);
      expect(free.plan, sort).toMatch(
        new RegExp(`Index (Only )?Scan using documents_class_${sort}_by_entitlement`),
      );
      expect(free.plan, sort).not.toMatch(/documents_newest|Seq Scan|Filter: .*entitlement/);
    }
  });
});

import { sql, type Kysely } from 'kysely';
import type { Database, Entitlement } from '../db/schema.js';

type Db = Kysely<Database>;

// The class tree (classes and their sub-classes): the console's writes.

/** Documents per (class, sub-class), published or not: what blocks a delete. */
export async function documentCounts(db: Db) {
  const rows = await db
    .selectFrom('documents')
    .select(['one_class_id', 'one_class_children_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['one_class_id', 'one_class_children_id'])
    .execute();
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}
export async function nextSort(
  db: Db,
  table: 'one_classes' | 'one_class_children',
  parentId?: number,
) {
  let query = db
    .selectFrom(table)
    .select((eb) => eb.fn.coalesce(eb.fn.max<number>('sort'), eb.lit(0)).as('top'));
  if (parentId !== undefined)
    query = query.where(sql.ref('one_class_id'), '=', parentId) as typeof query;
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.top) + 1;
}
export async function insertClass(db: Db, row: { name: string; entitlement: Entitlement | null }) {
  const sort = await nextSort(db, 'one_classes');
  return db
    .insertInto('one_classes')
    .values({ ...row, sort })
    .returningAll()
    .executeTakeFirstOrThrow();
}
export async function updateClass(
  db: Db,
  id: number,
  row: { name: string; entitlement: Entitlement | null },
) {
  await db.updateTable('one_classes').set(row).where('id', '=', id).execute();
}
export async function deleteClass(db: Db, id: number) {
  await db.deleteFrom('one_classes').where('id', '=', id).execute();
}
export async function setClassSort(db: Db, id: number, sort: number) {
  await db.updateTable('one_classes').set({ sort }).where('id', '=', id).execute();
}
export async function insertChild(db: Db, oneClassId: number, name: string) {
  const sort = await nextSort(db, 'one_class_children', oneClassId);
  return db
    .insertInto('one_class_children')
    .values({ one_class_id: oneClassId, name, sort })
    .returningAll()
    .executeTakeFirstOrThrow();
}
export async function renameChild(db: Db, id: number, name: string) {
  await db.updateTable('one_class_children').set({ name }).where('id', '=', id).execute();
}
export async function setChildSort(db: Db, id: number, sort: number) {
  await db.updateTable('one_class_children').set({ sort }).where('id', '=', id).execute();
}
export async function deleteChild(db: Db, id: number) {
  await db.deleteFrom('one_class_children').where('id', '=', id).execute();
}
/** Moves a sub-class under another parent, at the end; its documents go with it. */
export async function moveChild(db: Db, id: number, oneClassId: number) {
  const sort = await nextSort(db, 'one_class_children', oneClassId);
  await db
    .updateTable('one_class_children')
    .set({ one_class_id: oneClassId, sort })
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('documents')
    .set({ one_class_id: oneClassId })
    .where('one_class_children_id', '=', id)
    .execute();
}

import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { pinyinKey } from '../../src/lib/pinyin.js';

/**
 * Documents that are a title (and its pinyin key, as the documents repository writes it) in a
 * section and nothing more, each a millisecond newer than the one before it (from `now`): what
 * search and related-materials tests need. Their ids by title.
 */
export async function insertTitledDocuments(
  db: Kysely<Database>,
  rows: readonly (readonly [title: string, oneClass: number])[],
  now = Date.now(),
): Promise<Map<string, number>> {
  const made = await db
    .insertInto('documents')
    .values(
      rows.map(([title, oneClass], i) => ({
        one_class_id: oneClass,
        one_class_children_id: 0,
        title,
        title_pinyin: pinyinKey(title),
        summary: '',
        content: '',
        create_time: now + i,
        update_time: now + i,
      })),
    )
    .returning(['id', 'title'])
    .execute();
  return new Map(made.map((row) => [row.title, row.id]));
}

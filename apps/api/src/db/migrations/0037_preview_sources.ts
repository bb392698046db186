import type { Migration } from './types.js';

// Which stored original each preview image was made from, and with which watermark
// (services/preview-sizes.ts records it as it makes one), so `npm run previews:rebuild` can make
// the previews again when PREVIEW_WATERMARK changes (services/preview-rebuild.ts).
// `preview_file_id` is the narrowest width, the file a cover or gallery names by URL.
// `watermark`: the text stamped on it, '' for none, NULL when not known (a preview made before
// this table, linked to its original later by the rebuild: it is always made again once).
export default {
  name: '0037_preview_sources',
  statements: [
    {
      sqlite: `CREATE TABLE preview_sources (
      preview_file_id INTEGER PRIMARY KEY REFERENCES files(id),
      source_file_id INTEGER NOT NULL REFERENCES files(id),
      watermark TEXT,
      create_time INTEGER NOT NULL
    )`,
      postgres: `CREATE TABLE preview_sources (
      preview_file_id BIGINT PRIMARY KEY REFERENCES files(id),
      source_file_id BIGINT NOT NULL REFERENCES files(id),
      watermark TEXT,
      create_time BIGINT NOT NULL
    )`,
    },
  ],
} satisfies Migration;

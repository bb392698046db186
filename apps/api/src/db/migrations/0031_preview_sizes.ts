import type { Migration } from './types.js';

// Preview images at several widths (services/preview-sizes.ts): each preview the site names by
// URL (a document's cover and gallery images, the narrowest width) lists its widths here, one
// stored WebP each; a width is shown to anyone exactly when its preview is. A document's cover
// widths are also kept on its row (`cover_sizes`, JSON `[[fileId, width, height], …]`), so a
// listing reads them with the row it already reads. Previews stored before this have no sizes.
export default {
  name: '0031_preview_sizes',
  formerName: '0060_preview_sizes',
  statements: [
    {
      sqlite: `CREATE TABLE image_sizes (
      file_id INTEGER NOT NULL REFERENCES files(id),
      width INTEGER NOT NULL,
      height INTEGER NOT NULL,
      size_file_id INTEGER NOT NULL REFERENCES files(id),
      PRIMARY KEY (file_id, width)
    )`,
      postgres: `CREATE TABLE image_sizes (
      file_id BIGINT NOT NULL REFERENCES files(id),
      width INTEGER NOT NULL,
      height INTEGER NOT NULL,
      size_file_id BIGINT NOT NULL REFERENCES files(id),
      PRIMARY KEY (file_id, width)
    )`,
    },
    `CREATE INDEX image_sizes_size_file ON image_sizes(size_file_id)`,
    `ALTER TABLE documents ADD COLUMN cover_sizes TEXT`,
  ],
} satisfies Migration;

import type { Migration } from './types.js';

// Images uploaded in the console's rich-text editor (notices, document bodies, fixed pages;
// adminUploadRichTextImage): a row per stored image, so /api/files/{id} shows it to anyone, as it
// does banners and previews. Uploaded for publishing, so shown from upload on (the editor shows it
// before the text is saved).
export default {
  name: '0036_rich_text_images',
  formerName: '0050_rich_text_images',
  statements: [
    {
      sqlite: `CREATE TABLE rich_text_images (
      file_id INTEGER PRIMARY KEY REFERENCES files(id),
      staff_id INTEGER NOT NULL,
      create_time INTEGER NOT NULL
    )`,
      postgres: `CREATE TABLE rich_text_images (
      file_id BIGINT PRIMARY KEY REFERENCES files(id),
      staff_id BIGINT NOT NULL,
      create_time BIGINT NOT NULL
    )`,
    },
  ],
} satisfies Migration;

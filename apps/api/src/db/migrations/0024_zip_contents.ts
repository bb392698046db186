import type { Migration } from './types.js';

// What is inside a ZIP material: its central directory's file list, read once when the
// file is stored (services/zip-contents.ts), as JSON `{entries: [{path, size}], truncated}`; the
// text '{"unreadable":true}' when the directory could not be read. NULL: not read yet — files
// stored before this migration are read at the next start (services/zip-backfill.ts), which
// needs the storage, not just SQL.
export default {
  name: '0024_zip_contents',
  formerName: '0041_zip_contents',
  statements: [`ALTER TABLE files ADD COLUMN zip_contents TEXT`],
} satisfies Migration;

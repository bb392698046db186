import type { Migration } from './types.js';

// Unread notices per member, kept on the server (issue 26): a row per member and notice they have
// read. notice_id is a notice's id, or a term reminder's negative id (services/reminders.ts), so
// it has no foreign key; deleting a notice deletes its rows (repositories/site-content.ts).
export default {
  name: '0032_notice_reads',
  formerName: '0055_notice_reads',
  statements: [
    {
      sqlite: `CREATE TABLE notice_reads (
      user_id INTEGER NOT NULL,
      notice_id INTEGER NOT NULL,
      read_time INTEGER NOT NULL,
      PRIMARY KEY (user_id, notice_id)
    )`,
      postgres: `CREATE TABLE notice_reads (
      user_id BIGINT NOT NULL,
      notice_id BIGINT NOT NULL,
      read_time BIGINT NOT NULL,
      PRIMARY KEY (user_id, notice_id)
    )`,
    },
    `CREATE INDEX notice_reads_notice ON notice_reads(notice_id)`,
  ],
} satisfies Migration;

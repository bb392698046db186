import type { Migration } from './types.js';

// Review with a reason: a rejected report keeps the reviewer's reason, which its
// author reads on the site; NULL for pending, approved and every report reviewed before this.
export default {
  name: '0025_report_review_reason',
  formerName: '0037_report_review_reason',
  statements: [
    {
      sqlite: `ALTER TABLE reports ADD COLUMN review_reason TEXT`,
      postgres: `ALTER TABLE reports ADD COLUMN review_reason TEXT`,
    },
  ],
} satisfies Migration;

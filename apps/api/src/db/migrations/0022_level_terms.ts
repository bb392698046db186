import type { Migration } from './types.js';

// Membership terms: a level sells a term of term_days (NULL: permanent); a member's
// bought level runs until level_expire_time (NULL: permanent — every existing member keeps it).
export default {
  name: '0022_level_terms',
  statements: [
    {
      sqlite: `ALTER TABLE levels ADD COLUMN term_days INTEGER CHECK (term_days IS NULL OR term_days > 0)`,
      postgres: `ALTER TABLE levels ADD COLUMN term_days BIGINT CHECK (term_days IS NULL OR term_days > 0)`,
    },
    {
      sqlite: `ALTER TABLE users ADD COLUMN level_expire_time INTEGER`,
      postgres: `ALTER TABLE users ADD COLUMN level_expire_time BIGINT`,
    },
  ],
} satisfies Migration;

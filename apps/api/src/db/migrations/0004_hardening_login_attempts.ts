import type { Migration } from './types.js';

// Login attempts are reserved before the password check; the account-wide slowdown needs the
// time of the last attempt.
export default {
  name: '0004_hardening_login_attempts',
  legacyName: '003_hardening_login_attempts',
  statements: [
    {
      sqlite: `ALTER TABLE login_failures ADD COLUMN last_at INTEGER NOT NULL DEFAULT 0`,
      postgres: `ALTER TABLE login_failures ADD COLUMN last_at BIGINT NOT NULL DEFAULT 0`,
    },
  ],
} satisfies Migration;

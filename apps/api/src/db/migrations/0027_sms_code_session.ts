import type { Migration } from './types.js';

// Issue 24: a phone code belongs to the browser session that asked for it (after its captcha),
// so only that session's guesses count against it — another client cannot burn a member's code.
// NULL for codes sent before this migration: those are no longer accepted.
export default {
  name: '0027_sms_code_session',
  formerName: '0028_sms_code_session',
  statements: [
    {
      sqlite: `ALTER TABLE sms_codes ADD COLUMN session_id TEXT`,
      postgres: `ALTER TABLE sms_codes ADD COLUMN session_id TEXT`,
    },
    {
      sqlite: `CREATE INDEX sms_codes_session ON sms_codes (phone, scene, session_id, create_time)`,
      postgres: `CREATE INDEX sms_codes_session ON sms_codes (phone, scene, session_id, create_time)`,
    },
  ],
} satisfies Migration;

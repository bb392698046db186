import type { Migration } from './types.js';

// Console content: levels and pay options are disabled rather than deleted (members
// and orders point at them); a disabled one is no longer offered on the member site.
export default {
  name: '0013_levels_pay_options_disabled',
  legacyName: '005_10c_levels_pay_options_disabled',
  statements: [
    {
      sqlite: `ALTER TABLE levels ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0`,
      postgres: `ALTER TABLE levels ADD COLUMN disabled BIGINT NOT NULL DEFAULT 0`,
    },
    {
      sqlite: `ALTER TABLE pay_options ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0`,
      postgres: `ALTER TABLE pay_options ADD COLUMN disabled BIGINT NOT NULL DEFAULT 0`,
    },
  ],
} satisfies Migration;

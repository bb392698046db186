import type { Migration } from './types.js';

// How many machines a level's plugin licence covers (the seeded levels: 3).
export default {
  name: '0006_hardening_plugin_machines',
  legacyName: '003_hardening_plugin_machines',
  statements: [
    {
      sqlite: `ALTER TABLE levels ADD COLUMN plugin_machines INTEGER NOT NULL DEFAULT 3 CHECK (plugin_machines >= 0)`,
      postgres: `ALTER TABLE levels ADD COLUMN plugin_machines BIGINT NOT NULL DEFAULT 3 CHECK (plugin_machines >= 0)`,
    },
  ],
} satisfies Migration;

import type { Migration } from './types.js';

// Card batches for a level's term as well as for dubbing (card_batches.level_id, null = dubbing),
// and the codes kept encrypted with the app secret so an owner can export a batch again
// (dubbing_cards.sealed_code; ADR 0038). Batches made before keep only hashes: sealed_code null.
export default {
  name: '0039_card_batch_levels_kept_codes',
  statements: [
    {
      sqlite: `ALTER TABLE card_batches ADD COLUMN level_id INTEGER REFERENCES levels(id)`,
      postgres: `ALTER TABLE card_batches ADD COLUMN level_id BIGINT REFERENCES levels(id)`,
    },
    `ALTER TABLE dubbing_cards ADD COLUMN sealed_code TEXT`,
  ],
} satisfies Migration;

import type { Migration } from './types.js';

// Idempotent console money actions: a balance adjustment carries the console's
// request id; the same id again is the same adjustment (applied once), with other fields a 409.
export default {
  name: '0018_money_requests',
  statements: [
    {
      sqlite: `CREATE TABLE money_requests (
      action TEXT NOT NULL,
      request_id TEXT NOT NULL,
      fields TEXT NOT NULL,
      staff_id INTEGER NOT NULL REFERENCES staff(id),
      create_time INTEGER NOT NULL,
      PRIMARY KEY (action, request_id)
    )`,
      postgres: `CREATE TABLE money_requests (
      action TEXT NOT NULL,
      request_id TEXT NOT NULL,
      fields TEXT NOT NULL,
      staff_id BIGINT NOT NULL REFERENCES staff(id),
      create_time BIGINT NOT NULL,
      PRIMARY KEY (action, request_id)
    )`,
    },
  ],
} satisfies Migration;

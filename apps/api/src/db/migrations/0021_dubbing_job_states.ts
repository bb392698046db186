import type { Migration } from './types.js';

// Dubbing jobs are queued and made sentence by sentence; their audio lives in the
// file storage. Jobs made before this were synthesised on demand: they stay 'done'.
export default {
  name: '0021_dubbing_job_states',
  statements: [
    `ALTER TABLE dubbing_jobs ADD COLUMN status TEXT NOT NULL DEFAULT 'done' CHECK (status IN ('queued', 'running', 'done', 'failed'))`,
    {
      sqlite: `ALTER TABLE dubbing_jobs ADD COLUMN sentences INTEGER NOT NULL DEFAULT 0`,
      postgres: `ALTER TABLE dubbing_jobs ADD COLUMN sentences BIGINT NOT NULL DEFAULT 0`,
    },
    {
      sqlite: `ALTER TABLE dubbing_jobs ADD COLUMN progress INTEGER NOT NULL DEFAULT 0`,
      postgres: `ALTER TABLE dubbing_jobs ADD COLUMN progress BIGINT NOT NULL DEFAULT 0`,
    },
    {
      sqlite: `ALTER TABLE dubbing_jobs ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0`,
      postgres: `ALTER TABLE dubbing_jobs ADD COLUMN attempts BIGINT NOT NULL DEFAULT 0`,
    },
    {
      sqlite: `ALTER TABLE dubbing_jobs ADD COLUMN waiting_engine INTEGER NOT NULL DEFAULT 0`,
      postgres: `ALTER TABLE dubbing_jobs ADD COLUMN waiting_engine BIGINT NOT NULL DEFAULT 0`,
    },
    `ALTER TABLE dubbing_jobs ADD COLUMN error TEXT`,
    `ALTER TABLE dubbing_jobs ADD COLUMN wav_key TEXT`,
    `ALTER TABLE dubbing_jobs ADD COLUMN mp3_key TEXT`,
    {
      sqlite: `ALTER TABLE dubbing_jobs ADD COLUMN update_time INTEGER NOT NULL DEFAULT 0`,
      postgres: `ALTER TABLE dubbing_jobs ADD COLUMN update_time BIGINT NOT NULL DEFAULT 0`,
    },
    `CREATE INDEX dubbing_jobs_status ON dubbing_jobs(status, update_time)`,
  ],
} satisfies Migration;

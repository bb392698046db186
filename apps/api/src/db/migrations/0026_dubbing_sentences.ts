import type { Migration } from './types.js';

// Issue 25, the composer: a job's pitch (semitones), and each sentence kept on its own — its
// text and its audio in the file storage — so one sentence can be made again without the rest.
// `pending_text` is a sentence waiting to be spoken (again); the previous audio stays until the
// new one is made. Jobs from before have no sentences and cannot be re-generated one by one.
export default {
  name: '0026_dubbing_sentences',
  formerName: '0031_dubbing_sentences',
  statements: [
    {
      sqlite: `ALTER TABLE dubbing_jobs ADD COLUMN pitch INTEGER NOT NULL DEFAULT 0`,
      postgres: `ALTER TABLE dubbing_jobs ADD COLUMN pitch BIGINT NOT NULL DEFAULT 0`,
    },
    {
      sqlite: `ALTER TABLE dubbing_jobs ADD COLUMN regenerations INTEGER NOT NULL DEFAULT 0`,
      postgres: `ALTER TABLE dubbing_jobs ADD COLUMN regenerations BIGINT NOT NULL DEFAULT 0`,
    },
    {
      sqlite: `CREATE TABLE dubbing_job_sentences (
        job_id INTEGER NOT NULL REFERENCES dubbing_jobs(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        text TEXT NOT NULL,
        pending_text TEXT,
        wav_key TEXT,
        duration_ms INTEGER,
        update_time INTEGER NOT NULL,
        PRIMARY KEY (job_id, seq)
      )`,
      postgres: `CREATE TABLE dubbing_job_sentences (
        job_id BIGINT NOT NULL REFERENCES dubbing_jobs(id) ON DELETE CASCADE,
        seq BIGINT NOT NULL,
        text TEXT NOT NULL,
        pending_text TEXT,
        wav_key TEXT,
        duration_ms BIGINT,
        update_time BIGINT NOT NULL,
        PRIMARY KEY (job_id, seq)
      )`,
    },
  ],
} satisfies Migration;

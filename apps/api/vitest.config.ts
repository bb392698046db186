import { defineConfig } from 'vitest/config';

// The API suite runs twice: on SQLite (a temp file per app) and on PostgreSQL (a database per
// app, created and dropped by the run; see test/support/services.ts). test/postgres/ holds what
// only PostgreSQL has (schema parity with SQLite, trigram search plans, replicas with Redis);
// test/multiprocess.test.ts is about processes sharing one SQLite file.
export default defineConfig({
  test: {
    environment: 'node',
    // Each test file builds its own app on a fresh temp database; scrypt makes logins a little slow
    // on a shared 2-core machine, and CI runs two files at a time beside the site's browsers. No
    // test here asserts speed.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The files share one module graph per worker: importing the app (Fastify, the contract, the
    // SQL drivers, the providers) for each of ~90 files, twice, was a third of the suite's CPU.
    // Each file still builds its own apps on its own databases; per-file.ts drops them after it,
    // and environment stubs are undone after every test.
    isolate: false,
    // Two files at a time even on 2 cores: much of a file is waiting (on PostgreSQL, child
    // processes, sockets), which one worker left idle. Whole suite, both projects: 14.4 → 7.3 min.
    maxWorkers: 2,
    unstubEnvs: true,
    // Both projects hash passwords with scrypt at N=1024 (PASSWORD_HASH_COST, src/settings.ts), a
    // sixteenth of production's 16384: every member registered and every login checked paid
    // ~50 ms of CPU for it. test/auth.test.ts signs in at production's cost.
    setupFiles: ['test/support/per-file.ts'],
    // A folder for this run's migrated and seeded database templates (test/support/database-templates.ts).
    globalSetup: ['test/support/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['test/**/*.test.ts'],
          exclude: ['test/postgres/**'],
          env: { TEST_DB: 'sqlite', PASSWORD_HASH_COST: '1024' },
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['test/**/*.test.ts'],
          // Processes sharing one SQLite file, and a SIGKILL of such a process; the settings
          // (no database), the SIGTERM drain and the release (process tests, once is enough).
          exclude: [
            'test/multiprocess.test.ts',
            'test/crash-safety.test.ts',
            'test/config.test.ts',
            'test/settings-docs.test.ts',
            'test/shutdown.test.ts',
            'test/fresh-clone.test.ts',
            'test/test-fast.test.ts',
            'test/test-summary.test.ts',
            'test/bench-results.test.ts',
            // Behaviour the SQL dialect has no part in, so a second run on PostgreSQL repeated the
            // same scenario: the captcha images and GeeTest, TLS and CORS, the payment providers
            // over TLS through a proxy, the speech engines, S3 storage, image previews and ffmpeg's.
            // The database is only their stage (the writes they make are covered on both dialects
            // by their own domain's tests: crediting and refunds by payments and providers).
            'test/captcha-attack.test.ts',
            'test/captcha-hosted.test.ts',
            'test/tls.test.ts',
            'test/provider-tls.test.ts',
            'test/cors.test.ts',
            'test/speech-cloud.test.ts',
            'test/speech-espeak.test.ts',
            'test/storage.test.ts',
            'test/preview-sizes.test.ts',
            'test/media-previews.test.ts',
          ],
          env: { TEST_DB: 'postgres', PASSWORD_HASH_COST: '1024' },
        },
      },
    ],
  },
});

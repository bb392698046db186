import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // The machine running the tests is shared; user-event typing can be slow there.
    testTimeout: 30_000,
  },
});

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { workspaceSourceAliases } from '../../scripts/workspace-sources.ts';

// Unit tests of the console's own components (jsdom); the console's screens are tested end to
// end in e2e/ (Playwright against the real server).
export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceSourceAliases },
  define: { __OPERATION_ROLES__: '{}' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The first render loads TipTap and ProseMirror: seconds on a busy two-core machine.
    testTimeout: 20_000,
  },
});

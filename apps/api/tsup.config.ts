import { defineConfig } from 'tsup';

// The server is an app, not a library: one ESM entry (dist/server.js) that also exports buildApp
// through dist/app.js for programmatic use (tests of other workspaces, e2e).
export default defineConfig({
  entry: { server: 'src/server.ts', app: 'src/app.ts', 'rotate-secret': 'src/rotate-secret.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: { entry: { app: 'src/app.ts' } },
  // Native / runtime-resolved packages stay external; everything comes from node_modules.
  skipNodeModulesBundle: true,
});

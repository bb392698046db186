import { defineConfig } from 'tsup';
import { apiClientSource, richTextPolicySource } from '../../scripts/workspace-sources.ts';

// The server is an app, not a library: one ESM entry (dist/server.js) that also exports buildApp
// through dist/app.js for programmatic use (tests of other workspaces, e2e). The operator's tools
// are built too, for a release (scripts/release.mjs), which has no tsx and no sources.
export default defineConfig({
  entry: {
    server: 'src/server.ts',
    app: 'src/app.ts',
    'rotate-secret': 'src/rotate-secret.ts',
    doctor: 'src/tools/doctor.ts',
    staff: 'src/cli/staff.ts',
    'ledger-verify': 'src/tools/ledger-verify.ts',
    reconcile: 'src/tools/reconcile.ts',
    'rebuild-previews': 'src/tools/rebuild-previews.ts',
    // bench/api.mjs's catalogue writer (not part of the server).
    'bench-catalogue': 'src/tools/bench-catalogue.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  // `npm start` (NO_SOURCEMAPS=1) runs without them (node is not started with --enable-source-maps).
  sourcemap: process.env.NO_SOURCEMAPS !== '1',
  // JavaScript only (what `npm start` runs); dist/app.d.ts comes from build:types
  // (`tsup src/app.ts --dts-only`). Cleaning keeps it.
  clean: ['!**/*.d.{ts,cts,mts}'],
  // Native / runtime-resolved packages stay external; everything comes from node_modules…
  skipNodeModulesBundle: true,
  // …except our contract values and the rich-text policy, compiled in from the packages' sources,
  // so the server needs no package build (scripts/workspace-sources.ts).
  noExternal: [
    /^@dongman\/api-client/,
    /^@dongman\/ui\/rich-text-policy$/,
    /^@dongman\/format$/,
    /^kysely/,
  ],
  esbuildOptions(options) {
    options.alias = { ...apiClientSource, ...richTextPolicySource };
  },
});

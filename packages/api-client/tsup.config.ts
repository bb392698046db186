import { defineConfig } from 'tsup';

export default defineConfig({
  // materials and contract: their own entries, so only the code that uses one loads it
  // (see src/materials.ts, src/contract.ts); memory-server is for Storybook screens only.
  entry: ['src/index.ts', 'src/materials.ts', 'src/contract.ts', 'src/memory-server.ts'],
  format: ['esm', 'cjs'],
  // JavaScript only: `npm start` needs nothing else. Declarations are the build:types task
  // (`tsup --dts-only`, see turbo.json), which typechecks, package checks and packing depend on.
  // Cleaning keeps them, so editors still see the types while the JS rebuilds.
  clean: ['!**/*.d.{ts,cts,mts}'],
  sourcemap: true,
  target: 'es2022',
});

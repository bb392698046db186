import { defineConfig } from 'tsup';

export default defineConfig({
  // materials and contract: their own entries, so only the code that uses one loads it
  // (see src/materials.ts, src/contract.ts).
  entry: ['src/index.ts', 'src/materials.ts', 'src/contract.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});

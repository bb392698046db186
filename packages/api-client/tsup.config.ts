import { defineConfig } from 'tsup';

export default defineConfig({
  // materials: its own entry, so only the pages that use it load it (see src/materials.ts).
  entry: ['src/index.ts', 'src/materials.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});

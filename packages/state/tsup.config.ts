import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  // JavaScript only: `npm start` needs nothing else. Declarations are the build:types task
  // (`tsup --dts-only`, see turbo.json), which typechecks, package checks and packing depend on.
  // Cleaning keeps them, so editors still see the types while the JS rebuilds.
  clean: ['!**/*.d.{ts,cts,mts}'],
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react/jsx-runtime', '@dongman/api-client'],
});

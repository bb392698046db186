import { defineConfig } from 'tsup';

// One entry per public export path; code shared between entries is split into chunks, so
// `@dongman/ui/login` pulls in only what the login widgets use.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    login: 'src/entries/login.ts',
    notice: 'src/entries/notice.ts',
    shell: 'src/entries/shell.ts',
    search: 'src/entries/search.ts',
    'rich-text-policy': 'src/entries/rich-text-policy.ts',
  },
  format: ['esm', 'cjs'],
  splitting: true,
  treeshake: true,
  sourcemap: true,
  // JavaScript only: `npm start` needs nothing else. Declarations are the build:types task
  // (`tsup --dts-only`, see turbo.json), which typechecks, package checks and packing depend on.
  // Cleaning keeps them, so editors still see the types while the JS rebuilds.
  clean: ['!**/*.d.{ts,cts,mts}'],
  target: 'es2022',
  external: ['react', 'react-dom', 'styled-components', 'react/jsx-runtime'],
});

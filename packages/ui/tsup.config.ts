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
  },
  format: ['esm', 'cjs'],
  dts: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'styled-components', 'react/jsx-runtime'],
});

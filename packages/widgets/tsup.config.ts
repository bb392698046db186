import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Peers and our own packages stay imports, so a site shares one copy of each.
  external: [
    'react',
    'react/jsx-runtime',
    'react-dom',
    'styled-components',
    /^@dongman\/ui/,
    '@dongman/api-client',
  ],
});

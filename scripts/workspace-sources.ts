import { fileURLToPath } from 'node:url';

// The apps' bundlers (Vite for the site and the console, tsup for the API) compile our packages
// from their TypeScript sources instead of importing the packages' built dist/: `npm start` then
// builds neither the packages nor their declarations, only the three apps (first start
// in seconds). Same modules as the packages' entries (their tsup.config.ts); typechecking still
// reads the packages' declarations (turbo's build:types), and publishing uses their dist/.

const packages = fileURLToPath(new URL('../packages/', import.meta.url));

/** Vite `resolve.alias` entries: `@dongman/ui/login` → packages/ui/src/entries/login.ts … */
export const workspaceSourceAliases = [
  { find: /^@dongman\/ui$/, replacement: `${packages}ui/src/index.ts` },
  { find: /^@dongman\/ui\/([\w-]+)$/, replacement: `${packages}ui/src/entries/$1.ts` },
  { find: /^@dongman\/state$/, replacement: `${packages}state/src/index.ts` },
  { find: /^@dongman\/format$/, replacement: `${packages}format/src/index.ts` },
  { find: /^@dongman\/api-client$/, replacement: `${packages}api-client/src/index.ts` },
  { find: /^@dongman\/api-client\/([\w-]+)$/, replacement: `${packages}api-client/src/$1.ts` },
];

/** esbuild `alias` (tsup): a package name maps to its source folder, subpaths included. */
export const apiClientSource = { '@dongman/api-client': `${packages}api-client/src` };

/** esbuild `alias` (tsup): the rich-text policy the API's sanitiser applies (no React, no DOM). */
export const richTextPolicySource = {
  '@dongman/ui/rich-text-policy': `${packages}ui/src/entries/rich-text-policy.ts`,
  '@dongman/format': `${packages}format/src/index.ts`,
};

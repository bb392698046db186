import type { StorybookConfig } from '@storybook/react-vite';
import { operationRoles } from '../apps/admin/operationRoles.ts';
import { workspaceSourceAliases } from '../scripts/workspace-sources.ts';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    // The site's screens (Site/…), next to the parts they are built from.
    { directory: '../apps/site/src', files: '**/*.stories.tsx', titlePrefix: 'Site' },
    // The console's screens (Console/…), as each role sees them.
    { directory: '../apps/admin/src', files: '**/*.stories.tsx', titlePrefix: 'Console' },
  ],
  // The site's own files its screens show (the contact QR code).
  staticDirs: ['../apps/site/public'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // No network here or in CI: never phone home.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // The site's stories import our packages by name: from their sources, as the site's Vite build
  // does, so `npm run build-storybook` works on a fresh clone with no package built.
  viteFinal: (vite) => ({
    ...vite,
    // The console's menus and buttons follow the contract's x-roles, as its Vite build compiles them.
    define: { ...vite.define, __OPERATION_ROLES__: JSON.stringify(operationRoles()) },
    resolve: {
      ...vite.resolve,
      alias: [
        ...workspaceSourceAliases,
        ...(Array.isArray(vite.resolve?.alias)
          ? vite.resolve.alias
          : Object.entries(vite.resolve?.alias ?? {}).map(([find, replacement]) => ({
              find,
              replacement: replacement as string,
            }))),
      ],
    },
  }),
};

export default config;

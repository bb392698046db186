import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    // The site's screens (Site/…), next to the parts they are built from.
    { directory: '../apps/site/src', files: '**/*.stories.tsx', titlePrefix: 'Site' },
  ],
  // The site's own files its screens show (the contact QR code).
  staticDirs: ['../apps/site/public'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // No network here or in CI: never phone home.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;

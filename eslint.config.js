// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.turbo/**',
      '**/generated/**',
      'storybook-static/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  // Dependencies point one way: the ui library takes data and callbacks and imports none of our packages.
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@dongman/*', '**/apps/**'] }],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    ignores: ['packages/ui/**', 'packages/widgets/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@dongman/ui', '@dongman/site', '@dongman/api', '**/apps/**'] },
      ],
    },
  },
  // The widgets join the two: ui components wired to the api-client, nothing from the apps.
  {
    files: ['packages/widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@dongman/site', '@dongman/api', '@dongman/state', '**/apps/**'] },
      ],
    },
  },
  // Colours come from the theme (packages/ui/src/theme/theme.ts): a raw hex colour anywhere else
  // in the library, the widgets or the site is an error. Stories and their demo data draw pictures
  // and may use any colour.
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/site/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/ui/src/theme/theme.ts',
      '**/*.stories.tsx',
      '**/*.test.{ts,tsx}',
      'packages/ui/src/shell/storyData.ts',
      'packages/ui/src/shell/storyHelpers.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/#([0-9a-fA-F]{3}){1,2}([0-9a-fA-F]{2})?\\b/]',
          message:
            'Use a colour from the theme (theme.colors / theme.gradients), not a raw hex value.',
        },
        {
          selector: 'TemplateElement[value.raw=/#([0-9a-fA-F]{3}){1,2}([0-9a-fA-F]{2})?\\b/]',
          message:
            'Use a colour from the theme (theme.colors / theme.gradients), not a raw hex value.',
        },
      ],
    },
  },
);

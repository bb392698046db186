// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import contractEnums from './scripts/eslint-contract-enums.mjs';

const colourMessage =
  'Use a colour from the theme (theme.colors / theme.gradients / theme.charts), not a raw colour.';
const hex = '/#([0-9a-fA-F]{3}){1,2}([0-9a-fA-F]{2})?\\b/';
const functional = '/\\b(rgb|hsl)a?\\(/';
const colourLiterals = [hex, functional].flatMap((pattern) => [
  { selector: `Literal[value=${pattern}]`, message: colourMessage },
  { selector: `TemplateElement[value.raw=${pattern}]`, message: colourMessage },
]);

// Field limits come from the contract (`@dongman/api-client/contract`), never a number written in
// a form: `maxLength={AdminVoiceRequestRules.name.maxLength}`, not `maxLength={32}`.
// Console copy lives in its catalogues (`copy/zh-CN.ts`, `copy/en.ts`): Chinese text written in a
// component (a string, a template or JSX text holding a Han character) is an error outside them.
const han = '/[\\u3400-\\u9fff]/';
const copyMessage =
  'Put user-visible text in the folder’s copy catalogue (copy/zh-CN.ts + en.ts) and show it with its hook (t(…)).';
const chineseLiterals = [
  { selector: `Literal[value=${han}]`, message: copyMessage },
  { selector: `TemplateElement[value.raw=${han}]`, message: copyMessage },
  { selector: `JSXText[value=${han}]`, message: copyMessage },
];

const limitAttribute = 'JSXAttribute[name.name=/^(maxLength|minLength|min|max)$/]';
const limitMessage =
  'Take field limits from @dongman/api-client/contract (<Schema>Rules, parameterRules), not a number.';
const contractLimits = [
  { selector: `${limitAttribute} > JSXExpressionContainer > Literal`, message: limitMessage },
  { selector: `${limitAttribute} > Literal`, message: limitMessage },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.turbo/**',
      '**/generated/**',
      'storybook-static/**',
      'release/**',
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
  // Colours come from the theme (packages/ui/src/theme/theme.ts): a raw hex, rgb() or hsl() colour
  // anywhere else in the library, the widgets, the site or the console is an error. Stories and
  // their demo data draw pictures and may use any colour. In the apps, field limits come from the
  // contract too.
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/ui/src/theme/theme.ts',
      '**/*.stories.tsx',
      '**/*.test.{ts,tsx}',
      'packages/ui/src/shell/storyData.ts',
      'packages/ui/src/shell/storyHelpers.tsx',
    ],
    rules: { 'no-restricted-syntax': ['error', ...colourLiterals] },
  },
  {
    files: ['apps/site/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    // apps/site/src/testing, apps/admin/src/testing: the stories' in-memory API and demo data.
    ignores: [
      '**/*.stories.tsx',
      '**/*.test.{ts,tsx}',
      'apps/site/src/testing/**',
      'apps/admin/src/testing/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...colourLiterals, ...contractLimits] },
  },
  // The console's words come from its copy catalogues: no Chinese text in its components and
  // helpers (stories, tests and the stories' in-memory API and demo data may write any).
  {
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.stories.tsx',
      '**/*.test.{ts,tsx}',
      'apps/admin/src/testing/**',
      'apps/admin/src/**/copy/{zh-CN,en}.ts',
    ],
    rules: {
      'no-restricted-syntax': ['error', ...colourLiterals, ...contractLimits, ...chineseLiterals],
    },
  },
  // The copy catalogues of the site and the console (`copy/zh-CN.ts`, `copy/en.ts` beside each
  // feature or page folder) are data: they import nothing but types, so the site's i18n layer can
  // gather them without pulling components in (the console's `copy/index.ts` makes the folder's
  // hook from them).
  {
    files: ['apps/site/src/**/copy/*.ts', 'apps/admin/src/**/copy/{zh-CN,en}.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...colourLiterals,
        {
          selector: "ImportDeclaration[importKind!='type']",
          message: 'A copy catalogue imports nothing but types (`import type`).',
        },
        { selector: 'ImportExpression', message: 'A copy catalogue imports nothing.' },
        {
          selector: "ExportAllDeclaration, ExportNamedDeclaration[source][exportKind!='type']",
          message: 'A copy catalogue re-exports nothing.',
        },
      ],
    },
  },
  // Error codes are read in one place (apps/api/src/db/errors.ts: errorCode, isUniqueViolation,
  // isBusy): a check cast at the call site tends to know one database only.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/errors.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[property.name='code'][object.typeAnnotation.type='TSTypeLiteral']",
          "MemberExpression[property.name='code'][object.typeAnnotation.typeName.right.name='ErrnoException']",
        ].map((selector) => ({
          selector,
          message:
            'Read error codes with errorCode() / isUniqueViolation() / isBusy() from src/db/errors.ts.',
        })),
      ],
    },
  },
  // Contract enums (RechargeStatus, PayProvider, AdminRole…) come from the generated contract,
  // never a list typed again (scripts/eslint-contract-enums.mjs). Tests and stories may spell
  // values out; SQL CHECKs in migrations are text.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: [
      '**/generated/**',
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      'apps/site/src/testing/**',
      'apps/admin/src/testing/**',
    ],
    plugins: { contract: contractEnums },
    rules: { 'contract/no-retyped-enum': 'error' },
  },
);

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      'vitest.tmp.config.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    // A feature reaches another only through its public entry (`@/features/<name>`), and never
    // app/, which composes the features (docs/architecture.md#web-layers).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*/**'], message: "Import another feature's public entry: '@/features/<name>'." },
            {
              regex: '^(@/|(\\.\\./)+)app(/|$)',
              message: 'Features import nothing from app/: move the shared code down to config/, lib/ or components/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app's lower layer (config, lib, components) is read by app/ and features/ and
    // never reads them back (docs/architecture.md#web-layers).
    files: ['apps/web/src/{config,lib,components}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)(app|features)(/|$)',
              message: 'config/, lib/ and components/ import nothing from app/ or features/: move the shared code down instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // Queries only in repositories (docs/architecture.md#database); scripts/code-figures.mjs counts with the same list.
    files: ['apps/server/**/*.ts'],
    ignores: [
      '**/repository.ts',
      '**/repositories/**',
      'apps/server/src/db/**',
      'apps/server/src/cli/**',
      '**/test-data.ts',
      '**/*.test.ts',
      'apps/server/src/test/**',
      'apps/server/bench/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'SQL only in a repository.ts, called with the database or a transaction (docs/architecture.md#database).',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', '**/bench/**/*.ts', '**/cli/**/*.ts'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);

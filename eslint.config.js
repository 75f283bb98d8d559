import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { layeringPlugin } from './scripts/eslint-layering.mjs';

// What a package may not import (outside of a test, also `@gipfel/api/testing`, see below).
const packagePatterns = [
  { group: ['@remix-run/*'], message: 'Packages know React, not Remix: keep Remix in apps/storefront.' },
  { group: ['@gipfel/*/*', '!@gipfel/api/testing', '!@gipfel/*/host', '!@gipfel/cms/server', '!@gipfel/cms/browser'], message: 'Import another package only through its public entries (package.json exports).' },
  { group: ['**/packages/*/src/**', '../../*/src/**'], message: 'Import another package only through its public entry.' },
  { group: ['**/shared/*'], message: 'Tests read the fixtures inside this repository (fixtures/): a clone alone runs every test.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.api-dts/**',
      '**/build/**',
      '**/.cache/**',
      'storybook-static/**',
      'playwright-report/**',
      'test-results/**',
      'apps/store-api/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,jsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Packages know React, not Remix; and nothing reaches into another package's internals.
    files: ['packages/**/*.{ts,tsx}'],
    plugins: { gipfel: layeringPlugin(import.meta.dirname) },
    rules: {
      'gipfel/layering': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'i18next', message: 'Packages take the text runtime (useTranslation, I18nextProvider, createI18n) from @gipfel/i18n (decision 0055).' },
            { name: 'react-i18next', message: 'Packages take the text runtime (useTranslation, I18nextProvider, createI18n) from @gipfel/i18n (decision 0055).' },
          ],
          patterns: [
            ...packagePatterns,
            { group: ['@gipfel/api/testing'], message: 'The fake Store API is for tests: import it in *.test.ts(x) only.' },
          ],
        },
      ],
    },
  },
  {
    // Tests may use the workspace's fake Store API (`@gipfel/api/testing`, not published).
    files: ['packages/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: packagePatterns }] },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'i18next', message: 'The app renders texts with @gipfel/i18n, like the packages (decision 0055).' },
            { name: 'react-i18next', message: 'The app renders texts with @gipfel/i18n, like the packages (decision 0055).' },
          ],
          patterns: [
            { group: ['@gipfel/*/*', '!@gipfel/*/host', '!@gipfel/cms/server', '!@gipfel/cms/browser'], message: 'Import a package only through its public entries (package.json exports).' },
          ],
        },
      ],
    },
  },
  {
    // The reference the text runtime is tested against (i18next, a dev dependency of the workspace).
    files: ['packages/i18n/src/lite/*.test.{ts,tsx}', 'packages/i18n/src/lite/i18next-reference.test-support.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);

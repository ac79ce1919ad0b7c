import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**', 'e2e/test-results/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['backend/**/*.ts'],
    rules: {
      // Nest injects by constructor parameter types: type-only imports would drop the metadata
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // features never import each other: shared pieces move to components/ or api/ (STYLE.md 14)
    files: ['frontend/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../features/*', '**/features/*/**'], message: 'Features não importam umas das outras: mova o código para components/ ou api/.' }] }],
    },
  },
  {
    // common/ is the bottom room: the modules build on it, never the other way (issue 32). The
    // app's assembly (app.module.ts, app.entities.ts) is where the modules meet.
    files: ['backend/src/common/**/*.ts', 'backend/src/infrastructure/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/modules/**', '**/app.*'], message: 'common/ e infrastructure/ não importam de modules/ nem da montagem do app.' }] }],
    },
  },
  {
    // the shared package ships in the browser bundle: no Node APIs
    files: ['shared/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['node:*'] }] },
  },
  {
    // a pattern that backtracks super-linearly lets one crafted request freeze the event loop
    // (DECISIONS 10.8): the server and the rules it shares refuse them outright
    files: ['shared/**/*.{ts,mjs,js}', 'backend/**/*.{ts,mjs,js}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignoreSticky: false, ignorePartial: false }],
    },
  },
);

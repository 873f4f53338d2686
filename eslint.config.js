import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way: app -> features -> widgets -> data-hooks -> data-source -> entities -> shared. A
// feature never imports another feature, and the local chain never imports the web app.
const layer = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
// Which data source serves a cluster is the app's providers' choice alone: everything else sees the seam
// (data-source/contract) and what data-source/ shares. Tests build the data source they test.
const TESTS = ['**/*.test.{ts,tsx}', '**/*.fixture.{ts,tsx}'];
const chosenByProviders = {
  group: ['@/data-source/solana', '@/data-source/solana/*', '@/data-source/demo', '@/data-source/demo/*'],
  message: "Only the app's providers choose a data source: import the seam (@/data-source/contract) instead.",
};
const upward = (names, why) => [
  { group: names.map((n) => `@/${n}/*`), message: why },
  { regex: `^(\\.\\./)+(${names.join('|')})(/|$)`, message: why },
];
/** A layer above the data source: its tests may build a data source, nothing else of it may choose one. */
const aboveTheSeam = (files, patterns) => [
  layer(files, patterns),
  layer(files, [...patterns, chosenByProviders], TESTS),
];
const leavesFeature = {
  regex: '^(\\.\\./){3,}',
  message: 'A feature imports other layers through "@/…", never by climbing out of its folder.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.localnet', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  layer(
    ['src/shared/**'],
    upward(
      ['app', 'features', 'widgets', 'data-hooks', 'data-source', 'entities'],
      'shared/ knows no domain: it imports only shared/.',
    ),
  ),
  layer(
    ['src/entities/**'],
    upward(['app', 'features', 'widgets', 'data-hooks', 'data-source'], 'entities/ import only entities/ and shared/.'),
  ),
  // The React side of the data layer: the provider, hooks, query options, the action toast and error UI.
  ...aboveTheSeam(
    ['src/data-hooks/**'],
    upward(['app', 'features', 'widgets'], 'data-hooks/ imports only data-source/, entities/ and shared/.'),
  ),
  // Widgets: pieces of pages that read or write through the data hooks, shared by several features.
  ...aboveTheSeam(['src/widgets/**'], upward(['app', 'features'], 'widgets/ import neither the app nor a feature.')),
  ...aboveTheSeam(
    ['src/features/**'],
    [...upward(['app', 'features'], 'A feature never imports the app or another feature.'), leavesFeature],
  ),
  layer(['src/app/**'], [chosenByProviders], ['src/app/providers/**', ...TESTS]),
  // Chain access (the seam, Solana, Demo) without React: the React side uses it, never the other way round.
  layer(
    ['src/data-source/**'],
    [
      ...upward(['app', 'features', 'widgets', 'data-hooks'], 'data-source/ imports only entities/ and shared/.'),
      {
        group: ['react', 'react-dom', 'react-dom/*', 'wouter', 'wouter/*', '@tanstack/*', '**/use-*', '**/ui/*'],
        message: 'The data source imports no React (no hook, query option, toast or UI): that is data-hooks/.',
      },
    ],
  ),
  // Test support (test-support/{unit,chain,browser}) serves tests only: the app never ships it. Its own rule
  // name, so that it adds to the layers' rule above instead of replacing it.
  {
    files: ['src/**'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@test-support/*'], message: 'Only tests and fixtures import test support.' }] },
      ],
    },
  },
  layer(
    ['packages/localnet/**'],
    [
      { group: ['@/*'], message: 'The local chain imports nothing from src/.' },
      { regex: '(^|/)src/', message: 'The local chain imports nothing from src/.' },
    ],
  ),
  // Within the local chain, litesvm's insides are reached from one file (chain/litesvm.ts says why).
  {
    files: ['packages/localnet/**'],
    ignores: ['packages/localnet/chain/litesvm.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['litesvm/*'], message: "Import LiteSVM through the chain's litesvm.ts." }] },
      ],
    },
  },
  // Outside its package, the local chain is its one entry: nothing reaches inside it.
  layer(
    ['tests/**', 'e2e/**', 'scripts/**'],
    [
      { group: ['@token-manager/localnet/*'], message: 'Import the local chain from @token-manager/localnet only.' },
      { regex: '(^|/)packages/localnet/', message: 'Import the local chain from @token-manager/localnet only.' },
    ],
  ),
);

import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Server-only code: the database, secrets and business rules never reach the browser bundle. */
const serverOnlyImports = {
  patterns: [
    {
      regex: '^#(server|demo-store)/',
      message: 'Browser code must not import server-only modules (src/server, src/demo-store, *.server.ts).',
    },
    {
      group: ['**/server/**', '**/server', '*.server', '*.server.ts', '**/*.server', '**/*.server.ts'],
      message: 'Browser code must not import server-only modules (src/server, *.server.ts).',
    },
    {
      group: ['astro:env/server', 'node:*', 'postgres', '@electric-sql/pglite', '@electric-sql/pglite/*', 'sharp'],
      message: 'Browser code must not import server-only packages or secrets.',
    },
  ],
};

/**
 * The demo store imports the domains, never the other way: only the embedded store's first start
 * (src/server/runtime.ts) reaches it, to seed an empty data folder.
 */
const demoStoreImports = {
  patterns: [
    {
      regex: '^#demo-store/',
      message: 'Server modules do not import the demo store; only src/server/runtime.ts seeds it on a first start.',
    },
  ],
};

/**
 * Outside src/server, the server is reached through its entries: a folder's index.ts, a domain's
 * dashboard side admin/index.ts, or a file at the top of src/server (decision 60;
 * src/server/domain-entries.test.ts holds the rest of the rule).
 */
const serverEntryImports = {
  patterns: [
    {
      regex: '^#server/[^/]+/(?!index\\.ts$|admin/index\\.ts$)',
      message: 'Import the server through an entry: #server/<folder>/index.ts or #server/<domain>/admin/index.ts.',
    },
    {
      group: ['**/server/*/**', '!**/server/*/index.ts', '!**/server/*/admin/index.ts'],
      message: 'Import the server through an entry: #server/<folder>/index.ts or #server/<domain>/admin/index.ts.',
    },
  ],
};

/** d3 stays in the chart layer's chunk, which only report pages load (decision 31). */
const chartLayerImports = {
  group: ['d3-*'],
  message: 'Only the chart layer (dashboard-app/ui/charts/) imports d3; pages draw with its components.',
};

export default defineConfig(
  { ignores: ['dist/', '.astro/', '.data/', 'node_modules/', 'test-results/', 'playwright-report/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    // Global type declarations can only reach module types through import().
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // Astro's clientAddress is whoever connected: behind a proxy, the proxy. Every limit and record
    // takes the client from locals.clientAddress, which follows TRUST_PROXY (decision 54).
    files: ['src/pages/**', 'src/actions/**', 'src/server/middleware/**'],
    ignores: ['src/server/middleware/request-context.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='clientAddress'][object.name=/^(Astro|context|ctx)$/]",
          message: 'Use locals.clientAddress (the client behind trusted proxies), not Astro’s clientAddress.',
        },
        {
          selector: ":function > ObjectPattern > Property[key.name='clientAddress']",
          message: 'Use locals.clientAddress (the client behind trusted proxies), not Astro’s clientAddress.',
        },
      ],
    },
  },
  {
    files: ['src/**', 'scripts/**'],
    ignores: ['src/server/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', serverEntryImports] },
  },
  {
    files: ['src/components/**', 'src/stores/**', 'src/browser/**', 'dashboard-app/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', serverOnlyImports] },
  },
  {
    files: ['src/server/**'],
    ignores: ['src/server/runtime.ts'],
    rules: { 'no-restricted-imports': ['error', demoStoreImports] },
  },
  {
    files: ['dashboard-app/**'],
    ignores: ['dashboard-app/ui/charts/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...serverOnlyImports.patterns, chartLayerImports] }],
    },
  },
);

// @ts-check
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import {
  CATEGORY_NAME_FILES,
  CATEGORY_NAME_IGNORES,
  categoryNameSelectors,
} from './scripts/lint/category-names.ts';

/**
 * Architecture as lint rules:
 * - packages/domain is pure: it imports nothing from the apps and does no I/O;
 * - apps/api and apps/web never import each other;
 * - inside apps/web imports run one way, shared → features → app, and a feature never reaches
 *   into another feature (bulletproof-react: features are composed in app/, not in each other);
 * - apps/admin follows the same layers, and takes from the web app only what its package
 *   exports (decision 027), never the web app's app layer; nothing imports the admin app.
 */
const elements = [
  { type: 'domain', pattern: 'packages/domain', partialMatch: false },
  { type: 'api', pattern: 'apps/api', partialMatch: false },
  { type: 'web-shared', pattern: 'apps/web/src/shared', partialMatch: false },
  {
    type: 'web-feature',
    pattern: 'apps/web/src/features/*',
    capture: ['feature'],
    partialMatch: false,
  },
  // Everything else in src (app/, main.tsx) is the app layer; the first matching descriptor wins.
  { type: 'web-app', pattern: 'apps/web/src', partialMatch: false },
  // The web app's build helpers (precompression), which the admin build reuses.
  { type: 'web-build', pattern: 'apps/web/build', partialMatch: false },
  { type: 'admin-shared', pattern: 'apps/admin/src/shared', partialMatch: false },
  {
    type: 'admin-feature',
    pattern: 'apps/admin/src/features/*',
    capture: ['feature'],
    partialMatch: false,
  },
  { type: 'admin-app', pattern: 'apps/admin/src', partialMatch: false },
  { type: 'admin-config', pattern: 'apps/admin', partialMatch: false },
  { type: 'e2e', pattern: 'e2e', partialMatch: false },
  { type: 'scripts', pattern: 'scripts', partialMatch: false },
];

const webTypes = ['web-shared', 'web-feature', 'web-app'];
const adminTypes = ['admin-shared', 'admin-feature', 'admin-app', 'admin-config'];

/** @type {import('eslint-plugin-boundaries').DependenciesRuleOptions} */
const dependencyPolicies = {
  default: 'allow',
  policies: [
    {
      from: { element: { type: 'domain' } },
      disallow: {
        to: { element: { types: ['api', 'e2e', 'scripts', ...webTypes, ...adminTypes] } },
      },
      message: 'packages/domain is shared by API and web and must not import from the apps.',
    },
    {
      from: { element: { type: 'api' } },
      disallow: { to: { element: { types: [...webTypes, ...adminTypes] } } },
      message: 'The API must not import web code; share it through packages/domain.',
    },
    {
      from: { element: { types: [...webTypes, ...adminTypes] } },
      disallow: { to: { element: { type: 'api' } } },
      message: 'The web apps must not import API code; share it through packages/domain.',
    },
    {
      from: { element: { types: webTypes } },
      disallow: { to: { element: { types: adminTypes } } },
      message:
        'The public web app must not import the admin application (its code stays off the public pages).',
    },
    {
      from: { element: { types: adminTypes } },
      disallow: { to: { element: { type: 'web-app' } } },
      message:
        "The admin application takes the web app's shared modules through its package exports, never its app layer (decision 027).",
    },
    {
      from: { element: { type: 'admin-shared' } },
      disallow: { to: { element: { types: ['admin-feature', 'admin-app'] } } },
      message: 'apps/admin/src/shared is the bottom layer: it may not import features or app.',
    },
    {
      from: { element: { type: 'admin-feature' } },
      disallow: { to: { element: { type: 'admin-app' } } },
      message: 'An admin feature may not import from src/app.',
    },
    {
      from: { element: { type: 'admin-feature' } },
      disallow: { to: { element: { type: 'admin-feature' } } },
      message:
        'An admin feature may not import another feature; compose them in src/app or move the shared part to src/shared.',
    },
    {
      from: { element: { type: 'web-shared' } },
      disallow: { to: { element: { types: ['web-feature', 'web-app'] } } },
      message: 'src/shared is the bottom layer: it may not import features or app.',
    },
    {
      from: { element: { type: 'web-feature' } },
      disallow: { to: { element: { type: 'web-app' } } },
      message: 'A feature may not import from src/app.',
    },
    {
      // Same-feature imports are internal and never reach this policy.
      from: { element: { type: 'web-feature' } },
      disallow: { to: { element: { type: 'web-feature' } } },
      message:
        'A feature may not import another feature; compose them in src/app or move the shared part to src/shared.',
    },
  ],
};

/** Modules that do I/O or belong to one runtime; the domain package stays pure. */
const ioModules = [
  ...builtinModules.filter((m) => !m.startsWith('_')),
  'pg',
  'drizzle-orm',
  'fastify',
  'sharp',
  'pino',
  'nodemailer',
  'react',
  'react-dom',
];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/dist-ssr/',
    'data/',
    'apps/api/data/',
    '.reports/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    'apps/api/drizzle/',
    'apps/api/assets/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', 'vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // JSX handlers may return promises; React ignores the value.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // Fastify plugins and route handlers are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // Runtimes
  {
    files: [
      'apps/api/**',
      'scripts/**',
      'e2e/**',
      '*.{js,ts}',
      'apps/web/vite.config.ts',
      'apps/admin/vite.config.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/src/**', 'apps/admin/src/**'],
    languageOptions: { globals: globals.browser },
  },

  // React
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },

  // Pure domain package
  {
    files: ['packages/domain/**/*.ts'],
    ignores: ['packages/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ioModules.map((name) => ({
            name,
            message: 'packages/domain is pure: no I/O and no runtime-specific modules.',
          })),
          patterns: [
            {
              group: ['node:*', '@fastify/*', '@electric-sql/*', 'drizzle-orm/*', 'react-dom/*'],
              message: 'packages/domain is pure: no I/O and no runtime-specific modules.',
            },
            {
              group: [
                '@domus/api',
                '@domus/api/*',
                '@domus/web',
                '@domus/web/*',
                '@domus/admin',
                '@domus/admin/*',
                '**/apps/**',
              ],
              message: 'packages/domain must not import from the apps.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['process', 'fetch', 'XMLHttpRequest', 'localStorage', 'sessionStorage', 'document'].map(
          (name) => ({ name, message: 'packages/domain is pure: pass this in as an argument.' }),
        ),
      ],
    },
  },

  // Import boundaries
  {
    files: ['packages/**/*.ts', 'apps/**/*.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'import/resolver': {
        node: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
      },
    },
    rules: {
      'boundaries/dependencies': ['error', dependencyPolicies],
    },
  },
  // One module owns listings (issue 31 point 1, decision 057): only the listing module
  // (modules/properties) queries the listings table; other modules take its columns, joins and
  // queries from properties/listing-queries.ts, listing-columns.sql.ts and
  // listing-visibility.sql.ts. db/, the seed and the tests are outside this rule. Not moved yet:
  // files/files.repository.ts (a file with its listing's access columns, for deleting it),
  // because the listing module imports the files folder and the folders depend one way
  // (lint:imports); it leaves this list once the delete route is given that query from above.
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: [
      'apps/api/src/modules/properties/**',
      'apps/api/src/modules/files/files.repository.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema.ts', '**/db/schema'],
              importNames: ['properties'],
              message:
                "The listings table is the listing module's (issue 31 point 1): use the columns, " +
                'joins and queries of properties/listing-queries.ts or listing-columns.sql.ts.',
            },
          ],
        },
      ],
    },
  },
  // Functions of at most 150 lines in product code (issue 31 point 6): a longer one is split by
  // responsibility (a hook for state and effects, sections, column definitions). Tests are left
  // out: a test's setup reads best in one place.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'apps/api/test/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  // Category names only in the registry (decision 020; scripts/lint/category-names.ts)
  {
    files: CATEGORY_NAME_FILES,
    ignores: CATEGORY_NAME_IGNORES,
    rules: { 'no-restricted-syntax': ['error', ...categoryNameSelectors()] },
  },
]);

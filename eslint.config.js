// Lint rules: typescript-eslint, React hooks, and the architecture's import boundaries: in the
// web app the screens (app/routes) compose features, features never import each other nor the
// app, shared code never imports a feature, and an API call lives in its feature's api/ folder
// (ADR 2700); in the API no import runs back up a level (ADR 1500).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const API_ELEMENTS = ['entry', 'plugin', 'module', 'lib', 'db', 'config'];

/**
 * The API modules that use another module, each pair for a reason today's code has: product
 * rows become Products one way (catalog's product-view), discovery composes catalogue and search,
 * blocks end friendships, carts and wishlists show friends' opinions (social), friends see
 * wishlists and respect blocks (social's relations), and an import stores images (images).
 */
const MODULE_USES = [
  ['blocks', 'friends'], // locks and orders the pair as friendships do; shares FRIEND_MESSAGES
  ['cart', 'social'], // friends' opinions on each line
  ['discovery', 'catalog'], // facets of a listing, through the catalogue's service and cache
  ['discovery', 'search'], // facets and suggestions of a search, through search's service
  ['feeds', 'audit'], // the command line's imports are operator actions, written to the audit log
  ['feeds', 'images'], // an import fetches and stores each product's images
  ['images', 'visual-search'], // a stored picture is described in the same pass as its variants
  ['friends', 'social'], // blocks between users (social/relations)
  ['friends', 'wishlist'], // a friend's wishlist beside their cart
  ['operator', 'audit'], // console imports are written to the audit log, which the console lists
  ['operator', 'feeds'], // "Import now" runs the same importer as `npm run import`
  ['operator', 'images'], // the importer fetches product images through the image ingest
  ['search', 'catalog'], // the same Product rows, pages and discovery SQL as listings
  ['social', 'catalog'], // shared products are Products
  ['visual-search', 'catalog'], // found products are Products
  ['wishlist', 'catalog'], // wishlist items are Products
  ['wishlist', 'social'], // friends' opinions, and which users are friends
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/web/dist-ssr/**',
      '**/node_modules/**',
      '.data/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Tools that read a default export: config files, and Playwright's global setup.
    files: ['**/*.config.{js,ts}', 'eslint.config.js', 'e2e/global-setup.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/include': ['apps/web/src/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app/**' },
        { type: 'feature', pattern: 'apps/web/src/features/*/**', capture: ['feature'] },
        { type: 'shared', pattern: ['apps/web/src/components/**', 'apps/web/src/lib/**', 'apps/web/src/test/**'] },
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: { anyOf: ['app', 'feature', 'shared'] } } } },
            },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { types: { anyOf: ['shared'] } } } } },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: { element: { type: 'feature', captured: { feature: '{{from.element.captured.feature}}' } } },
              },
            },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/*/api/**', 'apps/web/src/lib/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client'],
              importNames: ['api', 'apiRequest', 'sendChange'],
              message: "An API call goes in its feature's api/ folder, one file per call (ADR 2700).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/api/src/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      // First match wins, so the seeding files are entries before db/** makes them db.
      'boundaries/elements': [
        {
          type: 'entry',
          partialMatch: false,
          pattern: ['apps/api/src/cli/**', 'apps/api/src/entry/**'],
        },
        // The entry files at the root of src, and the seeding files: seeding runs the feed import
        // (modules/feeds), so it composes like a CLI; it stays under db/ because bench/ and the
        // tests import it by that path. Element patterns match folders, so single files take the
        // (deprecated, still working) file mode.
        {
          type: 'entry',
          mode: 'full',
          pattern: [
            'apps/api/src/app.ts',
            'apps/api/src/server.ts',
            'apps/api/src/db/seed.ts',
            'apps/api/src/db/seed-cli.ts',
          ],
        },
        { type: 'plugin', partialMatch: false, pattern: 'apps/api/src/plugins/**' },
        { type: 'module', partialMatch: false, pattern: 'apps/api/src/modules/*/**', capture: ['module'] },
        { type: 'lib', partialMatch: false, pattern: 'apps/api/src/lib/**' },
        { type: 'db', partialMatch: false, pattern: 'apps/api/src/db/**' },
        { type: 'config', mode: 'full', pattern: 'apps/api/src/config.ts' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'entry' } }, allow: { to: { element: { types: { anyOf: API_ELEMENTS } } } } },
            {
              from: { element: { type: 'plugin' } },
              allow: { to: { element: { types: { anyOf: ['plugin', 'lib', 'db', 'config'] } } } },
            },
            {
              from: { element: { type: 'module' } },
              allow: { to: { element: { types: { anyOf: ['lib', 'db', 'config'] } } } },
            },
            {
              from: { element: { type: 'module' } },
              allow: { to: { element: { type: 'module', captured: { module: '{{from.element.captured.module}}' } } } },
            },
            ...MODULE_USES.map(([from, to]) => ({
              from: { element: { type: 'module', captured: { module: from } } },
              allow: { to: { element: { type: 'module', captured: { module: to } } } },
            })),
            {
              from: { element: { type: 'lib' } },
              allow: { to: { element: { types: { anyOf: ['lib', 'db', 'config'] } } } },
            },
            { from: { element: { type: 'db' } }, allow: { to: { element: { types: { anyOf: ['db', 'config'] } } } } },
          ],
        },
      ],
    },
  },
);

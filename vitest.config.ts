import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './apps/web/vite.config';
import { LongestFirstSequencer } from './test-support/longest-first-sequencer';

// A worker runs the server's test files one after another in one process, without loading its
// modules (sharp, the picture model, Fastify, Drizzle) afresh for each: the whole run took 597 s
// instead of 937 on 2 cores, with the database copies of ADR 0802. The files share no state but
// what the modules cache (the picture model, the shared describer), which any test may reuse.
const ONE_PROCESS_PER_WORKER = { isolate: false } as const;

export default defineConfig({
  test: {
    // PGlite and argon2 are CPU-heavy; two workers match the CI machine's two cores.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // Draws and generates the whole demo catalogue: seconds, not milliseconds, under load.
          name: 'demo-catalogue',
          include: ['packages/demo-catalogue/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'apps/api/test/resilience/**'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          ...ONE_PROCESS_PER_WORKER,
          globalSetup: ['apps/api/test/pglite-template.ts', 'apps/api/test/api-bundle.ts'],
        },
      },
      // Load, faults and hostile input: real server processes, a private PostgreSQL instance,
      // SIGKILL. Minutes long, so only `npm run test:resilience` (RESILIENCE=1) runs it.
      ...(process.env.RESILIENCE
        ? [
            {
              test: {
                name: 'resilience',
                include: ['apps/api/test/resilience/**/*.test.ts'],
                environment: 'node' as const,
                testTimeout: 240_000,
                hookTimeout: 180_000,
                pool: 'forks' as const,
                ...ONE_PROCESS_PER_WORKER,
                globalSetup: ['apps/api/test/pglite-template.ts'],
              },
            },
          ]
        : []),
      {
        plugins: [react()],
        // The components run on Preact, as in the browser (ADR 3003); the libraries that import
        // 'react' are run through the same aliases instead of being loaded by Node, and so is
        // Preact itself, so that they all share its one copy.
        resolve: {
          alias: [
            // Its ES module build: the CommonJS one would require() React itself, past the aliases.
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
            ...PREACT_ALIASES,
          ],
          conditions: ['module', 'browser', 'development|production'],
        },
        test: {
          name: 'web',
          server: {
            deps: {
              inline: [
                '@tanstack/react-query',
                'lucide-react',
                'react-hook-form',
                'react-router',
                '@testing-library/react',
                'preact',
              ],
            },
          },
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          css: false,
          // Isolated: the toasts' store, the query clients and jsdom's storage live in modules and
          // the page, and a file's toasts were still on the next file's page without it.
        },
      },
    ],
  },
});

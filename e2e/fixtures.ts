// Playwright fixtures: one real server per worker, and baseURL pointing at it.
import { test as base, expect } from '@playwright/test';
import { startServer, type RunningServer } from './server';

export const test = base.extend<{ cspViolations: string[] }, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // Collects Content-Security-Policy violations so a test can assert there were none.
  cspViolations: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/.test(msg.text())) violations.push(msg.text());
    });
    await use(violations);
  },
});

export { expect };

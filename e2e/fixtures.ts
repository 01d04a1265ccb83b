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
  // A page the server drew (ADR 0702) is on screen before its buttons work: every goto and
  // reload waits until the app is live (`<html data-hydrated>`), as a shopper's first tap would.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const live = () =>
        page.waitForFunction(
          () =>
            document.getElementById('root')?.dataset.ssr === undefined ||
            'hydrated' in document.documentElement.dataset,
        );
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await live();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await live();
        return response;
      };
    }
    await use(page);
  },
  // Collects Content-Security-Policy violations so a test can assert there were none.
  cspViolations: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/.test(msg.text())) violations.push(msg.text());
    });
    await use(violations);
  },
});

/** The first product of the party-wear listing: a product every demo catalogue has. */
export async function firstProductId(baseURL: string): Promise<{ id: string; title: string; brand: string }> {
  const res = await fetch(`${baseURL}/api/products/type/partyWomen?limit=1`);
  return ((await res.json()) as { id: string; title: string; brand: string }[])[0]!;
}

export { expect };

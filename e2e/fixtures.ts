// Playwright fixtures: one real server per worker, and baseURL pointing at it.
import { test as base, expect, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../test-support/server';

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
  // Every API call of a test on a connection of its own. The server closes a connection idle for
  // 5 s (SERVER_TIMEOUTS.keepAliveMs), and a kept-alive socket taken at that moment answers
  // ECONNRESET: CI saw it on the first call after a minute of browser steps.
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { connection: 'close' } });
    await use(request);
    await request.dispose();
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitUntilLiveOnNavigation(page);
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

/**
 * A page the server drew (ADR 0702) is on screen before its buttons work: after this, every
 * goto and reload waits until the app is live (`<html data-hydrated>`), as a shopper's first tap
 * would. The `page` fixture does it; a test that opens its own context or page must call it too,
 * or a click can land before hydration and be lost.
 */
export function waitUntilLiveOnNavigation(page: Page): Page {
  const live = () =>
    page.waitForFunction(
      () =>
        document.getElementById('root')?.dataset.ssr === undefined || 'hydrated' in document.documentElement.dataset,
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
  return page;
}

/** The first product of the party-wear listing as the page sorts it (popular): one every demo catalogue has. */
export async function firstProductId(baseURL: string): Promise<{ id: string; title: string; brand: string }> {
  const res = await fetch(`${baseURL}/api/products/type/partyWomen?limit=1&sort=popular`);
  return ((await res.json()) as { id: string; title: string; brand: string }[])[0]!;
}

export { expect };

// The store's service worker in browser journeys (ADR 3101): taking control of the page, and a
// push delivered to it the way a push service would (CDP's ServiceWorker.deliverPushMessage).
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Waits until the service worker is active, then reloads so that it controls the page. */
export async function controlledBySw(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Delivers a push (`{title, body, url}`) to the store's worker, as if from the push service. */
export async function deliverPush(
  context: BrowserContext,
  page: Page,
  baseURL: string,
  message: { title: string; body: string; url: string },
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL,
    registrationId: await registration,
    data: JSON.stringify(message),
  });
}

/** The notifications the store's worker shows now. */
export const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      url: (n.data as { url: string }).url,
    })),
  );

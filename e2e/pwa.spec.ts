// The installable store and its alerts in a real Chromium (ADR 3100, 3101): the manifest and its
// icons, the service worker controlling the page after a reload, a visited product page and
// /home reloading offline, the Notifications screen at 390×844 and 1280×800, and a push
// delivered through CDP showing a notification whose click opens the product.
import { mkdirSync } from 'node:fs';
import { expect, firstProductId, test } from './fixtures';
import { loginInBrowser, loginViaApi, newAccount, signUpViaApi } from './support/accounts';
import { SCREENS } from './support/screens';
import { controlledBySw, deliverPush, shownNotifications } from './support/service-worker';

const SHOTS = SCREENS;

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

test('the manifest names the store, starts at /home, standalone, with 192, 512 and maskable PNG icons', async ({
  request,
}) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'Saath', start_url: '/home', display: 'standalone' });
  expect(manifest.name).toContain('Saath');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  for (const [size, purpose] of [
    [192, 'any'],
    [512, 'any'],
    [512, 'maskable'],
  ] as const) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose)!;
    expect(icon.type).toBe('image/png');
    const png = await request.get(icon.src);
    expect(png.status()).toBe(200);
    expect(pngSize(Buffer.from(await png.body()))).toEqual([size, size]);
  }
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test('the service worker controls the page after a reload, and a visited product page and /home reload offline', async ({
  page,
  context,
  baseURL,
}) => {
  const product = await firstProductId(baseURL!);
  await page.goto('/home');
  await controlledBySw(page);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { name: product.title })).toBeVisible();

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: product.title })).toBeVisible();
    await page.goto('/home');
    await expect(page.locator('main')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
  } finally {
    await context.setOffline(false);
  }
});

test('signing out clears the cached cart and wishlist', async ({ page, request, server }) => {
  const account = newAccount('Offline Shopper');
  await signUpViaApi(request, server.dataDir, account);
  const { token, user } = await loginViaApi(request, account.email, account.password);
  await loginInBrowser(page, token, user);
  await controlledBySw(page);
  await page.goto('/cart');
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).some((n) => n.startsWith('saath-signed-in'))))
    .toBe(true);
  await page.goto('/profile');
  await page.getByRole('button', { name: /logout/i }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('saath-signed-in')))).toEqual(
    [],
  );
});

test('the Notifications screen saves choices and offers "Allow notifications" only once push is on @desktop', async ({
  page,
  request,
  server,
}, testInfo) => {
  mkdirSync(SHOTS, { recursive: true });
  const account = newAccount('Alert Shopper');
  await signUpViaApi(request, server.dataDir, account);
  const { token, user } = await loginViaApi(request, account.email, account.password);
  await loginInBrowser(page, token, user);
  await page.goto('/profile');
  await page.getByRole('link', { name: /Notifications/ }).click();
  await expect(page).toHaveURL(/\/profile\/notifications$/);
  await expect(page.getByRole('switch', { name: /drops in price/ }).first()).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Daily digest' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Allow notifications' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/notifications-${testInfo.project.name}.png`, fullPage: true });

  await page.getByRole('radio', { name: 'Instant' }).check();
  await page.getByRole('switch', { name: "A friend's wished item drops in price" }).uncheck();
  await page.getByRole('switch', { name: 'Push notifications' }).check();
  await expect(page.getByRole('button', { name: 'Allow notifications' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/notifications-push-${testInfo.project.name}.png`, fullPage: true });
  await expect
    .poll(async () => {
      const res = await request.get('/api/alerts/preferences', { headers: { authorization: `Bearer ${token}` } });
      return res.json();
    })
    .toEqual({ priceDrop: true, backInStock: true, friends: false, email: 'instant', push: true });
});

test('a push delivered to the service worker shows a notification whose click opens the product', async ({
  page,
  context,
  baseURL,
}) => {
  const product = await firstProductId(baseURL!);
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await page.goto('/home');
  await controlledBySw(page);
  const url = `/products/${encodeURIComponent(product.id)}`;
  await deliverPush(context, page, baseURL!, {
    title: `Price drop: ${product.title}`,
    body: 'Now ₹999, was ₹1,299',
    url,
  });
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([{ title: `Price drop: ${product.title}`, body: 'Now ₹999, was ₹1,299', url }]);

  // The click, as the browser would dispatch it to the worker.
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async () => {
    // The worker's globals (not in the e2e project's DOM types).
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
  });
  await expect(page).toHaveURL(new RegExp(`${url}$`));
  await expect(page.getByRole('heading', { name: product.title })).toBeVisible();
});

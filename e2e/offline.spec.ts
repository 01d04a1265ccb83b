// Losing the network, a deploy that took a chunk away, and pictures that do not load: the
// shopper sees the store's own words with Retry and Go Home, the tab bar stays, and never the
// router's developer screen.
import type { Page } from '@playwright/test';
import { expect, firstProductId, test } from './fixtures';
import { SCREENS } from './support/screens';

const shots = (name: string, page: Page) =>
  page.screenshot({ path: `${SCREENS}/${name}-${page.viewportSize()!.width}.png` });

async function expectStoreError(page: Page, title: string) {
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
  await expect(page.getByText(/Hey developer|Unexpected Application Error/)).toHaveCount(0);
}

test('offline: every tab and a lazily loaded screen keep the tab bar, and Retry works once online @desktop', async ({
  page,
  context,
}) => {
  await page.goto('/explore/partyWomen');
  // A phone has the tab bar; a desktop has its header's links instead (Search is its box).
  const desktop = page.viewportSize()!.width >= 1024;
  const tabs = page.getByRole('navigation', { name: desktop ? 'Account' : 'Main' });
  await expect(tabs).toBeVisible();
  await context.setOffline(true);

  // The heart of a signed-out shopper opens the login page, a screen not loaded yet.
  await page
    .getByRole('button', { name: /^Wishlist: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login/);
  await expectStoreError(page, "You're offline");
  await expect(tabs).toBeVisible();
  await shots('offline-login', page);

  for (const tab of desktop ? ['Cart', 'Profile'] : ['Search', 'Cart', 'Profile']) {
    await tabs.getByRole('link', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`/${tab.toLowerCase()}$`));
    await expectStoreError(page, "You're offline");
    await expect(tabs).toBeVisible();
  }
  // Offline, Retry cannot help yet.
  await expect(page.getByRole('button', { name: 'Retry' })).toBeDisabled();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  // The profile asks a signed-out shopper to log in: a screen, not an error.
  await expect(page).toHaveURL(/\/(profile|login)$/);
  await expect(page.getByRole('heading', { name: /something went wrong|offline/i })).toHaveCount(0);
  await expect(tabs).toBeVisible();
  if (desktop) {
    await tabs.getByRole('link', { name: 'Cart' }).click();
    await expect(page).toHaveURL(/\/(cart|login)$/);
    await expect(page.getByRole('heading', { name: /something went wrong|offline/i })).toHaveCount(0);
  } else {
    await tabs.getByRole('link', { name: 'Search' }).click();
    await expect(page.getByRole('combobox')).toBeVisible();
  }
});

test.describe(() => {
  // The chunks' failures are played by page.route, which a service worker's own fetches bypass:
  // once the store's worker controls the page (it registers 2 s after load), a chunk the page
  // asks for later would load.
  test.use({ serviceWorkers: 'block' });

  test('after a deploy, a chunk that is gone reloads the page once, and never again in a loop', async ({ page }) => {
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/home');
    expect(loads).toBe(1);

    // The search screen's chunk is gone until the page has reloaded (the new deploy's page).
    await page.route(/\/assets\/search-[^/]+\.js$/, (route) =>
      loads === 1 ? route.fulfill({ status: 404, body: 'gone' }) : route.fallback(),
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
    await expect.poll(() => loads).toBe(2);
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('combobox')).toBeVisible();

    // A chunk that stays missing: one reload for this address, then the store's error screen.
    await page.goto('/home');
    await page.unrouteAll();
    await page.route(/\/assets\/cart-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    const before = loads;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart' }).click();
    await expectStoreError(page, 'Something went wrong');
    expect(loads - before).toBe(1);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('on a desktop, a header search whose suggestions cannot load stays a plain search box, and the header stays @desktop', async ({
    page,
  }) => {
    test.skip(page.viewportSize()!.width < 1024, 'the header search is the desktop’s');
    // The suggestions' chunk, fetched in idle time after the page is live, meets a dropped network.
    let asked = false;
    await page.route(/\/assets\/header-search-[^/]+\.js$/, (route) => {
      asked = true;
      return route.abort('internetdisconnected');
    });
    await page.goto('/home');
    await expect.poll(() => asked).toBe(true);
    const header = page.getByRole('navigation', { name: 'Account' });
    await expect(header).toBeVisible();
    await expect(page.getByRole('heading', { name: /something went wrong|offline/i })).toHaveCount(0);
    // The plain box still searches (a GET to /search).
    const box = page.getByRole('search', { name: 'Search the store' }).getByRole('searchbox');
    await box.fill('kurta');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=kurta$/);
    await expect(header).toBeVisible();
  });
});

test('a product page whose Similar products cannot load still shows the product @desktop', async ({
  page,
  baseURL,
}) => {
  // Offline, a reload finds the page and its screen's chunks cached, but the row loaded after the
  // page went live (and its own imports) may not be: the row is left out, not the product.
  await page.route(/\/assets\/(similar-products|get-similar-products)-[\w-]+\.js$/, (route) => route.abort());
  const product = await firstProductId(baseURL!);
  const refused = page.waitForEvent('requestfailed', (r) => r.url().includes('similar-products'));
  await page.goto(`/products/${product.id}`);
  await refused;
  // Two frames for the failed import to reach whatever boundary catches it.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: product.title })).toBeVisible();
  await expect(page.getByRole('button', { name: /Add to Cart/ })).toBeVisible();
});

test('a picture that does not load is a calm placeholder, not the broken icon @desktop', async ({ page }) => {
  await page.route(/\/images\//, (route) => route.abort());
  await page.goto('/explore/partyWomen');
  // The first card's picture was asked for and failed: a labelled block stands in for it.
  const first = page.locator('main a[href^="/products/"]').first();
  await expect(first.locator('img')).toHaveCount(0);
  await expect(first.getByRole('img')).toHaveAttribute('aria-label', /.+/);
  await shots('broken-images', page);
});

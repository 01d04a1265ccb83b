// The desktop header (ADR 2907): from 1024 px a top header with the wordmark,
// categories, a search box with suggestions, the wishlist, the cart with its count and the
// profile, and no tab bar; on a phone the tab bar and no header.
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginInBrowser, loginViaApi, newAccount, signUpViaApi } from './support/accounts';
import { SCREENS } from './support/screens';

/**
 * Opens a listing at 1280×800 whose scripts wait until `release()`: what is on screen until then
 * is the server's page, not yet live. Module scripts hold DOMContentLoaded back, so the page is
 * taken as there once it has committed.
 */
async function openWithScriptsHeld(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL });
  const page = await context.newPage();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/explore/partyWomen', { waitUntil: 'commit' });
  return { context, page, release };
}

test('desktop: the header searches with suggestions and counts the cart; no tab bar @desktop', async ({
  page,
  request,
  server,
}, testInfo) => {
  const account = newAccount('Header Shopper');
  await signUpViaApi(request, server.dataDir, account);
  const { token, user } = await loginViaApi(request, account.email, account.password);
  await loginInBrowser(page, token, user);
  const tabBar = page.getByRole('navigation', { name: 'Main' });
  const header = page.getByTestId('desktop-header');
  await page.goto('/home');
  if (testInfo.project.name === 'phone') {
    await expect(tabBar).toBeVisible();
    await expect(header).toBeHidden();
    return;
  }
  await expect(header).toBeVisible();
  await expect(tabBar).toBeHidden();
  await expect(header.getByRole('link', { name: 'SAATH' })).toBeVisible();
  await expect(header.getByRole('navigation', { name: 'Shop by category' }).getByRole('link').first()).toBeVisible();

  // The cart's count, after an add.
  expect((await request.post('/cart/add/p00010', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(
    201,
  );
  await page.reload();
  await expect(header.getByTestId('header-cart-count')).toHaveText('1');

  // Suggestions while typing; Enter searches.
  const box = header.getByRole('combobox');
  await box.click();
  await box.fill('kurta');
  await expect(header.getByRole('listbox')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/desktop-header.png` });
  await box.press('Escape');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=kurta$/);
  await expect(tabBar).toBeHidden();
});

test('desktop: what a shopper types in the header before the page is live stays there @desktop', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the header is drawn from 1024 px');
  // The page's scripts wait until the shopper has typed: the box is the server's, not yet live.
  const { context, page, release: typed } = await openWithScriptsHeld(browser, baseURL);
  const header = page.getByTestId('desktop-header');
  await header.getByRole('searchbox').pressSequentially('kurta');
  expect(await page.evaluate(() => 'hydrated' in document.documentElement.dataset)).toBe(false);
  typed();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // Once live, the suggesting box takes the place of the plain one, with the text in it.
  const box = header.getByRole('combobox');
  await expect(box).toHaveValue('kurta');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=kurta$/);
  await context.close();
});

test('desktop: the header the server drew goes live in place, without being drawn again @desktop', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the header is drawn from 1024 px');
  const { context, page, release } = await openWithScriptsHeld(browser, baseURL);
  const header = page.getByTestId('desktop-header');
  const wordmark = header.getByRole('link', { name: 'SAATH' });
  await expect(wordmark).toBeVisible();
  // The server's elements, marked: hydration keeps them; a second drawing would not carry the mark.
  await wordmark.evaluate((a) => a.setAttribute('data-server-drawn', ''));
  const before = await header.boundingBox();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(wordmark).toHaveAttribute('data-server-drawn', '');
  expect(await header.boundingBox()).toEqual(before);
  // And it works: the categories navigate within the app, and the box searches.
  await header.getByRole('navigation', { name: 'Shop by category' }).getByRole('link', { name: 'Dresses' }).click();
  await expect(page).toHaveURL(/\/explore\/dressesW$/);
  await expect(wordmark).toHaveAttribute('data-server-drawn', '');
  const box = header.getByRole('combobox');
  await box.fill('saree');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=saree$/);
  await context.close();
});

test('a page opened on a phone-width window gets the whole header once the window is wide @desktop', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the header is drawn from 1024 px');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/explore/partyWomen');
  const header = page.getByTestId('desktop-header');
  await expect(header).toBeHidden();
  // Live on a narrow screen, the header is its empty frame (ADR 3004).
  await expect(header.locator('*')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(header).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  // The cart's link works; a guest's cart sends them to log in (the cart is /cart only for a
  // moment, too short to be seen reliably).
  await expect(header.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  await header.getByRole('link', { name: 'Cart' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const box = header.getByRole('combobox');
  await box.fill('kurta');
  await expect(header.getByRole('listbox')).toBeVisible();
  await box.press('Escape');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=kurta$/);
});

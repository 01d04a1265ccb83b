// The desktop header (ADR 2907): from 1024 px a top header with the wordmark,
// categories, a search box with suggestions, the wishlist, the cart with its count and the
// profile, and no tab bar; on a phone the tab bar and no header.
import { expect, test } from './fixtures';
import { loginInBrowser, loginViaApi, newAccount, signUpViaApi } from './support/accounts';
import { SCREENS } from './support/screens';

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
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL });
  const page = await context.newPage();
  let typed!: () => void;
  const gate = new Promise<void>((resolve) => (typed = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  // Module scripts hold DOMContentLoaded back: the page is there once its header is.
  await page.goto('/explore/partyWomen', { waitUntil: 'commit' });
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

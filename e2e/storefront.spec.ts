// Storefront journeys a signed-out visitor makes: landing → store, home → hero → listing →
// product, the gender switch, search with and without results, image search, unknown paths.
import { MSG } from '@store/shared/messages';
import { expect, firstProductId, test } from './fixtures';

test('landing → store; the waiting-list button appears after 7 s and opens a new tab @desktop', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/');
  const video = page.locator('video');
  await expect(video).toHaveAttribute('poster', '/media/landing-poster.webp');
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
  await expect(page.getByRole('link', { name: MSG.joinWaitlist })).toBeHidden();
  const waitlist = page.getByRole('link', { name: MSG.joinWaitlist });
  await expect(waitlist).toBeVisible({ timeout: 9000 });
  await expect(waitlist).toHaveAttribute('target', '_blank');
  expect(await waitlist.getAttribute('href')).toMatch(/^https?:\/\//);
  await page.getByRole('link', { name: /Enter the store/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'WOMEN CATEGORIES' })).toBeVisible();
  expect(cspViolations).toEqual([]);
});

test('home → hero → listing → product → Add to Cart asks to log in @desktop', async ({ page }) => {
  await page.goto('/home');
  await page.locator('a[aria-roledescription="slide"][aria-hidden="false"]').click();
  await expect(page).toHaveURL(/\/explore\/wethnic$/);
  await expect(page.getByRole('heading', { name: 'Traditional' })).toBeVisible();
  const firstCard = page.locator('main ul li a[href^="/products/"]').first();
  const title = (await firstCard.locator('h3').textContent())!;
  await firstCard.click();
  await expect(page).toHaveURL(/\/products\//);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText(MSG.inclusiveOfTaxes)).toBeVisible();
  await expect(page.getByText('Free delivery on orders above ₹500')).toBeVisible();
  await expect(page.getByText(/^₹[\d,]+$/).first()).toBeVisible();
  // A sized product takes a size before it goes to the cart (ADR 2905).
  await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio').first().click();
  await page.getByRole('button', { name: new RegExp(MSG.addToCart) }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the carousel wraps, and switching to men resets it and shows the men tiles', async ({ page }) => {
  await page.goto('/home');
  const active = page.locator('a[aria-roledescription="slide"][aria-hidden="false"]');
  await expect(active).toHaveAttribute('aria-label', /1 of 6/);
  await page.getByRole('button', { name: 'Previous slide' }).click();
  await expect(active).toHaveAttribute('aria-label', /6 of 6/);
  await page.getByRole('button', { name: 'Men', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'MEN CATEGORIES' })).toBeVisible();
  await expect(active).toHaveAttribute('aria-label', /Formals, 1 of 5/);
  await page.getByRole('link', { name: 'Trousers', exact: true }).click();
  await expect(page).toHaveURL(/\/explore\/trousersMen$/);
  await expect(page.locator('main ul li').first()).toBeVisible();
});

test('a listing loads more products as the shopper scrolls', async ({ page }) => {
  await page.goto('/explore/H%26M');
  const cards = page.locator('main ul li a[href^="/products/"]');
  await expect(cards).toHaveCount(24);
  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect.poll(() => cards.count()).toBeGreaterThan(24);
});

test('/explore without a type is not a dead end', async ({ page }) => {
  await page.goto('/explore');
  await expect(page.getByText(MSG.noProductType)).toBeVisible();
  await page.getByRole('link', { name: MSG.goHome }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('search with results and with none; recent searches @desktop', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByText(MSG.startYourSearch)).toBeVisible();
  // The search screen's own box (the desktop header has one too).
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search products' });
  await box.fill('florl kurta');
  await box.press('Enter');
  await expect(page.getByText(/results? for “florl kurta”/)).toBeVisible();
  await expect(page.locator('main ul li h3').first()).toContainText(/Kurta/);
  await box.fill('qwxzv');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(MSG.noProductsFound)).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent searches' });
  await expect(recent.getByRole('button')).toHaveText(['qwxzv', 'florl kurta']);
  await recent.getByRole('button', { name: 'florl kurta' }).click();
  await expect(page.getByText(/results? for “florl kurta”/)).toBeVisible();
});

test('an unknown path goes to the landing page', async ({ page }) => {
  await page.goto('/nowhere/at/all');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /Enter the store/ })).toBeVisible();
});

test('a page of prices loads Jost latin only: the rupee sign comes from the system font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/explore/partyWomen');
  await expect(page.locator('main ul li').first()).toContainText('₹');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.some((f) => f.includes('jost-latin-wght'))).toBe(true);
  // Jost's latin-ext file has no ₹ glyph; the package's range made every price fetch it.
  expect(fonts.filter((f) => f.includes('latin-ext'))).toEqual([]);
});

test('every text asks for a weight the cut Jost file holds (400–600), so none is faked', async ({ page, server }) => {
  const product = await firstProductId(server.url);
  for (const path of [
    '/',
    '/home',
    '/explore/partyWomen',
    `/products/${product.id}`,
    '/search?q=kurta',
    '/login',
    '/signup',
    '/terms',
  ]) {
    await page.goto(path);
    await expect(page.locator('main').first()).toContainText(/\w/); // the account screens draw in the browser
    const weights = await page.evaluate(() => {
      const found = new Set<string>();
      for (const el of document.body.querySelectorAll('*')) {
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        if (own || el instanceof HTMLInputElement || el instanceof HTMLButtonElement)
          found.add(getComputedStyle(el).fontWeight);
      }
      return [...found];
    });
    expect(weights.length, path).toBeGreaterThan(0);
    for (const weight of weights) expect(['400', '500', '600'], `${path}: font-weight ${weight}`).toContain(weight);
  }
});

// The public pages' first screen comes drawn by the server (ADR 0702): readable without
// JavaScript, and hydrated by the browser without a mismatch, a console error or a CSP report.
import type { Page } from '@playwright/test';
import { firstProductId, test, expect } from './fixtures';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, a listing, a product and a search show their content', async ({ page, server }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Saath', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'WOMEN CATEGORIES' })).toBeVisible();
    // The first slide's picture (its link names it; the picture itself has an empty alt).
    await expect(page.getByRole('link', { name: /^Shop the edit Traditional/ }).locator('img')).toBeVisible();

    const product = await firstProductId(server.url);
    await page.goto('/explore/partyWomen');
    await expect(page.getByRole('heading', { name: 'Party Wear', level: 1 })).toBeVisible();
    await expect(page.getByText(/^\d[\d,]* products$/)).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(product.title.slice(0, 20)) }).first()).toBeVisible();

    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { name: product.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();

    await page.goto('/search?q=kurta');
    await expect(page.getByText(/results? for “kurta”/)).toBeVisible();
  });

  test("the server's page holds the first screen's pictures; the rest wait for the app", async ({ page }) => {
    await page.goto('/explore/partyWomen');
    const cards = page.locator('main ul li');
    await expect(cards).toHaveCount(24);
    await expect(cards.locator('img')).toHaveCount(4);
    await page.goto('/home');
    await expect(page.getByTestId('brand-strip').locator('img')).toHaveCount(0);
  });

  test('signed-in pages are left to the browser', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('the server page hydrates without errors and works @desktop', async ({ page, server, cspViolations }) => {
  const errors = collectErrors(page);
  const product = await firstProductId(server.url);
  const pages = [
    ['/home', 'Saath — fashion with friends'],
    ['/explore/partyWomen', 'Party Wear · Saath'],
    [`/products/${product.id}`, `${product.brand} ${product.title} · Saath`],
    ['/search?q=kurta', 'kurta · Search · Saath'],
    ['/', 'Saath — fashion with friends'],
    ['/about', 'About Saath'],
  ];
  for (const [path, title] of pages) {
    await page.goto(path!);
    await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    // The server's title, claimed by React on hydration: still one, still the page's.
    await expect(page).toHaveTitle(title!);
    await expect(page.locator('title')).toHaveCount(1);
    // The app's chunks load without preload links: each cost a slow phone 0.5-1 ms (ADR 3006).
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  }
  // Hydrated: the page answers clicks (a client-side navigation, no reload).
  await page.goto('/home');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Men', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'MEN CATEGORIES' })).toBeVisible();
  // The phone's tab bar has Search; a desktop's header has the categories instead.
  if (page.viewportSize()!.width >= 1024) {
    await page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link', { name: 'Dresses' }).click();
    await expect(page).toHaveURL(/\/explore\/dressesW$/);
    await expect(page).toHaveTitle('Dresses · Saath');
  } else {
    await page.getByRole('link', { name: 'Search' }).first().click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page).toHaveTitle('Search · Saath');
  }
  await expect(page.locator('title')).toHaveCount(1);
  expect(errors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('once the app is live every card and brand has its picture', async ({ page }) => {
  await page.goto('/explore/partyWomen');
  const cards = page.locator('main ul li');
  await expect(cards).toHaveCount(24);
  await expect(cards.locator('img')).toHaveCount(24);
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'MissPrint' }).locator('img')).toHaveAttribute('src', /brand-missprint/);
});

test('a signed-in shopper sees their cart state on a server-drawn product page', async ({ page, server }) => {
  const errors = collectErrors(page);
  const product = await firstProductId(server.url);
  // Signed out, the product was marked as added (the stored list): shown after hydration.
  await page.goto('/home');
  await page.evaluate((id) => localStorage.setItem('addedToCart', JSON.stringify([id])), product.id);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('button', { name: 'Already Added to Cart' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown product is a 404 that still tells the shopper in words', async ({ page }) => {
  const response = await page.goto('/products/no-such-product');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Product not found')).toBeVisible();
  await expect(page).toHaveTitle('Product not found · Saath');
});

// Sizes in the browser (ADR 2905, 2906, 2907), at 390×844 and 1280×800:
// the price and both actions on the first screen of a phone, the size picker and its chart,
// the chosen size on the cart line, and the line's size and quantity changed in the cart.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginInBrowser, loginViaApi, newAccount, signUpViaApi } from './support/accounts';
import { SCREENS } from './support/screens';

const SHOTS = SCREENS;

interface ApiProduct {
  id: string;
  title: string;
  brand: string;
  rating: number;
  sizes: string[];
}
interface ApiCartItem {
  productId: string;
  quantity: number;
  size: string | null;
}

async function signedInShopper(page: Page, request: APIRequestContext, dataDir: string, name: string) {
  const account = newAccount(name);
  await signUpViaApi(request, dataDir, account);
  const { token, user } = await loginViaApi(request, account.email, account.password);
  await loginInBrowser(page, token, user);
  return token;
}

const cartOf = async (request: APIRequestContext, token: string) =>
  (await (await request.get('/cart', { headers: { authorization: `Bearer ${token}` } })).json()) as ApiCartItem[];

test('a size chosen on the product page is on the cart line, where size and quantity change @desktop', async ({
  page,
  request,
  server,
}, testInfo) => {
  const token = await signedInShopper(page, request, server.dataDir, 'Size Chooser');
  const product = (await (await request.get('/products/getId/p00007')).json()) as ApiProduct;
  expect(product.sizes.length).toBeGreaterThan(1);
  const [first, second] = product.sizes as [string, string];

  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { name: product.title })).toBeVisible();
  // The price and both actions are on the first screen, without scrolling.
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/product-${testInfo.project.name}.png` });
  await expect(page.getByText(`Rated ${product.rating.toFixed(1)} out of 5`).first()).toBeVisible();
  // Below the product: more of its brand, each card with its rating, asked for when near.
  const more = page.getByRole('region', { name: `More from ${product.brand}` });
  await page.getByText('Delivery & Returns').scrollIntoViewIfNeeded();
  await more.scrollIntoViewIfNeeded();
  await expect(more.getByRole('link').first()).toBeVisible();
  await expect(more.getByText(/^Rated \d\.\d out of 5$/).first()).toBeVisible();
  await more.screenshot({ path: `${SHOTS}/more-from-brand-${testInfo.project.name}.png` });
  await page.evaluate(() => window.scrollTo(0, 0));

  // The size chart opens in a sheet, with the rows of this product's sizes.
  await page.getByRole('button', { name: 'Size Chart' }).click();
  const sheet = page.getByRole('dialog', { name: 'Size Chart' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('rowheader', { name: first, exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/size-chart-${testInfo.project.name}.png` });
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Please select a size')).toBeVisible();
  await page.getByRole('radio', { name: first, exact: true }).click();
  await expect(page.getByRole('radio', { name: first, exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Please select a size')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/product-size-chosen-${testInfo.project.name}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Already Added to Cart' })).toBeDisabled();

  await page.goto('/cart');
  const row = page.getByTestId('cart-item');
  await expect(row).toHaveCount(1);
  const select = row.getByRole('combobox', { name: `Size of ${product.title}` });
  await expect(select).toHaveValue(first);
  await expect(row).toContainText('Qty: 1');
  await page.screenshot({ path: `${SHOTS}/cart-${testInfo.project.name}.png` });

  await row.getByRole('button', { name: `One more ${product.title}` }).click();
  await expect(row).toContainText('Qty: 2');
  await expect.poll(async () => (await cartOf(request, token))[0]?.quantity).toBe(2);
  await select.selectOption(second);
  await expect.poll(async () => (await cartOf(request, token))[0]?.size).toBe(second);
  await expect(select).toHaveValue(second);
  await expect(row.getByRole('button', { name: `One fewer ${product.title}` })).toBeEnabled();
  await row.getByRole('button', { name: `One fewer ${product.title}` }).click();
  await expect.poll(async () => (await cartOf(request, token))[0]?.quantity).toBe(1);
  await expect(row.getByRole('button', { name: `One fewer ${product.title}` })).toBeDisabled();
});

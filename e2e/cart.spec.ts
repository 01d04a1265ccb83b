// Cart journeys in the browser against the real server: add from the product page, the
// signed-out path through /login and back, Buy Now to the brand's site through the counted
// click-out (/out/{id}), remove and clear.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginInBrowser, loginViaApi, newAccount, signUpViaApi } from './support/accounts';

interface ApiProduct {
  id: string;
  title: string;
  brand: string;
  price: number;
  url: string;
  sizes: string[];
}
interface ApiCartItem {
  productId: string;
  title: string;
  price: number;
  quantity: number;
  size: string | null;
}

const getProduct = async (request: APIRequestContext, id: string) => {
  const res = await request.get(`/products/getId/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ApiProduct;
};

const cartOf = async (request: APIRequestContext, token: string) => {
  const res = await request.get('/cart', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as ApiCartItem[];
};

/** The brands' sites are not reachable from the test machine: answer for them. */
async function fakeBrandSites(context: BrowserContext) {
  await context.route(/^https:\/\/(?!127\.0\.0\.1)[^/]+\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Brand store</title><h1>Brand</h1>',
    }),
  );
}

/** The operator's figures for today (`npm run report`'s, local, behind the operator token; ADR 3300). */
async function clickOuts(request: APIRequestContext, dataDir: string) {
  const token = readFileSync(path.join(dataDir, 'operator-token'), 'utf8').trim();
  const res = await request.get('/operator/report?days=1', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const report = (await res.json()) as {
    topProducts: { id: string; clickOuts: number }[];
    clickOuts: { bySource: { source: string; count: number }[] };
  };
  return {
    of: (id: string) => report.topProducts.find((r) => r.id === id)?.clickOuts ?? 0,
    from: (source: string) => report.clickOuts.bySource.find((r) => r.source === source)?.count ?? 0,
  };
}

/**
 * The store's click-out answer in a new tab: a 302 to the brand. (Chromium follows the redirect
 * inside its network stack, where the fake brand routes do not reach, so the tab itself ends on
 * an error page here; the redirect's target is what the shopper would see.)
 */
const clickOutResponse = (context: BrowserContext) =>
  context.waitForEvent('response', (r) => new URL(r.url()).pathname.startsWith('/out/'));

async function signedInShopper(page: Page, request: APIRequestContext, dataDir: string, name: string) {
  const account = newAccount(name);
  await signUpViaApi(request, dataDir, account);
  const { token, user } = await loginViaApi(request, account.email, account.password);
  await loginInBrowser(page, token, user);
  return { account, token };
}

const money = (n: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;

test('Add to Cart on the product page, then Buy Now opens the brand in a new tab @desktop', async ({
  page,
  request,
  server,
}) => {
  const { token } = await signedInShopper(page, request, server.dataDir, 'Cart Adder');
  await fakeBrandSites(page.context());
  const product = await getProduct(request, 'p00003');

  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { name: product.title })).toBeVisible();
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeEnabled();
  // A sized product asks for a size first, and adds nothing until it has one.
  await add.click();
  await expect(page.getByText('Please select a size')).toBeVisible();
  expect(await cartOf(request, token)).toEqual([]);
  const size = product.sizes[0]!;
  await page.getByRole('radio', { name: size, exact: true }).click();
  await add.click();
  await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Already Added to Cart' })).toBeDisabled();
  expect((await cartOf(request, token)).map((i) => [i.productId, i.size])).toEqual([[product.id, size]]);
  expect(await page.evaluate(() => localStorage.getItem('addedToCart'))).toContain(product.id);

  // A reload reads the in-cart flag from the server.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Already Added to Cart' })).toBeDisabled();

  const before = await clickOuts(request, server.dataDir);
  const [brandPage, out] = await Promise.all([
    page.context().waitForEvent('page'),
    clickOutResponse(page.context()),
    page.getByRole('button', { name: 'Buy Now' }).click(),
  ]);
  // A reload forgets the picker's choice: Buy Now goes to the product's own page.
  expect(new URL(out.url()).search).toBe('?from=product');
  expect(out.status()).toBe(302);
  expect(out.headers().location).toBe(product.url);
  // noopener: the new tab cannot reach back into the store.
  expect(await brandPage.evaluate(() => window.opener)).toBeNull();
  await brandPage.close();
  // It went through the store's click-out, which counted it.
  const after = await clickOuts(request, server.dataDir);
  expect(after.of(product.id)).toBe(before.of(product.id) + 1);
  expect(after.from('product')).toBe(before.from('product') + 1);
});

test('MY CART: items, total, remove, clear', async ({ page, request, server }) => {
  const { token } = await signedInShopper(page, request, server.dataDir, 'Cart Keeper');
  await fakeBrandSites(page.context());
  const auth = { authorization: `Bearer ${token}` };
  const ids = ['p00010', 'p00020', 'p00030'];
  for (const [i, id] of ids.entries()) {
    const res = await request.post(`/cart/add/${id}`, { headers: auth, data: { quantity: i + 1 } });
    expect(res.status()).toBe(201);
  }
  const cart = await cartOf(request, token);
  const total = cart.reduce((sum, i) => sum + i.price * i.quantity, 0);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'MY CART' })).toBeVisible();
  const rows = page.getByTestId('cart-item');
  await expect(rows).toHaveCount(3);
  // Newest first.
  await expect(rows.first()).toContainText(cart[0]!.title);
  await expect(rows.first()).toContainText('Qty: 3');
  await expect(page.getByTestId('cart-total')).toHaveText(money(total));
  await expect(page.getByTestId('cart-count')).toHaveText('6');

  // Buy on a line opens the brand's page in a new tab, through the counted click-out.
  const before = await clickOuts(request, server.dataDir);
  const [brandPage, out] = await Promise.all([
    page.context().waitForEvent('page'),
    clickOutResponse(page.context()),
    rows.first().getByRole('link', { name: /^Buy / }).click(),
  ]);
  expect(new URL(out.url()).pathname).toBe(`/out/${cart[0]!.productId}`);
  expect(new URL(out.url()).search).toBe('?from=cart');
  expect(out.headers().location).toMatch(/^https:\/\//);
  await brandPage.close();
  expect((await clickOuts(request, server.dataDir)).from('cart')).toBe(before.from('cart') + 1);

  // Remove the newest line.
  await rows
    .first()
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(rows).toHaveCount(2);
  const left = cart.slice(1);
  await expect(page.getByTestId('cart-total')).toHaveText(money(left.reduce((s, i) => s + i.price * i.quantity, 0)));
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  expect((await cartOf(request, token)).map((i) => i.productId)).toEqual(left.map((i) => i.productId));

  // A line opens its product.
  await rows.first().getByRole('link', { name: left[0]!.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${left[0]!.productId}$`));
  await page.goBack();

  // Clear: declining changes nothing; accepting empties the cart.
  page.once('dialog', (d) => {
    expect(d.message()).toBe('Are you sure you want to clear your entire cart?');
    void d.dismiss();
  });
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(rows).toHaveCount(2);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByText('Cart cleared successfully')).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  expect(await cartOf(request, token)).toEqual([]);
});

test('signed out: /cart goes to /login', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/login$/);
});

test('signed out: Add to Cart → login → back on the product with the item added @desktop', async ({
  page,
  request,
  server,
}) => {
  const account = newAccount('Returning Shopper');
  await signUpViaApi(request, server.dataDir, account);
  const product = await getProduct(request, 'p00042');

  await page.goto(`/products/${product.id}`);
  const size = product.sizes.at(-1)!;
  await page.getByRole('radio', { name: size, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/email/i).fill(account.email);
  await page.getByLabel(/^password/i).fill(account.password);
  await page.getByRole('button', { name: /^(login|log in|sign in)$/i }).click();

  await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`), { timeout: 15_000 });
  await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Already Added to Cart' })).toBeDisabled();
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  // Added with the size chosen before login.
  expect((await cartOf(request, token!)).map((i) => [i.productId, i.size])).toEqual([[product.id, size]]);

  // The action is finished once: a reload does not add again or alert again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Already Added to Cart' })).toBeDisabled();
  expect(await cartOf(request, token!)).toHaveLength(1);
});

test('signed out: Buy Now → login → back with a Continue to the brand link', async ({ page, request, server }) => {
  const account = newAccount('Buying Shopper');
  await signUpViaApi(request, server.dataDir, account);
  await fakeBrandSites(page.context());
  const product = await getProduct(request, 'p00055');

  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/email/i).fill(account.email);
  await page.getByLabel(/^password/i).fill(account.password);
  await page.getByRole('button', { name: /^(login|log in|sign in)$/i }).click();

  await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`), { timeout: 15_000 });
  const link = page.getByRole('link', { name: `Continue to ${product.brand}` });
  await expect(link).toBeVisible();
  const [brandPage, out] = await Promise.all([
    page.context().waitForEvent('page'),
    clickOutResponse(page.context()),
    link.click(),
  ]);
  expect(out.headers().location).toBe(product.url);
  await brandPage.close();
});

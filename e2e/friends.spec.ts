// Friends journey with two browsers: A finds B, B accepts, A copies an item from B's cart,
// B removes A and A no longer sees B's cart. A acts only through the screens.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test, waitUntilLiveOnNavigation } from './fixtures';
import { maskEmail } from '@store/shared/email-address';
import { loginInBrowser, loginViaApi, newAccount, signUpViaApi, type SessionUser } from './support/accounts';
import { SCREENS } from './support/screens';

interface Shopper {
  page: Page;
  token: string;
  user: SessionUser;
  close(): Promise<void>;
}

async function shopper(browser: Browser, request: APIRequestContext, dataDir: string, baseURL: string, name: string) {
  const account = newAccount(name);
  // Exact-name search: each run's names are unique.
  account.name = `${name} ${Math.random().toString(36).slice(2, 8)}`;
  await signUpViaApi(request, dataDir, account);
  const { token, user } = await loginViaApi(request, account.email, account.password);
  const context = await browser.newContext({ baseURL, viewport: test.info().project.use.viewport ?? null });
  const page = waitUntilLiveOnNavigation(await context.newPage());
  await loginInBrowser(page, token, user);
  return { page, token, user, close: () => context.close() } satisfies Shopper;
}

test('two friends: request, accept, copy an item from a cart, remove @desktop', async ({
  browser,
  request,
  server,
}) => {
  const a = await shopper(browser, request, server.dataDir, server.url, 'Asha Friend');
  const b = await shopper(browser, request, server.dataDir, server.url, 'Bela Friend');
  const asB = { authorization: `Bearer ${b.token}` };
  const asA = { authorization: `Bearer ${a.token}` };

  // A finds B by exact username (in other letter case) and sends a request.
  await a.page.goto('/profile/search-friends');
  await a.page.getByRole('button', { name: 'Search' }).click();
  await expect(a.page.getByText('Please enter a username to search')).toBeVisible();
  const search = a.page.getByPlaceholder('Enter exact username');
  await search.fill('Nobody By This Name');
  await search.press('Enter');
  await expect(a.page.getByText('No users found with username "Nobody By This Name"')).toBeVisible();
  await search.fill(b.user.name.toUpperCase());
  await search.press('Enter');
  // A stranger's e-mail is shown masked (ADR 1300), so the row is found by name and the mask.
  const row = a.page.getByRole('listitem').filter({ hasText: b.user.name });
  await expect(row.getByText(maskEmail(b.user.email))).toBeVisible();
  await expect(row.getByText(b.user.email)).toHaveCount(0);
  await row.getByRole('button', { name: 'Add Friend' }).click();
  await expect(row.getByRole('button', { name: 'Request Sent' })).toBeDisabled();

  // B sees the request and accepts it.
  await b.page.goto('/profile/friend-requests');
  await expect(b.page.getByText('1 pending request(s)')).toBeVisible();
  const requestRow = b.page.getByRole('listitem').filter({ hasText: a.user.name });
  await expect(requestRow.getByText(/^Sent [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
  await requestRow.getByRole('button', { name: 'Accept' }).click();
  await expect(b.page.getByText('Friend request accepted!')).toBeVisible();
  await expect(b.page.getByText('No Pending Requests')).toBeVisible();

  // B puts a product in their cart.
  const products = (await (await request.get('/api/products/by-brand?brand=Zara&limit=2')).json()) as {
    id: string;
    title: string;
  }[];
  const product = products[0]!;
  expect((await request.post(`/cart/add/${product.id}`, { headers: asB, data: { quantity: 2 } })).status()).toBe(201);

  // A sees B among friends, opens B's cart from the list and copies the item.
  await a.page.goto('/profile/friends-list');
  await expect(a.page.getByText('Friends (1)')).toBeVisible();
  const friendRow = a.page.getByRole('listitem').filter({ hasText: b.user.name });
  await expect(friendRow.getByText('1 items in cart')).toBeVisible();
  await friendRow.getByRole('link', { name: 'View Cart' }).click();
  await expect(a.page).toHaveURL(new RegExp(`/profile/friends-carts\\?friendId=${b.user.id}$`));
  const card = a.page.locator(`#friend-cart-${b.user.id}`);
  await expect(card).toHaveAttribute('data-highlighted', 'true');
  await expect(card.getByText('1 item(s) in cart')).toBeVisible();
  await expect(card.getByText(product.title)).toBeVisible();
  await expect(card.getByText('Qty: 2')).toBeVisible();
  // The card's layout: each button's words on one line, the picture in its own 3:4 shape, and
  // on a desktop the card as wide as the page's column.
  for (const name of ['Add to My Cart', 'Buy Now', 'Looks good']) {
    const button = card
      .getByRole(name === 'Buy Now' ? 'link' : 'button', { name: new RegExp(`^(👍 )?${name}`) })
      .first();
    const box = (await button.boundingBox())!;
    expect(box.height, `${name} on one line`).toBeLessThan(50);
  }
  const picture = (await card.getByRole('img', { name: product.title }).boundingBox())!;
  expect(picture.height / picture.width).toBeCloseTo(4 / 3, 1);
  const cardBox = (await card.boundingBox())!;
  expect(cardBox.width).toBeGreaterThan(a.page.viewportSize()!.width * 0.8 - 64);
  await a.page.screenshot({ path: `${SCREENS}/friends-carts-${a.page.viewportSize()!.width}.png` });
  await card.getByRole('button', { name: 'Add to My Cart' }).click();
  await expect(a.page.getByText('Added to cart successfully!')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Already Added' })).toBeDisabled();

  // A's cart holds it, once.
  const cart = (await (await request.get('/cart', { headers: asA })).json()) as { productId: string }[];
  expect(cart.map((i) => i.productId)).toEqual([product.id]);

  // Back on search, B is now 'Already Added'.
  await a.page.goto('/profile/search-friends');
  await a.page.getByPlaceholder('Enter exact username').fill(b.user.email);
  await a.page.getByPlaceholder('Enter exact username').press('Enter');
  await expect(a.page.getByRole('button', { name: 'Already Added' })).toBeDisabled();

  // B removes A (declining the question first changes nothing).
  await b.page.goto('/profile/friends-list');
  const aRow = b.page.getByRole('listitem').filter({ hasText: a.user.name });
  b.page.once('dialog', (d) => {
    expect(d.message()).toBe('Are you sure you want to remove this friend?');
    void d.dismiss();
  });
  await aRow.getByRole('button', { name: 'Remove' }).click();
  await expect(aRow).toBeVisible();
  b.page.once('dialog', (d) => void d.accept());
  await aRow.getByRole('button', { name: 'Remove' }).click();
  await expect(b.page.getByText('No friends found')).toBeVisible();

  // A no longer sees B's cart.
  await a.page.goto(`/profile/friends-carts?friendId=${b.user.id}`);
  await expect(a.page.getByText("No Friends' Carts Available")).toBeVisible();
  await expect(a.page.getByText(product.title)).toHaveCount(0);

  await a.close();
  await b.close();
});

test('friend screens without a token say Not logged in', async ({ page }) => {
  for (const path of [
    '/profile/search-friends',
    '/profile/friends-list',
    '/profile/friend-requests',
    '/profile/friends-carts',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Not logged in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  }
});

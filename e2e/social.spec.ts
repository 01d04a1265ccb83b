// Shop with friends, two signed-in shoppers in two browsers: A sends B a product with a note, B
// sees it in Activity (with the Profile tab's badge), A hearts a product, B votes on it from
// Friends' Carts, A sees the tally in the wishlist, then A blocks B and B sees nothing of A.
// Setting up the friendship goes through the API (friends.spec.ts covers those screens).
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test, waitUntilLiveOnNavigation } from './fixtures';
import { loginInBrowser, loginViaApi, newAccount, signUpViaApi } from './support/accounts';
import { SCREENS } from './support/screens';

async function shopper(browser: Browser, request: APIRequestContext, dataDir: string, baseURL: string, name: string) {
  const account = newAccount(name);
  account.name = `${name} ${Math.random().toString(36).slice(2, 8)}`;
  await signUpViaApi(request, dataDir, account);
  const { token, user } = await loginViaApi(request, account.email, account.password);
  const context = await browser.newContext({ baseURL, viewport: test.info().project.use.viewport ?? null });
  const page = waitUntilLiveOnNavigation(await context.newPage());
  await loginInBrowser(page, token, user);
  return { page, token, user, close: () => context.close() };
}

test('share, activity, wishlist, vote, tally, block @desktop', async ({ browser, request, server }) => {
  const a = await shopper(browser, request, server.dataDir, server.url, 'Asha Social');
  const b = await shopper(browser, request, server.dataDir, server.url, 'Bela Social');
  const asA = { authorization: `Bearer ${a.token}` };
  const asB = { authorization: `Bearer ${b.token}` };
  expect((await request.post(`/api/friends/request/${b.user.id}`, { headers: asA })).status()).toBe(201);
  expect((await request.post(`/api/friends/request/${a.user.id}`, { headers: asB })).status()).toBe(200);
  // B has seen everything so far: the badge then counts only what A does next.
  expect((await request.post('/api/activity/seen', { headers: asB })).status()).toBe(200);

  const [shared, wished] = (await (await request.get('/api/products/by-brand?brand=Zara&limit=2')).json()) as {
    id: string;
    title: string;
  }[];

  // A sends B a product from its page, with a note.
  await a.page.goto(`/products/${shared!.id}`);
  await a.page.getByRole('button', { name: 'Send to friends' }).click();
  const form = a.page.getByRole('form', { name: 'Send to friends' });
  await form.getByRole('checkbox', { name: b.user.name }).check();
  await form.getByPlaceholder('Add a note (optional)').fill('For the sangeet?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(a.page.getByText('Sent to your friends')).toBeVisible();

  // A hearts another product on its page.
  await a.page.goto(`/products/${wished!.id}`);
  const heart = a.page.getByRole('main').getByRole('button', { name: `Wishlist: ${wished!.title}` });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // B: the Profile tab counts the new share; Activity shows it and clears the badge.
  await b.page.goto('/home');
  await expect(b.page.getByTestId('activity-badge')).toHaveText('1', { timeout: 15_000 });
  await b.page.goto('/profile/activity');
  const item = b.page.getByTestId('activity-item').first();
  await expect(item).toContainText(`${a.user.name} sent you a product`);
  await expect(item).toContainText('For the sangeet?');
  // The row names the product, with its picture, and reads as something to tap.
  await expect(item.getByTestId('activity-product')).toHaveText(shared!.title);
  const thumb = item.locator('img');
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await b.page.screenshot({ path: `${SCREENS}/activity-${b.page.viewportSize()!.width}.png` });
  await expect(b.page.getByTestId('activity-badge')).toHaveCount(0);
  await item.getByRole('link').click();
  await expect(b.page).toHaveURL(new RegExp(`/products/${shared!.id}$`));

  // B sees A's wishlist beside A's cart and votes 👎 with a comment.
  await b.page.goto(`/profile/friends-carts?friendId=${a.user.id}`);
  const card = b.page.locator(`#friend-cart-${a.user.id}`);
  await expect(card.getByText('1 item(s) in wishlist')).toBeVisible();
  const opinion = card.getByRole('group', { name: `Your opinion on ${wished!.title}` });
  await opinion.getByPlaceholder('Add a comment (optional)').fill('Try the blue one');
  await opinion.getByRole('button', { name: 'Not for you' }).click();
  await expect(opinion.getByRole('button', { name: 'Not for you' })).toHaveAttribute('aria-pressed', 'true');

  // A sees the tally and the comment in the wishlist.
  await a.page.goto('/profile/wishlist');
  const row = a.page.getByTestId('wishlist-item').filter({ hasText: wished!.title });
  await expect(row.getByText('👍 0 · 👎 1')).toBeVisible();
  await expect(row.getByText(/Try the blue one/)).toBeVisible();

  // A blocks B from the friends list; B then sees nothing of A.
  await a.page.goto('/profile/friends-list');
  // The store's own dialog asks first (not the browser's confirm()).
  await a.page.getByRole('button', { name: `Block ${b.user.name}` }).click();
  const ask = a.page.getByRole('dialog', { name: /^Block / });
  await expect(ask).toContainText(b.user.name);
  await a.page.screenshot({ path: `${SCREENS}/block-dialog-${a.page.viewportSize()!.width}.png` });
  await ask.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(a.page.getByText('User blocked')).toBeVisible();
  await a.page.goto('/profile/blocked');
  await expect(a.page.getByRole('button', { name: `Unblock ${b.user.name}` })).toBeVisible();

  await b.page.goto('/profile/activity');
  await expect(b.page.getByRole('heading', { name: 'Nothing new yet' })).toBeVisible();
  await b.page.goto('/profile/search-friends');
  const search = b.page.getByPlaceholder('Enter exact username');
  await search.fill(a.user.name);
  await search.press('Enter');
  await expect(b.page.getByText(`No users found with username "${a.user.name}"`)).toBeVisible();

  await a.close();
  await b.close();
});

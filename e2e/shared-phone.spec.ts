// A shared phone (ADR 4601): whichever way a session ends (Logout, a 401 after the server revoked
// it, a new sign-in over it), nothing of that account stays on the device for the next person:
// not on any signed-in screen offline, not in CacheStorage, localStorage, sessionStorage or
// IndexedDB. A signs in and browses (cart, wishlist, friends, friends' carts, activity, profile);
// the account's words (names, e-mails, ids, the token, a share's note) are then looked for
// everywhere the browser keeps things.
import type { APIRequestContext, Page } from '@playwright/test';
import { waitForCode } from '../test-support/mail';
import { expect, test } from './fixtures';
import { loginInBrowser, loginViaApi, newAccount, signUpViaApi, type SessionUser } from './support/accounts';
import { SCREENS as SCREENS_DIR } from './support/screens';
import { controlledBySw, deliverPush, shownNotifications } from './support/service-worker';

// Each journey signs up two or three shoppers and opens a dozen screens: on a loaded 2-core CI
// machine that can pass the default minute (one took 1.7 min at load average 29 here).
test.describe.configure({ timeout: 180_000 });

interface Shopper {
  user: SessionUser;
  password: string;
  token: string;
  headers: { authorization: string };
}

async function shopper(request: APIRequestContext, dataDir: string, name: string): Promise<Shopper> {
  const account = newAccount(name);
  account.name = `${name} ${Math.random().toString(36).slice(2, 8)}`;
  await signUpViaApi(request, dataDir, account);
  const { token, user } = await loginViaApi(request, account.email, account.password);
  return { user, password: account.password, token, headers: { authorization: `Bearer ${token}` } };
}

const ok = async (call: Promise<{ ok(): boolean; status(): number; text(): Promise<string> }>) => {
  const res = await call;
  if (!res.ok()) throw new Error(`${res.status()} ${await res.text()}`);
};

/**
 * A with a life on the server: a friend F whose cart holds a product, a product in A's cart and
 * one in A's wishlist, and a share from F with a note (A's activity). Returns every string that
 * would give A away.
 */
async function shopperWithALife(request: APIRequestContext, dataDir: string) {
  const [a, f] = await Promise.all([
    shopper(request, dataDir, 'Asha Ledger'),
    shopper(request, dataDir, 'Farah Friend'),
  ]);
  await ok(request.post(`/api/friends/request/${a.user.id}`, { headers: f.headers }));
  await ok(request.post(`/api/friends/request/${f.user.id}`, { headers: a.headers }));
  const products = (await (await request.get('/api/products/by-brand?brand=Zara&limit=4')).json()) as {
    id: string;
    title: string;
  }[];
  const [inCart, wished, friendsCart, shared] = products as [(typeof products)[0], ...typeof products];
  await ok(request.post(`/cart/add/${inCart.id}`, { headers: a.headers, data: { quantity: 1 } }));
  await ok(request.post(`/api/wishlist/${wished!.id}`, { headers: a.headers }));
  await ok(request.post(`/cart/add/${friendsCart!.id}`, { headers: f.headers, data: { quantity: 1 } }));
  const note = `note-${Math.random().toString(36).slice(2, 10)}`;
  await ok(
    request.post('/api/shares', { headers: f.headers, data: { productId: shared!.id, friendIds: [a.user.id], note } }),
  );
  // What would give A away, wherever it turned up.
  const traces = [a.user.name, a.user.email, a.user.id, a.token, f.user.name, f.user.email, f.user.id, note];
  return { a, f, traces, titles: [inCart.title, wished!.title, friendsCart!.title] };
}

/** Each signed-in screen, and what A sees on it once its answers have come. */
const SCREENS = [
  '/profile',
  '/cart',
  '/profile/wishlist',
  '/profile/friends-list',
  '/profile/friends-carts',
  '/profile/activity',
];

/** A opens the signed-in screens while online: each answer goes into the service worker's caches. */
async function browseAsA(page: Page, life: Awaited<ReturnType<typeof shopperWithALife>>, screens = SCREENS) {
  const main = page.getByRole('main');
  const seen: Record<string, string> = {
    '/profile': life.a.user.email,
    '/cart': life.titles[0]!,
    '/profile/wishlist': life.titles[1]!,
    '/profile/friends-list': life.f.user.name,
    '/profile/friends-carts': life.titles[2]!,
    '/profile/activity': life.traces.at(-1)!,
  };
  for (const path of screens) {
    await page.goto(path);
    await expect(main.getByText(seen[path]!).first()).toBeVisible();
  }
}

/** Waits until a screen has settled (its grey loading blocks gone), online or off. */
async function settled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').first()).toBeVisible();
  await expect(page.locator('.animate-pulse')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Every place this browser keeps things, as `where: text` lines: each CacheStorage entry (its
 * URL and, unless a picture, its body), localStorage, sessionStorage and every IndexedDB store.
 */
async function everythingStored(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        const body = response && !type.startsWith('image/') ? await response.text() : '';
        found.push(`cache ${name} ${request.url} ${request.headers.get('authorization') ?? ''}: ${body}`);
      }
    }
    for (const [where, store] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i)!;
        found.push(`${where} ${key}: ${store.getItem(key)}`);
      }
    }
    for (const { name } of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(storeName).objectStore(storeName).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
        found.push(`indexedDB ${name}/${storeName}: ${JSON.stringify(rows)}`);
      }
      db.close();
    }
    return found;
  });
}

/** The stored things in which any of `traces` appears (a failure lists where). */
const containing = (stored: string[], traces: string[]) =>
  stored.filter((s) => traces.some((t) => s.includes(t))).map((s) => s.slice(0, 300));

async function signInThroughTheForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** B, signed in after A on the same browser, goes offline: no signed-in screen shows anything of A. */
async function offlineScreensShowNothingOf(
  page: Page,
  b: Shopper,
  traces: string[],
  titles: string[],
  screens = SCREENS,
) {
  await page.context().setOffline(true);
  try {
    for (const path of screens) {
      await settled(page, path);
      if (path === '/profile') await expect(page.getByText(b.user.email)).toBeVisible();
      if (path === '/cart')
        await page.screenshot({ path: `${SCREENS_DIR}/shared-phone-offline-cart-${page.viewportSize()!.width}.png` });
      const text = await page.locator('body').innerText();
      expect(
        [...traces, ...titles].filter((t) => text.includes(t)),
        `${path} offline`,
      ).toEqual([]);
    }
  } finally {
    await page.context().setOffline(false);
  }
}

/** A (with a friend, a cart, a wishlist and activity) and B; A signs in on this browser and browses. */
async function aBrowsesThenB(page: Page, request: APIRequestContext, dataDir: string, screens = SCREENS) {
  const [life, b] = await Promise.all([shopperWithALife(request, dataDir), shopper(request, dataDir, 'Bela Fresh')]);
  await loginInBrowser(page, life.a.token, life.a.user);
  await controlledBySw(page);
  await browseAsA(page, life, screens);
  return { life, b };
}

/** B, now signed in, sees the profile online, then nothing of A offline, in the DOM or stored. */
async function bFindsNothingOfA(page: Page, { life, b }: Awaited<ReturnType<typeof aBrowsesThenB>>) {
  await settled(page, '/profile');
  await expect(page.getByText(b.user.email)).toBeVisible();
  await offlineScreensShowNothingOf(page, b, life.traces, life.titles);
  expect(containing(await everythingStored(page), life.traces)).toEqual([]);
}

test('a shared phone: A is signed out by a password reset elsewhere, B signs in and goes offline, and sees nothing of A @desktop', async ({
  page,
  request,
  server,
}) => {
  const shoppers = await aBrowsesThenB(page, request, server.dataDir);
  const { life, b } = shoppers;

  // A's password is reset elsewhere: every session of A's ends on the server.
  const started = Date.now();
  await ok(request.post(`/auth/user/forgot-password?email=${encodeURIComponent(life.a.user.email)}`));
  const otp = await waitForCode(server.dataDir, life.a.user.email, started);
  const verified = await request.post(
    `/auth/user/verify-reset-otp?email=${encodeURIComponent(life.a.user.email)}&otp=${otp}`,
  );
  const { resetToken } = (await verified.json()) as { resetToken: string };
  await ok(
    request.post('/auth/user/reset-password', {
      data: { email: life.a.user.email, resetToken, newPassword: 'Reset#5678' },
    }),
  );
  expect((await request.get('/auth/user/profile', { headers: life.a.headers })).status()).toBe(401);

  // B signs in on the same browser, looks at the profile, and goes offline.
  await signInThroughTheForm(page, b.user.email, b.password);
  await bFindsNothingOfA(page, shoppers);
});

test('a 401 alone (the session revoked elsewhere) leaves nothing of the account in the browser, its push subscription and notifications included', async ({
  page,
  context,
  request,
  server,
}) => {
  // This Chromium cannot reach a real push service, so the browser's push subscription is played
  // by one whose unsubscribe() is counted; the notifications are the worker's own (CDP push).
  await page.addInitScript(() => {
    const counted = window as unknown as { unsubscribed: number };
    counted.unsubscribed = 0;
    const played = {
      endpoint: 'https://push.example.com/send/this-browser',
      unsubscribe: async () => {
        counted.unsubscribed += 1;
        return true;
      },
    };
    PushManager.prototype.getSubscription = async () => played as unknown as PushSubscription;
  });
  await context.grantPermissions(['notifications'], { origin: server.url });
  const life = await shopperWithALife(request, server.dataDir);
  await loginInBrowser(page, life.a.token, life.a.user);
  await controlledBySw(page);
  await browseAsA(page, life);
  const alert = {
    title: `${life.f.user.name} sent you a product`,
    body: life.traces.at(-1)!,
    url: '/profile/activity',
  };
  await deliverPush(context, page, server.url, alert);
  await expect.poll(() => shownNotifications(page)).toEqual([alert]);
  // A signs out on another device with this session's token: the server ends it.
  await ok(request.post('/auth/user/logout', { headers: life.a.headers }));

  // Back on the store's home page: the Profile tab's activity badge asks with the dead token (a
  // background read, which says nothing), and that 401 alone ends the session here.
  await page.goto('/home');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await expect.poll(async () => containing(await everythingStored(page), life.traces)).toEqual([]);
  expect(await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('saath-signed-in')))).toEqual(
    [],
  );
  await expect.poll(() => page.evaluate(() => (window as unknown as { unsubscribed: number }).unsubscribed)).toBe(1);
  expect(await shownNotifications(page)).toEqual([]);
});

test('a new sign-in over a session that never ended (A never logged out) leaves nothing of A for B', async ({
  page,
  request,
  server,
}) => {
  const shoppers = await aBrowsesThenB(page, request, server.dataDir);
  // A's session is still live on the server: only B's sign-in can end it here.
  await signInThroughTheForm(page, shoppers.b.user.email, shoppers.b.password);
  await bFindsNothingOfA(page, shoppers);
});

test("the worker serves a session's answers to that session only, even when the page's clean-up never ran", async ({
  page,
  request,
  server,
}) => {
  const screens = ['/profile', '/cart', '/profile/activity'];
  const { life, b } = await aBrowsesThenB(page, request, server.dataDir, screens);
  // B's session put in place over A's by hand, as a tab closed before its clean-up would leave it.
  await loginInBrowser(page, b.token, b.user);
  await settled(page, '/profile');
  await expect(page.getByText(b.user.email)).toBeVisible();
  await offlineScreensShowNothingOf(page, b, life.traces, life.titles, screens);
  // B's first stored answer dropped A's cache.
  const cached = (await everythingStored(page)).filter((s) => s.startsWith('cache saath-signed-in'));
  expect(cached.length).toBeGreaterThan(0);
  expect(containing(cached, life.traces)).toEqual([]);
});

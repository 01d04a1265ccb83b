// The store in Hindi (ADR 3201, 3202), in a real browser on a machine with no Hindi system font:
// the switch remembers the choice and the server draws the next page in it; every screen in
// Hindi at 360×780 and 1280×800 has no sideways scroll, no text overflowing its control, and no
// Devanagari drawn by any font but ours (no boxes), and no English words but the data's and the
// names the store keeps; an English page never fetches that font.
import type { APIRequestContext, CDPSession, Page } from '@playwright/test';
import { BRANDS } from '@store/shared/catalogue';
import { expect, firstProductId, test } from './fixtures';
import { loginInBrowser, loginViaApi, newAccount, signUpViaApi, type SessionUser } from './support/accounts';
import { SCREENS } from './support/screens';

// Its tests share nothing: both workers may run them at once. One after another on one worker,
// they kept it busy long after the other had finished (the two screen walks are the longest tests of all).
test.describe.configure({ mode: 'parallel' });

const SIZES = [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
] as const;

/** Fonts that may draw a page's text: ours (the platform names of the woff2 files). */
const OUR_FONTS = /^(Jost|Noto Sans Devanagari)/;

/**
 * The fonts Chromium used for each element whose own text is Devanagari: a glyph drawn by any
 * other font is a box on a phone without Hindi fonts (this machine has none).
 */
async function devanagariFonts(page: Page): Promise<{ text: string; fonts: string[] }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  try {
    // A page that changes while it is walked (the hero carousel turns, the waiting-list button
    // appears) drops nodes the walk still holds: walk the new document from the top again.
    for (let attempt = 1; ; attempt++) {
      try {
        return await fontsOfDevanagariText(cdp);
      } catch (error) {
        if (attempt === 5 || !/Could not find node/.test(String(error))) throw error;
      }
    }
  } finally {
    await cdp.detach();
  }
}

async function fontsOfDevanagariText(cdp: CDPSession): Promise<{ text: string; fonts: string[] }[]> {
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  type Node = { nodeId: number; nodeType: number; nodeValue?: string; children?: Node[] };
  const hasEmoji = (node: Node): boolean =>
    (node.children ?? []).some((c) => /\p{Extended_Pictographic}/u.test(c.nodeValue ?? '') || hasEmoji(c));
  const found: { node: Node; text: string }[] = [];
  const walk = (node: Node) => {
    const own = (node.children ?? []).filter(
      (c) => c.nodeType === 3 && /\p{Script=Devanagari}/u.test(c.nodeValue ?? ''),
    );
    // Chromium counts an element's inline children with it: an emoji beside the words (👍) is
    // drawn by whatever emoji font the machine has, which is no Devanagari box.
    if (own.length > 0 && !hasEmoji(node)) found.push({ node, text: own.map((c) => c.nodeValue).join(' ') });
    for (const child of node.children ?? []) if (child.nodeType === 1) walk(child);
  };
  walk(root as Node);
  // Asked all at once: one round trip after another took about half a second a screen.
  return Promise.all(
    found.map(async ({ node, text }) => {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId });
      return { text, fonts: fonts.map((f) => f.familyName) };
    }),
  );
}

/** Controls and headings whose text runs past their box (cut off or spilling out). */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a, h1, h2, h3, label, [role="tab"]')]
      // Shown ones: not hidden, not visually hidden (sr-only is 1 px wide).
      .filter((el) => el.offsetParent !== null && el.clientWidth > 1)
      // A spaced wordmark's last letter carries its spacing past the box: blank, not cut off.
      .filter((el) => {
        const trailing = Math.max(
          0,
          ...[el, ...el.querySelectorAll('*')].map((e) => parseFloat(getComputedStyle(e).letterSpacing) || 0),
        );
        return el.scrollWidth > el.clientWidth + 1 + trailing && getComputedStyle(el).overflowX !== 'auto';
      })
      .filter((el) => !el.closest('[data-testid="brand-strip"]'))
      .map((el) => `${el.tagName} "${el.textContent?.trim().slice(0, 40)}" ${el.scrollWidth}>${el.clientWidth}`),
  );

async function inHindi(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL }]);
}

test('the language switch: हिन्दी draws the store in Hindi, English draws it back, and the choice is kept', async ({
  page,
  baseURL,
}) => {
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await menu.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const tabs = page.getByRole('navigation', { name: 'मुख्य' });
  await expect(tabs.getByRole('link', { name: 'होम' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'महिलाओं की कैटेगरी' })).toBeVisible();
  const cookie = (await page.context().cookies(baseURL!)).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('hi');

  // Another page, drawn by the server: in Hindi at once.
  await page.goto('/search');
  await expect(page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'खोजें' })).toBeVisible();

  await page.goto('/home');
  await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  await page.getByRole('dialog', { name: 'मेन्यू' }).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { name: 'WOMEN CATEGORIES' })).toBeVisible();
});

/** Waits for the face lib/devanagari-font.ts adds after a Hindi page's first paint to be in. */
async function devanagariFaceLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.fonts].some((f) => f.family.includes('Saath Devanagari') && f.status === 'loaded'),
  );
}

test('a Hindi page fetches the Devanagari font after its first paint', async ({ page, baseURL }) => {
  await inHindi(page, baseURL!);
  await page.goto('/home');
  await devanagariFaceLoaded(page);
  // Fetched with the first layout, its 58 KB came before the hero picture on a phone's link (ADR 3204).
  const { font, firstPaint } = await page.evaluate(() => ({
    font: performance.getEntriesByType('resource').find((e) => e.name.includes('noto-devanagari-wght'))?.startTime,
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  expect(font).toBeGreaterThan(firstPaint!);
});

test('an English page does not fetch the Devanagari font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(r.url());
  });
  await page.goto('/home');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.some((u) => u.includes('noto-devanagari'))).toBe(false);
});

/** Words that stay as they are in Hindi: the store's, the brands' and others' names, codes, file types. */
const KEPT_WORDS = /^(Saath|SAATH|OTP|WhatsApp|MB|JPEG|PNG|WebP|GIF|AVIF|English|you@example\.com|[\w.+-]+@[\w.-]+)$/;
const BRAND_NAMES = new Set<string>(BRANDS.map((b) => b.name));
const kept = (word: string) => {
  const bare = word.replace(/[.,:]+$/, '').replace('’', "'");
  return KEPT_WORDS.test(bare) || BRAND_NAMES.has(bare);
};

/**
 * The page's own words in Latin letters: shown text, and the labels, placeholders and titles a
 * screen reader or the tab says, less what the catalogue's and the account's data say (`data`:
 * every string the page's API answers and first screen carried).
 */
async function englishWords(page: Page, data: string): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
      if (!el.checkVisibility() && !el.closest('.sr-only')) continue;
      out.push(n.nodeValue ?? '');
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (el.closest('[hidden]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) out.push(el.getAttribute(name) ?? '');
    }
    out.push(document.title);
    return out;
  });
  const left: string[] = [];
  for (const raw of texts) {
    const text = raw.trim();
    if (!/[A-Za-z]{2}/.test(text)) continue;
    // Latin runs (words joined by spaces and punctuation) that are no data and no kept name.
    for (const run of text.match(/[A-Za-z][A-Za-z0-9'’&.,:%@+-]*(?: [A-Za-z0-9'’&.,:%@+-]+)*/g) ?? []) {
      const words = run.split(' ').filter((w) => /[A-Za-z]{2}/.test(w) && !kept(w));
      const english = words.filter((w) => !data.includes(w.replace(/[.,:]+$/, '')));
      if (english.length) left.push(`${english.join(' ')} (in "${text.slice(0, 60)}")`);
    }
  }
  return [...new Set(left)];
}

/** Collects what the page's data says: every API answer's text and the first screen's data. */
function collectData(page: Page): { text: () => string } {
  const parts: string[] = [];
  page.on('response', async (res) => {
    const type = res.headers()['content-type'] ?? '';
    try {
      if (type.includes('json')) parts.push(await res.text());
      else if (res.request().resourceType() === 'document' && type.includes('html')) {
        const html = await res.text();
        parts.push(/<script[^>]*id="first-screen-data"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '');
      }
    } catch {
      // A response the page navigated away from has no body to read.
    }
  });
  return { text: () => parts.join('\n').replace(/\\u0026/g, '&') };
}

interface Shopper {
  token: string;
  user: SessionUser;
}

/** A shopper with a friend whose cart has something, a waiting request, a cart and a wishlist. */
async function shopperWithFriends(request: APIRequestContext, dataDir: string): Promise<Shopper> {
  const make = async (name: string) => {
    const account = newAccount(name);
    await signUpViaApi(request, dataDir, account);
    return loginViaApi(request, account.email, account.password);
  };
  const [me, friend, stranger] = [await make('Hindi Shopper'), await make('Mitra Friend'), await make('Naya Stranger')];
  const as = (s: Shopper) => ({ authorization: `Bearer ${s.token}` });
  const products = (await (await request.get('/api/products/by-brand?brand=Zara&limit=3')).json()) as { id: string }[];
  for (const from of [friend, stranger]) {
    expect((await request.post(`/api/friends/request/${me.user.id}`, { headers: as(from) })).ok()).toBe(true);
  }
  const waiting = (await (await request.get('/api/friends/requests', { headers: as(me) })).json()) as {
    id: string;
    senderId: string;
  }[];
  const fromFriend = waiting.find((r) => r.senderId === friend.user.id)!;
  expect((await request.post(`/api/friends/accept/${fromFriend.id}`, { headers: as(me) })).ok()).toBe(true);
  for (const [who, product] of [
    [friend, products[0]!],
    [me, products[1]!],
  ] as const) {
    expect((await request.post(`/cart/add/${product.id}`, { headers: as(who), data: { quantity: 2 } })).status()).toBe(
      201,
    );
  }
  expect((await request.post(`/api/wishlist/${products[2]!.id}`, { headers: as(me) })).ok()).toBe(true);
  return me;
}

for (const size of SIZES) {
  test(`Hindi screens at ${size.width}×${size.height}: no sideways scroll, no overflow, no boxes, no English`, async ({
    page,
    baseURL,
    request,
    server,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(size);
    await inHindi(page, baseURL!);
    const data = collectData(page);
    const product = await firstProductId(baseURL!);
    const me = await shopperWithFriends(request, server.dataDir);
    const visitor: [string, string][] = [
      ['landing', '/'],
      ['home', '/home'],
      ['search', `/search?q=${encodeURIComponent('कुर्ता')}`],
      ['search-start', '/search'],
      ['search-none', '/search?q=zzqqxx'],
      ['listing', '/explore/wethnic'],
      ['product', `/products/${product.id}`],
      ['login', '/login'],
      ['signup', '/signup'],
      ['forgot-password', '/forgot-password'],
      ['profile-visitor', '/profile'],
      ['about', '/about'],
      ['contact', '/contact'],
      ['terms', '/terms'],
      ['privacy', '/privacy'],
    ];
    const signedIn: [string, string][] = [
      ['cart', '/cart'],
      ['profile', '/profile'],
      ['search-friends', '/profile/search-friends'],
      ['friends-list', '/profile/friends-list'],
      ['friend-requests', '/profile/friend-requests'],
      ['friends-carts', '/profile/friends-carts'],
      ['wishlist', '/profile/wishlist'],
      ['blocked', '/profile/blocked'],
      ['notifications', '/profile/notifications'],
      ['activity', '/profile/activity'],
      ['product-signed-in', `/products/${product.id}`],
    ];
    const check = async ([name, url]: [string, string]) => {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      // The app has drawn the screen (a signed-in screen is drawn by the browser), its data is on
      // it (no spinner or skeleton left), and its fonts are in.
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await expect(page.locator('main').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"], .animate-spin, .animate-pulse')).toHaveCount(0);
      await devanagariFaceLoaded(page);
      await page.screenshot({ path: `${SCREENS}/hindi-${name}-${size.width}.png` });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, `${url}: sideways scroll`).toBeLessThanOrEqual(0);
      expect(await overflowing(page), `${url}: overflowing text`).toEqual([]);
      const drawn = await devanagariFonts(page);
      const boxes = drawn.filter((d) => d.fonts.some((f) => !OUR_FONTS.test(f)));
      expect(boxes, `${url}: Devanagari drawn by another font`).toEqual([]);
      expect(await englishWords(page, data.text()), `${url}: English words`).toEqual([]);
    };
    for (const screen of visitor) await check(screen);
    await loginInBrowser(page, me.token, me.user);
    for (const screen of signedIn) await check(screen);
    // The home page's words are Hindi, drawn in our font.
    await page.goto('/home');
    await devanagariFaceLoaded(page);
    expect((await devanagariFonts(page)).length).toBeGreaterThan(5);
  });
}

test('the profile has the language switch too, and it draws the profile in the choice', async ({ page, baseURL }) => {
  await inHindi(page, baseURL!);
  await page.goto('/profile');
  const group = page.getByRole('group', { name: 'भाषा' });
  await expect(group.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
  await group.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { name: 'PROFILE' })).toBeVisible();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'प्रोफ़ाइल' })).toBeVisible();
  expect((await page.context().cookies(baseURL!)).find((c) => c.name === 'lang')?.value).toBe('hi');
});
